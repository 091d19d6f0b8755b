import Foundation

/// The indirect pointer leaving the window (Embedding §22.3).
extension Application {
  /// Feeds the pointer leaving the window (or the screen) at `timestamp`: every hover in
  /// progress ends, as when the pointer moves off the views (UIKit ends a hover recognizer when
  /// the pointer exits its view). A pointer with a button held is a touch, which a platform keeps
  /// reporting while it drags outside the window: its exit changes nothing.
  ///
  /// A timestamp that is not finite, or earlier than the input before it, is refused with an
  /// ``InputError`` naming the pointer.
  public func sendPointerExit(timestamp: TimeInterval) throws(InputError) {
    let reading = TouchSample(
      touchID: Self.pointerTouchID, phase: .stationary, location: .zero, timestamp: timestamp,
      type: .indirectPointer)
    try admit { () throws(InputError) in try validator.validateHover(reading) }
    inputQueue.append(.pointerExit(timestamp))
    drainQueue()
  }

  /// Handles a validated exit, now due: hovering ends where the pointer last hovered.
  func dispatchPointerExit(at time: TimeInterval) {
    clock.advance(to: time)
    guard !validator.liveIDs.contains(Self.pointerTouchID), !hoveringRecognizers.isEmpty else {
      return
    }
    tracer?.record(.eventDispatched(type: .hover, timestamp: time))
    let hovering = hoveringRecognizers
    hoveringRecognizers.removeAll()
    for recognizer in hovering {
      recognizer.modifierFlags = touchEvent.modifierFlags
      recognizer.buttonMask = []
      recognizer.moveOutsideArbitration(to: .ended)
    }
  }
}
