import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// The trace a run keeps is bounded (issue 46): recognizers that recognize together multiply the
/// records of every sample (140 pans over six long drags passed 2 GB), so a run stops at the step
/// where its trace passes the limit and says so.
@MainActor
@Suite("Scenario runs: the trace's record budget")
struct TraceBudgetTests {
  /// Twenty pans that all recognize together on one view, and a drag across it.
  private let yaml = """
    views:
      - id: Pad
        frame: [0, 0, 375, 667]
        gestures:
    \((1...20).map { "      - {type: pan, name: p\($0), simultaneousWith: [\((1...20).filter { $0 != 1 }.map { "p\($0)" }.joined(separator: ", "))]}" }.joined(separator: "\n"))
    touches:
      - drag: {path: [[10, 10], [300, 600]], duration: 1}
      - tap: [100, 100]
    expect:
      - {gesture: p1, recognized: true}
    """

  @Test("past the limit, the run stops at the next step with one failure naming it")
  func stops() throws {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "pans.yaml")
    let run = try ScenarioRun.play(scenario, file: "pans.yaml", recordLimit: 500)
    let failure = try #require(run.failures.first)
    #expect(run.failures.count == 1)
    #expect(failure.hasPrefix("pans.yaml: touches: the trace passed 500 records"))
    #expect(failure.contains("no expectation was checked"))
    // Stopped during the drag: the tap after it never came.
    #expect(run.records.count < 2000)
    #expect(!run.records.contains { if case .touchBegan(2, _, _, _) = $0 { true } else { false } })
  }

  @Test("under the limit the same run plays to the end and checks its expectations")
  func underLimit() throws {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "pans.yaml")
    let run = try ScenarioRun.play(scenario, file: "pans.yaml")
    #expect(run.failures.isEmpty)
    #expect(run.records.contains { if case .touchBegan(2, _, _, _) = $0 { true } else { false } })
  }

  @Test("a deadline already passed stops the run before its first step (the MCP server's per call)")
  func deadline() throws {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "pans.yaml")
    let run = try ScenarioRun.play(scenario, file: "pans.yaml", deadline: .now - .seconds(1))
    #expect(
      run.failures == [
        "pans.yaml: touches: the run's time was up before step 1 of the script's \(scenario.script.steps.count); the run stopped there and no expectation was checked. A shorter script, or fewer recognizers, plays in time"
      ])
    #expect(!run.records.contains { if case .touchBegan = $0 { true } else { false } })
  }

  @Test("explain and render stop at a passed deadline too: the MCP server's other calls that play")
  func otherCallsDeadline() throws {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "pans.yaml")
    let late = ScenarioPrinter.explain(
      scenario, file: "pans.yaml", at: nil, view: nil, deadline: .now - .seconds(1))
    #expect(!late.succeeded)
    #expect(
      late.text.hasSuffix(
        "pans.yaml: touches: the explanation's time was up before step 1 of the script's \(scenario.script.steps.count); the steps after it are not explained. A shorter script, or fewer recognizers, plays in time"
      ))
    #expect(!late.text.contains("touch 1 ["))
    let inTime = ScenarioPrinter.explain(scenario, file: "pans.yaml", at: nil, view: nil)
    #expect(inTime.succeeded)
    #expect(inTime.text.contains("touch 1 [") && inTime.text.contains("touch 2 ["))
    // The pictures draw what played: no touch's path once the time is up.
    let picture = ScenarioRenderer.svg(scenario, file: "pans.yaml", deadline: .now - .seconds(1))
    #expect(!picture.contains("class=\"legend-touch"))
    #expect(ScenarioRenderer.svg(scenario, file: "pans.yaml").contains("class=\"legend-touch"))
    let timeline = ScenarioRenderer.timeline(
      scenario, file: "pans.yaml", deadline: .now - .seconds(1))
    #expect(!timeline.contains("p1"))
    #expect(ScenarioRenderer.timeline(scenario, file: "pans.yaml").contains("p1"))
  }
}
