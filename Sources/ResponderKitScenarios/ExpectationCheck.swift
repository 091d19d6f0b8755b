import Foundation
import ResponderKit

/// Checks a scenario's expectations against what happened: the trace records and the screen at
/// the end.
@MainActor
struct ExpectationCheck {
  let records: [TraceRecord]
  let scene: ScenarioScene
  /// The scenario as written: where each scroll view started.
  let scenario: Scenario

  /// What went wrong, as `expected …, actual …`, or `nil` when the expectation holds.
  func failure(of expectation: Scenario.Expectation) -> String? {
    switch expectation {
    case .hit(let touch, let expected, _):
      guard let actual = began(touch) else {
        return
          "expected touch \(touch) to hit \(expected ?? "none"), but there is no touch \(touch)"
      }
      guard actual.view != expected else { return nil }
      return "touch \(touch): expected hit \(expected ?? "none"), actual \(actual.view ?? "none")"
    case .tapCount(let touch, let expected, _):
      guard let actual = began(touch) else {
        return
          "expected touch \(touch) to have tap count \(expected), but there is no touch \(touch)"
      }
      guard actual.tapCount != expected else { return nil }
      return "touch \(touch): expected tap count \(expected), actual \(actual.tapCount)"
    case .received(let view, let expected, let within, _):
      return received(view, expected, within: within)
    case .selected(let list, let expected, _):
      let actual = records.compactMap { record -> Int? in
        if case .rowSelected(list, let row) = record { return row }
        return nil
      }
      guard actual != expected else { return nil }
      return "list \(list): expected rows \(expected) selected, actual \(actual)"
    case .responderChain(let view, let expected, _):
      let actual = scene.views[view]?.responderChain.map(\.traceName) ?? []
      guard actual != expected else { return nil }
      return
        "\(view): expected responder chain \(expected.joined(separator: " -> ")), actual \(actual.joined(separator: " -> "))"
    case .recognized(let gesture, let expected, let touch, let within, _):
      return recognized(gesture, expected, during: touch, within: within)
    case .controlEvents(let control, let expected, _):
      let actual = records.flatMap { record -> [String] in
        if case .controlEvent(control, let events) = record {
          return events.split(separator: "|").map(String.init)
        }
        return []
      }
      guard actual != expected else { return nil }
      return "control \(control): expected \(expected), actual \(actual)"
    case .contentOffset(let view, let expected, let afterTouch, _):
      var actual = (scene.views[view] as? ScrollView)?.contentOffset
      var when = ""
      if let afterTouch {
        guard let offset = offset(of: view, afterTouch: afterTouch) else {
          return
            "\(view): expected a content offset after touch \(afterTouch), but there is no touch \(afterTouch)"
        }
        actual = offset
        when = " after touch \(afterTouch)"
      }
      if let actual, abs(actual.x - expected.x) <= 0.5, abs(actual.y - expected.y) <= 0.5 {
        return nil
      }
      let shown = actual.map { TextTraceFormatter.point($0) } ?? "not a scroll view"
      return
        "\(view): expected content offset \(TextTraceFormatter.point(expected))\(when), actual \(shown)"
    case .actionNotSent(let name, _):
      return unsentFailure(name)
    case .action(let name, let expected, _):
      let performers = records.compactMap { record -> String?? in
        switch record {
        case .actionSent(name, let performer): return .some(performer)
        case .keyCommandPerformed(_, name, let performer): return .some(performer)
        default: return nil
        }
      }
      let shown = performers.map { $0 ?? "nobody" }
      guard !performers.isEmpty else {
        return
          "action \(name): expected it performed by \(expected ?? "nobody"), but it was never sent"
      }
      guard performers.contains(where: { $0 != expected }) else { return nil }
      return
        "action \(name): expected performed by \(expected ?? "nobody"), actual \(shown.joined(separator: ", "))"
    }
  }

