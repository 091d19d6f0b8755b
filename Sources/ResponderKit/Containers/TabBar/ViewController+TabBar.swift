import Foundation

extension ViewController {
  /// The nearest tab bar controller above this controller, itself excluded.
  public var tabBarController: TabBarController? {
    nearestAncestor(of: TabBarController.self)
  }

  /// The item that stands for this controller in a tab bar controller's bar, made on first use
  /// with the controller's title (UIKit's implicitly unwrapped shape); setting it replaces it.
  public var tabBarItem: TabBarItem! {
    get {
      if let item = tabBarItemStorage as? TabBarItem { return item }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set {
      tabBarItemStorage = newValue
      tabBarController?.rebuildItems()
    }
  }
}
