import Foundation
import ResponderKit

/// Checks a scenario's expectations against what happened: the trace records and the screen at
/// the end. Each looks up what it needs in one ``TraceIndex`` shared by the run's checks.
@MainActor
struct ExpectationCheck {
  let index: TraceIndex
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
      let actual = (index.selections[list] ?? []).compactMap { position -> Int? in
        if case .rowSelected(_, let row) = records[position] { return row }
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
      let actual = (index.controlEvents[control] ?? []).flatMap { position -> [String] in
        if case .controlEvent(_, let events) = records[position] {
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
      let performers = (index.actionSends[name] ?? []).compactMap { position -> String?? in
        switch records[position] {
        case .actionSent(_, let performer): return .some(performer)
        case .keyCommandPerformed(_, _, let performer): return .some(performer)
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
    var window = records.indices
    if let touch {
      guard let start = index.touchDowns[touch] else {
        return
          "gesture \(gesture): expected \(expected ? "recognized" : "not recognized") during touch \(touch), but there is no touch \(touch)"
      }
      let nextEvent = index.first(after: start, in: index.eventPositions) ?? records.endIndex
      let end = index.first(after: nextEvent - 1, in: index.touchDownPositions) ?? records.endIndex
      window = start..<end
    }
    let times = index.times
    let recognitions = Self.positions(index.recognitions[gesture] ?? [], in: window)
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
    let failure = Self.positions(index.failures[gesture] ?? [], in: window).last.map {
      records[$0]
    }
    if !actual, case .recognizerStateChanged(_, _, _, let reason?) = failure {
      shown += " (failed: \(reason))"
    }
    return
      "gesture \(gesture): expected \(expected ? "recognized" : "not recognized")\(when), actual \(shown)"
  }

  /// The records the trace was made of.
  var records: [TraceRecord] { index.records }

  /// The part of the ascending `positions` within `window`.
  ///
  /// - Complexity: O(log *n*).
  static func positions(_ positions: [Int], in window: Range<Int>) -> ArraySlice<Int> {
    positions[
      TraceIndex.count(
        of: positions, below: window.lowerBound)..<TraceIndex.count(
          of: positions, below: window.upperBound)]
  }

  private func began(_ touch: Int) -> (view: String?, tapCount: Int)? {
    guard let position = index.touchDowns[touch],
      case .touchBegan(_, _, let view, let tapCount) = records[position]
    else { return nil }
    return (view, tapCount)
  }

  /// The calls a view received, its own or forwarded to it; a forwarded call carries the touches
  /// of the delivery it continues.
  private func received(
    _ view: String, _ expected: [Scenario.ExpectedCall], within: ClosedRange<TimeInterval>?
  ) -> String? {
    let times = index.times
    let actual = (index.calls[view] ?? []).filter { within?.contains(times[$0.record]) ?? true }
      .map { (method: $0.method, touches: $0.touches) }
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

  /// The scroll view's offset when the touch after `touch` begins — where that touch-down stopped
  /// it, if it was moving — or at the end, after the last touch; `nil` when there is no `touch`.
  private func offset(of view: String, afterTouch touch: Int) -> CGPoint?? {
    guard let start = index.touchDowns[touch] else { return nil }
    guard let next = index.first(after: start, in: index.touchDownPositions) else {
      return .some((scene.views[view] as? ScrollView)?.contentOffset)
    }
    // The next touch-down's own frame stops a moving scroll view and records where.
    let end = index.first(after: next, in: index.eventPositions) ?? records.endIndex
    let scrolled = Self.positions(index.scrolls[view] ?? [], in: 0..<end).last
    if let scrolled, case .scrolled(_, _, let offset) = records[scrolled] { return .some(offset) }
    return .some(scenario.allViews.first { $0.id == view }?.boundsOrigin)
  }
}
