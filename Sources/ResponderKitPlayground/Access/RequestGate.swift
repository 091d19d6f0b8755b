#if Tool
  import Logging
  import NIOCore
  import NIOHTTP1

  /// Stands between the HTTP decoder and the rest of a connection's pipeline, and lets through only
  /// what ``AccessPolicy`` accepts: a refused request is answered 403, a malformed one 400, one past
  /// a WebSocket upgrade past ``ConnectionLimits/maximumSessions`` 503, each with the reason in its
  /// body and in the log, and the connection is closed. (A connection past
  /// ``ConnectionLimits/maximumConnections`` never reaches it: ``ConnectionRefuser`` answers it.) A
  /// session upgrade let through takes a place in the ``SessionCount`` until its connection closes,
  /// and is marked on the connection's ``UpgradeMark`` for its ``FrameMaskGuard``. It closes a connection whose request head has not arrived
  /// within ``ConnectionLimits/requestHeadTimeout``, or whose body has not ended within the same time after its head (logged at the `info` level only: browsers open
  /// connections ahead of need and leave some unused). It leaves the pipeline once a WebSocket
  /// upgrade goes through, as the HTTP decoder does.
  final class RequestGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let policy: AccessPolicy
    private let limits: ConnectionLimits
    private let sessions: SessionCount
    private let upgrade: UpgradeMark
    private let logger: Logger
    private var deadline: Scheduled<Void>?
    private var isClosing = false
    /// Set once a WebSocket upgrade went through: what the decoder still hands on as the gate
    /// leaves is passed along as it is.
    private var hasLeft = false

    /// A gate applying `policy` and `limits`, taking places for sessions in `sessions` and marking
    /// a session's upgrade on `upgrade`.
    init(
      policy: AccessPolicy, limits: ConnectionLimits, sessions: SessionCount, upgrade: UpgradeMark,
      logger: Logger
    ) {
      self.policy = policy
      self.limits = limits
      self.sessions = sessions
      self.upgrade = upgrade
      self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
      armDeadline(context, waitingFor: "a request")
    }

    func handlerRemoved(context: ChannelHandlerContext) {
      deadline?.cancel()
      deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      guard !hasLeft else {
        context.fireChannelRead(data)
        return
      }
      guard !isClosing else { return }
      switch unwrapInboundIn(data) {
      case .head(let head):
        deadline?.cancel()
        deadline = nil
        if let (status, reason) = verdict(on: head, context: context) {
          refuse(context, status: status, reason: "\(head.method) \(head.uri): \(reason)")
          return
        }
        let upgrades = head.headers[canonicalForm: "upgrade"].map { $0.lowercased() }
        if upgrades.contains("websocket"), AccessPolicy.split(head.uri).path == "/ws" {
          guard isComplete(upgrade: head) else {
            refuse(
              context, status: .badRequest,
              reason:
                "\(head.method) \(head.uri): a WebSocket upgrade needs Sec-WebSocket-Version: 13,"
                + " one Sec-WebSocket-Key and no body")
            return
          }
          guard sessions.reserve() else {
            refuse(
              context, status: .serviceUnavailable,
              reason:
                "too many sessions (at most \(sessions.maximum) page\(sessions.maximum == 1 ? "" : "s")"
                + " at once): close another page"
                + " of this playground")
            return
          }
          let sessions = sessions
          context.channel.closeFuture.whenComplete { _ in sessions.release() }
          upgrade.mark()
        }
        context.fireChannelRead(data)
        if upgrades.contains("websocket") {
          hasLeft = true
          deadline?.cancel()
          deadline = nil
          context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        } else {
          // The body, if any, must be in within the same time as a head: a request whose body
          // never comes would otherwise hold its connection until the idle close.
          armDeadline(context, waitingFor: "the rest of a request's body")
        }
      case .body:
        context.fireChannelRead(data)
      case .end:
        context.fireChannelRead(data)
        if !hasLeft { armDeadline(context, waitingFor: "a request") }
      }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      guard error is HTTPParserError else {
        context.fireErrorCaught(error)
        return
      }
      guard !isClosing else { return }
      refuse(context, status: .badRequest, reason: "malformed request (\(error))")
    }

    /// Whether a WebSocket upgrade is one the server goes through with: of the protocol's version
    /// 13, with a key, and without a body (the first frames come right after its head).
    private func isComplete(upgrade head: HTTPRequestHead) -> Bool {
      head.headers["sec-websocket-version"] == ["13"]
        && head.headers["sec-websocket-key"].count == 1
        && head.headers["content-length"].allSatisfy { $0 == "0" }
        && head.headers["transfer-encoding"].isEmpty
    }

    /// The status and reason a request is refused with, or `nil`.
    private func verdict(on head: HTTPRequestHead, context: ChannelHandlerContext)
      -> (HTTPResponseStatus, String)?
    {
      let reason = policy.refusal(
        target: head.uri, host: head.headers.first(name: "host"),
        origin: head.headers.first(name: "origin"), port: context.channel.localAddress?.port ?? 0)
      return reason.map { (.forbidden, $0) }
    }

    /// Answers `status` with `reason`, logs it, and closes the connection.
    private func refuse(
      _ context: ChannelHandlerContext, status: HTTPResponseStatus, reason: String
    ) {
      isClosing = true
      logger.notice("refused (\(status.code)): \(reason)")
      let body = ByteBuffer(string: "\(status.code) \(status.reasonPhrase): \(reason)\n")
      let headers = HTTPHeaders([
        ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(body.readableBytes)"),
        ("Connection", "close"),
      ])
      context.write(
        wrapOutboundOut(
          .head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
        promise: nil)
      context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
      let written = context.eventLoop.makePromise(of: Void.self)
      context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
      written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }

    /// Closes the connection unless what it waits for (a request head, or the end of a request's
    /// body) arrives within ``ConnectionLimits/requestHeadTimeout``.
    private func armDeadline(_ context: ChannelHandlerContext, waitingFor awaited: String) {
      deadline?.cancel()
      let timeout = limits.requestHeadTimeout
      deadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(timeout)) {
        [weak self] in
        guard let self, !self.isClosing else { return }
        self.isClosing = true
        self.logger.info("closed a connection: no \(awaited) within \(timeout)")
        context.close(promise: nil)
      }
    }
  }
#endif
