import Foundation
import ResponderKit

extension ScenarioLoader {
  /// Gesture names people write for what is a property of a standard recognizer in UIKit, with
  /// the spelling that does it.
  static let gestureAliases: [String: String] = [
    "doubleTap": "type: tap with numberOfTapsRequired: 2",
    "tripleTap": "type: tap with numberOfTapsRequired: 3",
    "twoFingerTap": "type: tap with numberOfTouchesRequired: 2",
    "drag": "type: pan",
    "longTap": "type: longPress",
    "hold": "type: longPress",
    "zoom": "type: pinch",
    "rotate": "type: rotation",
    "edgePan": "type: screenEdgePan with edges",
    "edgeSwipe": "type: screenEdgePan with edges",
  ]

  /// A gesture recognizer: its type, name, properties, failure requirements and delegate's answers.
  static func gesture(_ node: YAMLNode, _ context: inout LoadContext) throws(ScenarioError)
    -> Scenario.GestureSpec
  {
    let keys = try node.mapping(allowing: gestureKeys)
    guard let typeNode = keys["type"] else {
      throw node.error("a gesture needs a 'type': \(gestureTypes.joined(separator: ", "))")
    }
    let type = try typeNode.string()
    guard gestureTypes.contains(type) else {
      let suggestion =
        gestureAliases[type].map { "; write \($0)" }
        ?? nearestKey(to: type, in: gestureTypes).map { "; did you mean '\($0)'?" } ?? ""
      throw typeNode.error(
        "unknown gesture type \(quoted(type))\(suggestion) (expected one of: \(gestureTypes.joined(separator: ", ")))"
      )
    }
    guard let nameNode = keys["name"] else { throw node.error("a gesture needs a 'name'") }
    var spec = Scenario.GestureSpec(type: type, name: try nameNode.string())
    guard context.gestures[spec.name] == nil else {
      throw nameNode.error("the gesture name \(quoted(spec.name)) is used twice")
    }
    context.gestures[spec.name] = nameNode
    for key in gestureNumbers {
      guard let value = keys[key] else { continue }
      if gestureCounts.contains(key) {
        let count = try value.integer()
        guard (1...100).contains(count) else {
          throw value.error("\(key) is from 1 to 100, not \(count)")
        }
        spec.numbers[key] = Double(count)
      } else {
        let amount = try value.number()
        guard amount >= 0 else {
          throw value.error("\(key) is 0 or more, not \(TextTraceFormatter.number(amount))")
        }
        spec.numbers[key] = amount
      }
    }
    for key in gestureFlags { if let value = keys[key] { spec.flags[key] = try value.bool() } }
    spec.custom = try customRecognizer(keys, type: type)
    if let value = keys["shouldBegin"] {
      if value.node.kind == .mapping {
        spec.beginsWhen = try beginCondition(value, type: type)
      } else {
        spec.shouldBegin = try value.bool()
      }
    }
    if let value = keys["shouldReceive"] {
      if value.node.kind == .mapping {
        let except = try value.mapping(allowing: ["except"])
        guard let ids = except["except"] else {
          throw value.error("shouldReceive is true, false, or {except: [view ids]}")
        }
        var views: [String] = []
        try context.charge(ids, in: node, to: .relations)
        for item in try ids.sequence() {
          let id = try item.string()
          context.viewReferences.append((id, item))
          views.append(id)
        }
        spec.shouldReceive = .except(inViews: views)
      } else {
        spec.shouldReceive = try value.bool() ? .always : .never
      }
    }
    func names(_ key: String) throws(ScenarioError) -> [String] {
      guard let value = keys[key] else { return [] }
      try context.charge(value, in: node, to: .relations)
      if key != "simultaneousWith" { try context.charge(value, in: node, to: .requirements) }
      var result: [String] = []
      for item in try value.sequence() {
        let name = try item.string()
        context.gestureReferences.append((name, item))
        result.append(name)
      }
      return result
    }
    spec.requireToFail = try names("requireToFail")
    spec.simultaneousWith = try names("simultaneousWith")
    spec.shouldRequireFailureOf = try names("shouldRequireFailureOf")
    spec.shouldBeRequiredToFailBy = try names("shouldBeRequiredToFailBy")
    if let direction = keys["direction"] ?? keys["edges"] {
      let allowed =
        type == "swipe"
        ? ["right", "left", "up", "down"] : ["top", "left", "bottom", "right", "all"]
      for item in try direction.sequence() {
        let value = try item.string()
        guard allowed.contains(value) else {
          throw item.error(
            "unknown direction \(quoted(value)) (expected one of: \(allowed.joined(separator: ", ")))"
          )
        }
        spec.directions.append(value)
      }
    }
    return spec
  }

  /// The directions a `shouldBegin: {direction: ...}` may name.
  static let beginDirections = ["horizontal", "vertical", "left", "right", "up", "down"]

  /// `shouldBegin: {direction: horizontal}` (or a list of directions, pans only) or
  /// `{inside: [x, y, width, height]}` (in the recognizer's view).
  private static func beginCondition(_ node: YAMLNode, type: String) throws(ScenarioError)
    -> Scenario.BeginCondition
  {
    let keys = try node.mapping(allowing: ["direction", "inside"])
    guard keys.count == 1 else {
      throw node.error(
        "shouldBegin is true, false, {direction: horizontal} or {inside: [x, y, width, height]}")
    }
    if let inside = keys["inside"] {
      let r = try inside.numbers(4, describing: "a rectangle in the view: [x, y, width, height]")
      guard r[2] >= 0, r[3] >= 0 else { throw inside.error("a rectangle's size is not negative") }
      return .inside(CGRect(x: r[0], y: r[1], width: r[2], height: r[3]))
    }
    let direction = keys["direction"]!
    guard type == "pan" || type == "screenEdgePan" else {
      throw direction.error("a direction is a pan's: this recognizer is a \(type)")
    }
    let names: [YAMLNode] =
      if direction.node.kind == .sequence { try direction.sequence() } else { [direction] }
    var directions: [String] = []
    for item in names {
      let name = try item.string()
      guard beginDirections.contains(name) else {
        throw item.error(
          "unknown direction \(quoted(name)) (expected one of: \(beginDirections.joined(separator: ", ")))"
        )
      }
      directions.append(name)
    }
    guard !directions.isEmpty else { throw direction.error("name a direction at least") }
    return .direction(directions)
  }
}
