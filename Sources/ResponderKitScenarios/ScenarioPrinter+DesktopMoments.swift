import Foundation
import ResponderKit

/// The desktop inputs that missed, each judged at its own moment: the scenario is played again,
/// and just before each missed input's step the screen is asked what the input met.
///
/// ```
///   trace ──► DesktopBusy ──► misses ──► jobs by step index
///                                              │
///   ScenarioScene(scenario) ─ play(beforeEachStep:) ─► each job judged on the screen then
///                                              │
///                                   paragraphs, in the order of the misses
/// ```
@MainActor
struct DesktopMoments {
  /// What to judge at one step.
  enum Job {
    /// A scroll that drove no pan, judged at its first reading.
    case scroll(DesktopInput, paragraph: Int)
    /// One reading of a hover that began no hover recognizer.
    case hover(CGPoint, paragraph: Int)
    /// A key that went down with no first responder.
    case key(String, TimeInterval, paragraph: Int)
  }

  /// The paragraphs of the answer, in order; a miss's is empty until it is judged.
  var paragraphs: [[String]] = []
  /// What the missed hovers met, by paragraph.
  var hovers: [Int: HoverWitness] = [:]
  /// The jobs by the index of the step before which they are judged.
  private(set) var jobs: [Int: [Job]] = [:]

  /// Adds a job to judge just before step `step`.
  mutating func add(_ job: Job, at step: Int) {
    jobs[step, default: []].append(job)
  }

  /// Plays `scenario` again on a new screen and judges every job at its step, then writes the
  /// missed hovers' paragraphs.
  ///
  /// - Complexity: one play of the scenario, plus for each job a hit-test and a walk up its
  ///   chain (a key's: the views of the window).
  mutating func judge(_ scenario: Scenario, color: Bool) {
    let replay = ScenarioScene(scenario)
    let window = replay.scene.window
    let jobs = self.jobs
    var judged = self
    try? replay.scene.application.play(scenario.script) { _ in
    } beforeEachStep: { index in
      for job in jobs[index] ?? [] { judged.judge(job, on: window, color: color) }
    }
    self = judged
    for (paragraph, witness) in hovers {
      paragraphs[paragraph] = ScenarioPrinter.hoverMiss(witness, window: window, color: color)
    }
  }

  private mutating func judge(_ job: Job, on window: Window, color: Bool) {
    switch job {
    case .scroll(let scroll, let paragraph):
      paragraphs[paragraph] = ScenarioPrinter.scrollMiss(scroll, window: window, color: color)
    case .hover(let location, let paragraph):
      let point = ScenarioPrinter.inWindow(window, location)
      if hovers[paragraph]?.refusals == nil {
        hovers[paragraph]?.refusals = ScenarioPrinter.refusedHolders(at: point, in: window) {
          $0 is HoverGestureRecognizer && $0.isEnabled
        }
      }
      hovers[paragraph]?.see(
        window.hitTest(point, with: nil), in: window)
    case .key(let key, let time, let paragraph):
      paragraphs[paragraph] = ScenarioPrinter.keyMiss(key, at: time, window: window, color: color)
    }
  }
}

/// What a hover that began no hover recognizer met: the views under the pointer at each of its
/// readings, innermost first, and the last view hit.
struct HoverWitness {
  /// The hover.
  let hover: DesktopInput
  /// The views under the pointer, in the order first met.
  private(set) var views: [String] = []
  /// The innermost view under the pointer at the last reading that hit one.
  private(set) var target: String?
  /// The views with a hover recognizer that hit-testing passed over at the first reading, and
  /// why (``ScenarioPrinter/refusedHolders(at:in:holding:)``).
  var refusals: [String]?

  init(hover: DesktopInput) { self.hover = hover }

  /// Notes what one reading hit and every view up to its window.
  @MainActor
  mutating func see(_ hit: View?, in window: Window) {
    if let hit, hit !== window { target = hit.traceName }
    var view = hit
    while let current = view, current !== window {
      if !views.contains(current.traceName) { views.append(current.traceName) }
      view = current.superview
    }
  }
}

extension DesktopInput {
  /// The key-down steps of a script (repeats aside), with their times, in order.
  static func keyDowns(in script: TouchScript) -> [(step: Int, time: TimeInterval)] {
    var downs: [(step: Int, time: TimeInterval)] = []
    for (index, step) in script.steps.enumerated() {
      if case .key(let sample) = step, sample.phase == .down, !sample.isRepeat {
        downs.append((index, sample.timestamp))
      }
    }
    return downs
  }
}

extension ScenarioPrinter {
  /// The views at `point` that hold a recognizer `holds` accepts but that hit-testing passes
  /// over now, each with its verdict in `explain`'s words and the fix the verdict has: a hover
  /// recognizer on a view mid-animation, a pan on a hidden view.
  ///
  /// - Complexity: O(*n*) in the window's views.
  static func refusedHolders(
    at point: CGPoint, in window: Window, holding holds: (GestureRecognizer) -> Bool
  ) -> [String] {
    let explanation = window.explainTouch(at: point)
    var missed: [String: TouchExplanation.Verdict] = [:]
    for candidate in explanation.candidates {
      switch candidate.verdict {
      case .hitView, .hitViewByOverride, .ancestorOfHitView: continue
      default: missed[candidate.view] = candidate.verdict
      }
    }
    guard !missed.isEmpty else { return [] }
    var lines: [String] = []
    var stack: [View] = [window]
    while let view = stack.popLast() {
      stack += view.subviews
      guard let verdict = missed[view.traceName],
        let recognizer = (view.gestureRecognizers ?? []).first(where: holds)
      else { continue }
      lines.append(
        "  \(recognizer.traceName) on \(view.traceName) would take it, but \(view.traceName) "
          + "\(verdict)")
      if let fix = verdict.fix { lines.append("  fix: \(fix)") }
    }
    return lines
  }
}
