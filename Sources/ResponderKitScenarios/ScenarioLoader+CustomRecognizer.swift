import Foundation
import ResponderKit

extension ScenarioLoader {
  /// The keys only a `type: custom` gesture has.
  static let customRecognizerKeys = [
    "class", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
  ]

  /// The states a custom recognizer's method may set, by the name a file gives them.
  static let customRecognizerStates: [(name: String, state: GestureRecognizer.State)] = [
    ("began", .began), ("changed", .changed), ("ended", .ended), ("recognized", .ended),
    ("failed", .failed), ("cancelled", .cancelled),
  ]

  /// A custom recognizer's description from its gesture's keys, or `nil` when the gesture is of
  /// another type; a custom key on another type is an error at that key.
  static func customRecognizer(
    _ keys: [String: YAMLNode], type: String
  ) throws(ScenarioError) -> Scenario.CustomRecognizer? {
    guard type == "custom" else {
      for key in customRecognizerKeys {
        if let node = keys[key] {
          throw node.error("\(key) describes a custom recognizer: it needs type: custom")
        }
      }
      return nil
    }
    var custom = Scenario.CustomRecognizer()
    if let node = keys["class"] { custom.className = try node.string() }
    if let node = keys["touchesBegan"] { custom.onBegan = try customState(node) }
    if let node = keys["touchesEnded"] { custom.onEnded = try customState(node) }
    if let node = keys["touchesCancelled"] { custom.onCancelled = try customState(node) }
    if let node = keys["touchesMoved"] {
      if node.node.kind == .mapping {
        let moved = try node.mapping(allowing: ["beyond", "state"])
        guard let state = moved["state"] else {
          throw node.error("touchesMoved as a mapping is {beyond: points, state: a state}")
        }
        custom.onMoved = try customState(state)
        if let beyond = moved["beyond"] {
          custom.movedBeyond = try beyond.number()
          guard custom.movedBeyond >= 0, custom.movedBeyond.isFinite else {
            throw beyond.error("beyond is a distance in points, 0 or more")
          }
        }
      } else {
        custom.onMoved = try customState(node)
      }
    }
    return custom
  }

  /// A state name: `began`, `changed`, `ended` or `recognized`, `failed`, `cancelled`.
  private static func customState(_ node: YAMLNode) throws(ScenarioError)
    -> GestureRecognizer.State
  {
    let name = try node.string()
    guard let found = customRecognizerStates.first(where: { $0.name == name }) else {
      let names = customRecognizerStates.map(\.name)
      throw node.error(
        "unknown state \(quoted(name))"
          + (nearestKey(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "")
          + " (expected one of: \(names.joined(separator: ", ")))")
    }
    return found.state
  }
}
