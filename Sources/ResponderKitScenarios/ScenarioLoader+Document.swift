#if YAML
  import Yams
#endif

extension ScenarioLoader {
  /// The trait that brings YAML, as errors name it.
  static let yamlTrait = "YAML"

  /// The document of `text` (YAML, or JSON), its aliases bounded, or `nil` when it has none (an
  /// empty file, or only comments).
  ///
  /// With the package's `YAML` trait Yams reads it; without it the JSON reader does, and a text
  /// that is not JSON is refused with an error that names the trait.
  static func document(_ text: String, file: String) throws(ScenarioError) -> DocumentNode? {
    #if YAML
      let root: Node?
      do {
        root = try Yams.compose(yaml: text)
      } catch let error as YamlError {
        throw syntaxError(error, file: file)
      } catch {
        throw ScenarioError(
          file: file, line: 0, column: 0, keyPath: "", message: "the YAML reader failed")
      }
      guard let root else { return nil }
      try AliasExpansion.check(root, text: text, file: file, limit: maximumExpandedValueCount)
      return .yaml(root)
    #else
      try refuseYAML(text, file: file)
      do {
        return try jsonDocument(text, file: file)
      } catch {
        var error = error
        error.message +=
          "; this build reads scenario files in JSON only (YAML needs ResponderKit's '\(yamlTrait)' trait)"
        throw error
      }
    #endif
  }

  /// The document of `text` read as JSON, without Yams, or `nil` when it holds nothing but
  /// spaces and line breaks: what ``document(_:file:)`` reads without the `YAML` trait, and
  /// tests compare with what Yams reads.
  static func jsonDocument(_ text: String, file: String) throws(ScenarioError) -> DocumentNode? {
    try JSONReader.document(text, file: file)
  }

  /// Refuses `text` when it is YAML and not JSON: when its first character (after spaces and
  /// line breaks) opens no JSON object or list, as a comment, a key or a list's `- ` does.
  static func refuseYAML(_ text: String, file: String) throws(ScenarioError) {
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars {
      switch scalar {
      case " ", "\t", "\r", "\u{FEFF}": column += 1
      case "\n":
        line += 1
        column = 1
      case "{", "[": return
      default:
        throw ScenarioError(
          file: file, line: line, column: column, keyPath: "",
          message:
            "this is YAML, not JSON: this build reads scenario files in JSON only; YAML needs ResponderKit's '\(yamlTrait)' trait (on by default, off for a package that depends on it with `traits: []`)"
        )
      }
    }
  }

  /// The message for a mapping that gives `keys` (sorted) more than once.
  static func duplicateKeysMessage(_ keys: [String]) -> String {
    "a mapping has the key \(keys.prefix(3).map(quoted).joined(separator: ", ")) twice; give each key once"
  }
}
