// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import ResponderKitDemos

  /// `responderkit demo [NAME] [--list] [--format text|json]`.
  struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "demo",
      abstract: "Run a built-in example (E1 by default) and print its trace and conclusions."
    )

    @Argument(help: "The example to run, as E1. Run --list to see them all.")
    var name = "E1"

    @Flag(help: "List the built-in examples.")
    var list = false

    @Option(help: "Output format: text, or json for JSON Lines.")
    var format: OutputFormat = .text

    @MainActor
    func run() async throws {
      if list { return print(DemoPrinter.catalogListing()) }
      guard let demo = DemoCatalog.demo(named: name) else {
        throw ValidationError(DemoPrinter.unknown(name))
      }
      print(try DemoPrinter.output(of: demo, json: format == .json))
    }
  }

  /// The output formats of the tool.
  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }
#endif
