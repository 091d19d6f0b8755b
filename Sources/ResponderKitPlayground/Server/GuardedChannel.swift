#if Tool
  import HummingbirdCore
  import HummingbirdWebSocket
  import Logging
  import NIOCore
  import NIOHTTP1

  /// Hummingbird's HTTP/1 channel with its WebSocket upgrade, with the playground's guards around
  /// it: in front, NIO's `IdleStateHandler`, an ``IdleConnectionCloser`` and a ``FrameMaskGuard``;
  /// behind the HTTP decoder, a ``RequestGate``; and a count of the connections open. A connection
  /// past ``ConnectionLimits/maximumConnections`` gets a ``ConnectionRefuser`` instead, which
  /// answers it 503 and closes it at once. The gate is placed by hand because Hummingbird adds its
  /// own additional handlers, and its idle timeout, only once the first request has been read, and
  /// answers nothing to a request it cannot parse.
  struct GuardedChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    /// The channel guarded.
    let inner: HTTP1WebSocketUpgradeChannel
    /// Who may use the server.
    let policy: AccessPolicy
    /// The time and count limits.
    let limits: ConnectionLimits
    /// The connections open, shared by every connection of the server.
    let count: ConnectionCount
    /// The sessions open, shared by every connection of the server.
    let sessions: SessionCount
    /// Where refusals and closes are logged.
    let logger: Logger

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
      let isOverLimit = count.opened() > limits.maximumConnections
      let count = count
      channel.closeFuture.whenComplete { _ in count.closed() }
      let policy = policy
      let limits = limits
      let sessions = sessions
      let log = self.logger
      let upgrade = UpgradeMark()
      do {
        if isOverLimit {
          try channel.pipeline.syncOperations.addHandler(
            ConnectionRefuser(maximum: limits.maximumConnections, logger: log))
          return inner.setup(channel: channel, logger: logger)
        }
        try channel.pipeline.syncOperations.addHandlers([
          IdleStateHandler(readTimeout: TimeAmount(limits.idleTimeout)),
          IdleConnectionCloser(idleTimeout: limits.idleTimeout, logger: log),
          FrameMaskGuard(upgrade: upgrade, logger: log),
        ])
      } catch {
        return channel.eventLoop.makeFailedFuture(error)
      }
      return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
        let pipeline = channel.pipeline.syncOperations
        let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
        try pipeline.addHandler(
          RequestGate(
            policy: policy, limits: limits, sessions: sessions, upgrade: upgrade, logger: log),
          position: .after(decoder))
        return value
      }
    }

    /// Hummingbird logs as an error every connection closed before its upgrade decision: those the
    /// gate refused or timed out, which it has logged itself. Only critical lines go through.
    func handle(value: Value, logger: Logger) async {
      var quiet = logger
      quiet.logLevel = .critical
      await inner.handle(value: value, logger: quiet)
    }
  }
#endif
