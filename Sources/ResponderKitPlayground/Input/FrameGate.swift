import Foundation
import Synchronization

/// The connection's first gate, before a message hops to the main actor, where the engine and
/// every other session wait their turn:
///
/// ```
///  socket ──► FrameGate (connection's task) ──► main actor: decode ──► MessageGate ──► engine
///               │ past the second's messages, or
///               │ the session's server time spent
///               ▼
///             stop reading until the second ends (the first time, the page is told)
/// ```
///
/// It counts messages as ``MessageGate`` does, unread. Past ``PlaygroundLimits/
/// maximumMessagesPerSecond`` in a second, or once the session has spent its
/// ``PlaygroundLimits/maximumServerTimePerSecond``, the connection reads nothing more until the
/// second ends: the page's messages wait in the socket, and the page, whose sends then block,
/// floods no faster than the server takes its messages. Nothing is dropped, so no touch is left
/// down; an end waits at most a second.
struct FrameGate {
  private var windowStart: TimeInterval = -.infinity
  private var count = 0
  private var reported = false

  /// What to do with a message.
  enum Verdict: Equatable {
    /// Hand it to the session.
    case pass
    /// Read nothing more until `until` (the server's clock), then ask again; `report` is set the
    /// first time in a second, for the page.
    case wait(until: TimeInterval, report: MessageProblem?)
  }

  /// Counts a message arriving at `serverTime`; `spent` is the server's time the session has
  /// spent this second, if it is past its budget.
  mutating func admit(at serverTime: TimeInterval, spent: TimeInterval?) -> Verdict {
    if serverTime - windowStart >= 1 || serverTime < windowStart {
      windowStart = serverTime
      count = 0
      reported = false
    }
    let tooMany = count >= PlaygroundLimits.maximumMessagesPerSecond
    guard tooMany || spent != nil else {
      count += 1
      return .pass
    }
    let report: MessageProblem? =
      reported ? nil : .throttled(overBudgetMilliseconds: tooMany ? nil : Int((spent ?? 0) * 1000))
    reported = true
    return .wait(until: windowStart + 1, report: report)
  }
}

/// The server's time a session has spent this second, shared between the session (on the main
/// actor, which charges it) and its connection's ``FrameGate`` (which reads it without waiting
/// for the main actor).
final class ServerTimeMeter: Sendable {
  private let state = Mutex<(windowEnd: TimeInterval, spent: TimeInterval, budget: TimeInterval)>(
    (0, 0, PlaygroundLimits.maximumServerTimePerSecond))

  /// Notes that the session has spent `spent` seconds of its `budget` in the second ending at
  /// `windowEnd`.
  func update(
    spent: TimeInterval, windowEnd: TimeInterval,
    budget: TimeInterval = PlaygroundLimits.maximumServerTimePerSecond
  ) {
    state.withLock { $0 = (windowEnd, spent, budget) }
  }

  /// The time spent this second at `serverTime` when it is past the budget, else `nil`.
  func overBudget(at serverTime: TimeInterval) -> TimeInterval? {
    state.withLock { value in
      guard serverTime < value.windowEnd, value.spent > value.budget else { return nil }
      return value.spent
    }
  }
}
