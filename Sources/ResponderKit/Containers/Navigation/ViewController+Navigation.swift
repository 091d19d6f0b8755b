import Foundation

extension ViewController {
  /// The nearest controller above this one, itself excluded, that is a `Container`: what
  /// ``navigationController``, ``splitViewController`` and ``tabBarController`` answer.
  ///
  /// - Complexity: O(*d*) in the controllers above.
  func nearestAncestor<Container: ViewController>(of type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let found = controller as? Container { return found }
      current = controller.parent
    }
    return nil
  }

  /// The nearest navigation controller above this controller, itself excluded.
  public var navigationController: NavigationController? {
    nearestAncestor(of: NavigationController.self)
  }

  /// What the navigation bar shows for this controller, made on first use with its title.
  public var navigationItem: NavigationItem {
    if let item = navigationItemStorage as? NavigationItem { return item }
    let item = NavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }
}
