import Foundation
import ResponderKit

extension ScenarioPrinter {
  /// One line per hover, per scroll and per trackpad transform, read from the trace: which hover
  /// recognizers the pointer entered and left, which pan followed each scroll with what it did to
  /// a scroll view, which pinch and rotation recognizers a trackpad gesture drove, and, from the
  /// script, each trackpad gesture that drove none.
  ///
  /// - Complexity: O(*r* + *g* log *g*) in the number of records and trackpad gestures.
  static func pointerExplanations(
    _ records: [TraceRecord], script: TouchScript, color: Bool
  ) -> [String] {
    let gestures = TrackpadGesture.all(in: script)
    var driven = Set<Int>()
    var time: TimeInterval = 0
    for record in records {
      switch record {
      case .eventDispatched(.transform, let timestamp): time = timestamp
      case .eventDispatched, .timerFired: time = -1
      case .recognizerStateChanged(_, _, .began, _) where time >= 0:
        if let index = gestures.firstIndex(where: { $0.start <= time && time <= $0.end }) {
          driven.insert(index)
        }
      default: break
      }
    }
    let idle = gestures.indices.filter { !driven.contains($0) }.map { gestures[$0] }
    return merge(recordLines(records, color: color), idle.map { $0.lines(color: color) })
  }

  /// Lines in the order of their times (the times a heading names, in seconds).
  private static func merge(
    _ first: [(time: TimeInterval, lines: [String])],
    _ second: [(time: TimeInterval, lines: [String])]
  ) -> [String] {
    (first + second).enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .flatMap(\.element.lines)
  }

  /// The explanations read from the trace alone, each with the time its heading names.
  private static func recordLines(
    _ records: [TraceRecord], color: Bool
  ) -> [(time: TimeInterval, lines: [String])] {
    var lines: [(time: TimeInterval, lines: [String])] = []
    var time: TimeInterval = 0
    var kind: Event.EventType?
    var scroll: [String] = []
    var scrollStart: TimeInterval = 0
    func heading(_ text: String, at moment: TimeInterval) -> String {
      ScenarioPrinter.heading(text, at: moment, color: color)
    }
    for record in records {
      switch record {
      case .eventDispatched(let type, let timestamp):
        time = timestamp
        kind = type
      case .recognizerStateChanged(let recognizer, _, let to, _)
      where kind == .hover && (to == .began || to == .ended):
        lines.append(
          (
            time,
            [
              heading("hover", at: time),
              "  \(recognizer) \(to == .began ? "began: the pointer entered" : "ended: the pointer left or clicked")",
            ]
          ))
      case .recognizerStateChanged(let recognizer, _, let to, _)
      where kind == .transform && (to == .began || to == .ended || to == .cancelled):
        let what =
          to == .began
          ? "began: the trackpad pinched or turned over its view, with no touch"
          : "\(to == .ended ? "ended" : "was cancelled") with the trackpad gesture"
        lines.append(
          (time, [heading("trackpad pinch or rotation", at: time), "  \(recognizer) \(what)"]))
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
        lines.append((scrollStart, [heading("scroll", at: scrollStart)] + scroll))
        scroll = []
      default: break
      }
    }
    return lines
  }
}

extension ScenarioPrinter {
  /// A heading of the explanation: what happened and when, in bold on a terminal.
  nonisolated static func heading(_ text: String, at moment: TimeInterval, color: Bool) -> String {
    let line = "\(text) [\(TextTraceFormatter.number(moment)) s]"
    return color ? TerminalStyle.bold.apply(to: line) : line
  }

  /// A trackpad pinch or rotation of a script, from its began to its ended reading.
  struct TrackpadGesture {
    var start: TimeInterval
    var end: TimeInterval
    var location: CGPoint
    var pinches = false
    var turns = false

    /// The script's trackpad gestures, in order.
    /// - Complexity: O(*s*) in the number of steps.
    static func all(in script: TouchScript) -> [TrackpadGesture] {
      var gestures: [TrackpadGesture] = []
      for case .transform(let sample) in script.steps {
        if sample.phase == .began {
          gestures.append(
            TrackpadGesture(
              start: sample.timestamp, end: sample.timestamp, location: sample.location))
        } else if let last = gestures.indices.last {
          gestures[last].end = sample.timestamp
          gestures[last].pinches = gestures[last].pinches || sample.scale != 1
          gestures[last].turns = gestures[last].turns || sample.rotation != 0
        }
      }
      return gestures
    }

    /// Why a gesture that began no recognizer did nothing.
    func lines(color: Bool) -> (time: TimeInterval, lines: [String]) {
      let what = [pinches ? "pinch" : nil, turns ? "rotation" : nil].compactMap { $0 }
      let kinds = what.isEmpty ? "pinch or rotation" : what.joined(separator: " or ")
      let why =
        what.isEmpty
        ? "it neither scaled nor turned, so no recognizer began"
        : "no enabled, idle \(kinds) recognizer under the pointer began with it"
      return (
        start,
        [
          ScenarioPrinter.heading("trackpad \(kinds)", at: start, color: color),
          "  at \(TextTraceFormatter.point(location)): \(why); the views get nothing, as a trackpad gesture is no touch",
        ]
      )
    }
  }
}
