import Foundation

/// A physical button press: a key, a remote's button, a game-controller button (§3.4).
@preconcurrency @MainActor
public final class Press {
  /// The phase of a press, with UIKit's raw values.
  public enum Phase: Int, Hashable, Sendable, Codable, CaseIterable {
    /// The button went down.
    case began = 0
    /// The button's force changed.
    case changed = 1
    /// The button is held without change.
    case stationary = 2
    /// The button was released.
    case ended = 3
    /// The system cancelled the press.
    case cancelled = 4
  }

  /// The button, with UIKit's raw values.
  public enum PressType: Int, Hashable, Sendable, Codable, CaseIterable {
    /// The up arrow.
    case upArrow = 0
    /// The down arrow.
    case downArrow = 1
    /// The left arrow.
    case leftArrow = 2
    /// The right arrow.
    case rightArrow = 3
    /// The select button.
    case select = 4
    /// The menu button.
    case menu = 5
    /// The play/pause button.
    case playPause = 6
    /// The page-up button.
    case pageUp = 30
    /// The page-down button.
    case pageDown = 31
    /// A hardware keyboard's key with no type of its own: UIKit reports such keys with a raw
    /// value it does not document; ResponderKit names it (read ``Press/key``).
    case keyboardKey = -1
  }

  /// The phase in the latest event.
  public internal(set) var phase: Phase
  /// The button.
  public let type: PressType
  /// The time of the latest change, in seconds.
  public internal(set) var timestamp: TimeInterval
  /// The force of the press, 0 for digital buttons.
  public internal(set) var force: CGFloat = 0
  /// The keyboard key, for a press of a hardware keyboard's key; `nil` for other buttons.
  public internal(set) var key: Key?
  /// The responder the press's began went to: its later phases go there too.
  var responder: Responder?
  /// The window the press's began went through, while the press is down.
  var window: Window?
  /// Whether a key command took the press: no responder gets its phases.
  var isTakenByKeyCommand = false
  /// Whether a recognizer that cancels its view's input recognized with the press: the
  /// responder gets no more of it (after `pressesCancelled`, if it had the beginning).
  var isTakenByRecognizer = false
  /// The recognizers on the first responder's chain that took the press at its beginning.
  var recognizers: [GestureRecognizer] = []

  /// The press type of a keyboard key: the arrows' own types, `.select` for Return, `.menu`
  /// for Escape, `.pageUp` and `.pageDown`; other keys have none of UIKit's named types, and
  /// ResponderKit gives them ``PressType/keyboardKey`` (read ``key``).
  static func type(of keyCode: KeyboardHIDUsage) -> PressType {
    switch keyCode {
    case .keyboardUpArrow: .upArrow
    case .keyboardDownArrow: .downArrow
    case .keyboardLeftArrow: .leftArrow
    case .keyboardRightArrow: .rightArrow
    case .keyboardReturnOrEnter: .select
    case .keyboardEscape: .menu
    case .keyboardPageUp: .pageUp
    case .keyboardPageDown: .pageDown
    default: .keyboardKey
    }
  }

  init(type: PressType, phase: Phase, timestamp: TimeInterval) {
    self.type = type
    self.phase = phase
    self.timestamp = timestamp
  }
}

extension Press: Hashable {
  /// Presses are equal only when they are the same object.
  nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// An event that carries button presses.
@preconcurrency @MainActor
public final class PressesEvent: Event {
  /// The presses of the event.
  public internal(set) var allPresses: Set<Press>

  init(presses: Set<Press>, timestamp: TimeInterval) {
    allPresses = presses
    super.init(type: .presses, timestamp: timestamp)
  }
}
