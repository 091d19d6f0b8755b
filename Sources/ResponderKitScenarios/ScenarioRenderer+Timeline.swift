import Foundation
import ResponderKit

extension ScenarioRenderer {
  /// The script over time as SVG (`render --timeline`): one row per touch and per recognizer,
  /// time across. A touch's row shows when the finger was down, when its phases were withheld
  /// from the views, each call its view got (B began, M moved, E ended, C cancelled) and when a
  /// recognizer took it; a recognizer's row shows possible, waiting for another to fail, active
  /// (began to end), recognized, failed or cancelled, with the reason on hover. The picture for
  /// "why was it late?". A `deadline` passed stops the script before its next step: the
  /// picture shows what played.
  public static func timeline(
    _ scenario: Scenario, file: String, deadline: ContinuousClock.Instant? = nil
  ) -> String {
    let run = try? ScenarioRun.play(scenario, file: file, deadline: deadline)
    return timeline(records: run?.records ?? [], file: file)
  }

  /// The timeline of `records` (a live screen's trace so far), titled with `file`.
  public static func timeline(records: [TraceRecord], file: String) -> String {
    let chart = TimelineChart(records: records)
    let labelWidth = max(160, CGFloat(chart.rows.map(\.title.count).max() ?? 0) * 6.3 + 16)
    let plotWidth: CGFloat = 720
    let rowHeight: CGFloat = 24
    let top: CGFloat = 34
    let duration = max(chart.end, 0.1)
    let height = top + CGFloat(chart.rows.count) * rowHeight + 56
    func x(_ time: TimeInterval) -> CGFloat { labelWidth + CGFloat(time / duration) * plotWidth }
    var out: [String] = [
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(labelWidth + plotWidth + 30))" height="\##(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">"##,
      ##"<defs><pattern id="withheld" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="5" stroke="#c05000" stroke-width="2"/></pattern></defs>"##,
      ##"<rect x="0" y="0" width="100%" height="100%" fill="#ffffff"/>"##,
      ##"<text class="timeline-title" x="4" y="14" font-weight="bold" fill="#222">\##(escape(file)): each touch and recognizer over time (s)</text>"##,
    ]
    let step = tickStep(for: duration)
    var tick = 0.0
    while tick <= duration + step / 2 {
      let tx = x(tick)
      out.append(
        ##"<line class="tick" x1="\##(n(tx))" y1="\##(n(top - 6))" x2="\##(n(tx))" y2="\##(n(height - 50))" stroke="#e3e3e3"/>"##
      )
      out.append(
        ##"<text class="tick-label" x="\##(n(tx))" y="\##(n(top - 10))" text-anchor="middle" fill="#666">\##(TextTraceFormatter.number(tick))</text>"##
      )
      tick += step
    }
    for (index, row) in chart.rows.enumerated() {
      let y = top + CGFloat(index) * rowHeight
      let mid = y + rowHeight / 2
      out.append(
        ##"<text class="\##(row.isTouch ? "row-touch" : "row-recognizer")" x="4" y="\##(n(mid + 4))" fill="\##(row.isTouch ? "#c05000" : "#8e44ad")">\##(escape(row.title))</text>"##
      )
      for stretch in row.stretches {
        out.append(stretchShape(stretch.kind, from: x(stretch.from), to: x(stretch.to), mid: mid))
      }
      var lastX = -CGFloat.infinity
      for mark in row.marks {
        var mx = x(mark.time)
        if mx - lastX < 9 { mx = lastX + 9 }
        lastX = mx
        out.append(
          ##"<text class="mark" x="\##(n(mx))" y="\##(n(mid + 4))" text-anchor="middle" font-weight="bold" fill="\##(mark.color)"><title>\##(escape("\(TextTraceFormatter.number(mark.time)) s: \(mark.detail)"))</title>\##(escape(mark.symbol))</text>"##
        )
      }
    }
    out.append(
      ##"<text class="timeline-key" x="4" y="\##(n(height - 30))" fill="#333">touches: orange bar down, hatched withheld from the views; B began, M moved, E ended, C cancelled (calls to the view); ✂ taken by a recognizer</text>"##
    )
    out.append(
      ##"<text class="timeline-key" x="4" y="\##(n(height - 14))" fill="#333">recognizers: grey possible, dashed orange waiting for another to fail, green active; ◆ recognized, ▶ began, ■ ended, ✕ failed (hover for why)</text>"##
    )
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  private static func stretchShape(
    _ kind: TimelineChart.Stretch, from: CGFloat, to: CGFloat, mid: CGFloat
  ) -> String {
    let width = max(to - from, 1)
    switch kind {
    case .down:
      return
        ##"<rect class="down" x="\##(n(from))" y="\##(n(mid - 4))" width="\##(n(width))" height="8" fill="#ff9500" fill-opacity="0.45"/>"##
    case .withheld:
      return
        ##"<rect class="withheld" x="\##(n(from))" y="\##(n(mid - 4))" width="\##(n(width))" height="8" fill="url(#withheld)"/>"##
    case .possible:
      return
        ##"<line class="possible" x1="\##(n(from))" y1="\##(n(mid))" x2="\##(n(from + width))" y2="\##(n(mid))" stroke="#aaa" stroke-width="2"/>"##
    case .waiting:
      return
        ##"<line class="waiting" x1="\##(n(from))" y1="\##(n(mid))" x2="\##(n(from + width))" y2="\##(n(mid))" stroke="#f5a623" stroke-width="3" stroke-dasharray="4 3"/>"##
    case .active:
      return
        ##"<rect class="active" x="\##(n(from))" y="\##(n(mid - 4))" width="\##(n(width))" height="8" fill="#1e8e3e" fill-opacity="0.6"/>"##
    }
  }

  /// A tick spacing that gives at most a dozen ticks over `duration` seconds.
  static func tickStep(for duration: TimeInterval) -> TimeInterval {
    let steps: [TimeInterval] = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100]
    return steps.first { duration / $0 <= 12 } ?? (duration / 12).rounded(.up)
  }
}
