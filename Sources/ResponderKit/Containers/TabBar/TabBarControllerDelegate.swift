import Foundation

/// What a tab bar controller asks and tells its delegate (`UITabBarControllerDelegate`); every
/// method is optional. Only the user's taps reach it: selecting in code tells it nothing, as in
/// UIKit.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether a tap may select `viewController`'s tab; `true` if not implemented.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// A tap selected `viewController`'s tab; told again when the tab was already selected.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Lets every tab be selected.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}
