import Foundation
import ResponderKit
import ResponderKitDemos

/// One problem `responderkit lint` finds.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
  /// How bad it is.
  public enum Severity: Int, Comparable, Sendable, CustomStringConvertible {
    /// Worth knowing.
    case info = 0
    /// Likely to surprise users.
    case warning = 1
    /// Touches can never arrive as intended.
    case error = 2

    /// Orders by badness.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Its colour on a terminal: red, yellow, blue.
    var style: TerminalStyle {
      switch self {
      case .error: .red
      case .warning: .yellow
      case .info: .blue
      }
    }

    /// The severity's name.
    public var description: String {
      switch self {
      case .info: "info"
      case .warning: "warning"
      case .error: "error"
      }
    }
  }

  /// How bad it is.
  public var severity: Severity
  /// The view or recognizer concerned.
  public var subject: String
  /// What is wrong.
  public var problem: String
  /// How to fix it.
  public var fix: String

  /// `severity: subject: problem. Fix: fix.`
  public var description: String { "\(severity): \(subject): \(problem). Fix: \(fix)." }
}

/// Finds the traps in a scenario's screen: targets too small, areas nobody can reach, views covered
/// by others, recognizers that never see a touch or that fight each other, control actions that
/// nobody performs.
@MainActor
public enum ScenarioLinter {
  /// Apple's minimum comfortable touch target, in points.
  public static let minimumTarget: CGFloat = 44

  /// The findings for `scenario`, worst first, then in document order.
  ///
  /// - Complexity: about O(*n*·*d* + *g* + *r*) in the views and their depth, the recognizers and
  ///   the names their relations list: views covering others are found through a
  ///   ``FrontViewIndex``, findings that would come in pairs of recognizers or in runs of covering
  ///   views are grouped into one.
  public static func lint(_ scenario: Scenario) -> [LintFinding] {
    lint(scenario, search: .indexed)
  }

  /// ``lint(_:)`` with the covering views found by `search`.
  static func lint(_ scenario: Scenario, search: CoverSearch) -> [LintFinding] {
    let built = ScenarioScene(scenario)
    let (scene, views) = (built.scene, built.views)
    let front = FrontViewIndex(window: scene.window)
    var findings: [LintFinding] = []
    let specs = scenario.allViews
    let specsByView = SpecsByView(specs, views: views)
    for spec in specs {
      // A screen of a navigation stack below the top one is in no window until it is popped to.
      guard let view = views[spec.id], view.window != nil else { continue }
      let interactive = !spec.gestures.isEmpty || spec.kind.isControl
      if interactive { findings += targetFindings(spec, view) }
      if interactive {
        findings += reachFindings(spec, view, in: scene.window, front: front, search: search)
      }
      findings += blockedControlFindings(spec, view, in: scene.window)
      findings += scrollFindings(spec, specsByView, views)
      findings += cancellingTapFindings(spec, specsByView, views)
      findings += recognizerFindings(spec, view, in: scene.window)
      findings += actionFindings(spec, built)
      findings += animationFindings(spec, view)
      findings += customRecognizerFindings(spec)
      findings += cellViewFindings(spec)
    }
    findings += windowFindings(scenario)
    findings += zPositionFindings(scenario, views: views, in: scene.window)
    return findings.enumerated().sorted {
      ($0.element.severity, -$0.offset) > ($1.element.severity, -$1.offset)
    }.map(\.element)
  }

  private static func targetFindings(_ spec: Scenario.ViewSpec, _ view: View) -> [LintFinding] {
    let area = spec.touchArea ?? EdgeInsets()
    let width = view.bounds.width + area.left + area.right
    let height = view.bounds.height + area.top + area.bottom
    guard width < minimumTarget || height < minimumTarget else { return [] }
    let n = TextTraceFormatter.number
    return [
      LintFinding(
        severity: .warning, subject: spec.id,
        problem:
          "its touch area is \(n(width)) x \(n(height)) pt, under the \(n(minimumTarget)) x \(n(minimumTarget)) pt minimum",
        fix:
          "give it a touchArea that reaches \(n(minimumTarget)) x \(n(minimumTarget)) pt, or make it larger"
      )
    ]
  }

