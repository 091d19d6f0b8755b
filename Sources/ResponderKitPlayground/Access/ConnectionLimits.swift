/// How long a connection may take and how many may be open: what keeps a slow, silent or
/// numerous client from holding the server. The figures are in RELIABILITY.md's Limits.
public struct ConnectionLimits: Sendable {
  /// How long a request's head (its request line and headers) may take to arrive, from the
  /// connection's opening or the end of its previous request; past it, the connection is closed.
  public var requestHeadTimeout: Duration
  /// How long a connection may go without receiving a byte, an open WebSocket included; past it,
  /// the connection is closed (the page reconnects to a new session).
  public var idleTimeout: Duration
  /// The most connections open at once; a connection past it is answered 503 and closed.
  public var maximumConnections: Int

  /// The limits `responderkit serve` runs with: 10 s for a request's head, 30 minutes idle, 64
  /// connections.
  public static let standard = ConnectionLimits(
    requestHeadTimeout: .seconds(10), idleTimeout: .seconds(30 * 60), maximumConnections: 64)

  /// Limits of these figures.
  public init(requestHeadTimeout: Duration, idleTimeout: Duration, maximumConnections: Int) {
    self.requestHeadTimeout = requestHeadTimeout
    self.idleTimeout = idleTimeout
    self.maximumConnections = maximumConnections
  }
}
