/// The events a control sends, with UIKit's raw values (§11.1): UIKit's `UIControl.Event`.
///
/// It is not nested as `Control.Event`: inside every `Control` subclass that name would shadow the
/// ``Event`` class (UIKit's `UIEvent`), and a ported override such as
/// `beginTracking(_ touch: Touch, with event: Event?)` would no longer override.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates events from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// A touch went down in the control.
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A repeated touch went down (tap count above 1).
  public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
  /// The finger moved within the tracking area.
  public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
  /// The finger moved outside the tracking area.
  public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
  /// The finger moved from outside the tracking area to inside.
  public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
  /// The finger moved from inside the tracking area to outside.
  public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
  /// The finger lifted inside the tracking area.
  public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
  /// The finger lifted outside the tracking area.
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
  /// The system cancelled the touch.
  public static let touchCancel = ControlEvents(rawValue: 1 << 8)
  /// The control's value changed.
  public static let valueChanged = ControlEvents(rawValue: 1 << 12)
  /// The control's primary action fired (after touch-up-inside for a button).
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
  /// A menu action fired.
  public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
  /// Editing began in a text control.
  public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
  /// The text of a text control changed.
  public static let editingChanged = ControlEvents(rawValue: 1 << 17)
  /// Editing ended in a text control.
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
  /// Editing ended with the return key.
  public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
  /// Every editing event.
  public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
  /// The range reserved for the application's own events.
  public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
  /// The range reserved for the system.
  public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
  /// Every touch event.
  public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
  /// Every event.
  public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

  private static let namedEvents: [(ControlEvents, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"),
    (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]

  /// The names of the events, joined by `|`.
  public var description: String {
    Self.namedEvents.filter { contains($0.0) }.map(\.1).joined(separator: "|")
  }

  /// The names of the single events, as ``description`` spells them: `touchUpInside`.
  public static var names: [String] { namedEvents.map(\.1) }

  /// The single event with this name (`touchUpInside`, ...), or `nil`.
  public init?(named name: String) {
    guard let event = Self.namedEvents.first(where: { $0.1 == name })?.0 else { return nil }
    self = event
  }
}

/// A closure action for a control, as UIKit's `UIAction`.
@preconcurrency @MainActor
public final class Action {
  /// A title for menus and traces.
  public let title: String
  /// The control that sent the action, while its handler runs.
  public internal(set) weak var sender: AnyObject?
  let handler: @MainActor (Action) -> Void

  /// Creates an action.
  public init(title: String = "", handler: @escaping @MainActor (Action) -> Void) {
    self.title = title
    self.handler = handler
  }
}
