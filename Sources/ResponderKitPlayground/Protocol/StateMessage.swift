import Foundation

/// What the page shows, as the engine has it now: `{"type": "state", ...}`. Sent after each
/// message that changed something and while the server drives the clock (a held press, a
/// deceleration).
struct StateMessage: Encodable, Sendable {
  let type = "state"
  /// The scenario file's name.
  var file: String
  /// Counts the file's loads; it changes when the file changed on disk and was reloaded.
  var version: Int
  /// The window's size in points.
  var window: Size
  /// The engine's clock, in seconds.
  var time: Double
  /// Whether something is under way (a touch down, a timer pending): the server keeps driving
  /// the clock and sending states.
  var busy: Bool
  /// The screen as SVG, drawn by `responderkit render`'s renderer as the engine has it now.
  var screen: String
  /// The latest touches over time as SVG (`render --timeline`'s picture).
  var timeline: String
  /// The pointers down.
  var pointers: [PointerReport]
  /// The latest touches, oldest first.
  var touches: [TouchReport]
  /// The controls and scroll views.
  var views: [ViewReport]
  /// The trace lines made since the previous state, from line ``traceStart`` on.
  var trace: [TraceLine]
  /// The number of the first line in ``trace`` (0 for a fresh trace).
  var traceStart: Int

  /// A size.
  struct Size: Encodable, Sendable {
    var width: Double
    var height: Double
  }

  /// A point.
  struct Point: Encodable, Sendable, Equatable {
    var x: Double
    var y: Double
  }

  /// A pointer that is down.
  struct PointerReport: Encodable, Sendable {
    var pointerId: Int
    var touch: Int
    var kind: String
    var location: Point
  }

  /// One record of the trace: its text line (`nil` for hit-test lines of views not in the file)
  /// and its JSON Lines object.
  struct TraceLine: Encodable, Sendable {
    var text: String?
    var json: String
  }
}
