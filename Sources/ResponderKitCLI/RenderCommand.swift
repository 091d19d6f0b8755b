import ArgumentParser
import Foundation
import ResponderKitScenarios

/// `responderkit render FILE -o out.svg`.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Draw a scenario as SVG: views, touches and their hit views, unreachable areas, lint findings."
  )

  @Argument(help: "The scenario file (YAML or JSON).")
  var file: String

  @Option(name: .shortAndLong, help: "Where to write the SVG.")
  var output: String

  @MainActor
  func run() async throws {
    try ScenarioPrinter.render(file: file, to: output)
  }
}
