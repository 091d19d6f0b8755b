import Foundation

/// An object that describes a single user interaction: touches, motion, remote control or presses
/// (§5).
///
/// The application reuses one touches event per window for successive dispatches, as UIKit does: do
/// not keep an event, or rely on its contents, after the handler that received it returns.
@preconcurrency @MainActor
public class Event {
  /// The kind of the event.
  @exclusivity(unchecked) public internal(set) var type: EventType
  /// The event's subtype (a shake, a remote-control command), or ``EventSubtype/none``.
  @exclusivity(unchecked) public internal(set) var subtype: EventSubtype
  /// The time of the event: its latest change, in seconds.
  @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval

  /// Every touch being tracked in this event, moving or not. Reused storage, updated per dispatch.
  @exclusivity(unchecked) var trackedTouches: Set<Touch> = []
  /// The same touches in the order they began, so that delivery is deterministic.
  @exclusivity(unchecked) var orderedTouches: [Touch] = []
  /// The phase of a motion event.
  @exclusivity(unchecked) var motionPhase: MotionPhase = .began
  /// The pointer's buttons held during the event (`UIEvent.buttonMask`): empty for a finger.
  @exclusivity(unchecked) public internal(set) var buttonMask: ButtonMask = []
  /// What ``GestureRecognizer/buttonMask`` reports for this event, the buttons of the gesture:
  /// ``buttonMask``, except at the pointer's release (its last button came up), where it is the
  /// buttons held until then.
  @exclusivity(unchecked) var gestureButtonMask: ButtonMask = []
  /// The modifier keys held during the event (`UIEvent.modifierFlags`), as the pointer's
  /// backend reports them.
  @exclusivity(unchecked) public internal(set) var modifierFlags: KeyModifierFlags = []

  init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
    self.type = type
    self.subtype = subtype
    self.timestamp = timestamp
    if type == .touches { trackedTouches.reserveCapacity(16) }
  }

  /// All touches of the event, including those that did not change in this dispatch (they show
  /// ``Touch/Phase/stationary``); `nil` for events that are not touch events.
  public var allTouches: Set<Touch>? {
    type == .touches ? trackedTouches : nil
  }

  /// The touches that belong to `view`: whose ``Touch/view`` is exactly that view, not one of its
  /// descendants (§5, §14.10).
  ///
  /// - Complexity: O(*n*) in the number of tracked touches.
  public func touches(for view: View) -> Set<Touch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches that began in `window`.
  ///
  /// - Complexity: O(*n*) in the number of tracked touches.
  public func touches(for window: Window) -> Set<Touch>? {
    allTouches?.filter { $0.window === window }
  }

  /// Whether any touch of the event began in `window`; a plain loop, as it runs for every event.
  ///
  /// - Complexity: O(*n*) in the number of touches.
  func hasTouches(in window: Window) -> Bool {
    for touch in orderedTouches where touch.window === window { return true }
    return false
  }
}
