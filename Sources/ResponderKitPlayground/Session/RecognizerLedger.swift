import Foundation
import ResponderKit

/// Follows, record by record, each recognizer on each touch's path: whether it received the touch
/// (or why it did not), the states it went through in that touch's sequence and why it failed.
/// A recognizer's state changes belong to every touch it tracked since its last reset.
struct RecognizerLedger {
  /// One recognizer on one touch's path.
  struct Entry: Equatable, Encodable, Sendable {
    /// The recognizer's name (the file's `name`, or `ID.panGestureRecognizer`).
    var name: String
    /// The view it is on.
    var view: String?
    /// Its latest state in the touch's sequence (`possible`, `began`, `failed`, ...), or
    /// `skipped` when it never got the touch.
    var state: String
    /// Why it failed, or why it did not get the touch.
    var reason: String?
    /// The recognizer it waited for to fail, if it did.
    var waitingFor: String?
  }

  /// The recognizers on each touch's path, in the order they received it.
  private(set) var entries: [Int: [Entry]] = [:]
  /// The touches each recognizer tracks since its last reset.
  private var sequences: [String: [Int]] = [:]

  /// Takes one record into account.
  mutating func read(_ record: TraceRecord) {
    switch record {
    case .recognizerReceivedTouch(let recognizer, let touch):
      entries[touch, default: []].append(Self.entry(recognizer, state: "possible"))
      sequences[recognizer, default: []].append(touch)
    case .recognizerSkippedTouch(let recognizer, let touch, let reason):
      var entry = Self.entry(recognizer, state: "skipped")
      entry.reason = "\(reason)"
      entries[touch, default: []].append(entry)
    case .recognizerStateChanged(let recognizer, _, let to, let reason):
      update(recognizer) {
        $0.state = "\(to)"
        $0.reason = reason.map { "\($0)" }
        if to != .possible { $0.waitingFor = nil }
      }
    case .recognizerWaiting(let recognizer, let other):
      update(recognizer) { $0.waitingFor = other }
    case .recognizerReset(let recognizer):
      sequences[recognizer] = nil
    default: break
    }
  }

  /// Forgets what it holds of `touch`, a touch no longer reported.
  mutating func forget(_ touch: Int) {
    entries[touch] = nil
  }

  /// An entry for a recognizer as the trace names it, `name on View`.
  static func entry(_ traceName: String, state: String) -> Entry {
    guard let range = traceName.range(of: " on ", options: .backwards) else {
      return Entry(name: traceName, state: state)
    }
    return Entry(
      name: String(traceName[..<range.lowerBound]), view: String(traceName[range.upperBound...]),
      state: state)
  }

  private mutating func update(_ recognizer: String, _ change: (inout Entry) -> Void) {
    for touch in sequences[recognizer] ?? [] {
      let name = Self.entry(recognizer, state: "").name
      guard let index = entries[touch]?.lastIndex(where: { $0.name == name }) else {
        continue
      }
      change(&entries[touch]![index])
    }
  }
}
