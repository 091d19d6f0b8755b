import Foundation

/// A recognizer for a pointer moving over its view with no button held (`UIHoverGestureRecognizer`):
/// it begins when the pointer enters the view (the view or one of its subviews is what a hit-test
/// at the pointer finds), changes as it moves inside, and ends when it leaves, when a button goes
/// down (the pointer becomes a touch) or when the view leaves the window.
///
/// Hover recognizers see no touches and take no part in touch arbitration; their actions are sent
/// as the pointer moves, between touch events.
@preconcurrency @MainActor
open class HoverGestureRecognizer: GestureRecognizer {
  /// The pointer's location in window coordinates while hovering.
  @exclusivity(unchecked) var hoverLocation: CGPoint = .zero

  /// Creates a hover recognizer. It allows no touch type: touches never reach it.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    allowedTouchTypeMask = 0
  }

  /// The pointer's location in `view`'s coordinates (window coordinates for `nil`).
  open override func location(in view: View?) -> CGPoint {
    windowPoint(hoverLocation, in: view)
  }
}
