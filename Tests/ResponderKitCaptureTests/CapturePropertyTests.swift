import Foundation
import PropertyBased
import ResponderKit
import ResponderKitScenarios
import Testing

/// One view of a random screen: its parent (0: the window), frame, kind, flags, recognizers and
/// a number for the rest.
private struct RandomView: Sendable {
  var parent: Int
  var frame: (Int, Int, Int, Int)
  var kind: Int
  var flags: Int
  var gestures: Int
  var extra: Int

  static let gen = zip(
    Gen.int(in: 0...100), Gen.int(in: -20...300), Gen.int(in: -20...560), Gen.int(in: 10...300),
    Gen.int(in: 10...300), Gen.int(in: 0...11), Gen.int(in: 0...255), Gen.int(in: 0...63),
    Gen.int(in: 0...99)
  ).map { parent, x, y, w, h, kind, flags, gestures, extra in
    RandomView(
      parent: parent, frame: (x, y, w, h), kind: kind, flags: flags, gestures: gestures,
      extra: extra)
  }

  static let kinds = [
    "view", "view", "view", "button", "switch", "slider", "stepper", "segmentedControl", "control",
    "scrollView", "imageView", "label",
  ]

  /// The view as a YAML flow mapping holding `children`; `names` gathers recognizer names.
  func yaml(id: Int, children: String, names: inout [String]) -> String {
    let (x, y, w, h) = frame
    let kind = Self.kinds[self.kind]
    var keys = ["id: V\(id)", "frame: [\(x), \(y), \(w), \(h)]"]
    if kind != "view" { keys.append("kind: \(kind)") }
    if flags & 1 != 0, extra % 5 == 0 { keys.append("isHidden: true") }
    if flags & 2 != 0, extra % 4 == 0 {
      keys.append("isUserInteractionEnabled: \(kind == "imageView" || kind == "label")")
    }
    if flags & 4 != 0 { keys.append("isMultipleTouchEnabled: true") }
    if flags & 8 != 0 { keys.append("isExclusiveTouch: true") }
    if flags & 16 != 0 { keys.append("clipsToBounds: \(kind != "scrollView")") }
    if flags & 32 != 0 { keys.append("alpha: \(extra % 3 == 0 ? "0.005" : "0.5")") }
    if flags & 64 != 0 {
      keys.append("transform: {scale: [1.5, 0.5], rotate: 30, translate: [4, -6]}")
    }
    if flags & 128 != 0, kind == "view" { keys.append("boundsOrigin: [5, 10]") }
    if extra % 11 == 1 { keys.append("zPosition: \(extra % 3 - 1)") }
    switch kind {
    case "button", "control", "switch", "slider", "stepper", "segmentedControl":
      if extra % 7 == 0 { keys.append("isEnabled: false") }
      let action = "act\(extra % 3)"
      keys.append(
        extra % 2 == 0
          ? "targets: [{action: \(action), events: [touchUpInside, valueChanged], target: V\(id)}]"
          : "targets: [{action: \(action), events: [touchDown]}]")
      keys.append("performs: [\(action)]")
      switch kind {
      case "switch": keys.append("isOn: \(extra % 2 == 0)")
      case "slider": keys.append("value: 0.25")
      case "stepper": keys += ["value: 3", "max: 10", "stepValue: 2", "wraps: \(extra % 2 == 0)"]
      case "segmentedControl":
        keys += ["segments: [A, B, C]", "selected: \(extra % 4 - 1)"]
      default: break
      }
    case "scrollView":
      keys.append("contentSize: [\(w * 2), \(h * 3)]")
      if extra % 2 == 0 { keys.append("contentOffset: [0, 10]") }
      if extra % 3 == 0 { keys.append("contentInset: {top: 5, bottom: 8}") }
      if extra % 5 == 0 { keys.append("bounces: false") }
      if extra % 4 == 0 { keys.append("delaysContentTouches: false") }
    default:
      if extra % 9 == 0 { keys.append("performs: [act0, act1]") }
    }
    if kind == "view" || kind == "imageView" || kind == "label" {
      var gestures: [String] = []
      let types = [
        "{type: tap, numberOfTapsRequired: \(1 + extra % 2)", "{type: pan",
        "{type: longPress, minimumPressDuration: 0.3", "{type: swipe, direction: [left, up]",
      ]
      for (bit, type) in types.enumerated() where self.gestures & (1 << bit) != 0 {
        let name = "g\(id)_\(bit)"
        var text = "\(type), name: \(name)"
        if extra % 3 == 0 { text += ", cancelsTouchesInView: false" }
        if extra % 4 == 1 { text += ", delaysTouchesBegan: true" }
        if self.gestures & 16 != 0, gestures.isEmpty { text += ", shouldBegin: false" }
        if self.gestures & 32 != 0, let other = names.last {
          text += ", simultaneousWith: [\(other)]"
        }
        if extra % 11 == 0, let other = names.first {
          text += ", shouldRequireFailureOf: [\(other)]"
        }
        gestures.append(text + "}")
        names.append(name)
      }
      if !gestures.isEmpty { keys.append("gestures: [\(gestures.joined(separator: ", "))]") }
    }
    if !children.isEmpty { keys.append("subviews: [\(children)]") }
    return "{" + keys.joined(separator: ", ") + "}"
  }
}

