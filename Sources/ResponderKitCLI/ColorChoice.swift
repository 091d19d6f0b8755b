// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import Foundation

  /// When text output is coloured: `auto` colours a terminal that can show it.
  enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// Whether to colour standard output: `auto` asks for a terminal, no `NO_COLOR`, and a `TERM`
    /// other than `dumb`.
    var colorsStandardOutput: Bool {
      switch self {
      case .always: return true
      case .never: return false
      case .auto:
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
          && environment["TERM"] != "dumb"
      }
    }
  }

  /// The `--color` option of the commands that print text.
  struct ColorOptions: ParsableArguments {
    @Option(help: "Colour the text output: auto (when printing to a terminal), always or never.")
    var color: ColorChoice = .auto
  }
#endif
