import Foundation
import ResponderKit

/// What `responderkit trace` prints.
@MainActor
public enum ScenarioPrinter {
  /// Loads and plays `file`; the trace as text (or JSON Lines), then any failed expectations, and
  /// whether everything held. A file that cannot be loaded or played gives its error and fails.
  public static func trace(file: String, json: Bool, reasons: Bool) throws -> (
    text: String, succeeded: Bool
  ) {
    let scenario: Scenario
    do {
      scenario = try ScenarioLoader.load(contentsOf: file)
    } catch {
      return ("error: \(error)", false)
    }
    let run: ScenarioRun
    do {
      run = try ScenarioRun.play(scenario, file: (file as NSString).lastPathComponent)
    } catch {
      return ("error: \(file): the touch script breaks the input rules: \(error)", false)
    }
    var lines =
      json
      ? JSONLinesTraceFormatter().lines(for: run.records)
      : TextTraceFormatter(showsReasons: reasons, hitTestViews: hitTestViews(scenario)).lines(
        for: run.records)
    if !run.failures.isEmpty {
      lines.append("")
      lines += run.failures.map { "expectation failed: \($0)" }
    }
    return (lines.joined(separator: "\n"), run.failures.isEmpty)
  }

  /// The scenario's own views: the hit-test lines a reader wants (the window's are left out).
  private static func hitTestViews(_ scenario: Scenario) -> Set<String> {
    func ids(_ specs: [Scenario.ViewSpec]) -> [String] {
      specs.flatMap { [$0.id] + ids($0.subviews) }
    }
    return Set(ids(scenario.views))
  }
}
