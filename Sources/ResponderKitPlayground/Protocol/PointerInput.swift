import Foundation

/// One Pointer Event as the page sends it: `{"type": "pointer", ...}`. Coordinates are window
/// points (the page divides CSS pixels by the screen's scale); the timestamp is the event's
/// `timeStamp` in milliseconds. It is read from the message's JSON by `init(_: JSONFields)`.
struct PointerInput: Sendable, Equatable {
  /// The kind of pointer (`pointerType`).
  enum Kind: String, Decodable, Sendable, CaseIterable {
    case mouse, touch, pen
  }

  /// The phase: `pointerdown`, `pointermove`, `pointerup`, `pointercancel`.
  enum Phase: String, Decodable, Sendable, CaseIterable {
    case down, move, up, cancel
  }

  /// The browser's `pointerId`.
  var pointerId: Int
  /// The browser's `pointerType`.
  var pointerType: Kind
  /// Which event this is.
  var phase: Phase
  /// The location in window points.
  var x: Double
  /// The location in window points.
  var y: Double
  /// The event's `timeStamp`, in milliseconds.
  var timestamp: Double
  /// `pressure`, 0 to 1 (0.5 for a pressed button without pressure sensing).
  var pressure: Double?
  /// `tiltX`, in degrees from -90 to 90.
  var tiltX: Double?
  /// `tiltY`, in degrees from -90 to 90.
  var tiltY: Double?
  /// `buttons`: the mouse buttons or pen contact down (0 while hovering).
  var buttons: Int?
  /// `getCoalescedEvents()`, oldest first, the event itself left out.
  var coalesced: [Reading]?

  /// One coalesced reading.
  struct Reading: Sendable, Equatable {
    var x: Double
    var y: Double
    var timestamp: Double
    var pressure: Double?
    var tiltX: Double?
    var tiltY: Double?
  }

  /// Whether this event ends its pointer's contact.
  var ends: Bool { phase == .up || phase == .cancel }
}
