import Foundation

/// Holds a connection to ``PlaygroundLimits/maximumMessagesPerSecond`` and to
/// ``PlaygroundLimits/maximumServerTimePerSecond``: counts the messages of each second (on the
/// server's clock) and the server's time spent on them, and tells which to drop. A message that
/// ends a touch that is down is never dropped, so a flood cannot leave a touch down.
struct MessageGate {
  private var windowStart: TimeInterval = -.infinity
  private var count = 0
  /// The server's time spent on the connection this second, in seconds.
  private(set) var spent: TimeInterval = 0
  private var reported = false
  /// The server's time the connection may spend in a second: its share.
  var budget = PlaygroundLimits.maximumServerTimePerSecond

  /// What to do with a message arriving at `serverTime`.
  enum Verdict: Equatable {
    /// Handle it.
    case pass
    /// Drop it; `report` is set for the first drop of the second, which the page is told of.
    case drop(report: MessageProblem?)
  }

  /// Counts a message at `serverTime`; `endsTouch` marks one that must pass (the end of a touch
  /// that is down).
  mutating func admit(at serverTime: TimeInterval, endsTouch: Bool) -> Verdict {
    roll(to: serverTime)
    count += 1
    let tooMany = count > PlaygroundLimits.maximumMessagesPerSecond
    guard tooMany || isOverBudget, !endsTouch else { return .pass }
    guard !reported else { return .drop(report: nil) }
    reported = true
    return .drop(report: tooMany ? .flood : .overBudget(milliseconds: Int(spent * 1000)))
  }

  /// Counts `seconds` of the server's time spent on the connection at `serverTime`.
  mutating func charge(_ seconds: TimeInterval, at serverTime: TimeInterval) {
    roll(to: serverTime)
    spent += max(0, seconds)
  }

  /// When the current second ends, on the server's clock.
  var windowEnd: TimeInterval { windowStart + 1 }

  /// Whether the connection has used up this second's server time.
  var isOverBudget: Bool { spent > budget }

  /// Starts a new second when `serverTime` is past the current one (or before it: the clock
  /// cannot be trusted to be monotonic across a suspended machine).
  private mutating func roll(to serverTime: TimeInterval) {
    guard serverTime - windowStart >= 1 || serverTime < windowStart else { return }
    windowStart = serverTime
    count = 0
    spent = 0
    reported = false
  }
}
