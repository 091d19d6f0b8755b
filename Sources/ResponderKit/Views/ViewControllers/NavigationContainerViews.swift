import Foundation

/// A navigation controller's view, as UIKit's `UILayoutContainerView`: it holds the transition
/// view, which fills it, and the bar in front of it across its top (§18.1). At each layout it has
/// the controller lay them out.
final class LayoutContainerView: View, UIKitPrivateView {
  static let uikitClassName = "UILayoutContainerView"
  /// The navigation controller whose view this is.
  weak var controller: NavigationController?

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContent()
  }
}

/// The view in a navigation controller's view that holds the shown controller's wrapper, as
/// UIKit's `UINavigationTransitionView`: it fills the navigation controller's view and clips to
/// its bounds, as UIKit's does.
final class NavigationTransitionView: View, UIKitPrivateView {
  static let uikitClassName = "UINavigationTransitionView"

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }
}

/// The view that holds the top controller's view in a navigation controller, as UIKit's
/// `UIViewControllerWrapperView`; while the pop gesture drags the top view, the view below it is
/// here too, behind it.
final class ViewControllerWrapperView: View, UIKitPrivateView {
  static let uikitClassName = "UIViewControllerWrapperView"

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }
}

extension NavigationController {
  /// Lays out the transition view and the wrapper (both fill the view), the top view in the
  /// wrapper (unless the pop gesture is dragging it), and the bar across the top, in front.
  func layoutContent() {
    guard let container = viewIfLoaded else { return }
    if transitionView.frame != container.bounds { transitionView.frame = container.bounds }
    if wrapperView.frame != transitionView.bounds { wrapperView.frame = transitionView.bounds }
    if revealedView == nil, let top = topViewController?.viewIfLoaded,
      top.superview === wrapperView
    {
      top.frame = wrapperView.bounds
    }
    navigationBar.frame = CGRect(
      x: 0, y: 0, width: container.bounds.width, height: NavigationBar.height)
    container.bringSubviewToFront(navigationBar)
  }
}
