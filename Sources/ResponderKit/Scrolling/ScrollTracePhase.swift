import Foundation

/// What a scroll view's content did, as a trace record tells it (§10).
public enum ScrollTracePhase: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The pan recognized: the user started dragging the content.
  case beganDragging
  /// The content followed the finger.
  case dragged
  /// The content stopped moving: a fling or an animation ran out, or a touch stopped it.
  case cameToRest

  /// The words a text trace uses.
  public var description: String {
    switch self {
    case .beganDragging: "begins dragging at"
    case .dragged: "scrolls to"
    case .cameToRest: "comes to rest at"
    }
  }
}
