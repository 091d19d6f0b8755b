import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Loads `yaml` as a scenario named `file` and plays it.
@MainActor
func play(yaml: String, file: String) throws -> ScenarioRun {
  try ScenarioRun.play(try ScenarioLoader.load(yaml: yaml, file: file), file: file)
}

/// Expects loading `yaml` (as `s.yaml`) to fail with exactly `message`.
func expectLoadError(_ yaml: String, _ message: String) {
  #expect {
    _ = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
  } throws: { error in
    (error as? ScenarioError)?.description == message
  }
}

/// The error loading `yaml` (as `s.yaml`) is refused with; records an issue and throws when the
/// file loads.
func loadError(_ yaml: String) throws -> ScenarioError {
  do {
    _ = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
  } catch {
    return error
  }
  Issue.record("the file loaded")
  throw CancellationError()
}
