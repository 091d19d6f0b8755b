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
  /// The most time the server spends on one connection's messages and frames in a second, in
  /// seconds: past it, the rest of that second's messages are dropped (except ends of touches)
  /// and states wait for the next second. It keeps one page from taking the engine's thread from
  /// the others: messages are cheap (a state is built at most ``framesPerSecond`` times a
  /// second), so only a flood or a heavy screen reaches it.
  public static let maximumServerTimePerSecond: TimeInterval = 0.2
  /// The most input samples (coalesced readings included) a session records for **Save** and
  /// the trace download; past it the session carries on, showing touches, but stops recording
  /// and the page is told. Playing a saved file of this many samples takes about a second.
  public static let maximumRecordedSamples = 20_000
  /// The most pointers down at once.
  public static let maximumTouches = 10
  /// The most coalesced readings one pointer message may carry.
  public static let maximumCoalescedReadings = 64
  /// How far behind the page's latest reported time the server lets the engine's clock run while
  /// it drives it between messages (a held press, a deceleration), in seconds: a pointer event
  /// reaches the server a little after the moment it stamps.
  public static let clockLag: TimeInterval = 0.05
  /// How often the server drives the engine's clock while something is under way (a touch down,
  /// a timer pending, a deceleration), in frames per second.
  public static let framesPerSecond = 60
  /// The most touches a state message reports, the latest ones.
  public static let reportedTouches = 6
  /// How many of the latest touches the timeline shows.
  public static let timelineTouches = 4
}
