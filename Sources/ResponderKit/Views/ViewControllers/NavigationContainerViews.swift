import Foundation

/// A container controller whose view is a ``LayoutContainerView``: a navigation or tab bar
/// controller, which lays out its content views and bar at each layout of that view.
@MainActor
protocol LayoutContainerOwner: AnyObject {
  /// Lays out the controller's content views and bar in its view.
  func layoutContent()
}

/// A navigation or tab bar controller's view, as UIKit's `UILayoutContainerView`: it holds the
/// transition view, which fills it, and the bar in front of it (§18.5, §18.6). At each layout it
/// has the controller lay them out.
final class LayoutContainerView: View, UIKitPrivateView {
  static let uikitClassName = "UILayoutContainerView"
  /// The controller whose view this is.
  weak var owner: (any LayoutContainerOwner)?

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }

  override func layoutSubviews() {
    super.layoutSubviews()
    owner?.layoutContent()
  }
}

/// The view in a tab bar controller's view that holds the selected controller's wrapper, as
/// UIKit's `UITransitionView`: it fills the tab bar controller's view and clips to its bounds.
final class TransitionView: View, UIKitPrivateView {
  static let uikitClassName = "UITransitionView"

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }
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

extension NavigationController: LayoutContainerOwner {
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
