// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import ResponderKitScenarios

  /// `responderkit trace FILE [--format text|json] [--no-reasons] [--color auto|always|never]`.
  struct TraceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trace",
      abstract:
        "Play a scenario file and print what happened; fail when an expectation does not hold."
    )

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @Option(help: "Output format: text, or json for JSON Lines.")
    var format: OutputFormat = .text

    @Flag(
      inversion: .prefixedNo, help: "Say why hit-testing passed over each view (on by default).")
    var reasons = true

    @OptionGroup var colors: ColorOptions

    @MainActor
    func run() async throws {
      let succeeded = ScenarioPrinter.trace(
        file: file, json: format == .json, reasons: reasons,
        color: colors.color.colorsStandardOutput
      ) { print($0) }
      if !succeeded { throw ExitCode.failure }
    }
  }
#endif
