// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import MCP

  /// `responderkit mcp`: a Model Context Protocol server whose tools load a screen (a scenario file
  /// or a pasted `recursiveDescription` dump), explain a point or the script's touches, trace a
  /// script, lint and render, so that a coding agent can answer "why did my tap miss?".
  ///
  /// ```
  /// stdin ──▶ LineTransport ──JSON-RPC──▶ Server (the SDK's actor) ──▶ ScreenSession.call
  ///   (bounded lines; malformed                                        (main actor: the engine's)
  ///    requests answered here)
  /// ```
  ///
  /// One session per server: `load_screen` replaces the screen the other tools work on.
  public enum ResponderKitMCPServer {
    /// The server's name and version, as the client is told at initialization.
    static let name = "responderkit"
    static let version = "1.0.0"

    /// A server with the screen tools registered, not yet started; `load_screen` reads files
    /// under `readableFolders` only (the current directory when empty).
    public static func make(readableFolders: [String] = []) async -> Server {
      let server = Server(
        name: name, version: version,
        instructions:
          "Load a screen with load_screen (a scenario file's path or text, or a pasted recursiveDescription), then explain a point, trace a script, lint or render it.",
        capabilities: .init(tools: .init(listChanged: false)))
      let session = await ScreenSession(readableFolders: readableFolders)
      await server.withMethodHandler(ListTools.self) { _ in .init(tools: ScreenTools.all) }
      await server.withMethodHandler(CallTool.self) { params in
        let reply = await session.call(params.name, arguments: params.arguments ?? [:])
        return .init(
          content: [.text(text: reply.text, annotations: nil, _meta: nil)], isError: reply.isError)
      }
      return server
    }

    /// Serves over standard input and output until the client closes them; `load_screen` reads
    /// files under `readableFolders` only (the current directory when empty).
    public static func run(readableFolders: [String] = []) async throws {
      let server = await make(readableFolders: readableFolders)
      try await server.start(transport: LineTransport())
      await server.waitUntilCompleted()
    }
  }
#endif
