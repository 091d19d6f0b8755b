// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import ResponderKitScenarios

  /// `responderkit lint FILE [--color auto|always|never]`: exits 2 for a file that does not load, 1
  /// for error findings, 0 otherwise.
  struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "lint",
      abstract:
        "Find touch traps in a scenario's screen: small targets, unreachable areas, covered views, idle or fighting recognizers."
    )

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @OptionGroup var colors: ColorOptions

    @MainActor
    func run() async throws {
      let output = ScenarioPrinter.lint(file: file, color: colors.color.colorsStandardOutput)
      print(output.text)
      if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
  }
#endif
