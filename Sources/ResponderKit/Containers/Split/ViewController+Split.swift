import Foundation

extension ViewController {
  /// The nearest split view controller above this controller, itself excluded.
  public var splitViewController: SplitViewController? {
    nearestAncestor(of: SplitViewController.self)
  }
}
