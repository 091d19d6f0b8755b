import Foundation

/// Formats trace records as JSON Lines for tools: one flat object a line, its `event` field naming
/// the record's kind.
public struct JSONLinesTraceFormatter: Sendable {
  /// Creates a formatter.
  public init() {}

  /// One JSON object a record, keys sorted.
  public func lines(for records: [TraceRecord]) -> [String] {
    records.map(line(for:))
  }

  /// The JSON object for one record.
  public func line(for record: TraceRecord) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(FlatRecord(record))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// A record flattened into one JSON object.
private struct FlatRecord: Encodable {
  let record: TraceRecord
  init(_ record: TraceRecord) { self.record = record }

  enum Key: String, CodingKey {
    case event, type, timestamp, touch, touches, x, y, view, result, reason, tapCount, row
    case method, responder, from, to, action, message, recognizer, state, phase, phases
    case targetX, targetY, key, text, changed, overridesAsked
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(record.kind, forKey: .event)
    switch record {
    case .eventDispatched(let type, let timestamp):
      try c.encode(String(describing: type), forKey: .type)
      try c.encode(timestamp, forKey: .timestamp)
    case .touchBegan(let touch, let point, let view, let tapCount):
      try c.encode(touch, forKey: .touch)
      try encode(point, into: &c)
      try c.encode(view, forKey: .view)
      try c.encode(tapCount, forKey: .tapCount)
    case .touchMoved(let touch, let point), .touchEnded(let touch, let point):
      try c.encode(touch, forKey: .touch)
      try encode(point, into: &c)
    case .touchCancelled(let touch):
      try c.encode(touch, forKey: .touch)
    case .hitTestEntered(let view):
      try c.encode(view, forKey: .view)
    case .hitTestExited(let view, let result, let reason):
      try c.encode(view, forKey: .view)
      try c.encode(result, forKey: .result)
      try c.encodeIfPresent(reason.map(String.init(describing:)), forKey: .reason)
    case .hitTestRepeated(let view, let changed, let overridesAsked):
      try c.encode(view, forKey: .view)
      try c.encode(changed, forKey: .changed)
      try c.encode(overridesAsked, forKey: .overridesAsked)
    case .touchWithheld(let touch, let view, let reason):
      try c.encode(touch, forKey: .touch)
      try c.encode(view, forKey: .view)
      try c.encode(reason.description, forKey: .reason)
    case .delivered(let method, let responder, let touches):
      try c.encode(method, forKey: .method)
      try c.encode(responder, forKey: .responder)
      try c.encode(touches, forKey: .touches)
    case .forwarded(let method, let from, let to):
      try c.encode(method, forKey: .method)
      try c.encode(from, forKey: .from)
      try c.encode(to, forKey: .to)
    case .dropped(let method, let responder, let touches):
      try c.encode(method, forKey: .method)
      try c.encode(responder, forKey: .responder)
      try c.encode(touches, forKey: .touches)
    case .firstResponderChanged(let from, let to):
      try c.encode(from, forKey: .from)
      try c.encode(to, forKey: .to)
    case .actionSent(let action, let responder):
      try c.encode(action, forKey: .action)
      try c.encode(responder, forKey: .responder)
    case .inputRejected(let message):
      try c.encode(message, forKey: .message)
    case .requirementCycleBroken(let cycle):
      try c.encode(cycle.joined(separator: " -> "), forKey: .message)
    case .rowSelected(let list, let row):
      try c.encode(list, forKey: .view)
      try c.encode(row, forKey: .row)
    case .controlEvent(let control, let events):
      try c.encode(control, forKey: .view)
      try c.encode(events, forKey: .action)
    case .keyInput(let key, let phase):
      try c.encode(key, forKey: .key)
      try c.encode(phase, forKey: .phase)
    case .keyCommandPerformed(let key, let action, let target):
      try c.encode(key, forKey: .key)
      try c.encode(action, forKey: .action)
      try c.encode(target, forKey: .responder)
    case .textInput(let text, let responder):
      try c.encode(text, forKey: .text)
      try c.encode(responder, forKey: .responder)
    case .timerFired(let time, let owner):
      try c.encode(time, forKey: .timestamp)
      try c.encode(owner, forKey: .recognizer)
    case .recognizerReceivedTouch(let recognizer, let touch):
      try c.encode(recognizer, forKey: .recognizer)
      try c.encode(touch, forKey: .touch)
    case .recognizerSkippedTouch(let recognizer, let touch, let reason):
      try c.encode(recognizer, forKey: .recognizer)
      try c.encode(touch, forKey: .touch)
      try c.encode(reason.description, forKey: .reason)
    case .recognizerStateChanged(let recognizer, let from, let to, let reason):
      try c.encode(recognizer, forKey: .recognizer)
      try c.encode(from.description, forKey: .from)
      try c.encode(to.description, forKey: .to)
      try c.encodeIfPresent(reason?.description, forKey: .reason)
    case .recognizerWaiting(let recognizer, let other):
      try c.encode(recognizer, forKey: .recognizer)
      try c.encode(other, forKey: .to)
    case .recognizerActionSent(let recognizer, let state):
      try c.encode(recognizer, forKey: .recognizer)
      try c.encode(state.description, forKey: .state)
    case .recognizerReset(let recognizer):
      try c.encode(recognizer, forKey: .recognizer)
    case .touchDelayed(let touch, let phase, let recognizer):
      try c.encode(touch, forKey: .touch)
      try c.encode(phase.description, forKey: .phase)
      try c.encode(recognizer, forKey: .recognizer)
    case .touchReleased(let touch, let phases):
      try c.encode(touch, forKey: .touch)
      try c.encode(phases.map(\.description), forKey: .phases)
    case .touchCancelledForViews(let touch, let recognizer):
      try c.encode(touch, forKey: .touch)
      try c.encode(recognizer, forKey: .recognizer)
    case .scrolled(let view, let phase, let offset):
      try c.encode(view, forKey: .view)
      try c.encode(phase.rawValue, forKey: .phase)
      try encode(offset, into: &c)
    case .scrollReleased(let view, let offset, let target):
      try c.encode(view, forKey: .view)
      try encode(offset, into: &c)
      try c.encode(Double(target.x), forKey: .targetX)
      try c.encode(Double(target.y), forKey: .targetY)
    }
  }

  private func encode(_ point: CGPoint, into c: inout KeyedEncodingContainer<Key>) throws {
    try c.encode(Double(point.x), forKey: .x)
    try c.encode(Double(point.y), forKey: .y)
  }
}
