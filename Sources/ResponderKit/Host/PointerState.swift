import Foundation

/// What a platform's mouse is doing, turned into ``PointerSample``s (Embedding §22.3).
///
/// Platforms report one button at a time ("left went down"), but a ``PointerSample`` carries every
/// button held, and the engine ends the pointer's touch only when the last one comes up. A
/// `PointerState` keeps the location and the buttons held, ignores a second press of a button
/// already down (a platform's repeat, or a press missed while the window was not focused), and
/// makes the whole sample for each change.
public struct PointerState: Hashable, Sendable {
  /// Where the pointer last was, in screen points; `nil` before it was seen or after it left.
  public private(set) var location: CGPoint?
  /// The buttons held.
  public private(set) var buttons: Event.ButtonMask = []
  /// The modifier keys held; a host sets them from its keyboard state.
  public var modifierFlags: KeyModifierFlags = []

  /// Creates the state of a pointer not yet seen, with no button held.
  public init() {}

  /// The reading of the pointer moving to `location` at `timestamp` (engine seconds).
  public mutating func moved(to location: CGPoint, at timestamp: TimeInterval) -> PointerSample {
    self.location = location
    return sample(at: timestamp)
  }

  /// The reading of `button` going down at `location`, or `nil` when it is already held.
  public mutating func pressed(
    _ button: Event.ButtonMask, at location: CGPoint, timestamp: TimeInterval
  ) -> PointerSample? {
    self.location = location
    guard !buttons.isSuperset(of: button) else { return nil }
    buttons.formUnion(button)
    return sample(at: timestamp)
  }

  /// The reading of `button` coming up at `location`, or `nil` when it was not held (a release
  /// whose press the window never saw).
  public mutating func released(
    _ button: Event.ButtonMask, at location: CGPoint, timestamp: TimeInterval
  ) -> PointerSample? {
    self.location = location
    guard !buttons.isDisjoint(with: button) else { return nil }
    buttons.subtract(button)
    return sample(at: timestamp)
  }

  /// Notes that the pointer left the window: its location is forgotten (the buttons stay held, as
  /// a platform keeps reporting a drag that leaves the window).
  public mutating func exited() {
    location = nil
  }

  private func sample(at timestamp: TimeInterval) -> PointerSample {
    PointerSample(
      location: location ?? .zero, buttonMask: buttons, modifierFlags: modifierFlags,
      timestamp: timestamp)
  }
}
