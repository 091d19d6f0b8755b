extension JSONNode {
  /// The node written as JSON: objects and lists of objects or lists over lines of their own,
  /// indented by two spaces a level after `indent`; lists of scalars on one line.
  func text(indent: String = "") -> String {
    switch value {
    case .object(let entries):
      guard !entries.isEmpty else { return "{}" }
      let inner = indent + "  "
      let lines = entries.map { entry in
        "\(inner)\(entry.key.text()): \(entry.value.text(indent: inner))"
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .list(let items):
      let isFlat = items.allSatisfy {
        switch $0.value {
        case .object, .list: false
        default: true
        }
      }
      if isFlat { return "[" + items.map { $0.text() }.joined(separator: ", ") + "]" }
      let inner = indent + "  "
      let lines = items.map { inner + $0.text(indent: inner) }
      return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
    case .string(let string): return JSONReader.quoted(string)
    case .number(let number): return number
    case .boolean(let value): return value ? "true" : "false"
    case .null: return "null"
    }
  }
}

extension JSONReader {
  /// The entries of the JSON object `text` holds, but those whose key is in `dropped`, each
  /// written again as JSON (``JSONNode/text(indent:)``, indented one level); `nil` when `text`
  /// is not a JSON object. This is how a tool writes a scenario file again with a new script.
  package static func objectEntries(of text: String, dropping dropped: Set<String>)
    -> [(key: String, value: String)]?
  {
    guard case .json(let root, _)? = try? document(text, file: ""),
      case .object(let entries) = root.value
    else { return nil }
    return entries.compactMap { entry in
      guard case .string(let key) = entry.key.value, !dropped.contains(key) else { return nil }
      return (JSONReader.quoted(key), entry.value.text(indent: "  "))
    }
  }

  /// `string` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
  package static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case let control where control.value < 0x20:
        let digits = String(control.value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
