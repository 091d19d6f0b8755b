import Foundation

/// Maps a platform's clock onto the engine's deterministic one (Embedding §22.1).
///
/// The engine's time starts at 0 and never runs backwards; a platform's clock starts wherever it
/// likes (seconds since boot, say) and its event timestamps may lag the moment a host last let
/// timers run. A `HostClock` fixes the platform time that is the engine's 0 (the first time it
/// sees, unless given) and clamps every time it hands out to the latest it handed out, so a
/// reading stamped a little before the last timer tick is moved up to it instead of being
/// refused as time running backwards.
///
/// ```
/// platform:  1000.000 ──── 1000.250 ─ 1000.240 (late stamp) ─── 1001.000
/// engine:       0.000 ────    0.250 ─    0.250 (clamped)    ───    1.000
/// ```
public struct HostClock: Hashable, Sendable {
  /// The platform time that is the engine's time 0, once known.
  public private(set) var origin: TimeInterval?
  /// The latest engine time handed out.
  public private(set) var latest: TimeInterval = 0

  /// Creates a clock whose origin is the first platform time it is asked about.
  public init() {}

  /// Creates a clock whose origin is `origin`, in the platform's seconds.
  public init(origin: TimeInterval) {
    precondition(origin.isFinite, "a HostClock's origin must be finite, not \(origin)")
    self.origin = origin
  }

  /// The engine time for `platformTime`, in seconds: never earlier than the latest handed out,
  /// and never negative. A time that is not finite, or more than the engine's
  /// ``InputValidator/timestampLimit`` after the origin (milliseconds passed as seconds, say),
  /// stops the program with a message naming it: letting the clock run that far would fire a
  /// repeating timer without end.
  public mutating func engineTime(at platformTime: TimeInterval) -> TimeInterval {
    precondition(platformTime.isFinite, "a platform time must be finite, not \(platformTime)")
    let origin = origin ?? platformTime
    self.origin = origin
    precondition(
      platformTime - origin <= InputValidator.timestampLimit,
      "platform time \(platformTime) is \(platformTime - origin) s after the HostClock's origin "
        + "\(origin): beyond the engine's \(InputValidator.timestampLimit) s (a time in the wrong unit?)"
    )
    latest = max(latest, platformTime - origin)
    return latest
  }

  /// The platform time of `engineTime`: where a host's timer for an engine deadline should fire.
  public func platformTime(at engineTime: TimeInterval) -> TimeInterval {
    (origin ?? 0) + engineTime
  }
}
