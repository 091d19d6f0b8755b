import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// A new script and expectations played on a loaded screen (what `responderkit mcp`'s `trace`
/// tool does with a script given as JSON): read against the screen's views, recognizers and
/// steppers, as if they were in the file.
@MainActor
@Suite("Scenario files: a script replaced on a loaded screen")
struct ReplacingScriptTests {
  private let screen = """
    views:
      - {id: Card, frame: [0, 0, 375, 300], gestures: [{type: tap, name: cardTap}]}
      - {id: Plus, kind: stepper, frame: [0, 400, 94, 32], stepValue: 0.000001, max: 10000000}
    touches:
      - tap: [10, 10]
    expect:
      - {touch: 1, hit: Card}
    """

  private func loaded() throws -> Scenario { try ScenarioLoader.load(yaml: screen, file: "s.yaml") }

  @Test("the given touches and expectations replace the screen's, checked against its names")
  func replaces() throws {
    let replaced = try ScenarioLoader.replacingScript(
      of: try loaded(),
      with: #"{"touches": [{"tap": [20, 420]}], "expect": [{"touch": 1, "hit": "Plus"}]}"#,
      file: "args")
    #expect(replaced.script.frames.first?.first?.location == CGPoint(x: 20, y: 420))
    let run = try ScenarioRun.play(replaced, file: "args")
    #expect(run.failures.isEmpty)
  }

  @Test("a key left out keeps the screen's own")
  func keeps() throws {
    let original = try loaded()
    let replaced = try ScenarioLoader.replacingScript(
      of: original, with: #"{"expect": [{"gesture": "cardTap", "recognized": true}]}"#, file: "a")
    #expect(replaced.script.frames.count == original.script.frames.count)
    #expect(try ScenarioRun.play(replaced, file: "a").failures.isEmpty)
  }

  @Test("names the screen lacks are refused with their place")
  func unknownNames() throws {
    #expect(throws: ScenarioError.self) {
      try ScenarioLoader.replacingScript(
        of: try loaded(), with: #"{"expect": [{"view": "Nope", "received": []}]}"#, file: "a")
    }
    let screen = try loaded()
    do {
      _ = try ScenarioLoader.replacingScript(
        of: screen, with: #"{"touches": [{"tap": [1]}]}"#, file: "a")
      Issue.record("a one-number point loaded")
    } catch {
      #expect(error.keyPath == "touches[0].tap")
    }
  }

  @Test("the screen's autorepeating stepper counts in the new script's budget (§ issue 29)")
  func stepperBudget() throws {
    let press = #"{"longPress": {"at": [70, 416], "duration": 600}}"#
    let presses = Array(repeating: press, count: 10).joined(separator: ", ")
    let screen = try loaded()
    do {
      _ = try ScenarioLoader.replacingScript(
        of: screen, with: "{\"touches\": [\(presses)]}", file: "a")
      Issue.record("ten held presses on an autorepeating stepper loaded")
    } catch {
      #expect(error.message.contains("a stepper's repeats while held"))
    }
  }
}
