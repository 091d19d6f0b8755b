import Foundation
import ResponderKit

extension ScenarioLoader {
  /// Keys by their names in scenario files: the keys that type nothing, and those whose
  /// characters are awkward in YAML.
  static let namedKeys: [String: String] = Dictionary(
    uniqueKeysWithValues: Key.names.map { ($0.value, $0.key) }
  ).merging(["delete": "\u{8}"]) { first, _ in first }

  /// A key as a file writes it: modifiers and a key joined by `+`, `command+shift+z`, `a`,
  /// `upArrow`, `space`. Returns the key's input and its modifiers.
  static func keyCombination(_ node: YAMLNode) throws(ScenarioError) -> (
    input: String, modifiers: KeyModifierFlags
  ) {
    let text = try node.string()
    var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    // `command++` is command with the plus key.
    if text.hasSuffix("++") { parts = parts.dropLast(2) + ["+"] }
    guard let last = parts.popLast(), !last.isEmpty else {
      throw node.error("a key is written as modifiers and a key joined by '+', like 'command+c'")
    }
    var modifiers: KeyModifierFlags = []
    let names = KeyModifierFlags.names.map(\.name)
    for part in parts {
      guard let flag = KeyModifierFlags.names.first(where: { $0.name == part })?.flag else {
        let suggestion = nearestKey(to: part, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw node.error(
          "unknown modifier \(quoted(part))\(suggestion) (expected: \(names.joined(separator: ", ")))"
        )
      }
      modifiers.insert(flag)
    }
    let input = namedKeys[last] ?? last
    guard KeySample(input: input, phase: .down, timestamp: 0) != nil else {
      let known = namedKeys.keys.sorted().joined(separator: ", ")
      throw node.error(
        "unknown key \(quoted(last)) (expected a letter, a digit, a typed character or one of: \(known))"
      )
    }
    return (input, modifiers)
  }

  /// A script's `key` step: `key: command+c`, or `key: {key: command+c, hold: 0.8}`.
  static func keyStep(_ node: YAMLNode) throws(ScenarioError) -> (
    input: String, modifiers: KeyModifierFlags, hold: TimeInterval
  ) {
    guard node.node.kind == .mapping else {
      let (input, modifiers) = try keyCombination(node)
      return (input, modifiers, 0.05)
    }
    let args = try node.mapping(allowing: ["key", "hold"])
    guard let key = args["key"] else { throw node.error("a key step needs 'key'") }
    let (input, modifiers) = try keyCombination(key)
    return (input, modifiers, try duration(args["hold"], default: 0.05))
  }

  /// A view's `keyCommands` (any view) and `textInput` (plain views).
  static func readKeyboard(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec
  ) throws(ScenarioError) {
    if let value = keys["textInput"] {
      guard spec.kind == .view else {
        throw value.error("'textInput' is for plain views (kind: view)")
      }
      spec.textInput = try value.bool()
    }
    if let list = keys["keyCommands"] { spec.keyCommands = try keyCommands(list) }
  }

  /// A responder's `keyCommands`: `{key: command+c, action: "copy:", wantsPriority: false}` each.
  static func keyCommands(_ list: YAMLNode) throws(ScenarioError) -> [Scenario.KeyCommandSpec] {
    var commands: [Scenario.KeyCommandSpec] = []
    for item in try list.sequence() {
      let args = try item.mapping(allowing: ["key", "action", "wantsPriority"])
      guard let key = args["key"], let action = args["action"] else {
        throw item.error("a key command needs 'key' (like command+c) and 'action'")
      }
      let (input, modifiers) = try keyCombination(key)
      commands.append(
        Scenario.KeyCommandSpec(
          input: input, modifiers: modifiers, action: try action.string(),
          wantsPriority: try args["wantsPriority"]?.bool() ?? false))
    }
    return commands
  }
}