  /// Whether the recognizer recognized, over the whole trace or from `touch`'s touch-down to the
  /// next touch-down in a later event; when it did not, the reason it last failed.
  private func recognized(
    _ gesture: String, _ expected: Bool, during touch: Int?,
    within: ClosedRange<TimeInterval>? = nil
  ) -> String? {
    var window = records[...]
    if let touch {
      guard
        let start = records.firstIndex(where: {
          if case .touchBegan(touch, _, _, _) = $0 { true } else { false }
        })
      else {
        return
          "gesture \(gesture): expected \(expected ? "recognized" : "not recognized") during touch \(touch), but there is no touch \(touch)"
      }
      let nextEvent =
        records[(start + 1)...].firstIndex { if case .eventDispatched = $0 { true } else { false } }
        ?? records.endIndex
      let end =
        records[nextEvent...].firstIndex { if case .touchBegan = $0 { true } else { false } }
        ?? records.endIndex
      window = records[start..<end]
    }
    let label = "\(gesture) on "
    let times = clockTimes()
    let recognitions = window.indices.filter {
      if case .recognizerActionSent(let name, let state) = records[$0] {
        return name.hasPrefix(label) && (state == .began || state == .ended)
      }
      return false
    }
    let actual = recognitions.contains { within?.contains(times[$0]) ?? true }
    guard actual != expected else { return nil }
    var when = touch.map { " during touch \($0)" } ?? ""
    if let within {
      let n = TextTraceFormatter.number
      when += " between \(n(within.lowerBound)) s and \(n(within.upperBound)) s"
    }
    var shown = actual ? "recognized" : "not recognized"
    if within != nil, let first = recognitions.first, !actual {
      return
        "gesture \(gesture): expected recognized\(when), actual recognized at \(TextTraceFormatter.number(times[first])) s"
    }
    let failure = window.last { record in
      if case .recognizerStateChanged(let name, _, .failed, _) = record {
        return name.hasPrefix(label)
      }
      return false
    }
    if !actual, case .recognizerStateChanged(_, _, _, let reason?) = failure {
      shown += " (failed: \(reason))"
    }
    return
      "gesture \(gesture): expected \(expected ? "recognized" : "not recognized")\(when), actual \(shown)"
  }

  private func began(_ touch: Int) -> (view: String?, tapCount: Int)? {
    for record in records {
      if case .touchBegan(touch, _, let view, let tapCount) = record { return (view, tapCount) }
    }
    return nil
  }

  /// The calls a view received, its own or forwarded to it; a forwarded call carries the touches
  /// of the delivery it continues.
  private func received(
    _ view: String, _ expected: [Scenario.ExpectedCall], within: ClosedRange<TimeInterval>?
  ) -> String? {
    var actual: [(method: ResponderMethod, touches: [Int])] = []
    var lastDelivered: [Int] = []
    let times = clockTimes()
    for (index, record) in records.enumerated() {
      let counts = within?.contains(times[index]) ?? true
      switch record {
      case .delivered(let method, let responder, let touches):
        lastDelivered = touches
        if responder == view, counts { actual.append((method, touches)) }
      case .forwarded(let method, _, view) where counts:
        actual.append((method, lastDelivered))
      default:
        break
      }
    }
    let matches =
      actual.count == expected.count
      && zip(actual, expected).allSatisfy { actual, expected in
        actual.method == expected.method && (expected.touches.map { $0 == actual.touches } ?? true)
      }
    guard !matches else { return nil }
    let showsTouches = expected.contains { $0.touches != nil }
    func show(_ method: ResponderMethod, _ touches: [Int]?) -> String {
      guard showsTouches, let touches, method.rawValue.hasPrefix("touches") else {
        return method.rawValue
      }
      return "\(method.rawValue) \(touches)"
    }
    let when =
      within.map {
        " at \(TextTraceFormatter.number($0.lowerBound))–\(TextTraceFormatter.number($0.upperBound)) s"
      } ?? ""
    return
      "\(view): expected\(when) \(expected.map { show($0.method, $0.touches) }), actual \(actual.map { show($0.method, $0.touches) })"
  }

  /// The clock time of each record: the latest event's timestamp or timer's time before it.
  private func clockTimes() -> [TimeInterval] {
    var now: TimeInterval = 0
    return records.map { record in
      switch record {
      case .eventDispatched(_, let timestamp): now = timestamp
      case .timerFired(let time, _): now = time
      default: break
      }
      return now
    }
  }

  /// The scroll view's offset when the touch after `touch` begins — where that touch-down stopped
  /// it, if it was moving — or at the end, after the last touch; `nil` when there is no `touch`.
  private func offset(of view: String, afterTouch touch: Int) -> CGPoint?? {
    guard
      let start = records.firstIndex(where: {
        if case .touchBegan(touch, _, _, _) = $0 { true } else { false }
      })
    else { return nil }
    guard
      let next = records[(start + 1)...].firstIndex(where: {
        if case .touchBegan = $0 { true } else { false }
      })
    else { return .some((scene.views[view] as? ScrollView)?.contentOffset) }
    // The next touch-down's own frame stops a moving scroll view and records where.
    let end =
      records[(next + 1)...].firstIndex { if case .eventDispatched = $0 { true } else { false } }
      ?? records.endIndex
    var offset = scenario.allViews.first { $0.id == view }?.boundsOrigin
    for record in records[..<end] {
      if case .scrolled(view, _, let scrolled) = record { offset = scrolled }
    }
    return .some(offset)
  }
}
