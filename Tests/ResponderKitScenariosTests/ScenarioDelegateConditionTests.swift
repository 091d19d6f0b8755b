import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Delegate answers that depend on the gesture, and a drag with the mouse button held (issue 30's
/// format gaps). Recognizers §8.2 (`gestureRecognizerShouldBegin` asked as a recognizer would
/// leave `.possible`); a pan §9.3, which the pointer drives as a touch while a button is held.
@MainActor
@Suite("Scenario files: delegate answers by direction and place, and pointer drags")
struct ScenarioDelegateConditionTests {
  private let screen = """
    views:
      - id: Carousel
        frame: [0, 100, 375, 200]
        gestures:
          - {type: pan, name: pager, shouldBegin: {direction: horizontal}}
        subviews:
          - id: Handle
            frame: [0, 0, 375, 40]
            gestures: [{type: pan, name: grab, shouldBegin: {inside: [0, 0, 100, 40]}}]
    touches:

    """

  private func outcome(_ step: String, _ expect: String) throws -> [String] {
    let yaml = screen + "  - \(step)\nexpect:\n  - \(expect)\n"
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
    return try ScenarioRun.play(scenario, file: "s.yaml").failures
  }

  @Test(
    "a pan whose delegate answers by direction begins only along it (§8.2)",
    arguments: [
      ("drag: {path: [[300, 200], [100, 210]], duration: 0.3}", true),
      ("drag: {path: [[300, 200], [310, 290]], duration: 0.3}", false),
      ("drag: {path: [[100, 200], [300, 190]], duration: 0.3}", true),
    ])
  func direction(step: String, recognized: Bool) throws {
    #expect(try outcome(step, "{gesture: pager, recognized: \(recognized)}") == [])
  }

  @Test(
    "a pan whose delegate answers by place begins only from inside its area (§8.2)",
    arguments: [
      ("drag: {path: [[50, 120], [200, 125]], duration: 0.3}", true),
      ("drag: {path: [[250, 120], [350, 125]], duration: 0.3}", false),
    ])
  func place(step: String, recognized: Bool) throws {
    #expect(try outcome(step, "{gesture: grab, recognized: \(recognized)}") == [])
  }

  @Test("a mouse drag with the button held drives a pan as the pointer's touch (§9.3)")
  func pointerDrag() throws {
    let step = "pointerDrag: {path: [[300, 200], [100, 210]], duration: 0.3, modifiers: [shift]}"
    #expect(try outcome(step, "{gesture: pager, recognized: true}") == [])
    let scenario = try ScenarioLoader.load(yaml: screen + "  - \(step)\n", file: "s.yaml")
    let pressed = scenario.script.steps.compactMap { step -> PointerSample? in
      if case .pointer(let sample) = step { return sample }
      return nil
    }
    #expect(pressed.first?.buttonMask == [])
    #expect(pressed.last?.buttonMask == [])
    #expect(pressed.dropFirst().dropLast().allSatisfy { $0.buttonMask == .primary })
    #expect(pressed.allSatisfy { $0.modifierFlags == .shift })
    #expect(pressed.count == 2 + 18 + 1)
  }

  @Test(
    "bad conditions are refused with their place",
    arguments: [
      ("{type: tap, name: t, shouldBegin: {direction: left}}", "a direction is a pan's"),
      ("{type: pan, name: t, shouldBegin: {direction: sideways}}", "unknown direction 'sideways'"),
      ("{type: pan, name: t, shouldBegin: {inside: [0, 0, -1, 4]}}", "size is not negative"),
      ("{type: pan, name: t, shouldBegin: {}}", "shouldBegin is true, false"),
    ])
  func refused(gesture: String, message: String) throws {
    let error = try loadError(
      "views:\n  - id: A\n    frame: [0, 0, 100, 100]\n    gestures:\n      - \(gesture)\n")
    #expect(error.keyPath.hasPrefix("views[0].gestures[0].shouldBegin"))
    #expect(error.message.contains(message))
  }
}
