import Foundation
import ResponderKit

extension ScenarioLoader {
  /// The keys of sliders, steppers and segmented controls, with the kinds each is for.
  static let valueControlKeys: [(key: String, kinds: [Scenario.Kind])] = [
    ("value", [.slider, .stepper]), ("min", [.slider, .stepper]), ("max", [.slider, .stepper]),
    ("continuous", [.slider, .stepper]), ("stepValue", [.stepper]), ("wraps", [.stepper]),
    ("autorepeat", [.stepper]), ("segments", [.segmentedControl]),
    ("selected", [.segmentedControl]), ("momentary", [.segmentedControl]),
  ]

  /// A slider's, stepper's or segmented control's values, each checked: a range whose minimum is
  /// not above its maximum, a value inside it, a step above 0, a selected segment that exists.
  static func readValueControl(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    for (key, kinds) in valueControlKeys where !kinds.contains(spec.kind) {
      guard let node = keys[key] else { continue }
      let nouns = kinds.map(plural).joined(separator: " and ")
      let names = kinds.map(\.rawValue).joined(separator: " or ")
      throw node.error("'\(key)' is for \(nouns) (kind: \(names))")
    }
    var values = Scenario.ValueControlSpec()
    defer { spec.valueControl = values }
    if let node = keys["continuous"] { values.isContinuous = try node.bool() }
    if let node = keys["wraps"] { values.wraps = try node.bool() }
    if let node = keys["autorepeat"] { values.autorepeat = try node.bool() }
    if let node = keys["momentary"] { values.isMomentary = try node.bool() }
    if let node = keys["stepValue"] {
      values.stepValue = try node.number()
      guard values.stepValue > 0 else { throw node.error("a stepper's stepValue must be above 0") }
    }
    try readRange(keys, spec.kind, into: &values)
    if let node = keys["segments"] {
      try context.charge(node, in: keys["kind"], to: .segments)
      values.segments = try node.sequence().map { (item) throws(ScenarioError) in
        try item.string()
      }
      guard !values.segments.isEmpty else {
        throw node.error("a segmented control needs at least one segment: segments: [A, B]")
      }
    }
    if let node = keys["selected"] {
      values.selected = try node.integer()
      guard values.selected >= -1, values.selected < values.segments.count else {
        throw node.error(
          "selected \(values.selected) is not a segment: give 0 to \(values.segments.count - 1), or -1 for none"
        )
      }
    }
    if spec.kind == .segmentedControl, keys["segments"] == nil {
      throw keys["kind"]!.error(
        "a segmented control needs 'segments': a list of titles, as [Day, Week, Month]")
    }
  }

  private static func plural(_ kind: Scenario.Kind) -> String {
    switch kind {
    case .slider: "sliders"
    case .stepper: "steppers"
    default: "segmented controls"
    }
  }

  private static func readRange(
    _ keys: [String: YAMLNode], _ kind: Scenario.Kind, into values: inout Scenario.ValueControlSpec
  ) throws(ScenarioError) {
    guard kind == .slider || kind == .stepper else { return }
    let defaults = Scenario.ValueControlSpec.defaultRange(for: kind)
    let minimum = try keys["min"]?.number() ?? defaults.lowerBound
    let maximum = try keys["max"]?.number() ?? defaults.upperBound
    guard minimum <= maximum else {
      let node = keys["min"] ?? keys["max"]!
      throw node.error(
        "min \(TextTraceFormatter.number(minimum)) is above max \(TextTraceFormatter.number(maximum))"
      )
    }
    values.minimum = minimum
    values.maximum = maximum
    guard let node = keys["value"] else { return }
    let value = try node.number()
    guard (minimum...maximum).contains(value) else {
      throw node.error(
        "value \(TextTraceFormatter.number(value)) is outside min...max (\(TextTraceFormatter.number(minimum))...\(TextTraceFormatter.number(maximum)))"
      )
    }
    values.value = value
  }
}
