import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// A view animated when the script starts (issue 30's format gaps): the model frame is the end
/// value at once, and without `.allowUserInteraction` the view takes no touch until the animation
/// ends (Choices §14.9, Hit-testing §2.1).
@MainActor
@Suite("Scenario files: an animation in flight")
struct AnimationInFlightTests {
  private func hits(_ options: String, taps: String) throws -> [String?] {
    let yaml = """
      views:
        - id: Sheet
          kind: button
          frame: [0, 400, 375, 267]
          animation: {from: [0, 667, 375, 267], duration: 0.5\(options)}
      touches:
      \(taps)
      """
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
    let run = try ScenarioRun.play(scenario, file: "s.yaml")
    return TouchStory.stories(from: run.records).map(\.hitView)
  }

  @Test(
    "a touch during the animation misses the view unless it allows interaction; after, it lands",
    arguments: [
      ("", [nil, "Sheet"] as [String?]),
      (", options: [allowUserInteraction]", ["Sheet", "Sheet"]),
      (", delay: 1", [nil, nil]),
    ])
  func during(options: String, expected: [String?]) throws {
    let taps = "  - tap: [100, 500]\n  - wait: 0.5\n  - tap: [100, 500]"
    #expect(try hits(options, taps: taps).map { $0 == "Window" ? nil : $0 } == expected)
  }

  @Test("hit-testing uses the end frame: where the view is drawn at first takes nothing (§2.1)")
  func endFrame() throws {
    let hit = try hits(
      ", options: [allowUserInteraction]", taps: "  - tap: [100, 600]\n  - tap: [100, 660]")
    #expect(hit == ["Sheet", "Sheet"])
    let before = try hits(", options: [allowUserInteraction]", taps: "  - tap: [100, 380]")
    #expect(before.map { $0 == "Window" ? nil : $0 } == [nil])
  }

  @Test(
    "bad animations are located errors",
    arguments: [
      ("{duration: 1}", "needs 'from'"),
      ("{from: [0, 0, -1, 1], duration: 1}", "size is not negative"),
      ("{from: [0, 0, 1, 1], duration: 700}", "a duration is from 0 to 600 seconds"),
      ("{from: [0, 0, 1, 1], duration: 1, options: [fast]}", "unknown animation option 'fast'"),
    ])
  func refused(animation: String, message: String) throws {
    let error = try loadError(
      "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    animation: \(animation)\n")
    #expect(error.keyPath.hasPrefix("views[0].animation"))
    #expect(error.message.contains(message))
  }
}
