// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import Foundation
  import ResponderKitPlayground
  import ResponderKitScenarios

  /// `responderkit serve [FILE] [--port N]`: the live playground.
  struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract:
        "Serve the live playground on 127.0.0.1: put a mouse, finger or pen on a scenario's screen in a browser and watch hit-testing, recognizers and the trace as they happen."
    )

    @Argument(help: "The scenario file (YAML or JSON); reloaded when it changes. E1 without it.")
    var file: String?

    @Option(help: "The loopback port to listen on.")
    var port = 8080

    @Option(
      help:
        "The token the page's URL must carry (8 to 128 letters, digits, - or _); a new random one each run without it."
    )
    var token: String?

    func validate() throws {
      if let token, !AccessToken.isValid(token) {
        throw ValidationError("--token takes 8 to 128 letters, digits, - or _.")
      }
    }

    @MainActor
    func run() async throws {
      let source: ScreenSource
      do {
        source = try ScreenSource(path: file)
      } catch let error as ScenarioError {
        // The file's own reason, said once, without ArgumentParser's "Error:" and usage.
        FileHandle.standardError.write(Data("responderkit serve: \(error)\n".utf8))
        throw ExitCode.failure
      }
      let server = PlaygroundServer(
        source: source, port: port, token: token ?? AccessToken.random())
      // Written at once, unbuffered: whoever reads a pipe (a test, `tee`) needs the URL now.
      FileHandle.standardOutput.write(
        Data(
          """
          responderkit serve: \(server.source.name) on \(server.url)
            only this URL's page is let in: keep its token to yourself

          """.utf8))
      try await server.run()
    }
  }
#endif
