import Foundation
import ResponderKit

/// What `responderkit trace` prints.
@MainActor
public enum ScenarioPrinter {
  /// Loads and plays `file`; the trace as text (or JSON Lines), then any failed expectations, and
  /// whether everything held. A file that cannot be loaded or played gives its error and fails.
  /// With `color`, text lines carry ANSI colour (``TerminalStyle``), failed expectations red.
  public static func trace(file: String, json: Bool, reasons: Bool, color: Bool = false) throws
    -> (text: String, succeeded: Bool)
  {
    let scenario: Scenario
    switch load(file) {
    case .success(let loaded): scenario = loaded
    case .failure(let error): return ("error: \(error)", false)
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
      : TextTraceFormatter(
        showsReasons: reasons, hitTestViews: hitTestViews(scenario), usesColor: color
      ).lines(for: run.records)
    if !run.failures.isEmpty {
      lines.append("")
      lines += run.failures.map {
        let line = "expectation failed: \($0)"
        return color && !json ? TerminalStyle.red.apply(to: line) : line
      }
    }
    return (lines.joined(separator: "\n"), run.failures.isEmpty)
  }

  /// The scenario's own views: the hit-test lines a reader wants (the window's are left out).
  private static func hitTestViews(_ scenario: Scenario) -> Set<String> {
    Set(scenario.allViews.map(\.id))
  }

  /// Explains a touch at `point` (window coordinates), or, with no point, at every touch-down of
  /// the script, on the scenario's screen as built. With `view`, says what happens for that view.
  public static func explain(file: String, at point: CGPoint?, view: String?) -> (
    text: String, succeeded: Bool
  ) {
    let scenario: Scenario
    switch load(file) {
    case .success(let loaded): scenario = loaded
    case .failure(let error): return ("error: \(error)", false)
    }
    let built = ScenarioScene(scenario)
    let (scene, views) = (built.scene, built.views)
    if let view, views[view] == nil {
      return ("error: \(file): no view has the id '\(view)'", false)
    }
    let points =
      point.map { [$0] }
      ?? scenario.script.frames.flatMap { $0.filter { $0.phase == .began }.map(\.location) }
    guard !points.isEmpty else {
      return ("error: \(file): the script has no touches; give --at X,Y", false)
    }
    var lines: [String] = []
    for point in points {
      let explanation = scene.window.explainTouch(at: point)
      guard let view else {
        lines += explanation.lines
        continue
      }
      lines.append(
        "at \(TextTraceFormatter.point(point)): hit view \(explanation.hitView ?? "none")")
      if let candidate = explanation.candidates.first(where: { $0.view == view }) {
        lines.append("  \(view): \(candidate.verdict)")
      } else if let target = views[view] {
        let area = target.convert(target.bounds, to: scene.window)
        lines.append(
          "  \(view): misses it: not under the point; its area in the window is "
            + "\(TextTraceFormatter.point(area.origin)) size \(TextTraceFormatter.number(area.width)) x \(TextTraceFormatter.number(area.height))"
        )
      }
    }
    return (lines.joined(separator: "\n"), true)
  }

  /// Lints `file`: one line per finding, worst first, and the worst severity (`nil`: clean). A file
  /// that cannot be loaded is reported as an error.
  public static func lint(file: String) -> (text: String, worst: LintFinding.Severity?) {
    let scenario: Scenario
    switch load(file) {
    case .success(let loaded): scenario = loaded
    case .failure(let error): return ("error: \(error)", .error)
    }
    let findings = ScenarioLinter.lint(scenario)
    guard !findings.isEmpty else {
      return ("\((file as NSString).lastPathComponent): no findings", nil)
    }
    return (findings.map(\.description).joined(separator: "\n"), findings.map(\.severity).max())
  }

  /// Draws `file` as SVG into `output`; a file that cannot be loaded is an error naming it.
  public static func render(file: String, to output: String) throws {
    let scenario = try ScenarioLoader.load(contentsOf: file)
    let svg = ScenarioRenderer.svg(scenario, file: (file as NSString).lastPathComponent)
    try svg.write(toFile: output, atomically: true, encoding: .utf8)
  }

  private static func load(_ file: String) -> Result<Scenario, ScenarioError> {
    Result { () throws(ScenarioError) in try ScenarioLoader.load(contentsOf: file) }
  }
}
