// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser

  /// The `responderkit` tool: UIKit's touch delivery, headless.
  @main
  struct ResponderKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "responderkit",
      abstract:
        "Run UIKit-style touch delivery headless: hit-testing, the responder chain, traces.",
      subcommands: [
        DemoCommand.self, TraceCommand.self, ExplainCommand.self, LintCommand.self,
        RenderCommand.self, ServeCommand.self, MCPCommand.self,
      ],
      defaultSubcommand: DemoCommand.self
    )
  }
#endif
