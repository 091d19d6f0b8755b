import Foundation
import Synchronization

/// The connection's first gate, before a message hops to the main actor, where the engine and
/// every other session wait their turn:
///
/// ```
///  frame ──► FrameGate (connection's task) ──► main actor: decode ──► MessageGate ──► engine
///              │ past the second's messages, or
///              │ the session's server time spent
///              ▼
///            dropped unread (the first one reported)
/// ```
///
/// It counts messages as ``MessageGate`` does, unread. Past the limit (or once the session has
/// spent its ``PlaygroundLimits/maximumServerTimePerSecond``), it lets through only what may be
/// the end of a touch, a message naming `"up"` or `"cancel"`, and no more of those in a second
/// than twice ``PlaygroundLimits/maximumTouches``: enough to lift every finger a page can have
/// down, so that a flood neither leaves a touch down nor reaches the main actor.
struct FrameGate {
  private var windowStart: TimeInterval = -.infinity
  private var count = 0
  private var ends = 0
  private var reported = false

  /// What to do with a message.
  enum Verdict: Equatable {
    /// Hand it to the session.
    case pass
    /// Drop it unread; `report` is set for the first drop of the second.
    case drop(report: MessageProblem?)
  }

  /// Counts the message `text` arriving at `serverTime`; `spent` is the server's time the
  /// session has spent this second, if it is past its budget.
  mutating func admit(_ text: String, at serverTime: TimeInterval, spent: TimeInterval?)
    -> Verdict
  {
    if serverTime - windowStart >= 1 || serverTime < windowStart {
      windowStart = serverTime
      count = 0
      ends = 0
      reported = false
    }
    count += 1
    let tooMany = count > PlaygroundLimits.maximumMessagesPerSecond
    guard tooMany || spent != nil else { return .pass }
    if ends < 2 * PlaygroundLimits.maximumTouches, Self.mayEndTouch(text) {
      ends += 1
      return .pass
    }
    guard !reported else { return .drop(report: nil) }
    reported = true
    return .drop(report: tooMany ? .flood : .overBudget(milliseconds: Int((spent ?? 0) * 1000)))
  }

  /// Whether a message may be a pointer's `up` or `cancel`, read no further than that.
  static func mayEndTouch(_ text: String) -> Bool {
    text.contains("\"up\"") || text.contains("\"cancel\"")
  }
}

/// The server's time a session has spent this second, shared between the session (on the main
/// actor, which charges it) and its connection's ``FrameGate`` (which reads it without waiting
/// for the main actor).
final class ServerTimeMeter: Sendable {
  private let state = Mutex<(windowEnd: TimeInterval, spent: TimeInterval)>((0, 0))

  /// Notes that the session has spent `spent` seconds in the second ending at `windowEnd`.
  func update(spent: TimeInterval, windowEnd: TimeInterval) {
    state.withLock { $0 = (windowEnd, spent) }
  }

  /// The time spent this second at `serverTime` when it is past the budget, else `nil`.
  func overBudget(at serverTime: TimeInterval) -> TimeInterval? {
    state.withLock { value in
      guard serverTime < value.windowEnd,
        value.spent > PlaygroundLimits.maximumServerTimePerSecond
      else { return nil }
      return value.spent
    }
  }
}
