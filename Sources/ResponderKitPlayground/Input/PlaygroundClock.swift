import Foundation

/// Maps the page's clock (Pointer Events' `timeStamp`, in milliseconds) to the engine's, in
/// seconds: the first message's moment is the engine's time 0, as a scenario script starts at 0,
/// and times are kept to the microsecond so that a saved script replays them exactly.
///
/// While no message arrives (a finger held still, a list decelerating), the server drives the
/// engine's clock itself, reckoning the page's time from the last message and the time passed
/// on the server since, ``PlaygroundLimits/clockLag`` behind. A message then stamped a little
/// earlier than where the server drove the clock is moved up to it; a message stamped earlier
/// than the page's previous one is time running backwards, and is handed to the engine as it is,
/// to be refused.
struct PlaygroundClock {
  /// The page's time of the first message, in milliseconds.
  private(set) var origin: Double?
  /// The page's time of the latest accepted message, in milliseconds.
  private(set) var latestPageTime: Double?
  /// When the latest accepted message arrived, on the server's clock, in seconds.
  private(set) var receivedAt: TimeInterval?

  /// The engine time for a page time; `latest` is the engine's latest accepted time.
  func engineTime(of pageTime: Double, latest: TimeInterval) -> TimeInterval {
    let seconds = Self.microseconds((pageTime - (origin ?? pageTime)) / 1000)
    guard let latestPageTime, pageTime < latestPageTime else { return max(seconds, latest) }
    return max(seconds, 0)
  }

  /// Notes that a message stamped `pageTime` was accepted.
  mutating func accepted(_ pageTime: Double) {
    if origin == nil { origin = pageTime }
    latestPageTime = max(latestPageTime ?? pageTime, pageTime)
  }

  /// Notes when, on the server's clock, the latest message arrived.
  mutating func received(at serverTime: TimeInterval) {
    receivedAt = serverTime
  }

  /// Where the server may drive the engine's clock at `serverTime`: the page's time now, as
  /// reckoned from the latest message, less ``PlaygroundLimits/clockLag``; `nil` before any
  /// message.
  func drivenTime(at serverTime: TimeInterval) -> TimeInterval? {
    guard let origin, let latestPageTime, let receivedAt else { return nil }
    let pageNow = (latestPageTime - origin) / 1000 + max(0, serverTime - receivedAt)
    return Self.microseconds(pageNow - PlaygroundLimits.clockLag)
  }

  /// How far, in seconds, `pageTime` is ahead of the page's time now as the server reckons it at
  /// `serverTime` (the latest message's stamp plus the server's time since); `nil` before any
  /// message, when there is nothing to reckon from.
  func lead(of pageTime: Double, at serverTime: TimeInterval) -> TimeInterval? {
    guard let latestPageTime, let receivedAt else { return nil }
    return (pageTime - latestPageTime) / 1000 - max(0, serverTime - receivedAt)
  }

  /// `seconds` rounded to the microsecond.
  static func microseconds(_ seconds: TimeInterval) -> TimeInterval {
    (seconds * 1_000_000).rounded() / 1_000_000
  }
}
