#if Tool
  import Foundation
  import Hummingbird
  import HummingbirdCore
  import HummingbirdWebSocket
  import Logging

  /// The playground's server (`responderkit serve`): the page and its assets over HTTP, and a
  /// WebSocket at `/ws` where each page gets an engine session of its own (Docs/playground.md).
  /// It listens on 127.0.0.1 only, serves only its own page (``AccessPolicy``: a loopback `Host`,
  /// its own `Origin`, the run's token), holds connections to ``ConnectionLimits``, and reloads the
  /// scenario file when it changes on disk.
  @MainActor
  public final class PlaygroundServer {
    /// The screen served.
    public let source: ScreenSource
    /// The loopback port listened on (0: any free port).
    public let port: Int
    /// The token the page's URL carries, without which the page and sessions are refused.
    public let token: String
    /// How long connections may take and how many may be open.
    public let limits: ConnectionLimits
    let logger: Logger
    /// The sessions open, held to ``ConnectionLimits/maximumSessions``.
    let sessions: SessionCount

    /// A server of `source`'s screen on 127.0.0.1:`port`, letting in pages that carry `token`.
    public init(
      source: ScreenSource, port: Int, token: String = AccessToken.random(),
      limits: ConnectionLimits = .standard
    ) {
      self.source = source
      self.port = port
      self.token = token
      self.limits = limits
      self.sessions = SessionCount(maximum: limits.maximumSessions)
      var logger = Logger(label: "responderkit.serve")
      logger.logLevel = .notice
      self.logger = logger
    }

    /// The page's URL, with its token.
    public var url: String {
      "http://127.0.0.1:\(port)/?token=\(token)"
    }

    /// Serves until the process is stopped, reading the file again twice a second. It first raises
    /// the process's soft limit on open files to its hard limit (``DescriptorLimit``).
    public func run() async throws {
      let source = source
      let logger = logger
      if let raised = DescriptorLimit.raise(), raised.after > raised.before {
        logger.notice("open files: soft limit raised from \(raised.before) to \(raised.after)")
      }
      let application = makeApplication()
      let watcher = Task { @MainActor in
        while !Task.isCancelled {
          if let problem = source.checkForChanges() { logger.warning("\(problem)") }
          try? await Task.sleep(for: .milliseconds(500))
        }
      }
      defer { watcher.cancel() }
      try await application.runService()
    }

    /// The Hummingbird application: asset routes and the WebSocket route, the transport's frame
    /// limit at ``PlaygroundLimits/maximumFrameBytes``, each connection behind a ``GuardedChannel``.
    /// No keep-alive pings: the page is on the same machine, and a connection whose session waits for the main actor (a long save, say)
    /// must not be closed for a pong it has not read yet.
    func makeApplication() -> some ApplicationProtocol {
      let router = Router(context: BasicWebSocketRequestContext.self)
      for (path, asset) in PlaygroundAssets.served {
        router.get(RouterPath(path)) { _, _ -> Response in
          let data = try PlaygroundAssets.data(of: asset.file)
          return Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
      }
      let source = source
      let logger = logger
      let sessions = sessions
      router.ws("/ws") { inbound, outbound, _ in
        await PlaygroundConnection.serve(
          inbound: inbound, outbound: outbound, source: source, sessions: sessions, logger: logger)
      }
      let webSocketResponder = router.buildResponder()
      let policy = AccessPolicy(token: token)
      let limits = limits
      let count = ConnectionCount()
      let server = HTTPServerBuilder { responder in
        GuardedChannel(
          inner: HTTP1WebSocketUpgradeChannel(
            responder: responder, webSocketResponder: webSocketResponder,
            configuration: .init(
              ws: .init(maxFrameSize: PlaygroundLimits.maximumFrameBytes, autoPing: .disabled))),
          policy: policy, limits: limits, count: count, sessions: sessions, logger: logger)
      }
      return Application(
        router: router,
        server: server,
        configuration: .init(
          address: .hostname("127.0.0.1", port: port), serverName: "responderkit"),
        logger: logger)
    }
  }
#endif
