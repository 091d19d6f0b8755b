// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import Foundation
  import ResponderKitScenarios

  /// `responderkit explain FILE [--at X,Y] [--view ID] [--color auto|always|never]`.
  struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "explain",
      abstract: "Say, for every view under a point, why it does or does not get a touch there."
    )

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @Option(help: "The window point, as X,Y. Without it, every touch-down of the script.")
    var at: WindowPoint?

    @Option(help: "Only say what happens for the view with this id.")
    var view: String?

    @OptionGroup var colors: ColorOptions

    @MainActor
    func run() async throws {
      let output = ScenarioPrinter.explain(
        file: file, at: at?.point, view: view, color: colors.color.colorsStandardOutput)
      print(output.text)
      if !output.succeeded { throw ExitCode.failure }
    }
  }

  /// A point given on the command line as `X,Y`.
  struct WindowPoint: ExpressibleByArgument {
    let point: CGPoint

    init?(argument: String) {
      let parts = argument.split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
        return nil
      }
      point = CGPoint(x: x, y: y)
    }
  }
#endif
