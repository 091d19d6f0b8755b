import Foundation

/// One raw reading of an indirect pointer (a mouse or a trackpad) from a platform backend: where
/// it is, in screen points (a full-screen window's points), and which buttons and modifier keys
/// are held. ``PointerState`` makes the readings from a platform's one-button-at-a-time events.
///
/// While a button is held the pointer is a touch of type ``Touch/TouchType/indirectPointer``,
/// with the id ``Application/pointerTouchID``: it begins when the first button goes down, moves
/// with the pointer and ends when the last button comes up. With no button held, readings are
/// hover: they reach only the ``HoverGestureRecognizer``s under the pointer, never `touches…`.
public struct PointerSample: Hashable, Sendable, Codable {
  /// Where the pointer is, in screen points: the coordinates of the screen that windows' frames are
  /// in, which are a full-screen window's own.
  public var location: CGPoint
  /// The buttons held.
  public var buttonMask: Event.ButtonMask
  /// The modifier keys held.
  public var modifierFlags: KeyModifierFlags
  /// When, in seconds on the engine's clock.
  public var timestamp: TimeInterval

  /// Creates a reading.
  public init(
    location: CGPoint, buttonMask: Event.ButtonMask = [], modifierFlags: KeyModifierFlags = [],
    timestamp: TimeInterval
  ) {
    self.location = location
    self.buttonMask = buttonMask
    self.modifierFlags = modifierFlags
    self.timestamp = timestamp
  }
}
