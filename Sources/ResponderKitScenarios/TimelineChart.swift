import Foundation
import ResponderKit

/// The rows of a timeline picture, read from a trace: one per touch (down, withheld, the calls its
/// view got, taken) and one per recognizer (possible, waiting, active, recognized, failed).
struct TimelineChart {
  /// How a stretch of a row is drawn.
  enum Stretch: String {
    /// A finger down.
    case down
    /// A phase withheld from the views.
    case withheld
    /// A recognizer in possible, tracking touches.
    case possible
    /// A recognizer held until another fails.
    case waiting
    /// A continuous recognizer between began and its end.
    case active
  }

  /// A moment marked on a row.
  struct Mark {
    var time: TimeInterval
    /// A letter or symbol drawn at the moment.
    var symbol: String
    /// The colour it is drawn in.
    var color: String
    /// What it means, in full (the SVG tooltip).
    var detail: String
  }

  /// One row.
  struct Row {
    var title: String
    var isTouch: Bool
    var stretches: [(from: TimeInterval, to: TimeInterval, kind: Stretch)] = []
    var marks: [Mark] = []
    var open: [Stretch: TimeInterval] = [:]

    mutating func begin(_ kind: Stretch, at time: TimeInterval) {
      if open[kind] == nil { open[kind] = time }
    }

    mutating func end(_ kind: Stretch, at time: TimeInterval) {
      guard let start = open.removeValue(forKey: kind) else { return }
      stretches.append((start, time, kind))
    }

    mutating func endAll(at time: TimeInterval) {
      for kind in Array(open.keys) { end(kind, at: time) }
    }
  }

  private(set) var rows: [Row] = []
  private var touchRows: [Int: Int] = [:]
  private var recognizerRows: [String: Int] = [:]
  /// The time of the last record.
  private(set) var end: TimeInterval = 0
  private var now: TimeInterval = 0

  /// Reads the chart from a trace.
  ///
  /// - Complexity: O(*n*) in the number of records.
  init(records: [TraceRecord]) {
    for record in records { read(record) }
    end = max(end, now)
    for index in rows.indices { rows[index].endAll(at: end) }
  }

  private mutating func touchRow(_ touch: Int) -> Int? { touchRows[touch] }

  private mutating func recognizerRow(_ name: String) -> Int {
    if let index = recognizerRows[name] { return index }
    rows.append(Row(title: name, isTouch: false))
    recognizerRows[name] = rows.count - 1
    return rows.count - 1
  }

  private mutating func read(_ record: TraceRecord) {
    switch record {
    case .eventDispatched(_, let timestamp): now = timestamp
    case .timerFired(let time, _): now = time
    case .touchBegan(let touch, _, let view, _):
      rows.append(
        Row(
          title: "touch \(TextTraceFormatter.touchName(touch)) → \(view ?? "no view")",
          isTouch: true))
      touchRows[touch] = rows.count - 1
      rows[rows.count - 1].begin(.down, at: now)
    case .touchEnded(let touch, _), .touchCancelled(let touch):
      guard let row = touchRow(touch) else { return }
      rows[row].end(.down, at: now)
      if case .touchCancelled = record {
        rows[row].marks.append(
          Mark(time: now, symbol: "×", color: "#d0021b", detail: "cancelled by the platform"))
      }
    case .delivered(let method, let view, let touches):
      let symbol: String
      switch method {
      case .touchesBegan: symbol = "B"
      case .touchesMoved: symbol = "M"
      case .touchesEnded: symbol = "E"
      case .touchesCancelled: symbol = "C"
      default: return
      }
      for touch in touches {
        guard let row = touchRow(touch) else { continue }
        // Moves come at the frame rate: the first of a run is enough.
        if symbol == "M", rows[row].marks.last?.symbol == "M" { continue }
        rows[row].marks.append(
          Mark(
            time: now, symbol: symbol, color: symbol == "C" ? "#d0021b" : "#1e8e3e",
            detail: "\(method) → \(view)"))
      }
    case .touchDelayed(let touch, _, _):
      guard let row = touchRow(touch) else { return }
      rows[row].begin(.withheld, at: now)
    case .touchReleased(let touch, _):
      guard let row = touchRow(touch) else { return }
      rows[row].end(.withheld, at: now)
    case .touchCancelledForViews(let touch, let recognizer):
      guard let row = touchRow(touch) else { return }
      rows[row].end(.withheld, at: now)
      rows[row].marks.append(
        Mark(
          time: now, symbol: "✂", color: "#8e44ad", detail: "taken from the views by \(recognizer)")
      )
    case .recognizerReceivedTouch(let recognizer, _):
      let row = recognizerRow(recognizer)
      if rows[row].open[.active] == nil { rows[row].begin(.possible, at: now) }
    case .recognizerWaiting(let recognizer, let other):
      let row = recognizerRow(recognizer)
      rows[row].begin(.waiting, at: now)
      rows[row].marks.append(
        Mark(time: now, symbol: "…", color: "#f5a623", detail: "waits for \(other) to fail"))
    case .recognizerStateChanged(let recognizer, let from, let to, let reason):
      stateChanged(recognizerRow(recognizer), from: from, to: to, reason: reason)
    case .recognizerReset(let recognizer):
      guard let row = recognizerRows[recognizer] else { return }
      rows[row].endAll(at: now)
    default: break
    }
    end = max(end, now)
  }

  private mutating func stateChanged(
    _ row: Int, from: GestureRecognizer.State, to: GestureRecognizer.State,
    reason: GestureFailureReason?
  ) {
    rows[row].end(.waiting, at: now)
    switch to {
    case .began:
      rows[row].end(.possible, at: now)
      rows[row].begin(.active, at: now)
      rows[row].marks.append(Mark(time: now, symbol: "▶", color: "#1e8e3e", detail: "began"))
    case .ended where from == .possible:
      rows[row].end(.possible, at: now)
      rows[row].marks.append(Mark(time: now, symbol: "◆", color: "#1e8e3e", detail: "recognized"))
    case .ended:
      rows[row].end(.active, at: now)
      rows[row].marks.append(Mark(time: now, symbol: "■", color: "#1e8e3e", detail: "ended"))
    case .failed:
      rows[row].end(.possible, at: now)
      rows[row].marks.append(
        Mark(
          time: now, symbol: "✕", color: "#d0021b", detail: "failed: \(reason?.description ?? "")"))
    case .cancelled:
      rows[row].end(.active, at: now)
      rows[row].marks.append(
        Mark(
          time: now, symbol: "✕", color: "#f5a623",
          detail: "cancelled\(reason.map { ": \($0)" } ?? "")"))
    default: break
    }
  }
}
