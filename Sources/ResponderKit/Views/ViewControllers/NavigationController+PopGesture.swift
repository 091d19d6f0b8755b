import Foundation

extension NavigationController {
  /// How far across the view the top view must be dragged for the pop to complete on release, as
  /// a fraction of the width. ResponderKit's choice: UIKit does not publish its threshold; half the
  /// width is what its interactive pop is widely observed to need without a flick.
  public static let popCompletionFraction: CGFloat = 0.5
  /// How fast a release must move right, in points per second, to complete the pop at any
  /// distance (a flick). ResponderKit's choice, for the same reason.
  public static let popCompletionVelocity: CGFloat = 500

  /// The pop gesture's action: the top view follows the finger with the view below revealed
  /// behind it; on release past ``popCompletionFraction`` of the width, or moving right faster
  /// than ``popCompletionVelocity``, the top controller is popped; otherwise it goes back.
  func handlePop(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer, let container = viewIfLoaded,
      let top = topViewController?.viewIfLoaded
    else { return }
    let dx = max(0, pan.translation(in: container).x)
    switch pan.state {
    case .began, .changed:
      if revealedView == nil, viewControllers.count > 1 {
        let below = viewControllers[viewControllers.count - 2]
        below.loadViewIfNeeded(forWindowBounds: container.bounds)
        below.view.frame = wrapperView.bounds
        wrapperView.insertSubview(below.view, belowSubview: top)
        revealedView = below.view
      }
      top.frame.origin.x = dx
    case .ended:
      let completes =
        dx > container.bounds.width * Self.popCompletionFraction
        || pan.velocity(in: container).x > Self.popCompletionVelocity
      finishPop(completing: completes)
    default:
      finishPop(completing: false)
    }
  }

  /// Ends the interactive pop: pops the top controller, or puts its view back.
  private func finishPop(completing: Bool) {
    guard let revealed = revealedView else { return }
    revealedView = nil
    if completing, viewControllers.count > 1 {
      revealed.removeFromSuperview()
      popViewController(animated: true)
    } else {
      revealed.removeFromSuperview()
      topViewController?.viewIfLoaded?.frame.origin.x = 0
      layoutContent()
    }
  }
}

/// The pop gesture's own delegate (UIKit's private interactive transition): the gesture begins
/// only when there is a controller to go back to.
@MainActor
final class NavigationPopDelegate: GestureRecognizerDelegate {
  weak var navigationController: NavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    (navigationController?.viewControllers.count ?? 0) > 1
  }
}
