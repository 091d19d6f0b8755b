import Foundation
import ResponderKit

extension ScenarioRenderer {
  /// The part of the picture below the window: a key to the symbols, each touch's outcome line
  /// (the one `explain` and `trace` end with), and the lint findings with their fixes.
  @MainActor
  struct Legend {
    let stories: [TouchStory]
    let findings: [LintFinding]
    /// Where the legend starts: the window's bottom edge.
    let top: CGFloat

    private static let keyHeight: CGFloat = 40
    private static let touchLine: CGFloat = 16
    private static let findingLine: CGFloat = 32

    /// The canvas width its longest line needs.
    var width: CGFloat {
      let lines =
        stories.map(\.outcome.count)
        + findings.map { max($0.problem.count + $0.subject.count + 12, $0.fix.count + 6) }
      return CGFloat(lines.max() ?? 0) * 6.3 + 40
    }

    /// The canvas height that holds the window and the legend.
    var bottom: CGFloat {
      var height = top + Self.keyHeight
      if !stories.isEmpty { height += 20 + CGFloat(stories.count) * Self.touchLine }
      if !findings.isEmpty { height += 20 + CGFloat(findings.count) * Self.findingLine }
      return height + 8
    }

    /// The legend's SVG elements.
    func svg() -> [String] {
      var out = key()
      var y = top + Self.keyHeight
      if !stories.isEmpty {
        y += 16
        out.append(heading("Touches", at: y))
        for story in stories {
          y += Self.touchLine
          out.append(
            ##"<text class="legend-touch" data-touch="\##(story.touch)" x="4" y="\##(n(y))" fill="#c05000">\##(escape(story.outcome))</text>"##
          )
        }
        y += 4
      }
      if !findings.isEmpty {
        y += 16
        out.append(heading("Lint findings", at: y))
        for (index, finding) in findings.enumerated() {
          let base = y + 6 + CGFloat(index) * Self.findingLine
          out.append(
            findingMarker(
              index + 1, finding.severity, at: CGPoint(x: 14, y: base + 9), role: "legend-finding"))
          let head = "\(finding.severity): \(finding.subject): \(finding.problem)."
          out.append(
            ##"<text class="legend" x="28" y="\##(n(base + 13))" fill="\##(color(finding.severity))">\##(escape(head))</text>"##
          )
          out.append(
            ##"<text class="legend-fix" x="28" y="\##(n(base + 27))" fill="#555">Fix: \##(escape(finding.fix)).</text>"##
          )
        }
      }
      return out
    }

    private func heading(_ text: String, at y: CGFloat) -> String {
      ##"<text class="legend-heading" x="4" y="\##(n(y))" font-weight="bold" fill="#222">\##(text)</text>"##
    }

    /// One row of symbols with their meaning.
    private func key() -> [String] {
      let y = top + 22
      var x: CGFloat = 8
      var out = [
        ##"<text class="legend-heading" x="4" y="\##(n(top + 12))" font-weight="bold" fill="#222">Key</text>"##
      ]
      func entry(_ symbol: String, _ text: String, width: CGFloat) {
        out.append(symbol)
        out.append(
          ##"<text class="legend-key" x="\##(n(x + 18))" y="\##(n(y + 4))" fill="#333">\##(escape(text))</text>"##
        )
        x += width
      }
      entry(
        ##"<circle cx="\##(n(x + 6))" cy="\##(n(y))" r="6" fill="#ff9500" fill-opacity="0.8"/>"##,
        "touch n and its outcome; line: its path", width: 255)
      entry(
        ##"<rect x="\##(n(x))" y="\##(n(y - 6))" width="12" height="12" fill="none" stroke="#0a84ff" stroke-width="3"/>"##,
        "hit by a touch", width: 105)
      entry(
        ##"<rect x="\##(n(x))" y="\##(n(y - 6))" width="12" height="12" fill="none" stroke="#555" stroke-dasharray="4 3"/>"##,
        "takes no touches", width: 120)
      entry(
        ##"<rect x="\##(n(x))" y="\##(n(y - 6))" width="12" height="12" fill="url(#hatch)"/>"##,
        "out of touches' reach", width: 150)
      if !findings.isEmpty {
        entry(
          findingMarker(0, .warning, at: CGPoint(x: x + 6, y: y), role: "key-finding"),
          "lint finding !n", width: 120)
      }
      return out
    }
  }
}
