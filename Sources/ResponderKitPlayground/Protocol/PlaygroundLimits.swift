import Foundation

/// The limits a connection's input is held to. Input past them is refused with an error message
/// to the page and a line in the server's log; the connection and its touches carry on.
public enum PlaygroundLimits {
  /// The largest message accepted, in bytes; a larger one is read to its end and dropped.
  public static let maximumMessageBytes = 64 * 1024
  /// The largest WebSocket frame the transport accepts before it closes the connection: far above
  /// ``maximumMessageBytes``, so that an oversized message gets an answer rather than a closed
  /// socket.
  public static let maximumFrameBytes = 1024 * 1024
  /// The most messages accepted in one second; past it, messages are dropped for the rest of that
  /// second, except those that end a touch (an `up` or a `cancel`), so no touch is left down.
  public static let maximumMessagesPerSecond = 1000
  /// The server's time, in seconds a second, that the sessions open share: each gets this
  /// divided by the number open (all of it alone, 80 ms each with five). Past its share, a
  /// session's messages wait until the second ends and its states with them. It keeps pages that
  /// flood from taking the engine's thread from the others: a page's own work is small (a state
  /// is built at most ``framesPerSecond`` times a second, 2.3 ms each on E1 in a release build),
  /// so only a flood or a heavy screen reaches its share.
  public static let maximumServerTimePerSecond: TimeInterval = 0.4
  /// The most input samples (coalesced readings included) a session records for **Save** and
  /// the trace download; past it the session carries on, showing touches, but stops recording
  /// and the page is told. Playing a saved file of this many samples takes about a second.
  public static let maximumRecordedSamples = 20_000
  /// The largest magnitude of a pointer's `x` or `y`, in points: a scenario file's number limit,
  /// far past any screen, so that no coordinate the engine derives from it overflows.
  public static let maximumCoordinate: Double = 10_000_000
  /// The most pointers down at once.
  public static let maximumTouches = 10
  /// The most coalesced readings one pointer message may carry.
  public static let maximumCoalescedReadings = 64
  /// How far behind the page's latest reported time the server lets the engine's clock run while
  /// it drives it between messages (a held press, a deceleration), in seconds: a pointer event
  /// reaches the server a little after the moment it stamps.
  public static let clockLag: TimeInterval = 0.05
  /// How far ahead of the page's clock, as the server reckons it (the latest message's stamp
  /// plus the server's time since), a message may be stamped, in seconds. A page stamps its
  /// messages as they happen; one stamped far ahead would make the engine run every timer up
  /// to that moment at once (a held stepper repeats fifty times a simulated second), so it is
  /// refused.
  public static let maximumClockLead: TimeInterval = 5
  /// How often the server drives the engine's clock while something is under way (a touch down,
  /// a timer pending, a deceleration), in frames per second.
  public static let framesPerSecond = 60
  /// The most touches a state message reports, the latest ones.
  public static let reportedTouches = 6
  /// How many of the latest touches the timeline shows.
  public static let timelineTouches = 4
}