/// One step of a random script.
private struct RandomStep: Sendable {
  var kind: Int
  var x: Int
  var y: Int
  var dx: Int
  var dy: Int

  static let gen = zip(
    Gen.int(in: 0...4), Gen.int(in: 0...375), Gen.int(in: 0...667), Gen.int(in: -200...200),
    Gen.int(in: -200...200)
  ).map { RandomStep(kind: $0, x: $1, y: $2, dx: $3, dy: $4) }

  var yaml: String {
    switch kind {
    case 0: "- tap: [\(x), \(y)]"
    case 1: "- drag: {path: [[\(x), \(y)], [\(x + dx), \(y + dy)]], duration: 0.2}"
    case 2: "- longPress: {at: [\(x), \(y)], duration: 0.6}"
    case 3: "- doubleTap: [\(x), \(y)]"
    default: "- wait: 0.4"
    }
  }
}

/// A whole random scenario file; the first plain view that takes touches is first responder
/// when `firstResponder` is set.
private func scenarioYAML(_ views: [RandomView], _ steps: [RandomStep], firstResponder: Bool)
  -> String
{
  var children: [[Int]] = Array(repeating: [], count: views.count + 1)
  for (index, view) in views.enumerated() {
    children[view.parent % (index + 1)].append(index + 1)
  }
  var names: [String] = []
  var chosen = false
  func render(_ id: Int) -> String {
    var text = views[id - 1].yaml(
      id: id, children: children[id].map(render).joined(separator: ", "), names: &names)
    if firstResponder, !chosen, RandomView.kinds[views[id - 1].kind] == "view" {
      chosen = true
      text = String(text.dropLast()) + ", becomesFirstResponder: true}"
    }
    return text
  }
  let tree = children[0].map { "  - " + render($0) }.joined(separator: "\n")
  let script = steps.map { "  " + $0.yaml }.joined(separator: "\n")
  return
    "appDelegate: {performs: [act2]}\nviews:\n\(tree.isEmpty ? "  []" : tree)\ntouches:\n\(script)\n"
}

@MainActor
@Suite("Capture: random screens captured and read back")
struct CapturePropertyTests {
  @Test(
    "Property: a random screen captured, loaded and built has the same views, flags, kinds, recognizers, delegate answers and targets, and traces the same for the same touches"
  )
  func randomScreensRoundTrip() async throws {
    await propertyCheck(
      count: 60, input: RandomView.gen.array(of: 0...10), RandomStep.gen.array(of: 1...5),
      Gen.bool
    ) { views, steps, firstResponder in
      let yaml = scenarioYAML(views, steps, firstResponder: firstResponder)
      let original: Scenario
      do {
        original = try ScenarioLoader.load(yaml: yaml, file: "random.yaml")
      } catch {
        Issue.record("a generated file does not load: \(error)\n\(yaml)")
        return
      }
      guard let trip = CaptureRoundTrip.make(original) else { return }
      let hierarchies = trip.hierarchies
      #expect(hierarchies.captured == hierarchies.original, "\(yaml)\n---\n\(trip.yaml)")
      guard let traces = trip.traces else { return }
      #expect(traces.captured == traces.original, "\(yaml)\n---\n\(trip.yaml)")
    }
  }
}
