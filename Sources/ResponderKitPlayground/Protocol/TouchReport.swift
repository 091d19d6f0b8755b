import Foundation

/// One touch as the page shows it: where it landed, the hit-test path with each view's verdict,
/// the recognizers on its path with their states and reasons, and its outcome line.
struct TouchReport: Encodable, Sendable {
  /// The touch's id (the n of `touch n` in the trace).
  var touch: Int
  /// The pointer kind that made it: `mouse`, `touch` or `pen`.
  var kind: String
  /// Whether it is still down.
  var down: Bool
  /// Where it went down, in window points.
  var location: StateMessage.Point
  /// Where it is now (or lifted), in window points.
  var current: StateMessage.Point
  /// The view hit-testing chose, or `nil`.
  var hitView: String?
  /// Every view under the touch-down point, front to back, with its verdict (`explain`'s lines).
  var hitTest: [Verdict]
  /// The views hit-testing visited in order, with what each returned and why it passed over
  /// itself.
  var visited: [Visit]
  /// The recognizers on the path.
  var recognizers: [RecognizerLedger.Entry]
  /// The responder chain from the hit view.
  var responderChain: [String]
  /// The outcome line (`touch n: ...`), as `explain` and `trace` end with it.
  var outcome: String?
  /// `explain`'s `then:` lines and outcome for the touch.
  var story: [String]

  /// A view under the point and what happens to the touch for it.
  struct Verdict: Encodable, Sendable {
    var view: String
    var verdict: String
    /// Whether the view gets the touch or its forwarded calls.
    var getsTouch: Bool
  }

  /// A view the hit-test walk entered.
  struct Visit: Encodable, Sendable, Equatable {
    var view: String
    /// What its `hitTest(_:with:)` returned (`nil`: no view).
    var result: String?
    /// Why it passed over itself, if it did.
    var reason: String?
  }
}
