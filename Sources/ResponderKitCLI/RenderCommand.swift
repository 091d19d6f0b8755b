// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import ArgumentParser
  import Foundation
  import ResponderKitScenarios

  /// `responderkit render FILE -o out.svg [--timeline]`.
  struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract:
        "Draw a scenario as SVG: views, recognizers, touches with their hit views and outcomes, unreachable areas, lint findings; or, with --timeline, every touch and recognizer over time."
    )

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write the SVG.")
    var output: String

    @Flag(help: "Draw the script over time: one row per touch and per recognizer.")
    var timeline = false

    @MainActor
    func run() async throws {
      try ScenarioPrinter.render(file: file, to: output, timeline: timeline)
    }
  }
#endif
