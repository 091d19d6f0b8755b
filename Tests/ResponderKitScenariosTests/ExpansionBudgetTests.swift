import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Issue 29: a script is bounded by what its steps expand into, not by how many are written.
/// Each file is built here just past the budget, so a regression shows as a refusal missing (and
/// as millions of events made), not as a slow test.
@MainActor
@Suite("Scenario files: a script's expansion is budgeted (issue 29)")
struct ExpansionBudgetTests {
  private let limit = ScenarioLoader.maximumSampleCount
  private let screen = "views:\n  - {id: A, frame: [0, 0, 375, 667]}\ntouches:\n"

  /// The index of the first of many copies of a step that `expand` synthesizes which takes the
  /// script past the budget.
  private func crossing(_ expand: (inout TouchScript) -> Void) -> Int {
    var script = TouchScript()
    expand(&script)
    return limit
      / script.steps.reduce(0) { count, step in
        if case .frame(let samples) = step { return count + samples.count }
        if case .wait = step { return count }
        return count + 1
      }
  }

  @Test(
    "long pointer, trackpad, wheel and key steps are refused at the step that crosses the budget",
    arguments: [
      ("hover", "{path: [[10, 10], [300, 600]], duration: 600}", "hover, 600 s"),
      ("trackpad", "{at: [10, 10], delta: [0, 100], duration: 600}", "trackpad, 600 s"),
      ("trackpadPinch", "{at: [10, 10], scale: 2, duration: 600}", "trackpadPinch, 600 s"),
      ("trackpadRotate", "{at: [10, 10], degrees: 90, duration: 600}", "trackpadRotate, 600 s"),
      ("wheel", "{at: [10, 10], delta: [0, 1], ticks: 10000}", "wheel, 10000 ticks"),
      ("key", "{key: a, hold: 600}", "key, 600 s"),
    ])
  func longSteps(kind: String, arguments: String, described: String) throws {
    let index = crossing { script in
      let at = CGPoint(x: 10, y: 10)
      switch kind {
      case "hover": script.hover(along: [at, CGPoint(x: 300, y: 600)], duration: 600)
      case "trackpad": script.trackpadScroll(at: at, by: CGVector(dx: 0, dy: 100), duration: 600)
      case "trackpadPinch": script.trackpadTransform(at: at, scale: 2, duration: 600)
      case "trackpadRotate": script.trackpadTransform(at: at, rotation: .pi / 2, duration: 600)
      case "wheel": script.wheel(at: at, delta: CGVector(dx: 0, dy: 1), ticks: 10_000)
      default: script.key("a", hold: 600)
      }
    }
    let step = "  - \(kind): \(arguments)\n"
    let error = try loadError(screen + String(repeating: step, count: index + 2))
    #expect(error.keyPath == "touches[\(index)]")
    #expect(error.line == 4 + index)
    #expect(error.column == 5)
    #expect(
      error.message.hasPrefix(
        "(\(described)): the script would expand to more than \(limit) samples"))
    #expect(error.message.utf8.count < 2_000)
  }

  @Test("the same steps, one fewer, load")
  func underTheBudget() throws {
    let step = "  - hover: {path: [[10, 10], [300, 600]], duration: 600}\n"
    let scenario = try ScenarioLoader.load(
      yaml: screen + String(repeating: step, count: 6), file: "s.yaml")
    #expect(scenario.script.steps.count == 6 * 36_001)
  }

  private let stepper = """
    views:
      - {id: S, kind: stepper, frame: [0, 0, 94, 32], stepValue: 0.000001, max: 10000000}
    touches:

    """

  @Test("a stepper's repeats while held count: long presses on a stepper are refused")
  func heldStepper() throws {
    // Each press holds 600 s: 2 samples and up to 30,000 repeats (50 a second).
    let press = "  - longPress: {at: [70, 16], duration: 600}\n"
    let error = try loadError(stepper + String(repeating: press, count: 10))
    #expect(error.keyPath == "touches[8]")
    #expect(error.message.hasPrefix("(longPress, 600 s): the script would expand to more than"))
    #expect(error.message.contains("a stepper's repeats while held (50 a second over 5400 s)"))
  }

  @Test("a touch left down through a long wait is refused at the wait")
  func heldThroughAWait() throws {
    let error = try loadError(
      stepper
        + "  - samples: [{id: 1, phase: began, at: [70, 16], time: 0}]\n  - wait: 10000000\n")
    #expect(error.keyPath == "touches[1]")
    #expect(error.line == 5)
    #expect(error.message.hasPrefix("(wait): the script would expand to more than"))
  }

  @Test("without an autorepeating stepper, held time costs nothing")
  func heldWithoutStepper() throws {
    let press = "  - longPress: {at: [70, 16], duration: 600}\n"
    let noRepeat = stepper.replacingOccurrences(of: "max: 10000000", with: "autorepeat: false")
    let scenario = try ScenarioLoader.load(
      yaml: noRepeat + String(repeating: press, count: 10), file: "s.yaml")
    #expect(scenario.script.frames.count == 20)
    let plain = try ScenarioLoader.load(
      yaml: screen + String(repeating: press, count: 10), file: "s.yaml")
    #expect(plain.script.frames.count == 20)
  }

  @Test("a stepper held within the budget plays, and its repeats stay under it")
  func heldStepperPlays() throws {
    let scenario = try ScenarioLoader.load(
      yaml: stepper + "  - longPress: {at: [70, 16], duration: 60}\n", file: "s.yaml")
    let run = try ScenarioRun.play(scenario, file: "s.yaml")
    let actions = run.records.filter { "\($0)".contains("valueChanged") }.count
    #expect(actions > 100)
    #expect(actions <= 60 * 50)
  }

  @Test("a long path reused through aliases is counted at each use, before it is read")
  func aliasedPath() throws {
    // 25,000 points and 2 readings a use: the tenth use (touches[9]) passes 250,000.
    let points = Array(repeating: "[1, 2]", count: 25_000).joined(separator: ", ")
    let yaml =
      screen + "  - hover: &h {path: [\(points)], duration: 0}\n"
      + String(repeating: "  - hover: *h\n", count: 20)
    let error = try loadError(yaml)
    #expect(error.keyPath == "touches[9]")
    #expect(error.line == 13)
    #expect(error.message.contains("250000 of them path points read"))
  }
}
