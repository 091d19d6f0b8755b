import Foundation
import ResponderKit
import ResponderKitScenarios

/// Feeds fuzzer bytes to the scenario tool as a file's contents (a scenario file, or a
/// `recursiveDescription` dump when it reads as one): load, then (for a file that
/// loads) play, explain each touch, lint and render both pictures. It checks that nothing traps,
/// that a refused file gets a ``ScenarioError`` naming the file with a message, and that every
/// touch of a played script has an outcome.
@MainActor
public enum ScenarioFuzzer {
  /// The name the fuzzed file is loaded under.
  static let fileName = "fuzz.yaml"

  /// A weak reference to ``Application/shared``. Windows made by the scenario tool join it first,
  /// which gives it a weak-reference side table; Swift records that table behind a tagged pointer
  /// LeakSanitizer cannot follow, so at exit it reports the table as leaked. A weak reference
  /// holds a plain pointer to the table: with this one, the report goes away and real leaks show.
  private static weak var sharedApplication: Application?

  /// Runs one input and returns what broke, in words; empty when every promise held.
  public static func run(_ bytes: [UInt8]) -> [String] {
    run(String(decoding: bytes, as: UTF8.self)) { _ in [] }
  }

  /// Runs the file `text` as ``run(_:)`` does, adding what `check` finds wrong with the scenario
  /// when it loads; with `requiresLocation`, a refusal must also name a line or a key path. A
  /// script of more than `playedSteps` steps is loaded and checked but not played.
  static func run(
    _ text: String, requiresLocation: Bool = false, playedSteps: Int = .max,
    check: (Scenario) -> [String]
  ) -> [String] {
    if sharedApplication == nil { sharedApplication = Application.shared }
    let scenario: Scenario
    do {
      // A pasted recursiveDescription is read as the command line reads a file: by content.
      scenario =
        HierarchyDump.isDump(text)
        ? try HierarchyDump.scenario(from: text, file: fileName)
        : try ScenarioLoader.load(yaml: text, file: fileName)
    } catch {
      if error.file != fileName || error.message.isEmpty {
        return ["a refused file's error does not name it or say why: \(error)"]
      }
      if error.message.utf8.count > 2_000 {
        return ["a refused file's error is \(error.message.utf8.count) bytes long"]
      }
      if requiresLocation, error.line == 0, error.keyPath.isEmpty {
        return ["a refused file's error is not located: \(error)"]
      }
      return []
    }
    var violations = check(scenario)
    guard scenario.script.steps.count <= playedSteps else { return violations }
    do {
      let run = try ScenarioRun.play(scenario, file: fileName)
      let stories = TouchStory.stories(from: run.records)
      let began = Set(
        scenario.script.frames.flatMap { $0 }.filter { $0.phase == .began }.map(\.touchID))
      let told = Set(stories.map(\.touch))
      if !began.isSubset(of: told) {
        violations.append("touches \(began.subtracting(told).sorted()) have no outcome")
      }
      _ = ScenarioPrinter.explain(scenario, file: fileName, at: nil, view: nil)
    } catch {
      // A script the input rules refuse is reported as such by the tool: not a violation.
    }
    _ = ScenarioLinter.lint(scenario)
    _ = ScenarioRenderer.svg(scenario, file: fileName)
    _ = ScenarioRenderer.timeline(scenario, file: fileName)
    return violations
  }
}
