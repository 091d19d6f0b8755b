import Foundation

extension ViewController {
  /// The nearest navigation controller above this controller, itself excluded.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
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
