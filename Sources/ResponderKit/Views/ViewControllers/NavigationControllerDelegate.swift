import Foundation

/// What a navigation controller tells its delegate (`UINavigationControllerDelegate`); every
/// method is optional.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// A controller is about to be shown.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// A controller was shown.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
}
