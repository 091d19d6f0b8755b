import Foundation
import ResponderKitFuzzing
import Testing

/// The scenario-file fuzz target's checks, run on every example and on the committed corpus.
@MainActor
@Suite("Fuzzing: scenario files through load, play, explain, lint and render")
struct ScenarioFuzzerTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

  @Test("every example, scenario file or dump, plays clean")
  func examples() throws {
    let folders = ["", "questions", "dumps"].map { Self.examples.appendingPathComponent($0) }
    let files = try folders.flatMap {
      try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
    }.filter { ["yaml", "txt", "log"].contains($0.pathExtension) }
    #expect(files.count > 20)
    for file in files {
      let violations = ScenarioFuzzer.run(Array(try Data(contentsOf: file)))
      #expect(violations.isEmpty, "\(file.lastPathComponent): \(violations)")
    }
  }

  @Test(
    "hostile bytes are refused with a located error, not a trap",
    arguments: [
      "", "\u{0}", "views: [", "views:\n  - " + String(repeating: "[", count: 5000),
      "views:\n  - {id: A, frame: [0, 0, 1e300, 1]}\n", "views: []\ntouches:\n  - tap: [nan, 1]\n",
    ])
  func hostileBytes(text: String) {
    #expect(ScenarioFuzzer.run(Array(text.utf8)) == [])
  }

  @Test("the committed corpus plays clean")
  func corpus() throws {
    let files = try corpusFiles("scenario")
    #expect(files.count > 10)
    for file in files {
      let violations = ScenarioFuzzer.run(Array(try Data(contentsOf: file)))
      #expect(violations.isEmpty, "\(file.lastPathComponent): \(violations)")
    }
  }
}
