import Foundation
import ResponderKit

extension ScenarioLinter {
  /// Scroll-view traps: controls filling content whose touches arrive at once and cannot be
  /// taken back, and an ancestor's pan that loses every drag to the scroll view's own pan.
  static func scrollFindings(
    _ spec: Scenario.ViewSpec, _ specs: SpecsByView, _ views: [String: View]
  ) -> [LintFinding] {
    guard spec.kind.isScrollView, let scroll = views[spec.id] as? ScrollView else { return [] }
    return controlsHoldDrags(spec, scroll, views) + ancestorPansLose(spec, scroll, specs)
  }

  /// With `delaysContentTouches` off, a control gets its touch at once, and the default
  /// `touchesShouldCancel(in:)` says no for controls: a drag that starts on one never scrolls.
  private static func controlsHoldDrags(
    _ spec: Scenario.ViewSpec, _ scroll: ScrollView, _ views: [String: View]
  ) -> [LintFinding] {
    guard !spec.delaysContentTouches, spec.canCancelContentTouches,
      spec.touchesShouldCancel != true, scroll.scrollsVertically || scroll.scrollsHorizontally
    else { return [] }
    let visible = scroll.bounds
    var covered: CGFloat = 0
    var controls: [String] = []
    func visit(_ specs: [Scenario.ViewSpec]) {
      for child in specs {
        if child.kind.isControl, child.isEnabled, let view = views[child.id] {
          let area = view.convert(view.bounds, to: scroll).intersection(visible)
          if !area.isNull {
            covered += area.width * area.height
            controls.append(child.id)
          }
        }
        visit(child.subviews)
      }
    }
    visit(spec.subviews)
    let share = covered / max(visible.width * visible.height, 1)
    guard share >= 0.25 else { return [] }
    return [
      LintFinding(
        severity: .warning, subject: spec.id,
        problem:
          "drags that start on its controls (\(controls.prefix(3).joined(separator: ", "))\(controls.count > 3 ? ", ..." : ""): \(Self.percent(share)) % of it) never scroll: delaysContentTouches is off and touchesShouldCancel(in:) says no for controls",
        fix: "set touchesShouldCancel: true on \(spec.id), or turn delaysContentTouches back on")
    ]
  }

  /// A pan on an ancestor of a scroll view begins with the same 10 pt as the scroll view's own
  /// pan; the deeper one wins and excludes it, unless they are made simultaneous or one waits.
  private static func ancestorPansLose(
    _ spec: Scenario.ViewSpec, _ scroll: ScrollView, _ specs: SpecsByView
  ) -> [LintFinding] {
    guard scroll.scrollsVertically || scroll.scrollsHorizontally, spec.isScrollEnabled else {
      return []
    }
    let listPan = "\(spec.id).panGestureRecognizer"
    var findings: [LintFinding] = []
    for ancestor in specs.specs(of: scroll, orAbove: true) where ancestor.id != spec.id {
      for gesture in ancestor.gestures where gesture.type == "pan" {
        let settled =
          gesture.simultaneousWith.contains(listPan) || gesture.requireToFail.contains(listPan)
          || gesture.shouldRequireFailureOf.contains(listPan)
          || gesture.shouldBeRequiredToFailBy.contains(listPan)
        guard !settled else { continue }
        let axis = scroll.scrollsVertically ? "vertical" : "horizontal"
        findings.append(
          LintFinding(
            severity: .warning, subject: "\(gesture.name) on \(ancestor.id)",
            problem:
              "a \(axis) drag on \(spec.id) goes to \(listPan), which excludes it: it never recognizes there",
            fix:
              "add simultaneousWith: [\(listPan)] to \(gesture.name), or requireToFail: [\(listPan)] to let it take what \(spec.id) does not"
          ))
      }
    }
    return findings
  }
}

