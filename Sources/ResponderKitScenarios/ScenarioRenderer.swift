import Foundation
import ResponderKit
import ResponderKitDemos

/// Draws a scenario as SVG: the window's views as labelled shapes in drawing order, the parts of
/// interactive views that touches cannot reach hatched, each touch's path with the view it hit
/// highlighted, and lint findings numbered on the views with a legend below.
@MainActor
public enum ScenarioRenderer {
  /// The SVG document for `scenario`.
  public static func svg(_ scenario: Scenario, file: String) -> String {
    let built = ScenarioScene(scenario)
    let (scene, views) = (built.scene, built.views)
    let window = scene.window
    let hits = hitViews(scenario, file: file)
    let findings = ScenarioLinter.lint(scenario)
    let size = window.bounds.size
    let legendHeight = CGFloat(findings.count) * 32 + (findings.isEmpty ? 0 : 16)
    let canvasWidth = findings.isEmpty ? size.width : max(size.width, 900)
    var out: [String] = [
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(canvasWidth))" height="\##(n(size.height + legendHeight))" font-family="Helvetica, Arial, sans-serif" font-size="11">"##,
      ##"<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#d0021b" stroke-width="2"/></pattern></defs>"##,
      ##"<rect class="window" x="0" y="0" width="\##(n(size.width))" height="\##(n(size.height))" fill="#ffffff" stroke="#333"/>"##,
    ]
    let specs = scenario.allViews
    var labels = LabelPlacer()
    for spec in specs {
      guard let view = views[spec.id] else { continue }
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
      out.append(
        ##"<polygon class="view\##(hit ? " hit" : "")" data-id="\##(escape(spec.id))" points="\##(points)" fill="\##(fill)" fill-opacity="0.35" stroke="\##(stroke)" stroke-width="\##(width)"\##(dash)/>"##
      )
      let label = labels.place(spec.id, at: corners[0])
      out.append(
        ##"<text x="\##(n(label.x + 3))" y="\##(n(label.y + 12))" fill="#222">\##(escape(spec.id))</text>"##
      )
      let interactive = !spec.gestures.isEmpty || spec.kind.isControl
      let area = view.convert(view.bounds, to: window)
      let reachable = view.reachableArea(in: window)
      if interactive, reachable != area {
        out.append(
          ##"<path class="unreachable" data-id="\##(escape(spec.id))" fill-rule="evenodd" fill="url(#hatch)" d="\##(rectPath(area)) \##(rectPath(reachable.isNull ? .zero : reachable))"/>"##
        )
      }
    }
    for (id, samples) in touchPaths(scenario) {
      let points = samples.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
      if samples.count > 1 {
        out.append(
          ##"<polyline class="touch-path" points="\##(points)" fill="none" stroke="#ff9500" stroke-width="2"/>"##
        )
      }
      let start = samples[0]
      out.append(
        ##"<circle class="touch" data-touch="\##(id)" cx="\##(n(start.x))" cy="\##(n(start.y))" r="6" fill="#ff9500" fill-opacity="0.8"/>"##
      )
      let label = labels.place("\(id)", at: CGPoint(x: start.x + 8, y: start.y - 16))
      out.append(
        ##"<text x="\##(n(label.x))" y="\##(n(label.y + 10))" fill="#c05000">\##(id)</text>"##)
    }
    var markersOnView: [String: Int] = [:]
    for (index, finding) in findings.enumerated() {
      let subject = finding.subject.components(separatedBy: " on ").last ?? finding.subject
      let id = subject.components(separatedBy: " and ").first ?? subject
      if let view = views[id] {
        let shift = CGFloat(markersOnView[id, default: 0]) * 18
        markersOnView[id, default: 0] += 1
        var corner = view.convert(CGPoint(x: view.bounds.maxX, y: view.bounds.minY), to: window)
        corner.x -= shift
        out.append(
          ##"<circle class="finding" cx="\##(n(corner.x - 8))" cy="\##(n(corner.y + 8))" r="8" fill="\##(color(finding.severity))"/>"##
        )
        out.append(
          ##"<text x="\##(n(corner.x - 8))" y="\##(n(corner.y + 12))" text-anchor="middle" fill="#fff">\##(index + 1)</text>"##
        )
      }
      let y = size.height + 16 + CGFloat(index) * 32
      let head = "\(index + 1). \(finding.severity): \(finding.subject): \(finding.problem)."
      out.append(
        ##"<text class="legend" x="4" y="\##(n(y))" fill="\##(color(finding.severity))">\##(escape(head))</text>"##
      )
      out.append(
        ##"<text class="legend-fix" x="16" y="\##(n(y + 14))" fill="#555">Fix: \##(escape(finding.fix)).</text>"##
      )
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// Places view labels so that none overlaps one placed before: a label that would is moved
  /// down a line at a time.
  struct LabelPlacer {
    private var placed: [CGRect] = []

    /// Where to put `text`, wanted at `point` (its box's top-left corner).
    mutating func place(_ text: String, at point: CGPoint) -> CGPoint {
      var box = CGRect(x: point.x, y: point.y, width: CGFloat(text.count) * 6.5 + 6, height: 14)
      while placed.contains(where: { $0.intersects(box) }) { box.origin.y += 13 }
      placed.append(box)
      return box.origin
    }
  }

  /// The ids of the views the script's touches hit.
  private static func hitViews(_ scenario: Scenario, file: String) -> Set<String> {
    guard let run = try? ScenarioRun.play(scenario, file: file) else { return [] }
    return Set(
      run.records.compactMap { if case .touchBegan(_, _, let view, _) = $0 { view } else { nil } })
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

  private static func rectPath(_ rect: CGRect) -> String {
    "M\(n(rect.minX)),\(n(rect.minY)) H\(n(rect.maxX)) V\(n(rect.maxY)) H\(n(rect.minX)) Z"
  }

  private static func kindFill(_ kind: Scenario.Kind) -> String {
    switch kind {
    case .view: "#d8e4f0"
    case .button: "#a7d7a7"
    case .switch: "#c7e9b0"
    case .scrollView, .list: "#f5e1a4"
    case .row: "#fbf3da"
    case .control: "#b8e0c8"
    case .imageView: "#e6d5f0"
    case .label: "#eeeeee"
    }
  }

  private static func color(_ severity: LintFinding.Severity) -> String {
    switch severity {
    case .error: "#d0021b"
    case .warning: "#f5a623"
    case .info: "#4a90e2"
    }
  }

  private static func n(_ value: CGFloat) -> String { TextTraceFormatter.number(Double(value)) }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

}
