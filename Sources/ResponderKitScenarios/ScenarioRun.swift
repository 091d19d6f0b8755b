import Foundation
import ResponderKit
import ResponderKitDemos

/// A scenario played: its trace and the expectations that did not hold.
@MainActor
public struct ScenarioRun {
  /// The scene the scenario built.
  public let scene: DemoScene
  /// Everything that happened.
  public let records: [TraceRecord]
  /// One line per expectation that failed: where, what was expected, what happened.
  public let failures: [String]

  /// How long a scenario runs on after its script, in seconds, so that timers, delays and
  /// decelerations finish.
  public static let settlingTime: TimeInterval = 5

  /// Builds the scenario's screen, plays its script, lets timers run out, and checks its
  /// expectations. `file` names the scenario in failure messages. A trace that passes
  /// `recordLimit` records, or a `deadline` passed, stops the run before the next step, with that
  /// as its one failure (the MCP server gives each call a deadline: its calls run on the main
  /// actor, one at a time).
  public static func play(
    _ scenario: Scenario, file: String,
    recordLimit: Int = ScenarioLoader.maximumTraceRecordCount,
    deadline: ContinuousClock.Instant? = nil
  ) throws(InputError) -> ScenarioRun {
    let built = ScenarioScene(scenario)
    let recorder = built.scene.recorder
    var stopped: (step: Int, why: String)?
    try built.scene.application.play(
      scenario.script,
      stoppingBefore: { index in
        if recorder.records.count > recordLimit {
          stopped = (
            index,
            "the trace passed \(recordLimit) records (ScenarioLoader.maximumTraceRecordCount)"
          )
        } else if let deadline, ContinuousClock.now >= deadline {
          stopped = (index, "the run's time was up")
        }
        return stopped != nil
      })
    if let stopped {
      let steps = scenario.script.steps.count
      let advice =
        stopped.why.hasPrefix("the trace")
        ? "Recognizers that recognize together each add records for every touch sample: fewer of them, or shorter drags, keep it under the limit"
        : "A shorter script, or fewer recognizers, plays in time"
      return ScenarioRun(
        scene: built.scene, records: recorder.records,
        failures: [
          "\(file): touches: \(stopped.why) before step \(stopped.step + 1) of the script's \(steps); the run stopped there and no expectation was checked. \(advice)"
        ])
    }
    built.scene.application.advance(by: settlingTime)
    let records = recorder.records
    let check = ExpectationCheck(index: TraceIndex(records), scene: built, scenario: scenario)
    let failures = scenario.expectations.compactMap { expectation in
      check.failure(
        of: expectation
      ).map {
        "\(file):\(expectation.line): \($0)"
      }
    }
    return ScenarioRun(scene: built.scene, records: records, failures: failures)
  }
}

extension Scenario.Expectation {
  /// The line of the file the expectation is on.
  var line: Int {
    switch self {
    case .hit(_, _, let line), .tapCount(_, _, let line), .received(_, _, _, let line),
      .responderChain(_, _, let line), .recognized(_, _, _, _, let line),
      .controlEvents(_, _, let line), .contentOffset(_, _, _, let line), .action(_, _, let line),
      .selected(_, _, let line), .actionNotSent(_, let line):
      line
    }
  }
}
