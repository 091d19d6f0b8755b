import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Finding 10: hostile scenario files get located errors and bounded work, never a hang or a
/// message as large as the file.
@MainActor
@Suite("Scenario files: hostile input is bounded (finding 10)")
struct HostileFileTests {
  @Test(
    "a long unknown key is quoted by its first 40 characters, with no suggestion computed",
    arguments: [1000, 1 << 20])
  func hugeUnknownKey(length: Int) throws {
    // A plain key is at most 1024 characters to the YAML reader; a quoted one has no limit.
    let key = String(repeating: "k", count: length)
    let error = try loadError("views: []\n? \"\(key)\"\n: 1\n")
    #expect(
      error.description
        == "s.yaml:2:3: unknown key '\(String(repeating: "k", count: 40))…' (\(length) characters) (expected one of: window, views, presented, appDelegate, touches, expect)"
    )
  }

  @Test("a file over the size limit is refused before it is parsed")
  func oversizedFile() throws {
    let yaml = "views: []\n" + String(repeating: "#", count: ScenarioLoader.maximumFileSize)
    let error = try loadError(yaml)
    #expect(error.message.hasSuffix("scenario files are limited to 8388608 bytes"))
  }

  @Test("files with only comments or nothing at all name line 1")
  func emptyFiles() throws {
    #expect(
      try loadError("# a comment\n\n# another\n").description
        == "s.yaml:1:1: the file has only comments and blank lines; it needs 'views', the window's subviews"
    )
    #expect(
      try loadError("").description
        == "s.yaml:1:1: the file is empty; it needs 'views', the window's subviews")
  }

  @Test("a byte the YAML reader refuses is placed at its line and column")
  func readerError() throws {
    let error = try loadError("views:\n  - id: a\u{1}b\n")
    #expect(error.line == 2)
    #expect(error.column == 10)
    #expect(error.message.hasPrefix("the control character U+0001 is not allowed"))
  }

  @Test("nesting deeper than the YAML reader allows is a located syntax error, not a crash")
  func deepNesting() throws {
    let error = try loadError("views:\n  - " + String(repeating: "[", count: 100_000) + "\n")
    #expect(error.line == 2)
    #expect(error.message.contains("nesting"))
  }

  @Test("a script past the sample limit is refused at the step that crosses it")
  func tooManySamples() throws {
    // Each drag of 600 s at 60 Hz makes 36,001 samples: the seventh crosses 250,000.
    let drag = "  - drag: {path: [[10, 10], [300, 600]], duration: 600}\n"
    let error = try loadError(
      "views:\n  - {id: A, frame: [0, 0, 375, 667]}\ntouches:\n"
        + String(repeating: drag, count: 8))
    #expect(error.keyPath == "touches[6]")
    #expect(error.message.hasSuffix("a scenario's script expands to at most 250000 samples"))
  }

  @Test("a file past the view limit is refused at the view that crosses it")
  func tooManyViews() throws {
    var yaml = "views:\n  - id: L\n    kind: list\n    frame: [0, 0, 375, 667]\n    rows: 1000\n"
    for index in 0..<(ScenarioLoader.maximumViewCount - 1000) {
      yaml += "  - {id: V\(index), frame: [0, 0, 1, 1]}\n"
    }
    let error = try loadError(yaml)
    #expect(error.keyPath == "views[99000].id")
    #expect(error.message == "this is view number 100001; a scenario has at most 100000 views")
  }
}

extension HostileFileTests {
  @Test(
    "labels of views stacked on one spot move down at most 40 lines, then stay put: bounded work")
  func stackedLabels() throws {
    var yaml = "views:\n"
    for index in 0..<2000 { yaml += "  - {id: V\(index), frame: [10, 10, 50, 50]}\n" }
    let svg = ScenarioRenderer.svg(
      try ScenarioLoader.load(yaml: yaml, file: "s.yaml"), file: "s.yaml")
    var labelY: [String: Double] = [:]
    for line in svg.split(separator: "\n")
    where line.hasSuffix("</text>") && line.contains(##"fill="#222""##) {
      guard let yStart = line.range(of: #" y=""#), let idStart = line.range(of: ">V") else {
        continue
      }
      let y = line[yStart.upperBound...].prefix { $0 != "\"" }
      let id = line[line.index(after: idStart.lowerBound)...].prefix { $0 != "<" }
      labelY[String(id)] = Double(y)
    }
    #expect(labelY.count == 2000)
    // A label is 14 pt high and moves 13 pt a line: each of the first 21 labels lies two lines
    // under the one before; the 22nd would need 42 lines.
    let first = (0...20).compactMap { labelY["V\($0)"] }
    #expect(first == (0...20).map { 22 + 26 * Double($0) })
    // The rest found no room within 40 lines: they stay at their view's corner.
    #expect(labelY["V21"] == labelY["V0"])
    #expect(labelY["V1999"] == labelY["V0"])
  }
}
