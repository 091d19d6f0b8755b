import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@MainActor
@Suite("What the responderkit commands print")
struct ScenarioPrinterTests {
  /// Writes `yaml` to a fresh temporary file and returns its path.
  static func temporaryFile(_ yaml: String, name: String = "scenario.yaml") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("responderkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try yaml.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("trace --color: every line styled, a failed expectation red; JSON never coloured")
  func coloredTrace() throws {
    let path = try Self.temporaryFile(
      """
      views:
        - {id: A, frame: [0, 0, 100, 100]}
      touches:
        - tap: [50, 50]
      expect:
        - {touch: 1, hit: Window}
      """)
    let colored = ScenarioPrinter.trace(file: path, json: false, reasons: false, color: true)
    #expect(!colored.succeeded)
    let lines = colored.text.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[") && $0.hasSuffix("\u{1B}[0m") })
    #expect(
      lines.last
        == "\u{1B}[31mexpectation failed: scenario.yaml:6: touch 1: expected hit Window, actual A\u{1B}[0m"
    )
    let plain = ScenarioPrinter.trace(file: path, json: false, reasons: false)
    #expect(!plain.text.contains("\u{1B}"))
    let json = ScenarioPrinter.trace(file: path, json: true, reasons: false, color: true)
    #expect(!json.text.contains("\u{1B}") && !json.succeeded)
    // Every JSON line is an object, the failed expectation included.
    let objects = try json.text.split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(objects.last?["event"] as? String == "expectationFailed")
    #expect(
      objects.last?["message"] as? String
        == "scenario.yaml:6: touch 1: expected hit Window, actual A")
    let broken = try Self.temporaryFile("views: [\n")
    let error = ScenarioPrinter.trace(file: broken, json: true, reasons: false)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(error.text.utf8)) as? [String: Any])
    #expect(object["event"] as? String == "error" && !error.succeeded)
    #expect(
      object["message"] as? String
        == "scenario.yaml:2:1: expected a value here (a number, a text, a [list] or a {mapping}), but found the end of the file"
    )
  }

  @Test("explain and lint --color: the same words, styled by verdict and severity")
  func coloredExplainAndLint() throws {
    let path = ScenarioLoaderTests.examples.appendingPathComponent("E5-overlapping-branches.yaml")
      .path
    let plain = ScenarioPrinter.explain(file: path, at: nil, view: nil).text
    let colored = ScenarioPrinter.explain(file: path, at: nil, view: nil, color: true).text
    let escape = #/\u{1B}\[[0-9]+m/#
    #expect(colored.replacing(escape, with: "") == plain)
    #expect(colored.contains("\u{1B}[32m  B.1: gets the touch: the hit view\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[33m  A.2: misses it: shadowed by View B, in front\u{1B}[0m"))
    let lintFile = try Self.temporaryFile(ScenarioLinterTests.fixture)
    let lint = ScenarioPrinter.lint(file: lintFile, color: true).text.split(separator: "\n")
    #expect(lint.first?.hasPrefix("\u{1B}[31merror: Buried") == true)
    #expect(lint.last?.hasPrefix("\u{1B}[34minfo: off on Photo") == true)
    #expect(!ScenarioPrinter.lint(file: lintFile).text.contains("\u{1B}"))
  }

  @Test(
    "explain without --at sees each touch land on the screen of its moment: its hit view is the trace's",
    arguments: ScenarioLoaderTests.exampleFiles)
  func explainMatchesTrace(file: String) throws {
    let path = ScenarioLoaderTests.examples.appendingPathComponent(file).path
    let explained = ScenarioPrinter.explain(file: path, at: nil, view: nil).text
      .split(separator: "\n").filter { $0.hasPrefix("touch ") }
      .map { line in
        let id = line.dropFirst(6).prefix { $0 != " " }
        return "\(id) \(line.components(separatedBy: "hit view ").last ?? "")"
      }
    let run = try ScenarioRun.play(try ScenarioLoader.load(contentsOf: path), file: file)
    let traced = run.records.compactMap { record -> String? in
      guard case .touchBegan(let touch, _, let view, _) = record else { return nil }
      return "\(TextTraceFormatter.touchName(touch)) \(view ?? "none")"
    }
    #expect(explained == traced)
  }

  @Test(
    "§6 explain of a second finger on a single-touch view says it is withheld, as the trace does")
  func explainWithheldSecondFinger() throws {
    let path = try Self.temporaryFile(
      """
      views:
        - {id: Pad, frame: [0, 0, 375, 600]}
      touches:
        - samples: [{id: 1, phase: began, at: [100, 100], time: 0}]
        - samples: [{id: 2, phase: began, at: [200, 100], time: 0.1}]
        - samples:
            - {id: 1, phase: ended, at: [100, 100], time: 0.2}
            - {id: 2, phase: ended, at: [200, 100], time: 0.2}
      """)
    let lines = ScenarioPrinter.explain(file: path, at: nil, view: nil).text.split(separator: "\n")
    let withheld = lines.filter { $0.hasPrefix("withheld") }
    #expect(
      withheld == [
        "withheld from Pad: view already tracks a touch and isMultipleTouchEnabled is false"
      ])
    #expect(
      lines.firstIndex { $0.hasPrefix("withheld") }! > lines.firstIndex { $0.hasPrefix("touch 2") }!
    )
    let run = try ScenarioRun.play(try ScenarioLoader.load(contentsOf: path), file: "w.yaml")
    #expect(
      run.records.contains(.touchWithheld(touch: 2, view: "Pad", reason: .multipleTouchDisabled)))
  }

  @Test("explain without --at explains a tap after a scroll on the scrolled content")
  func explainAfterScrolling() throws {
    let path = try Self.temporaryFile(
      """
      views:
        - id: List
          kind: scrollView
          frame: [0, 0, 375, 600]
          contentSize: [375, 2000]
          subviews:
            - {id: Top, frame: [0, 0, 375, 300]}
            - {id: Lower, frame: [0, 300, 375, 1700]}
      touches:
        - drag: {path: [[100, 500], [100, 300]], duration: 0.5}
        - wait: 5
        - tap: [100, 100]
      """)
    let lines = ScenarioPrinter.explain(file: path, at: nil, view: nil).text.split(separator: "\n")
    #expect(lines.contains("touch 2 [5.5 s] at (100, 100): hit view Lower"))
    let initial = ScenarioPrinter.explain(file: path, at: CGPoint(x: 100, y: 100), view: nil).text
    #expect(initial.hasPrefix("at (100, 100): hit view Top"))
  }
}
