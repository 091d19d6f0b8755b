extension JSONReader {
  /// How deeply a scenario file's objects and lists may nest: as deeply as its YAML reader lets
  /// them.
  static let documentDepth = 1_000

  /// The document `text` holds, or `nil` when it holds nothing but spaces and line breaks;
  /// `file` names it in errors, which name the line and column as YAML's reader would.
  ///
  /// A key given twice in an object is refused when the object closes, at the first place of the
  /// first of the doubled keys in order, as the YAML reader refuses it.
  ///
  /// - Complexity: O(*n*) for a text of *n* bytes.
  static func document(_ text: String, file: String) throws(ScenarioError) -> DocumentNode? {
    var reader = JSONReader(text, maximumDepth: documentDepth)
    if reader.bytes.starts(with: JSONText.byteOrderMark) { reader.index = 3 }
    do throws(JSONSyntaxError) {
      reader.skipSpace()
      guard !reader.isAtEnd else { return nil }
      let node = try reader.node()
      reader.skipSpace()
      guard reader.isAtEnd else { throw reader.unexpected("after the end of the document") }
      return .json(node, JSONText(reader.bytes))
    } catch {
      let place = JSONText(reader.bytes).place(of: error.offset)
      throw ScenarioError(
        file: file, line: place.line, column: place.column, keyPath: "", message: error.reason)
    }
  }

  private mutating func node() throws(JSONSyntaxError) -> JSONNode {
    let start = index
    guard let byte = next else { throw error("the text ends where a value should start") }
    let value: JSONNode.Value
    switch byte {
    case UInt8(ascii: "{"): value = try object()
    case UInt8(ascii: "["): value = try list()
    case UInt8(ascii: "\""): value = .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
    case UInt8(ascii: "t"):
      try word("true")
      value = .boolean(true)
    case UInt8(ascii: "f"):
      try word("false")
      value = .boolean(false)
    case UInt8(ascii: "n"):
      try word("null")
      value = .null
    default: throw unexpected("where a value should start")
    }
    return JSONNode(value: value, offset: start)
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    defer { leave() }
    var entries: [(key: JSONNode, value: JSONNode)] = []
    skipSpace()
    if take("}") { return .object(entries) }
    while true {
      skipSpace()
      guard next == UInt8(ascii: "\"") else {
        throw unexpected("where a key in quotes should be")
      }
      let keyOffset = index
      let key = JSONNode(value: .string(try string()), offset: keyOffset)
      skipSpace()
      guard take(":") else { throw unexpected("where ':' should follow a key") }
      skipSpace()
      entries.append((key, try node()))
      skipSpace()
      if take("}") { break }
      guard take(",") else { throw unexpected("where ',' or '}' should be") }
    }
    try refuseDuplicateKeys(entries)
    return .object(entries)
  }

  private mutating func list() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    defer { leave() }
    var items: [JSONNode] = []
    skipSpace()
    if take("]") { return .list(items) }
    while true {
      skipSpace()
      items.append(try node())
      skipSpace()
      if take("]") { return .list(items) }
      guard take(",") else { throw unexpected("where ',' or ']' should be") }
    }
  }

  /// Refuses an object with a key given twice, naming its doubled keys in order, at the first
  /// place of the first of them.
  ///
  /// - Complexity: O(*k*) for *k* keys (O(*k*²) for the few keys of most objects, which need no
  ///   set).
  private func refuseDuplicateKeys(_ entries: [(key: JSONNode, value: JSONNode)])
    throws(JSONSyntaxError)
  {
    guard entries.count > 1 else { return }
    func text(_ node: JSONNode) -> String {
      guard case .string(let text) = node.value else { return "" }
      return text
    }
    var isDoubled = false
    if entries.count <= 16 {
      outer: for first in entries.indices {
        for second in entries.indices where second > first {
          if text(entries[first].key) == text(entries[second].key) {
            isDoubled = true
            break outer
          }
        }
      }
    } else {
      var seen = Set<String>(minimumCapacity: entries.count)
      isDoubled = entries.contains { !seen.insert(text($0.key)).inserted }
    }
    guard isDoubled else { return }
    var firstPlace: [String: Int] = [:]
    var doubled: Set<String> = []
    for entry in entries {
      let key = text(entry.key)
      if firstPlace[key] == nil {
        firstPlace[key] = entry.key.offset
      } else {
        doubled.insert(key)
      }
    }
    let sorted = doubled.sorted()
    let message = ScenarioLoader.duplicateKeysMessage(sorted)
    throw JSONSyntaxError(
      description: message, reason: message, offset: firstPlace[sorted[0]] ?? 0)
  }
}
