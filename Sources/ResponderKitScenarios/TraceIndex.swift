import Foundation
import ResponderKit

/// What a scenario's expectations look up in its trace, gathered in one pass each and kept for
/// the run, so that checking *e* expectations against *r* records costs O(*r* + *e* log *r*) and
/// not O(*e* × *r*): 50,000 expectations against 25,000 taps took 82 s when each scanned the
/// trace (issue 46).
@MainActor
final class TraceIndex {
  /// A call a view received, its own or forwarded to it, and the record it is in.
  struct Call {
    var method: ResponderMethod
    var touches: [Int]
    var record: Int
  }

  let records: [TraceRecord]

  init(_ records: [TraceRecord]) { self.records = records }

  /// The clock time of each record: the latest event's timestamp or timer's time before it.
  private(set) lazy var times: [TimeInterval] = {
    var now: TimeInterval = 0
    return records.map { record in
      switch record {
      case .eventDispatched(_, let timestamp): now = timestamp
      case .timerFired(let time, _): now = time
      default: break
      }
      return now
    }
  }()

  /// The record of each touch's touch-down, by touch number.
  private(set) lazy var touchDowns: [Int: Int] = {
    var found: [Int: Int] = [:]
    for (index, record) in records.enumerated() {
      if case .touchBegan(let touch, _, _, _) = record, found[touch] == nil {
        found[touch] = index
      }
    }
    return found
  }()

  /// The positions of every touch-down and of every event, ascending.
  private(set) lazy var touchDownPositions: [Int] = records.indices.filter {
    if case .touchBegan = records[$0] { true } else { false }
  }
  private(set) lazy var eventPositions: [Int] = records.indices.filter {
    if case .eventDispatched = records[$0] { true } else { false }
  }

  /// By gesture name, the records of its actions sent as it began or ended, and of its failures.
  /// A recorded recognizer is `name on view`: it is listed under the text before each ` on `.
  private(set) lazy var recognitions: [String: [Int]] = gestureIndex { record in
    if case .recognizerActionSent(let name, let state) = record, state == .began || state == .ended
    {
      return name
    }
    return nil
  }
  private(set) lazy var failures: [String: [Int]] = gestureIndex { record in
    if case .recognizerStateChanged(let name, _, .failed, _) = record { return name }
    return nil
  }

  /// By action name, the records that sent or performed it.
  private(set) lazy var actionSends: [String: [Int]] = index { record in
    switch record {
    case .actionSent(let name, _), .keyCommandPerformed(_, let name, _): name
    default: nil
    }
  }
  /// By control, its control-event records; by list, its selections; by view, its scrolls.
  private(set) lazy var controlEvents: [String: [Int]] = index { record in
    if case .controlEvent(let control, _) = record { return control }
    return nil
  }
  private(set) lazy var selections: [String: [Int]] = index { record in
    if case .rowSelected(let list, _) = record { return list }
    return nil
  }
  private(set) lazy var scrolls: [String: [Int]] = index { record in
    if case .scrolled(let view, _, _) = record { return view }
    return nil
  }

  /// By view, the calls it received, its own and those forwarded to it (a forwarded call
  /// carries the touches of the delivery it continues).
  private(set) lazy var calls: [String: [Call]] = {
    var calls: [String: [Call]] = [:]
    var lastDelivered: [Int] = []
    for (index, record) in records.enumerated() {
      switch record {
      case .delivered(let method, let responder, let touches):
        lastDelivered = touches
        calls[responder, default: []].append(Call(method: method, touches: touches, record: index))
      case .forwarded(let method, _, let view):
        calls[view, default: []].append(Call(method: method, touches: lastDelivered, record: index))
      default:
        break
      }
    }
    return calls
  }()

  /// The first of the ascending `positions` after `position`, or nil.
  ///
  /// - Complexity: O(log *n*).
  func first(after position: Int, in positions: [Int]) -> Int? {
    let index = Self.count(of: positions, below: position + 1)
    return index < positions.count ? positions[index] : nil
  }

  /// How many of the ascending `positions` are below `bound`: the index of the first that is not.
  ///
  /// - Complexity: O(log *n*).
  static func count(of positions: [Int], below bound: Int) -> Int {
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The positions in `records` of the records `key` names, by name, ascending.
  private func index(_ key: (TraceRecord) -> String?) -> [String: [Int]] {
    var found: [String: [Int]] = [:]
    for (index, record) in records.enumerated() {
      if let name = key(record) { found[name, default: []].append(index) }
    }
    return found
  }

  /// As ``index(_:)``, a recognizer's `name on view` listed under the text before each ` on `.
  private func gestureIndex(_ key: (TraceRecord) -> String?) -> [String: [Int]] {
    var found: [String: [Int]] = [:]
    for (index, record) in records.enumerated() {
      guard let name = key(record) else { continue }
      var rest = name[...]
      while let on = rest.range(of: " on ") {
        found[String(name[..<on.lowerBound]), default: []].append(index)
        rest = name[on.upperBound...]
      }
    }
    return found
  }
}
