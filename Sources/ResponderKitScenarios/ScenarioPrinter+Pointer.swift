import Foundation
import ResponderKit

extension ScenarioPrinter {
  /// One line per hover, per scroll and per trackpad transform, read from the trace: which hover
  /// recognizers the pointer entered and left, which pan followed each scroll with what it did to
  /// a scroll view, and which pinch and rotation recognizers a trackpad gesture drove.
  ///
  /// - Complexity: O(*r*) in the number of records.
  static func pointerExplanations(_ records: [TraceRecord], color: Bool) -> [String] {
    var lines: [String] = []
    var time: TimeInterval = 0
    var kind: Event.EventType?
    var scroll: [String] = []
    var scrollStart: TimeInterval = 0
    func heading(_ text: String, at moment: TimeInterval) -> String {
      let line = "\(text) [\(TextTraceFormatter.number(moment)) s]"
      return color ? TerminalStyle.bold.apply(to: line) : line
    }
    for record in records {
      switch record {
      case .eventDispatched(let type, let timestamp):
        time = timestamp
        kind = type
      case .recognizerStateChanged(let recognizer, _, let to, _)
      where kind == .hover && (to == .began || to == .ended):
        lines.append(heading("hover", at: time))
        lines.append(
          "  \(recognizer) \(to == .began ? "began: the pointer entered" : "ended: the pointer left or clicked")"
        )
      case .recognizerStateChanged(let recognizer, _, let to, _)
      where kind == .transform && (to == .began || to == .ended || to == .cancelled):
        lines.append(heading("trackpad pinch or rotation", at: time))
        let what =
          to == .began
          ? "began: the trackpad pinched or turned over its view, with no touch"
          : "\(to == .ended ? "ended" : "was cancelled") with the trackpad gesture"
        lines.append("  \(recognizer) \(what)")
      case .recognizerStateChanged(let recognizer, _, .began, _) where kind == .scroll:
        scrollStart = time
        scroll = ["  \(recognizer) follows it"]
      case .scrolled(let view, let phase, let offset) where kind == .scroll && !scroll.isEmpty:
        if phase == .beganDragging {
          scroll.append("  \(view) begins scrolling: \(TextTraceFormatter.point(offset))")
        }
      case .scrollReleased(let view, let offset, let target) where !scroll.isEmpty:
        scroll.append(
          target == offset
            ? "  \(view) stops at \(TextTraceFormatter.point(offset)): no deceleration"
            : "  \(view) is released at \(TextTraceFormatter.point(offset)) and decelerates towards \(TextTraceFormatter.point(target))"
        )
        lines.append(heading("scroll", at: scrollStart))
        lines += scroll
        scroll = []
      default: break
      }
    }
    return lines
  }
}
