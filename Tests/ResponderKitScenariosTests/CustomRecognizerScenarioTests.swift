import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `type: custom`: an app's recognizer subclass, described by what its `touches…` methods set
/// `state` to, runs through the same arbitration as UIKit's own (Gesture recognizers §8.1, §8.2).
@MainActor
@Suite("Scenario custom recognizers: states set by the touches methods")
struct CustomRecognizerScenarioTests {
  /// The states `recognizer` went through in `yaml`'s run, in order.
  private func states(_ yaml: String, of recognizer: String) throws -> [String] {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "c.yaml")
    let run = try ScenarioRun.play(scenario, file: "c.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    return run.records.compactMap {
      guard case .recognizerStateChanged(let name, _, let to, _) = $0,
        name == recognizer || name.hasPrefix(recognizer + " ")
      else { return nil }
      return to.description
    }
  }

  private func screen(_ gesture: String, touches: String) -> String {
    """
    views:
      - id: Pad
        frame: [0, 0, 300, 300]
        gestures:
          - \(gesture)
    touches:
      - \(touches)
    """
  }

  @Test("§8.2 began at touch-down, changed with each move, ended at the lift")
  func continuous() throws {
    let yaml = screen(
      "{type: custom, name: follow, touchesBegan: began, touchesMoved: changed, touchesEnded: ended}",
      touches: "drag: {path: [[50, 50], [150, 50]], duration: 0.1}")
    let seen = try states(yaml, of: "follow")
    #expect(seen.first == "began")
    #expect(seen.last == "ended")
    #expect(seen.dropFirst().dropLast().allSatisfy { $0 == "changed" })
    #expect(seen.count > 3)
  }

  @Test(
    "§8.2 touchesMoved beyond a distance: a small wobble keeps it possible, a drag fails it",
    arguments: [(20.0, false), (80.0, true)])
  func failsOnMove(distance: Double, fails: Bool) throws {
    let yaml = screen(
      "{type: custom, name: still, touchesMoved: {beyond: 30, state: failed}, touchesEnded: recognized}",
      touches: "drag: {path: [[50, 50], [\(50 + distance), 50]], duration: 0.1}")
    #expect(try states(yaml, of: "still") == [fails ? "failed" : "ended"])
  }

  @Test(
    "Delivery §7: a watcher that never fails holds the lift (delaysTouchesEnded); failing at the lift releases it"
  )
  func watcher() throws {
    let silent = screen("{type: custom, name: watch, class: TouchLogger}", touches: "tap: [50, 50]")
    #expect(
      try states(silent + "\nexpect:\n  - {view: Pad, received: [touchesBegan]}\n", of: "watch")
        .isEmpty)
    let scenario = try ScenarioLoader.load(yaml: silent, file: "c.yaml")
    let explained = ScenarioPrinter.explain(scenario, file: "c.yaml", at: nil, view: nil).text
    #expect(explained.contains("delaysTouchesEnded"))
    let failing = screen(
      "{type: custom, name: watch, class: TouchLogger, touchesEnded: failed}",
      touches: "tap: [50, 50]")
    #expect(
      try states(
        failing + "\nexpect:\n  - {view: Pad, received: [touchesBegan, touchesEnded]}\n",
        of: "watch")
        == ["failed"])
  }

  @Test(
    "Loader: an unknown state is named with a suggestion, and custom keys need type: custom",
    arguments: [
      (
        "{type: custom, name: c, touchesBegan: recognised}",
        "unknown state 'recognised'; did you mean 'recognized'?"
      ),
      ("{type: tap, name: c, touchesBegan: began}", "touchesBegan describes a custom recognizer"),
      ("{type: custom, name: c, touchesMoved: {beyond: 5}}", "touchesMoved as a mapping is"),
    ])
  func errors(gesture: String, message: String) {
    do {
      _ = try ScenarioLoader.load(yaml: screen(gesture, touches: "tap: [1, 1]"), file: "c.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".hasPrefix("c.yaml:5:"))
      #expect("\(error)".contains(message))
    }
  }
}
