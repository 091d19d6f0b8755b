import Foundation

/// A navigation controller's view: at each layout the top controller's view fills it and the bar
/// runs across its top, in front.
final class NavigationContainerView: View {
  /// The navigation controller whose view this is.
  weak var controller: NavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContent()
  }
}

extension NavigationController {
  /// Lays out the top view (unless the pop gesture is dragging it) and the bar.
  func layoutContent() {
    guard let container = viewIfLoaded else { return }
    if revealedView == nil, let top = topViewController?.viewIfLoaded,
      top.superview === container
    {
      top.frame = container.bounds
    }
    navigationBar.frame = CGRect(
      x: 0, y: 0, width: container.bounds.width, height: NavigationBar.height)
    container.bringSubviewToFront(navigationBar)
  }
}
