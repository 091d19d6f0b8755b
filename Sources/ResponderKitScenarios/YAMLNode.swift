import ResponderKit

/// A node of a scenario document (YAML, or JSON) with its place in the file, read with errors
/// that name the file, line, column and key path, and unknown keys refused with a suggestion.
struct YAMLNode {
  let node: DocumentNode
  let path: String
  let file: String

  func error(_ message: String) -> ScenarioError {
    let place = node.place
    return ScenarioError(
      file: file, line: place.line, column: place.column, keyPath: path, message: message)
  }

  private func child(_ node: DocumentNode, _ key: String) -> YAMLNode {
    YAMLNode(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  /// The mapping's entries, refusing keys not in `allowed` (suggesting the nearest).
  func mapping(allowing allowed: [String]) throws(ScenarioError) -> [String: YAMLNode] {
    guard node.kind == .mapping else {
      throw error("expected a mapping with keys \(allowed.joined(separator: ", "))")
    }
    var result: [String: YAMLNode] = [:]
    for (keyNode, value) in node.entries {
      guard let key = keyNode.string else { throw error("keys must be strings") }
      guard allowed.contains(key) else {
        let suggestion = nearestKey(to: key, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
        let place = YAMLNode(node: keyNode, path: path, file: file)
        throw place.error(
          "unknown key \(quoted(key))\(suggestion) (expected one of: \(allowed.joined(separator: ", ")))"
        )
      }
      result[key] = child(value, key)
    }
    return result
  }

  /// The sequence's items.
  func sequence() throws(ScenarioError) -> [YAMLNode] {
    guard node.kind == .sequence else { throw error("expected a list") }
    return node.items.enumerated().map {
      YAMLNode(node: $1, path: "\(path)[\($0)]", file: file)
    }
  }

  /// A number.
  func number() throws(ScenarioError) -> Double {
    try refuseBase60()
    guard let value = node.plainDecimal ?? node.float ?? node.int.map(Double.init), value.isFinite
    else {
      throw error("expected a number, got \(quoted(node.string ?? "a \(node.kindName)"))")
    }
    guard abs(value) <= Self.numberLimit else { throw outOfRange(node.string ?? "\(value)") }
    return value
  }

  /// A whole number.
  func integer() throws(ScenarioError) -> Int {
    try refuseBase60()
    guard let value = node.int else {
      throw error("expected a whole number, got \(quoted(node.string ?? node.kindName))")
    }
    guard value.magnitude <= UInt(Self.numberLimit) else { throw outOfRange("\(value)") }
    return value
  }

  /// The largest magnitude a number in a scenario file may have: ten million, far beyond any
  /// screen, duration or count a scenario needs, so that nothing computed from it overflows.
  static let numberLimit: Double = 10_000_000

  private func outOfRange(_ text: String) -> ScenarioError {
    error(
      "\(text.prefix(40)) is out of range: numbers in a scenario are from -10000000 to 10000000")
  }

  /// Refuses a plain scalar YAML 1.1 reads as a number but not in decimal: base 60 (`1:30` is
  /// 90), hexadecimal (`0x10`), octal (`0o17`, and `017`, which is 15), binary (`0b11`) or with
  /// digits grouped by `_` (`1_000`). YAML 1.2 reads several of them as text, and the file almost
  /// never means what 1.1 makes of them.
  private func refuseBase60() throws(ScenarioError) {
    guard node.isPlainScalar, let text = node.string,
      let value = node.int.map(Double.init) ?? node.float, value.isFinite
    else { return }
    let digits = text.drop(while: { $0 == "-" || $0 == "+" })
    let form: String
    if text.contains(":") {
      form = "base 60"
    } else if digits.hasPrefix("0x") {
      form = "hexadecimal"
    } else if digits.hasPrefix("0o")
      || (digits.count > 1 && digits.hasPrefix("0") && digits.allSatisfy(\.isNumber))
    {
      form = "octal"
    } else if digits.hasPrefix("0b") {
      form = "binary"
    } else if text.contains("_") {
      form = "digits grouped by '_', which YAML 1.2 reads as text"
    } else {
      return
    }
    let number = TextTraceFormatter.number(value)
    throw error(
      "\(quoted(text)) is not a number here: YAML 1.1 reads it as \(number) (\(form)); write \(number) if that is what you mean"
    )
  }

  /// A boolean.
  func bool() throws(ScenarioError) -> Bool {
    guard let value = node.bool else {
      throw error("expected true or false, got \(quoted(node.string ?? node.kindName))")
    }
    return value
  }

  /// A string.
  func string() throws(ScenarioError) -> String {
    guard node.kind == .scalar, let text = node.string else { throw error("expected a string") }
    return text
  }

  /// A list of exactly `count` numbers, as `[x, y]`.
  func numbers(_ count: Int, describing what: String) throws(ScenarioError) -> [Double] {
    let items = node.items
    guard node.kind == .sequence, items.count == count else {
      throw error("expected \(what)")
    }
    var values: [Double] = []
    for (index, item) in items.enumerated() {
      values.append(try YAMLNode(node: item, path: "\(path)[\(index)]", file: file).number())
    }
    return values
  }
}
