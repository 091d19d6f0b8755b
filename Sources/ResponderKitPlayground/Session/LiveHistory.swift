import Foundation
import ResponderKit

/// The part of a session's trace and input that the page's pictures and outcome lines are drawn
/// from, kept up to date one record at a time so that a state costs the same however long the
/// session has run:
///
/// ```
///  engine trace ──► events (records from one dispatch or timer to the next)
///                     │ a run of plain moves past 2×threshold: every other one dropped
///                     │ older than the touch-down of the earliest touch reported: dropped
///                     │ more than maximumRecords: the oldest without a touch-down dropped
///                     ▼
///                   records ──► stories, screen, timeline
/// ```
///
/// A *plain move* is an event that only moved touches along (`touchesMoved` delivered or
/// forwarded, a recognizer's `changed`, a scroll view following the finger or decelerating):
/// thinning a run of them keeps what the stories tell (the calls, each scroll view's latest
/// offset) and spreads the timeline's marks over the run. The accepted input frames are kept the
/// same way, so the touch paths the screen draws match the stories one for one.
struct LiveHistory {
  /// One event's records.
  private struct Group {
    var records: [TraceRecord]
    /// The touches that began in it.
    var began: [Int] = []
    var isPlainMove: Bool
  }

  /// One accepted input frame.
  private struct Frame {
    var samples: [TouchSample]
    var began: [Int]
    var isMove: Bool
  }

  private var groups: [Group] = []
  private var frames: [Frame] = []
  /// The touches whose touch-down is kept, oldest first.
  private var touches: [Int] = []
  /// How many records the groups hold.
  private(set) var recordCount = 0
  /// The plain moves since the last other event.
  private var plainRun = 0
  /// The moves since the last other frame.
  private var moveRun = 0

  /// The touches whose events are kept: those a state reports.
  let keptTouches: Int
  /// A run of plain moves is thinned when it passes twice this.
  let threshold: Int
  /// The most records kept.
  let maximumRecords: Int

  /// A history keeping the events of the latest `keptTouches` touches.
  init(
    keptTouches: Int = PlaygroundLimits.reportedTouches, threshold: Int = 32,
    maximumRecords: Int = 4096
  ) {
    self.keptTouches = keptTouches
    self.threshold = threshold
    self.maximumRecords = maximumRecords
  }

  /// The records kept, in order.
  ///
  /// - Complexity: O(*n*) in the records kept.
  var records: [TraceRecord] { groups.flatMap(\.records) }

  /// The input frames kept, in order.
  ///
  /// - Complexity: O(*n*) in the frames kept.
  var inputFrames: [[TouchSample]] { frames.map(\.samples) }

  /// Takes one record of the trace.
  ///
  /// - Complexity: amortized O(1), O(*n*) in the records kept when it trims.
  mutating func read(_ record: TraceRecord) {
    switch record {
    case .eventDispatched, .timerFired:
      finishGroup()
      groups.append(Group(records: [record], isPlainMove: true))
    default:
      if groups.isEmpty { groups.append(Group(records: [], isPlainMove: false)) }
      groups[groups.count - 1].records.append(record)
      if !Self.isPlainMove(record) { groups[groups.count - 1].isPlainMove = false }
      if case .touchBegan(let touch, _, _, _) = record {
        groups[groups.count - 1].began.append(touch)
        touches.append(touch)
        trimToKeptTouches()
      }
    }
    recordCount += 1
    if recordCount > maximumRecords { dropOldest() }
  }

  /// Takes one frame of input the engine accepted.
  mutating func accepted(_ samples: [TouchSample]) {
    let began = samples.filter { $0.phase == .began }.map(\.touchID)
    let isMove = samples.allSatisfy { $0.phase == .moved || $0.phase == .stationary }
    frames.append(Frame(samples: samples, began: began, isMove: isMove))
    if isMove {
      moveRun += 1
      if moveRun > 2 * threshold { moveRun = Self.thinTrailing(&frames, threshold) { $0.isMove } }
    } else {
      moveRun = 0
    }
    trimFrames()
  }

  /// Forgets everything (the screen was rebuilt).
  mutating func removeAll() {
    self = LiveHistory(
      keptTouches: keptTouches, threshold: threshold, maximumRecords: maximumRecords)
  }

  /// Counts the last group in its run of plain moves, thinning the run when it is too long.
  private mutating func finishGroup() {
    guard let last = groups.last else { return }
    guard last.isPlainMove, last.began.isEmpty else {
      plainRun = 0
      return
    }
    plainRun += 1
    guard plainRun > 2 * threshold else { return }
    plainRun = Self.thinTrailing(&groups, threshold) { $0.isPlainMove && $0.began.isEmpty }
    recordCount = groups.reduce(0) { $0 + $1.records.count }
  }

  /// Drops every other element of the run of elements at the end of `items` that are `isPart`
  /// (the last one kept) when the run is longer than twice `threshold`; returns the run's length
  /// after.
  ///
  /// - Complexity: O(*n*) in the elements of `items`.
  private static func thinTrailing<T>(
    _ items: inout [T], _ threshold: Int, _ isPart: (T) -> Bool
  ) -> Int {
    var start = items.count
    while start > 0, isPart(items[start - 1]) { start -= 1 }
    let run = items.count - start
    guard run > 2 * threshold else { return run }
    var kept = Array(items[..<start])
    kept.reserveCapacity(start + run / 2 + 1)
    for (offset, item) in items[start...].enumerated() where offset % 2 == 1 || offset == run - 1 {
      kept.append(item)
    }
    items = kept
    return items.count - start
  }

  /// Drops the events and frames before the touch-down of the earliest touch kept.
  private mutating func trimToKeptTouches() {
    guard touches.count > keptTouches else { return }
    touches.removeFirst(touches.count - keptTouches)
    let first = touches[0]
    if let start = groups.firstIndex(where: { $0.began.contains(first) }), start > 0 {
      groups.removeFirst(start)
      recordCount = groups.reduce(0) { $0 + $1.records.count }
    }
    trimFrames()
  }

  private mutating func trimFrames() {
    guard let first = touches.first,
      let start = frames.firstIndex(where: { $0.began.contains(first) }), start > 0
    else { return }
    frames.removeFirst(start)
  }

  /// Past ``maximumRecords``: drops the oldest events that hold no touch-down (the latest kept)
  /// until a quarter of the room is free again, so that it runs once in many events.
  ///
  /// - Complexity: O(*n*) in the events kept.
  private mutating func dropOldest() {
    var excess = recordCount - (maximumRecords - maximumRecords / 4)
    var kept: [Group] = []
    kept.reserveCapacity(groups.count)
    for (index, group) in groups.enumerated() {
      if excess > 0, group.began.isEmpty, index < groups.count - 1 {
        excess -= group.records.count
        recordCount -= group.records.count
      } else {
        kept.append(group)
      }
    }
    groups = kept
    plainRun = 0
  }

  /// Whether a record only carries a move along.
  private static func isPlainMove(_ record: TraceRecord) -> Bool {
    switch record {
    case .touchMoved: true
    case .delivered(let method, _, _), .forwarded(let method, _, _), .dropped(let method, _, _):
      method == .touchesMoved
    case .recognizerStateChanged(_, let from, let to, _): from == .changed && to == .changed
    case .recognizerActionSent(_, let state): state == .changed
    case .scrolled(_, let phase, _): phase == .dragged
    default: false
    }
  }
}
