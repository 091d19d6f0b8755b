import Foundation
import ResponderKit

/// What `responderkit trace` prints.
@MainActor
public enum ScenarioPrinter {
  /// Loads and plays `file`; the trace as text (or JSON Lines), then any failed expectations, and
  /// whether everything held. A file that cannot be loaded or played gives its error and fails. In
  /// JSON Lines every line is an object: failed expectations are `expectationFailed` events and
  /// errors `error` events, each with a `message`.
  /// With `color`, text lines carry ANSI colour (``TerminalStyle``), failed expectations red.
  public static func trace(file: String, json: Bool, reasons: Bool, color: Bool = false) -> (
    text: String, succeeded: Bool
  ) {
    var lines: [String] = []
    let succeeded = trace(file: file, json: json, reasons: reasons, color: color) {
      lines.append($0)
    }
    return (lines.joined(separator: "\n"), succeeded)
  }

  /// Writes what ``trace(file:json:reasons:color:)`` returns one line at a time, as each is made,
  /// so that a long trace is never held as text (the CLI prints it this way); returns whether
  /// everything held.
  public static func trace(
    file: String, json: Bool, reasons: Bool, color: Bool = false, write: (String) -> Void
  ) -> Bool {
    func failure(_ message: String) -> Bool {
      write(json ? jsonLine(event: "error", message: message) : "error: \(message)")
      return false
    }
    switch load(file) {
    case .success(let scenario):
      return trace(scenario, file: file, json: json, reasons: reasons, color: color, write: write)
    case .failure(let error): return failure("\(error)")
    }
  }

  /// Plays a loaded scenario and writes its trace as ``trace(file:json:reasons:color:write:)``
  /// does; `file` names it in errors. A `deadline` passed stops the script before its next step
  /// (``ScenarioRun/play(_:file:recordLimit:deadline:)``). Returns whether everything held.
  public static func trace(
    _ scenario: Scenario, file: String, json: Bool, reasons: Bool, color: Bool = false,
    deadline: ContinuousClock.Instant? = nil, write: (String) -> Void
  ) -> Bool {
    scenario.noteLines(json: json, color: color).forEach(write)
    let run: ScenarioRun
    do {
      run = try ScenarioRun.play(
        scenario, file: (file as NSString).lastPathComponent, deadline: deadline)
    } catch {
      let message = "\(file): the touch script breaks the input rules: \(error)"
      write(json ? jsonLine(event: "error", message: message) : "error: \(message)")
      return false
    }
    if json {
      let formatter = JSONLinesTraceFormatter()
      for record in run.records { write(formatter.line(for: record)) }
    } else {
      let formatter = TextTraceFormatter(
        showsReasons: reasons, hitTestViews: hitTestViews(scenario), usesColor: color)
      for record in run.records {
        if let line = formatter.line(for: record) { write(line) }
      }
    }
    let stories = TouchStory.stories(from: run.records)
    if json {
      for story in stories { write(jsonLine(event: "touchOutcome", message: story.outcome)) }
      for failure in run.failures { write(jsonLine(event: "expectationFailed", message: failure)) }
    } else if !stories.isEmpty {
      write("")
      for story in stories {
        write(color ? TerminalStyle.bold.apply(to: story.outcome) : story.outcome)
      }
    }
    writeDesktopMisses(run, scenario: scenario, json: json, color: color, write: write)
    if !json, !run.failures.isEmpty {
      write("")
      for failure in run.failures {
        let line = "expectation failed: \(failure)"
        write(color ? TerminalStyle.red.apply(to: line) : line)
      }
    }
    return run.failures.isEmpty
  }

