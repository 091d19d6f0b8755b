#if Tool
  import Logging
  import NIOCore

  /// Answers a connection past ``ConnectionLimits/maximumConnections`` at once, as soon as it is
  /// open and without waiting for its request: `503 Service Unavailable` with the reason, then
  /// closes it, so that a crowd of idle connections holds no descriptor for long. It stands first in
  /// the pipeline and lets nothing the client sends through.
  final class ConnectionRefuser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let maximum: Int
    private let logger: Logger
    private var hasAnswered = false

    /// A refuser naming the bound of `maximum` connections, logging to `logger`.
    init(maximum: Int, logger: Logger) {
      self.maximum = maximum
      self.logger = logger
    }

    /// The reason given.
    var reason: String {
      "too many connections (at most \(maximum) at once)"
    }

    func handlerAdded(context: ChannelHandlerContext) {
      if context.channel.isActive { answer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
      answer(context)
      context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    /// Writes the 503 and closes the connection once it is written.
    private func answer(_ context: ChannelHandlerContext) {
      guard !hasAnswered else { return }
      hasAnswered = true
      logger.notice("refused (503): \(reason)")
      let body = "503 Service Unavailable: \(reason)\n"
      let head =
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
      let written = context.eventLoop.makePromise(of: Void.self)
      context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: head + body)), promise: written)
      written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
  }
#endif
