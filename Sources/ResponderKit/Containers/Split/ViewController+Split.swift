import Foundation

extension ViewController {
  /// The nearest split view controller above this controller, itself excluded.
  public var splitViewController: SplitViewController? {
    var current = parent
    while let controller = current {
      if let split = controller as? SplitViewController { return split }
      current = controller.parent
    }
    return nil
  }
}
