// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import Foundation
  import ResponderKitMCP

  /// `responderkit mcp`: the Model Context Protocol server over standard input and output.
  struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "mcp",
      abstract:
        "Serve the Model Context Protocol over stdio: tools that load a screen (a scenario file or a pasted recursiveDescription), explain a point or a touch, trace a script, lint and render.",
      discussion: """
        Add it to an agent's MCP servers as the command `responderkit mcp`. Tools: load_screen,
        explain, trace, lint, render. Standard output carries the protocol only. load_screen
        reads files in the current directory and below, and in the folders given with --allow;
        a screen elsewhere is passed as text.
        """
    )

    @Option(
      name: .customLong("allow"), help: "A folder load_screen may read files in (repeatable).")
    var readableFolders: [String] = []

    func run() async throws {
      try await ResponderKitMCPServer.run(
        readableFolders: readableFolders.isEmpty
          ? [] : [FileManager.default.currentDirectoryPath] + readableFolders)
    }
  }
#endif
