import Foundation
import ResponderKit
import ResponderKitDemos

/// Draws a scenario as SVG: the window's views as labelled shapes in drawing order with the
/// recognizers on each, the parts of interactive views that touches cannot reach hatched, each
/// touch's path joined to the view it hit and tagged with its outcome, lint findings as numbered
/// diamonds on their views, and a legend below: the key, each touch's outcome line, and the
/// findings with their fixes. ``timeline(_:file:deadline:)`` draws the same script over time.
@MainActor
public enum ScenarioRenderer {
  /// The SVG document for `scenario`. A `deadline` passed stops its script before the next step
  /// (``ScenarioRun/play(_:file:recordLimit:deadline:)``): the picture shows what played.
  public static func svg(
    _ scenario: Scenario, file: String, deadline: ContinuousClock.Instant? = nil
  ) -> String {
    let records = (try? ScenarioRun.play(scenario, file: file, deadline: deadline))?.records ?? []
    return svg(
      scenario, on: ScenarioScene(scenario), records: records,
      findings: ScenarioLinter.lint(scenario))
  }

  /// The SVG document for `scenario` drawn on `built` as it is now (a live screen: scrolled
  /// content where it has scrolled to), with the touches of the scenario's script, the outcomes
  /// `records` tell and the lint `findings` given. ``svg(_:file:deadline:)`` draws a freshly built screen
  /// with the records of playing its script. With `showsState`, highlighted controls are filled
  /// darker and switches say whether they are on, as the engine has left them.
  public static func svg(
    _ scenario: Scenario, on built: ScenarioScene, records: [TraceRecord], findings: [LintFinding],
    showsState: Bool = false
  ) -> String {
    let (scene, views) = (built.scene, built.views)
    let window = scene.window
    let hits = Set(
      records.compactMap { if case .touchBegan(_, _, let view, _) = $0 { view } else { nil } })
    let stories = TouchStory.stories(from: records)
    let size = window.bounds.size
    let legend = Legend(stories: stories, findings: findings, top: size.height)
    let canvasWidth = max(size.width, 900, legend.width)
    var out: [String] = [
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(canvasWidth))" height="\##(n(legend.bottom))" font-family="Helvetica, Arial, sans-serif" font-size="11">"##,
      ##"<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#d0021b" stroke-width="2"/></pattern></defs>"##,
      ##"<rect class="window" x="0" y="0" width="\##(n(size.width))" height="\##(n(size.height))" fill="#ffffff" stroke="#333"/>"##,
    ]
    let specs = scenario.viewsInDrawingOrder
    var labels = LabelPlacer()
    var labelAnchors: [String: CGPoint] = [:]
    for spec in specs {
      // A screen of a navigation stack below the top one is in no window: nothing to draw.
      guard let view = views[spec.id], view.window != nil else { continue }
      if showsState, isClippedAway(view, in: window) { continue }
      let corners = [
        CGPoint(x: view.bounds.minX, y: view.bounds.minY),
        CGPoint(x: view.bounds.maxX, y: view.bounds.minY),
        CGPoint(x: view.bounds.maxX, y: view.bounds.maxY),
        CGPoint(x: view.bounds.minX, y: view.bounds.maxY),
      ].map { view.convert($0, to: window) }
      let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
      let takesTouches = view.hitTestExclusionReason == nil
      let hit = hits.contains(spec.id)
      let stroke = hit ? "#0a84ff" : "#555"
      let width = hit ? 3 : 1
      let dash = takesTouches ? "" : #" stroke-dasharray="4 3""#
      let fill = view.backgroundColor?.cssValue ?? kindFill(spec.kind)
      let highlighted = showsState && (view as? Control)?.isHighlighted == true
      out.append(
        ##"<polygon class="view\##(hit ? " hit" : "")\##(highlighted ? " highlighted" : "")" data-id="\##(escape(spec.id))" points="\##(points)" fill="\##(fill)" fill-opacity="\##(highlighted ? "0.8" : "0.35")" stroke="\##(stroke)" stroke-width="\##(width)"\##(dash)/>"##
      )
      if showsState, let toggle = view as? Switch {
        let corner = corners[2]
        out.append(
          ##"<text class="switch-value" data-id="\##(escape(spec.id))" x="\##(n(corner.x - 4))" y="\##(n(corner.y - 5))" text-anchor="end" font-weight="bold" fill="\##(toggle.isOn ? "#1e8e3e" : "#888")">\##(toggle.isOn ? "on" : "off")</text>"##
        )
      }
      out += controlParts(view, in: window)
      let label = labels.place(spec.id, at: corners[0])
      labelAnchors[spec.id] = CGPoint(x: label.x + 3, y: label.y + 7)
      out.append(
        ##"<text x="\##(n(label.x + 3))" y="\##(n(label.y + 12))" fill="#222">\##(escape(spec.id))</text>"##
      )
      let recognizers = recognizerNames(spec)
      if !recognizers.isEmpty {
        let text = "recognizers: " + recognizers.joined(separator: ", ")
        let line = labels.place(text, at: CGPoint(x: label.x, y: label.y + 15))
        out.append(
          ##"<text class="recognizers" data-id="\##(escape(spec.id))" x="\##(n(line.x + 3))" y="\##(n(line.y + 11))" fill="#8e44ad" font-size="10">\##(escape(text))</text>"##
        )
      }
      if let table = view as? TableView { out += tableCells(table, in: window, hits: hits) }
      let interactive = !spec.gestures.isEmpty || spec.kind.isControl
      let area = view.convert(view.bounds, to: window)
      let reachable = view.reachableArea(in: window)
      if interactive, reachable != area {
        out.append(
          ##"<path class="unreachable" data-id="\##(escape(spec.id))" fill-rule="evenodd" fill="url(#hatch)" d="\##(rectPath(area)) \##(rectPath(reachable.isNull ? .zero : reachable))"/>"##
        )
      }
    }
    for (index, (id, samples)) in touchPaths(scenario).enumerated() {
      let points = samples.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
      if samples.count > 1 {
        out.append(
          ##"<polyline class="touch-path" points="\##(points)" fill="none" stroke="#ff9500" stroke-width="2"/>"##
        )
      }
      let start = samples[0]
      let story = index < stories.count ? stories[index] : nil
      // A touch outside the view it hit (a hitTest override redirected it) is joined to it; a
      // box that is not a finite rectangle (a scenario built in code) is left alone.
      if let hitView = story?.hitView, let anchor = labelAnchors[hitView],
        let box = views[hitView]?.convert(views[hitView]!.bounds, to: window), box.isFiniteBox,
        !box.contains(start)
      {
        out.append(
          ##"<line class="touch-hit" data-touch="\##(id)" x1="\##(n(start.x))" y1="\##(n(start.y))" x2="\##(n(anchor.x))" y2="\##(n(anchor.y))" stroke="#0a84ff" stroke-width="1" stroke-dasharray="2 2"/>"##
        )
      }
      out.append(
        ##"<circle class="touch" data-touch="\##(id)" cx="\##(n(start.x))" cy="\##(n(start.y))" r="6" fill="#ff9500" fill-opacity="0.8"/>"##
      )
      labels.reserve(CGRect(x: start.x - 6, y: start.y - 6, width: 12, height: 12))
      let tag = story.map { "\(id) \(shortOutcome($0))" } ?? "\(id)"
      let label = labels.place(tag, at: CGPoint(x: start.x + 8, y: start.y - 16))
      out.append(
        ##"<text x="\##(n(label.x))" y="\##(n(label.y + 10))" fill="#c05000">\##(id)</text>"##)
      if let story {
        out.append(
          ##"<text class="outcome" data-touch="\##(id)" x="\##(n(label.x + CGFloat(String(id).count) * 6.5 + 4))" y="\##(n(label.y + 10))" fill="#c05000" font-size="10">\##(escape(shortOutcome(story)))</text>"##
        )
      }
    }
    for (index, finding) in findings.enumerated() {
      let subject = finding.subject.components(separatedBy: " on ").last ?? finding.subject
      let id = subject.components(separatedBy: " and ").first ?? subject
      guard let view = views[id] else { continue }
      let corner = view.convert(CGPoint(x: view.bounds.maxX, y: view.bounds.minY), to: window)
      let spot = labels.place(
        size: CGSize(width: 30, height: 18), at: CGPoint(x: corner.x - 32, y: corner.y + 1))
      out.append(
        findingMarker(index + 1, finding.severity, at: CGPoint(x: spot.x + 9, y: spot.y + 9)))
    }
    out += legend.svg()
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// A lint finding's marker: a diamond with `!` and its number (none for 0, the key's sample),
  /// unlike a touch's round marker.
  static func findingMarker(
    _ number: Int, _ severity: LintFinding.Severity, at center: CGPoint, role: String = "finding"
  ) -> String {
    let (x, y) = (center.x, center.y)
    let points = "\(n(x)),\(n(y - 9)) \(n(x + 9)),\(n(y)) \(n(x)),\(n(y + 9)) \(n(x - 9)),\(n(y))"
    return
      ##"<polygon class="\##(role)" points="\##(points)" fill="\##(color(severity))"/><text class="finding-number" x="\##(n(x))" y="\##(n(y + 4))" text-anchor="middle" fill="#fff" font-size="9" font-weight="bold">!\##(number > 0 ? String(number) : "")</text>"##
  }

  /// Whether an ancestor that clips to its bounds hides all of `view`: content scrolled out of
  /// sight. A scroll view clips unless told not to, as a `UIScrollView` does by default.
  private static func isClippedAway(_ view: View, in window: Window) -> Bool {
    let area = view.convert(view.bounds, to: window)
    var ancestor = view.superview
    while let clipping = ancestor {
      if clipping.clipsToBounds,
        !clipping.convert(clipping.bounds, to: window).intersects(area)
      {
        return true
      }
      ancestor = clipping.superview
    }
    return false
  }

  /// The recognizers a view carries, by name: its gestures, and a scroll view's built-in pan.
  private static func recognizerNames(_ spec: Scenario.ViewSpec) -> [String] {
    var names = spec.gestures.map(\.name)
    if spec.kind.isScrollView { names.insert("panGestureRecognizer", at: 0) }
    return names
  }

  /// Each touch's locations in order, by touch id (window coordinates).
  private static func touchPaths(_ scenario: Scenario) -> [(Int, [CGPoint])] {
    var paths: [Int: [CGPoint]] = [:]
    var order: [Int] = []
    var next = 0
    var live: [Int: Int] = [:]
    for frame in scenario.script.frames {
      for sample in frame {
        if sample.phase == .began {
          next += 1
          live[sample.touchID] = next
          order.append(next)
        }
        guard let key = live[sample.touchID] else { continue }
        paths[key, default: []].append(sample.location)
      }
    }
    return order.map { ($0, paths[$0] ?? []) }.filter { !$0.1.isEmpty }
  }
}

extension ScenarioRenderer {
  /// The cells a table shows now, outlined inside it and named, as the file lists no view for
  /// them; a cell whose content a touch hit is drawn as a hit view.
  ///
  /// - Complexity: O(*c*) in the visible cells.
  static func tableCells(_ table: TableView, in window: Window, hits: Set<String>) -> [String] {
    var out: [String] = []
    let visible = table.convert(table.bounds, to: window)
    for cell in table.visibleCells {
      let area = cell.convert(cell.bounds, to: window).intersection(visible)
      guard !area.isNull, area.height > 0 else { continue }
      let name = cell.accessibilityIdentifier ?? cell.traceName
      let hit = hits.contains(name) || hits.contains(name + ".contentView")
      out.append(
        ##"<rect class="cell\##(hit ? " hit" : "")" data-id="\##(escape(name))" x="\##(n(area.minX))" y="\##(n(area.minY))" width="\##(n(area.width))" height="\##(n(area.height))" fill="#fbf3da" fill-opacity="0.35" stroke="\##(hit ? "#0a84ff" : "#bbb")" stroke-width="\##(hit ? 3 : 1)"/>"##
      )
      if area.height >= 12 {
        out.append(
          ##"<text x="\##(n(area.minX + 4))" y="\##(n(area.minY + 12))" fill="#666" font-size="9">\##(escape(name))</text>"##
        )
      }
    }
    return out
  }
}
