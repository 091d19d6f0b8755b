import Foundation

/// Holds a connection to ``PlaygroundLimits/maximumMessagesPerSecond``: counts the messages of
/// each second (on the server's clock) and tells which to drop. Messages that end a touch are
/// never dropped, so a flood cannot leave a touch down.
struct MessageGate {
  private var windowStart: TimeInterval = -.infinity
  private var count = 0
  private var reported = false

  /// What to do with a message arriving at `serverTime`.
  enum Verdict: Equatable {
    /// Handle it.
    case pass
    /// Drop it; `report` is set for the first drop of the second, which the page is told of.
    case drop(report: MessageProblem?)
  }

  /// Counts a message at `serverTime`; `endsTouch` marks one that must pass.
  mutating func admit(at serverTime: TimeInterval, endsTouch: Bool) -> Verdict {
    if serverTime - windowStart >= 1 || serverTime < windowStart {
      windowStart = serverTime
      count = 0
      reported = false
    }
    count += 1
    guard count > PlaygroundLimits.maximumMessagesPerSecond, !endsTouch else { return .pass }
    guard !reported else { return .drop(report: nil) }
    reported = true
    return .drop(report: .flood)
  }
}