  /// One JSON Lines object of the trace's shape: `{"event": ..., "message": ...}`.
  static func jsonLine(event: String, message: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(["event": event, "message": message])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// The scenario's own views: the hit-test lines a reader wants (the window's are left out).
  private static func hitTestViews(_ scenario: Scenario) -> Set<String> {
    Set(scenario.allViews.map(\.id))
  }

  /// Explains a touch at `point` (window coordinates) on the scenario's screen as built, or, with
  /// no point, each touch-down of the script on the screen as it is when that touch lands (content
  /// scrolled, views moved by what came before). With `view`, says what happens for that view.
  public static func explain(file: String, at point: CGPoint?, view: String?, color: Bool = false)
    -> (text: String, succeeded: Bool)
  {
    switch load(file) {
    case .success(let scenario):
      return scenario.withNotes(
        explain(scenario, file: file, at: point, view: view, color: color), color: color)
    case .failure(let error): return ("error: \(error)", false)
    }
  }

  /// Explains a touch on a loaded scenario, as ``explain(file:at:view:color:)`` does; `file` names
  /// it in errors. A `deadline` passed stops the script before its next step: the touches played
  /// are explained, and a last line says where it stopped.
  public static func explain(
    _ scenario: Scenario, file: String, at point: CGPoint?, view: String?, color: Bool = false,
    deadline: ContinuousClock.Instant? = nil
  ) -> (text: String, succeeded: Bool) {
    let built = ScenarioScene(scenario)
    if let view, built.views[view] == nil {
      return ("error: \(file): no view has the id \(quoted(view))", false)
    }
    if let point {
      return (
        explanation(at: point, on: built, focus: view, color: color).joined(separator: "\n"), true
      )
    }
    var touches: [(id: Int, lines: [String])] = []
    let application = built.scene.application
    var stoppedBefore: Int?
    do {
      try application.play(
        scenario.script,
        beforeEachFrame: { frame in
          for sample in frame where sample.phase == .began {
            var explained = explanation(
              at: sample.location, on: built, focus: view, color: color)
            let time = TextTraceFormatter.number(sample.timestamp)
            let heading = "touch \(TextTraceFormatter.touchName(sample.touchID)) [\(time) s] "
            explained[0] =
              color ? TerminalStyle.bold.apply(to: heading) + explained[0] : heading + explained[0]
            touches.append((sample.touchID, explained))
          }
        },
        stoppingBefore: { index in
          guard let deadline, ContinuousClock.now >= deadline else { return false }
          stoppedBefore = index
          return true
        })
    } catch {
      return ("error: \(file): the touch script breaks the input rules: \(error)", false)
    }
    application.advance(by: ScenarioRun.settlingTime)
    let keys =
      keyExplanations(built.scene.recorder.records, color: color)
      + pointerExplanations(built.scene.recorder.records, script: scenario.script, color: color)
    let misses = desktopMisses(
      built.scene.recorder.records, scenario: scenario, window: built.scene.window, color: color)
    guard !touches.isEmpty || !keys.isEmpty || !misses.isEmpty || stoppedBefore != nil else {
      return ("error: \(file): the script has no touches; give --at X,Y", false)
    }
    let stories = fitted(TouchStory.stories(from: built.scene.recorder.records), on: built)
    // A touch id comes back after its touch lifts: each touch-down takes the first story of its
    // id, as a search from the start would.
    var storyByTouch: [Int: Int] = [:]
    for (index, story) in stories.enumerated() where storyByTouch[story.touch] == nil {
      storyByTouch[story.touch] = index
    }
    var lines = joined(misses, into: keys)
    for touch in touches {
      lines += touch.lines
      if let index = storyByTouch[touch.id] {
        lines += stories[index].lines(usesColor: color)
      }
    }
    if let stoppedBefore {
      lines.append(
        "\(file): touches: the explanation's time was up before step \(stoppedBefore + 1) of the script's \(scenario.script.steps.count); the steps after it are not explained. A shorter script, or fewer recognizers, plays in time"
      )
      return (lines.joined(separator: "\n"), false)
    }
    return (lines.joined(separator: "\n"), true)
  }

  /// The explanation of a touch at `point`, all of it or, with `focus`, that view's verdict.
  private static func explanation(
    at point: CGPoint, on built: ScenarioScene, focus: String?, color: Bool
  ) -> [String] {
    let window = built.scene.window
    // As the engine lays out before it hit-tests a frame (a table's cells, a bar's buttons).
    window.layoutIfNeeded()
    let explanation = window.explainTouch(at: point)
    let lines = explanation.lines(usesColor: color)
    guard let focus else { return lines }
    var focused = [lines[0]]
    if let index = explanation.candidates.firstIndex(where: { $0.view == focus }) {
      focused.append(lines[index + 1])
    } else if let target = built.views[focus] {
      let area = target.convert(target.bounds, to: window)
      let line =
        "  \(focus): misses it: not under the point; its area in the window is "
        + "\(TextTraceFormatter.point(area.origin)) size \(TextTraceFormatter.number(area.width)) x \(TextTraceFormatter.number(area.height))"
      focused.append(color ? TerminalStyle.yellow.apply(to: line) : line)
    }
    return focused
  }

  /// Lints `file`: one line per finding, worst first, the worst severity (`nil`: clean) and the
  /// command's exit code: 2 for a file that does not load (reported as an error), 1 when some
  /// finding is an error, 0 otherwise (warnings and information do not fail a build).
  public static func lint(file: String, color: Bool = false) -> (
    text: String, worst: LintFinding.Severity?, exitCode: Int32
  ) {
    let scenario: Scenario
    switch load(file) {
    case .success(let loaded): scenario = loaded
    case .failure(let error): return ("error: \(error)", .error, 2)
    }
    let findings = ScenarioLinter.lint(scenario)
    let notes = scenario.noteLines(color: color)
    guard !findings.isEmpty else {
      return (
        (notes + ["\((file as NSString).lastPathComponent): no findings"]).joined(separator: "\n"),
        nil, 0
      )
    }
    let lines = findings.map { finding in
      color ? finding.severity.style.apply(to: finding.description) : finding.description
    }
    let worst = findings.map(\.severity).max()
    return ((notes + lines).joined(separator: "\n"), worst, worst == .error ? 1 : 0)
  }

  /// Draws `file` as SVG into `output`: the screen, or with `timeline`, the script over time; a
  /// file that cannot be loaded is an error naming it.
  public static func render(file: String, to output: String, timeline: Bool = false) throws {
    let scenario = try ScenarioLoader.load(contentsOf: file)
    let name = (file as NSString).lastPathComponent
    let svg =
      timeline
      ? ScenarioRenderer.timeline(scenario, file: name) : ScenarioRenderer.svg(scenario, file: name)
    try scenario.withNotes(svg: svg).write(toFile: output, atomically: true, encoding: .utf8)
  }

  private static func load(_ file: String) -> Result<Scenario, ScenarioError> {
    Result { () throws(ScenarioError) in try ScenarioLoader.load(contentsOf: file) }
  }
}