  private static func reachFindings(
    _ spec: Scenario.ViewSpec, _ view: View, in window: Window, front: FrontViewIndex,
    search: CoverSearch
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    var area = view.convert(view.bounds, to: window)
    var ancestor = view.superview
    // An ancestor whose hitTest redirects to the view (or one of its ancestors) hands it every
    // touch in its own area; one that redirects elsewhere hands them all to another view.
    var redirecting: View? = view.superview
    var redirector: View?
    while let candidate = redirecting, candidate !== window {
      if let target = (candidate as? ScenarioView)?.redirectTarget {
        if view === target || view.isDescendant(of: target) {
          if view === target {
            let rect = (candidate as? ScenarioView)?.touchRect ?? candidate.bounds
            area = candidate.convert(rect, to: window)
            ancestor = candidate.superview
            redirector = candidate
          }
        } else {
          findings.append(
            LintFinding(
              severity: .error, subject: spec.id,
              problem:
                "it never gets a touch: \(candidate.traceName)'s hitTest redirects every touch in it to \(target.traceName) (redirectTo)",
              fix:
                "move \(spec.id) out of \(candidate.traceName), or redirect only touches no other subview takes"
            ))
          return findings
        }
      }
      redirecting = candidate.superview
    }
    var visible = area
    while let parent = ancestor, parent !== window {
      // A parent's enlarged touch area lets its subviews be hit there too.
      let parentRect = (parent as? ScenarioView)?.touchRect ?? parent.bounds
      let parentArea = parent.convert(parentRect, to: window)
      if !parentArea.contains(area) {
        let inside = parentArea.intersection(area)
        let share =
          inside.isNull ? 0 : (inside.width * inside.height) / max(area.width * area.height, 1)
        let size = parent.bounds.size
        let collapsed =
          !parent.translatesAutoresizingMaskIntoConstraints && (size.width == 0 || size.height == 0)
        let layout =
          collapsed
          ? ": its constraints leave \(parent.traceName) \(TextTraceFormatter.number(Double(size.width))) x "
            + "\(TextTraceFormatter.number(Double(size.height))) pt [Auto Layout §21.7]" : ""
        findings.append(
          LintFinding(
            severity: share == 0 ? .error : .warning, subject: spec.id,
            problem:
              "\(Self.percent(1 - share)) % of it lies outside \(parent.traceName), where touches never reach it\(layout)",
            fix: collapsed
              ? "give \(parent.traceName) a \(size.height == 0 ? "height" : "width"), or tie \(spec.id)'s \(size.height == 0 ? "bottom" : "trailing") to \(parent.traceName)'s so it sizes \(parent.traceName) from inside"
              : "move it inside \(parent.traceName) or grow \(parent.traceName) to contain it"))
      }
      visible = visible.intersection(parentArea)
      ancestor = parent.superview
    }
    guard !visible.isNull, !visible.isEmpty, let index = front.index(of: view) else {
      return findings
    }
    // The views in front: after the view's subtree, and after the redirector's, whose views the
    // redirection hands the touches back from.
    let start =
      redirector.flatMap(front.index(of:)).map(front.subtreeEnd(of:))
      ?? front.frontStart(of: index)
    let end = front.order.count
    let cover = front.firstContaining(visible, in: start..<end, using: search)
    if spec.kind != .view {
      let partial = front.firstOverlapping(
        visible, in: start..<(cover ?? end), limit: groupedCovers + 1, using: search)
      findings += partialCoverFindings(spec, partial.map { front.order[$0] })
    }
    if let cover {
      let other = front.order[cover]
      findings.append(
        LintFinding(
          severity: .error, subject: spec.id,
          problem:
            "it is fully covered by \(other.traceName), in front, which takes the touches\(faint(other))",
          fix: "bring \(spec.id) to the front, or make \(other.traceName) pass touches through"))
    }
    return findings
  }

