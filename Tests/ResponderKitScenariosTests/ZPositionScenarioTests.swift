import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `zPosition` in a scenario file: drawn in its order, hit-tested in the subviews' order.
@MainActor
@Suite("Scenario zPosition: drawing order is not hit-test order (Hit-testing §2.1)")
struct ZPositionScenarioTests {
  private let yaml = """
    views:
      - id: Root
        frame: [0, 0, 300, 300]
        subviews:
          - {id: A, frame: [0, 0, 100, 100], zPosition: 2}
          - {id: B, frame: [50, 50, 100, 100]}
          - {id: C, frame: [0, 0, 100, 100], zPosition: 2}
          - {id: D, frame: [200, 200, 50, 50], zPosition: -1}
    touches:
      - tap: [75, 75]
    expect:
      - {touch: 1, hit: C}
    """

  @Test(
    "Siblings are drawn by zPosition, equal ones in the file's order; hit-testing keeps the file's")
  func drawingOrder() throws {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "z.yaml")
    #expect(scenario.viewsInDrawingOrder.map(\.id) == ["Root", "D", "B", "A", "C"])
    #expect(scenario.allViews.map(\.id) == ["Root", "A", "B", "C", "D"])
    #expect(try ScenarioRun.play(scenario, file: "z.yaml").failures.isEmpty)
  }

  @Test("render draws the views in drawing order")
  func render() throws {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "z.yaml")
    let svg = ScenarioRenderer.svg(scenario, file: "z.yaml")
    let positions = ["D", "B", "A", "C"].map {
      svg.range(of: "data-id=\"\($0)\"")?.lowerBound
    }
    let found = positions.compactMap { $0 }
    #expect(found.count == 4)
    #expect(found == found.sorted())
  }

  @Test("zPosition must be a number, said with its place")
  func badValue() {
    #expect(throws: ScenarioError.self) {
      try ScenarioLoader.load(
        yaml: "views:\n  - {id: A, frame: [0, 0, 10, 10], zPosition: high}\n", file: "z.yaml")
    }
    do {
      _ = try ScenarioLoader.load(
        yaml: "views:\n  - {id: A, frame: [0, 0, 10, 10], zPosition: high}\n", file: "z.yaml")
    } catch {
      #expect("\(error)".hasPrefix("z.yaml:2:"))
      #expect("\(error)".contains("zPosition"))
    }
  }
}
