/// How long a connection may take and how many may be open: what keeps a slow, silent or
/// numerous client from holding the server. The figures are in RELIABILITY.md's Limits.
public struct ConnectionLimits: Sendable {
  /// How long a request's head (its request line and headers) may take to arrive, from the
  /// connection's opening or the end of its previous request; past it, the connection is closed.
  public var requestHeadTimeout: Duration
  /// How long a connection may go without receiving a byte, an open WebSocket included; past it,
  /// the connection is closed (the page reconnects to a new session).
  public var idleTimeout: Duration
  /// The most connections open at once; a connection past it is answered 503 and closed as soon
  /// as it is accepted, without waiting for its request.
  public var maximumConnections: Int
  /// The most sessions (pages' WebSockets, each with an engine and a screen of its own) open at
  /// once; an upgrade past it is answered 503, before upgrading, so the page can say why.
  public var maximumSessions: Int

  /// The limits `responderkit serve` runs with: 10 s for a request's head, 30 minutes idle, 64
  /// connections, 16 sessions.
  public static let standard = ConnectionLimits(
    requestHeadTimeout: .seconds(10), idleTimeout: .seconds(30 * 60), maximumConnections: 64,
    maximumSessions: 16)

  /// Limits of these figures.
  public init(
    requestHeadTimeout: Duration, idleTimeout: Duration, maximumConnections: Int,
    maximumSessions: Int = 16
  ) {
    self.requestHeadTimeout = requestHeadTimeout
    self.idleTimeout = idleTimeout
    self.maximumConnections = maximumConnections
    self.maximumSessions = maximumSessions
  }
}