  private static func recognizerFindings(_ spec: Scenario.ViewSpec, _ view: View, in window: Window)
    -> [LintFinding]
  {
    guard !spec.gestures.isEmpty else { return [] }
    var findings: [LintFinding] = []
    let blocker = blocker(of: view, in: window)
    for gesture in spec.gestures {
      if let blocker {
        findings.append(
          LintFinding(
            severity: .warning, subject: "\(gesture.name) on \(spec.id)",
            problem: "it can never receive a touch: \(blocker.problem)", fix: blocker.fix))
      } else if gesture.shouldReceive == .never {
        findings.append(
          LintFinding(
            severity: .warning, subject: "\(gesture.name) on \(spec.id)",
            problem: "it can never receive a touch: its delegate's shouldReceive always says no",
            fix: "remove it, or let its delegate say yes to some touches"))
      } else if gesture.flags["isEnabled"] == false {
        findings.append(
          LintFinding(
            severity: .info, subject: "\(gesture.name) on \(spec.id)", problem: "it is disabled",
            fix: "enable it, or remove it"))
      }
    }
    findings += pairFindings(spec)
    return findings
  }

  /// A control under an ancestor (or itself) that hit-testing skips: no touch can reach it.
  private static func blockedControlFindings(
    _ spec: Scenario.ViewSpec, _ view: View, in window: Window
  ) -> [LintFinding] {
    guard spec.kind.isControl, let blocker = blocker(of: view, in: window),
      blocker.reason != .disabledControl || blocker.view !== view
    else { return [] }
    return [
      LintFinding(
        severity: .error, subject: spec.id, problem: "it can never be touched: \(blocker.problem)",
        fix: blocker.fix)
    ]
  }

  /// A share as a whole percentage, 0 to 100 (a share that is not a number counts as 0).
  static func percent(_ share: CGFloat) -> Int {
    share.isFinite ? Int((min(max(share, 0), 1) * 100).rounded()) : 0
  }

  /// The nearest of `view` and its ancestors that hit-testing skips, why, and the fix.
  private static func blocker(of view: View, in window: Window) -> (
    view: View, reason: HitTestSkipReason, problem: String, fix: String
  )? {
    var current: View? = view
    while let candidate = current, candidate !== window {
      // An animation blocks touches only while it runs: said by its own finding.
      if let reason = candidate.hitTestExclusionReason, reason != .animating {
        let name = candidate.traceName
        let on = candidate === view ? "" : " on \(name)"
        // Interaction off is UIImageView's and UILabel's default: name it when it is the cause.
        let defaultOff = reason == .userInteractionDisabled
        let origin =
          defaultOff && candidate is ImageView
          ? " (UIImageView's default)"
          : defaultOff && candidate is Label ? " (UILabel's default)" : ""
        let fix: String
        switch reason {
        case .userInteractionDisabled: fix = "set isUserInteractionEnabled: true on \(name)"
        case .hidden: fix = "show \(name), or move the view out of it"
        case .transparent: fix = "give \(name) an alpha of 0.01 or more"
        case .disabledControl: fix = "enable \(name)"
        case .animating, .pointOutside: fix = "attach it to a view that takes touches"
        }
        return (candidate, reason, "\(reason)\(on)\(origin)", fix)
      }
      current = candidate.superview
    }
    return nil
  }

  /// The views past which partial covers are named in one finding.
  static let groupedCovers = 3

  /// `though nearly invisible (alpha 0.05)` for a view drawn at under 0.1 alpha.
  private static func faint(_ view: View) -> String {
    view.alpha < 0.1
      ? " though nearly invisible (alpha \(TextTraceFormatter.number(Double(view.alpha))))" : ""
  }

  /// The findings for the views in front that cover part of a control, in drawing order: one each
  /// for up to ``groupedCovers`` of them, one naming the first few for more.
  private static func partialCoverFindings(_ spec: Scenario.ViewSpec, _ others: [View])
    -> [LintFinding]
  {
    guard others.count > groupedCovers else {
      return others.map { other in
        LintFinding(
          severity: .warning, subject: spec.id,
          problem:
            "part of it is covered by \(other.traceName), in front, which swallows touches there\(faint(other))",
          fix: "make \(other.traceName) pass touches through, or keep it off the control")
      }
    }
    let names = others.prefix(groupedCovers).map(\.traceName).joined(separator: ", ")
    return [
      LintFinding(
        severity: .warning, subject: spec.id,
        problem:
          "part of it is covered by \(names) and more views in front, which swallow touches there",
        fix: "make the views in front pass touches through, or keep them off the control")
    ]
  }

}