extension ScenarioLinter {
  /// A tap recognizer that cancels touches in views, above a view that handles its own touches:
  /// every tap it recognizes ends that view's touch in `touchesCancelled`, not `touchesEnded`
  /// (§7) — the "my tap recognizer stops my rows from selecting" trap.
  static func cancellingTapFindings(
    _ spec: Scenario.ViewSpec, _ specs: SpecsByView, _ views: [String: View]
  ) -> [LintFinding] {
    let handlesEnded = spec.kind == .view && spec.implements?.contains(.touchesEnded) == true
    guard handlesEnded || spec.kind == .list, let handler = views[spec.id] else { return [] }
    let rows = Set(spec.subviews.filter { $0.kind == .row }.map(\.id))
    if spec.kind == .list, rows.isEmpty { return [] }
    var findings: [LintFinding] = []
    for ancestor in specs.specs(of: handler, orAbove: true) {
      if handlesEnded, handler === views[ancestor.id] { continue }
      for gesture in ancestor.gestures where gesture.type == "tap" {
        guard gesture.flags["cancelsTouchesInView"] ?? true else { continue }
        if case .except(let excluded) = gesture.shouldReceive,
          excluded.contains(where: { id in
            rows.contains(id)
              || (views[id].map { handler === $0 || handler.isDescendant(of: $0) } ?? false)
          })
        {
          continue
        }
        guard gesture.shouldReceive != .never else { continue }
        let what = spec.kind == .list ? "a row of \(spec.id)" : spec.id
        let outcome =
          spec.kind == .list
          ? "no row is ever selected: the row's touchesEnded becomes touchesCancelled"
          : "it ends in touchesCancelled there, not touchesEnded"
        findings.append(
          LintFinding(
            severity: .warning, subject: "\(gesture.name) on \(ancestor.id)",
            problem:
              "a tap on \(what): \(outcome), because \(gesture.name) recognizes and cancelsTouchesInView takes the touch",
            fix: spec.kind == .list
              ? "set cancelsTouchesInView: false on \(gesture.name): the rows then get touchesEnded and select"
              : "set cancelsTouchesInView: false on \(gesture.name), or shouldReceive: {except: [\(spec.id)]}"
          ))
      }
    }
    return findings
  }
}

extension ScenarioLinter {
  /// A window-level view that reaches past the window: touches there never arrive, and the file
  /// most likely meant a larger window.
  static func windowFindings(_ scenario: Scenario) -> [LintFinding] {
    let window = CGRect(origin: .zero, size: scenario.windowSize)
    let n = TextTraceFormatter.number
    return scenario.views.compactMap { spec in
      guard !window.contains(spec.frame), spec.frame.width > 0, spec.frame.height > 0 else {
        return nil
      }
      let width = max(window.maxX, spec.frame.maxX)
      let height = max(window.maxY, spec.frame.maxY)
      return LintFinding(
        severity: .warning, subject: spec.id,
        problem:
          "it reaches past the \(n(window.width)) x \(n(window.height)) window, where touches never arrive",
        fix:
          "set window: {width: \(n(width)), height: \(n(height))} if that is the screen you meant, or fit it inside"
      )
    }
  }
}

extension ScenarioLinter {
  /// The scenario's view specs by the views built from them, to find the specs of a view's
  /// ancestors by walking up from it rather than by testing every spec.
  @MainActor
  struct SpecsByView {
    private let specs: [Scenario.ViewSpec]
    /// The positions in `specs` of the specs built into each view.
    private var positions: [ObjectIdentifier: [Int]] = [:]

    /// Indexes `specs` (in document order) by their views in `views`.
    init(_ specs: [Scenario.ViewSpec], views: [String: View]) {
      self.specs = specs
      for (position, spec) in specs.enumerated() {
        guard let view = views[spec.id] else { continue }
        positions[ObjectIdentifier(view), default: []].append(position)
      }
    }

    /// The specs of `view` and, with `orAbove`, of its ancestors, in document order.
    ///
    /// - Complexity: O(*d* log *d*) in the view's depth.
    func specs(of view: View, orAbove: Bool) -> [Scenario.ViewSpec] {
      var found: [Int] = []
      var current: View? = view
      while let candidate = current {
        found += positions[ObjectIdentifier(candidate)] ?? []
        current = orAbove ? candidate.superview : nil
      }
      return found.sorted().map { specs[$0] }
    }
  }
}
