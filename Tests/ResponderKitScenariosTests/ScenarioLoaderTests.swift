import Foundation
import ResponderKit
import ResponderKitDemos
import ResponderKitScenarios
import Testing

@MainActor
@Suite("Scenario files: loading, errors, playing")
struct ScenarioLoaderTests {
  nonisolated static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

  nonisolated static let exampleFiles: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

  /// The files of `Examples/questions/`, as paths under `Examples/`.
  nonisolated static let questionFiles: [String] =
    ((try? FileManager.default.contentsOfDirectory(
      atPath: examples.appendingPathComponent("questions").path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted().map { "questions/\($0)" }

  @Test(
    "Every example file loads, plays and meets its expectations",
    arguments: exampleFiles + questionFiles)
  func examplesPass(file: String) throws {
    let output = ScenarioPrinter.trace(
      file: Self.examples.appendingPathComponent(file).path, json: false, reasons: false)
    #expect(output.succeeded, "\(output.text.split(separator: "\n").suffix(3))")
  }

  @Test("Every seed example E1–E16 is a scenario file under Examples/, and examples are numbered")
  func exampleCoverage() {
    let names = Set(Self.exampleFiles.map { String($0.prefix(while: { $0 != "-" })) })
    let seeds = names.filter { $0.first == "E" && $0.dropFirst().allSatisfy(\.isNumber) }
    #expect(seeds.isSuperset(of: (1...16).map { "E\($0)" }))
    #expect(seeds == Set((1...seeds.count).map { "E\($0)" }), "numbered without gaps")
  }

  @Test("E1 as a scenario file reproduces the seed's hit-test trace and meets its expectations")
  func e1() throws {
    let path = Self.examples.appendingPathComponent("E1-five-colours.yaml").path
    let output = ScenarioPrinter.trace(file: path, json: false, reasons: false)
    #expect(output.succeeded)
    let seed = [
      "White in", "Yellow in", "Yellow out: return nil", "Green in", "Black in",
      "Black out: return nil",
      "Blue in", "Blue out: return Blue", "Green out: return Blue", "White out: return Blue",
    ]
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(Array(lines.drop { $0 != "White in" }.prefix(10)) == seed)
  }

  @Test("A failed expectation prints expected against actual, with its line, and fails the run")
  func failedExpectation() throws {
    let yaml = """
      views:
        - id: A
          frame: [0, 0, 100, 100]
      touches:
        - tap: [200, 200]
      expect:
        - touch: 1
          hit: A
        - view: A
          received: [touchesBegan]
      """
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "f.yaml")
    let run = try ScenarioRun.play(scenario, file: "f.yaml")
    #expect(
      run.failures == [
        "f.yaml:7: touch 1: expected hit A, actual Window",
        "f.yaml:9: A: expected [\"touchesBegan\"], actual []",
      ])
  }

  @Test("The declared override patterns work: touch area, pass-through, redirect")
  func overrides() throws {
    let yaml = """
      views:
        - id: Small
          frame: [100, 100, 20, 20]
          touchArea: {left: 15}
        - id: Overlay
          frame: [0, 0, 375, 667]
          passThrough: true
          subviews:
            - id: Button
              frame: [0, 0, 50, 50]
        - id: Parent
          frame: [0, 400, 375, 200]
          redirectTo: Carousel
          subviews:
            - id: Carousel
              frame: [60, 0, 255, 200]
      touches:
        - tap: [90, 110]
        - wait: 1
        - tap: [10, 10]
        - wait: 1
        - tap: [20, 500]
      expect:
        - {touch: 1, hit: Small}
        - {touch: 2, hit: Button}
        - {touch: 3, hit: Carousel}
      """
    let run = try ScenarioRun.play(
      try ScenarioLoader.load(yaml: yaml, file: "o.yaml"), file: "o.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test("explain: every view under each touch-down, why, the recognizers and the responder chain")
  func explain() {
    let path = Self.examples.appendingPathComponent("E1-five-colours.yaml").path
    let all = ScenarioPrinter.explain(file: path, at: nil, view: nil)
    #expect(all.succeeded)
    #expect(
      all.text.split(separator: "\n").map(String.init) == [
        "touch 1 [0 s] at (250, 420): hit view Blue",
        "  Blue: gets the touch: the hit view",
        "  Green: gets forwarded calls: ancestor of the hit view Blue",
        "  White: gets forwarded calls: ancestor of the hit view Blue",
        "recognizers: none",
        "responder chain: Blue -> Green -> White -> ViewController -> Window -> Application",
        "outcome: Blue got touchesBegan, touchesEnded",
      ])
    let focused = ScenarioPrinter.explain(file: path, at: CGPoint(x: 40, y: 300), view: "Blue")
    #expect(
      focused.text
        == "at (40, 300): hit view Black\n  Blue: misses it: not under the point; its area in the window is (195, 350) size 140 x 120"
    )
    let unknown = ScenarioPrinter.explain(file: path, at: nil, view: "Purple")
    #expect(!unknown.succeeded && unknown.text.hasSuffix("no view has the id 'Purple'"))
  }

  @Test(
    "Recognizers, controls and scroll views in a file, with every kind of expectation, failing ones reported"
  )
  func richExpectations() throws {
    let yaml = """
      views:
        - id: List
          kind: scrollView
          frame: [0, 0, 375, 600]
          contentSize: [375, 2000]
          subviews:
            - {id: OK, kind: button, frame: [20, 100, 335, 44]}
        - id: Pad
          frame: [0, 600, 375, 67]
          gestures:
            - {type: tap, name: padTap}
            - {type: longPress, name: padPress, minimumPressDuration: 0.3}
      touches:
        - tap: [100, 120]
        - wait: 1
        - tap: [100, 630]
        - wait: 1
        - drag: {path: [[200, 500], [200, 300]], duration: 0.1}
        - wait: 3
      expect:
        - {control: OK, events: [touchDown, touchUpInside, primaryActionTriggered]}
        - {gesture: padTap, recognized: true}
        - {gesture: padPress, recognized: true}
        - {view: List, contentOffset: [0, 0]}
      """
    let run = try ScenarioRun.play(
      try ScenarioLoader.load(yaml: yaml, file: "r.yaml"), file: "r.yaml")
    #expect(run.failures.count == 2)
    #expect(
      run.failures.first
        == "r.yaml:23: gesture padPress: expected recognized, actual not recognized (failed: lifted after 0.05 s < 0.30 s)"
    )
    #expect(
      run.failures.last?.hasPrefix("r.yaml:24: List: expected content offset (0, 0), actual (0, ")
        == true)
  }

  @Test("JSON files are accepted, with the same located errors")
  func json() throws {
    let good =
      #"{"views": [{"id": "A", "frame": [0, 0, 100, 100]}], "touches": [{"tap": [50, 50]}], "expect": [{"touch": 1, "hit": "A"}]}"#
    let run = try ScenarioRun.play(
      try ScenarioLoader.load(yaml: good, file: "a.json"), file: "a.json")
    #expect(run.failures.isEmpty && run.records.hitViews == ["A"])
    let bad = #"{"views": [{"id": "A", "frame": [0, 0, 100, 100], "alpah": 0.5}]}"#
    #expect {
      _ = try ScenarioLoader.load(yaml: bad, file: "b.json")
    } throws: { error in
      (error as? ScenarioError)?.description.hasPrefix(
        "b.json:1:51: views[0]: unknown key 'alpah'; did you mean 'alpha'?") == true
    }
  }
}
