/// Why a recognizer on the hit view's path did not get a new touch (§8.3), for the cases an
/// engineer chose and may have forgotten: a delegate or override that said no, an exclusive touch.
public enum GestureSkipReason: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The delegate's `gestureRecognizer(_:shouldReceive:)` answered no.
  case delegateDeclined
  /// The recognizer's own `shouldReceive(_:)` override answered no.
  case recognizerDeclined
  /// Another touch is down in an exclusive-touch view outside the recognizer's view.
  case exclusiveTouch(in: String)

  /// The reason in words.
  public var description: String {
    switch self {
    case .delegateDeclined: "its delegate's shouldReceive said no"
    case .recognizerDeclined: "its shouldReceive(_:) said no"
    case .exclusiveTouch(let view): "touch down in exclusive-touch view \(view)"
    }
  }
}
