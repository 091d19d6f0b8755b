import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@MainActor
@Suite("Golden files of every example's trace, explain, lint, render and timeline output")
struct ScenarioGoldenTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Compares `text` with `Golden/name`, or writes it there with RESPONDERKIT_RECORD=1.
  private func check(_ text: String, _ name: String) throws {
    let url = Self.golden.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RESPONDERKIT_RECORD"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "differs from Golden/\(name); RESPONDERKIT_RECORD=1 re-records")
  }

  @Test(
    "trace, explain, lint and render outputs match their golden files",
    arguments: ScenarioLoaderTests.exampleFiles + ScenarioLoaderTests.questionFiles)
  func outputs(file: String) throws {
    let path = ScenarioLoaderTests.examples.appendingPathComponent(file).path
    let stem = (file as NSString).deletingPathExtension
    try check(
      ScenarioPrinter.trace(file: path, json: false, reasons: true).text + "\n",
      "\(stem).trace.txt")
    try check(
      ScenarioPrinter.trace(file: path, json: true, reasons: false).text + "\n",
      "\(stem).trace.jsonl")
    try check(
      ScenarioPrinter.explain(file: path, at: nil, view: nil).text + "\n", "\(stem).explain.txt")
    try check(ScenarioPrinter.lint(file: path).text + "\n", "\(stem).lint.txt")
    let scenario = try ScenarioLoader.load(contentsOf: path)
    try check(ScenarioRenderer.svg(scenario, file: file), "\(stem).svg")
    try check(ScenarioRenderer.timeline(scenario, file: file), "\(stem).timeline.svg")
  }
}
