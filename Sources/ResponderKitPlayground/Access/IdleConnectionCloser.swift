#if Tool
  import Logging
  import NIOCore

  /// Closes a connection when the `IdleStateHandler` in front of it reports that nothing was read
  /// for ``ConnectionLimits/idleTimeout``, an open WebSocket included.
  final class IdleConnectionCloser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    private let logger: Logger
    private let idleTimeout: Duration

    /// A closer of connections idle for `idleTimeout`, logging each close to `logger`.
    init(idleTimeout: Duration, logger: Logger) {
      self.idleTimeout = idleTimeout
      self.logger = logger
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
      guard let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read else {
        context.fireUserInboundEventTriggered(event)
        return
      }
      logger.info("closed a connection idle for \(idleTimeout)")
      context.close(promise: nil)
    }
  }
#endif
