import Foundation

/// What a tab bar tells its delegate (`UITabBarDelegate`); every method is optional. A tab bar
/// controller is its own tab bar's delegate, and subclasses override
/// ``TabBarController/tabBar(_:didSelect:)`` to hear of each tap.
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
  /// The user tapped `item`, which is now the selected item.
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
