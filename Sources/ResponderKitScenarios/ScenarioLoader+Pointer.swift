import Foundation
import ResponderKit

extension ScenarioLoader {
  /// A script's pointer and scroll steps:
  /// - `click: [x, y]` or `{at, button: primary|secondary, modifiers: [...], duration}`;
  /// - `pointerDrag: {path: [[x, y], ...], button, modifiers, duration}`;
  /// - `hover: {path: [[x, y], ...], duration}`;
  /// - `wheel: {at, delta: [dx, dy], ticks}`;
  /// - `trackpad: {at, delta: [dx, dy], duration}`;
  /// - `trackpadPinch: {at, scale, duration}`;
  /// - `trackpadRotate: {at, degrees, duration}`.
  static func addPointerStep(
    _ kind: String, _ node: YAMLNode, to script: inout TouchScript
  ) throws(ScenarioError) {
    switch kind {
    case "click":
      guard node.node.kind == .mapping else { return script.click(at: try point(node)) }
      let args = try node.mapping(allowing: ["at", "button", "modifiers", "duration"])
      guard let at = args["at"] else { throw node.error("click needs 'at'") }
      script.click(
        at: try point(at), button: try button(args["button"]),
        modifiers: try modifiers(args["modifiers"]),
        duration: try duration(args["duration"], default: 0.05))
    case "pointerDrag":
      let args = try node.mapping(allowing: ["path", "button", "modifiers", "duration"])
      guard let path = args["path"] else { throw node.error("pointerDrag needs 'path'") }
      let points = try path.sequence().map { (item) throws(ScenarioError) in try point(item) }
      guard !points.isEmpty else { throw path.error("a path needs a point") }
      script.pointerDrag(
        along: points, button: try button(args["button"]),
        modifiers: try modifiers(args["modifiers"]),
        duration: try duration(args["duration"], default: 0.3))
    case "hover":
      let args = try node.mapping(allowing: ["path", "duration"])
      guard let path = args["path"] else { throw node.error("hover needs 'path'") }
      let points = try path.sequence().map { (item) throws(ScenarioError) in try point(item) }
      guard !points.isEmpty else { throw path.error("a path needs a point") }
      script.hover(along: points, duration: try duration(args["duration"], default: 0.3))
    case "wheel":
      let args = try node.mapping(allowing: ["at", "delta", "ticks"])
      guard let at = args["at"], let delta = args["delta"] else {
        throw node.error("wheel needs 'at' and 'delta' ([dx, dy] per tick)")
      }
      let ticks = try args["ticks"]?.integer() ?? 1
      guard (1...10_000).contains(ticks) else {
        throw args["ticks"]!.error("a wheel turns 1 to 10000 ticks")
      }
      script.wheel(at: try point(at), delta: try vector(delta), ticks: ticks)
    case "trackpadPinch":
      let args = try node.mapping(allowing: ["at", "scale", "duration"])
      guard let at = args["at"], let scale = args["scale"] else {
        throw node.error("trackpadPinch needs 'at' and 'scale' (the factor in all)")
      }
      let factor = try scale.number()
      guard factor > 0, factor <= 100 else {
        throw scale.error("a pinch's scale is a factor above 0 and at most 100")
      }
      script.trackpadTransform(
        at: try point(at), scale: factor, duration: try duration(args["duration"], default: 0.3))
    case "trackpadRotate":
      let args = try node.mapping(allowing: ["at", "degrees", "duration"])
      guard let at = args["at"], let degrees = args["degrees"] else {
        throw node.error("trackpadRotate needs 'at' and 'degrees' (clockwise positive)")
      }
      let angle = try degrees.number()
      guard abs(angle) <= 3_600 else {
        throw degrees.error("a rotation turns at most 3600 degrees")
      }
      script.trackpadTransform(
        at: try point(at), rotation: angle * .pi / 180,
        duration: try duration(args["duration"], default: 0.3))
    default:
      let args = try node.mapping(allowing: ["at", "delta", "duration"])
      guard let at = args["at"], let delta = args["delta"] else {
        throw node.error("trackpad needs 'at' and 'delta' ([dx, dy] in all)")
      }
      script.trackpadScroll(
        at: try point(at), by: try vector(delta),
        duration: try duration(args["duration"], default: 0.2))
    }
  }

  /// A pointer button by name: `primary` (the default) or `secondary`.
  static func button(_ node: YAMLNode?) throws(ScenarioError) -> Event.ButtonMask {
    guard let node else { return .primary }
    switch try node.string() {
    case "primary": return .primary
    case "secondary": return .secondary
    case let other:
      throw node.error("unknown button \(quoted(other)) (expected primary or secondary)")
    }
  }

  /// `[dx, dy]`.
  static func vector(_ node: YAMLNode) throws(ScenarioError) -> CGVector {
    let values = try node.numbers(2, describing: "a delta: [dx, dy]")
    return CGVector(dx: values[0], dy: values[1])
  }

  /// A list of modifier names, or none.
  static func modifiers(_ node: YAMLNode?) throws(ScenarioError) -> KeyModifierFlags {
    guard let node else { return [] }
    var flags: KeyModifierFlags = []
    for item in try node.sequence() {
      let name = try item.string()
      guard let flag = KeyModifierFlags.names.first(where: { $0.name == name })?.flag else {
        let names = KeyModifierFlags.names.map(\.name).joined(separator: ", ")
        throw item.error("unknown modifier \(quoted(name)) (expected: \(names))")
      }
      flags.insert(flag)
    }
    return flags
  }
}
