import ResponderKitScenarios

extension JSONReader {
  /// How deeply a message's objects and lists may nest.
  static let messageDepth = 32

  /// The value `text` holds, or why it is not JSON.
  static func read(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    var reader = JSONReader(text, maximumDepth: messageDepth)
    do throws(JSONSyntaxError) {
      reader.skipSpace()
      guard !reader.isAtEnd else { throw reader.error("the message is empty") }
      let value = try reader.value()
      reader.skipSpace()
      guard reader.isAtEnd else { throw reader.unexpected("after the end of the value") }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = next else { throw error("the text ends where a value should start") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try list()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"):
      try word("true")
      return .boolean(true)
    case UInt8(ascii: "f"):
      try word("false")
      return .boolean(false)
    case UInt8(ascii: "n"):
      try word("null")
      return .null
    default: throw unexpected("where a value should start")
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { leave() }
    var fields: [String: JSONValue] = [:]
    skipSpace()
    if take("}") { return .object(fields) }
    while true {
      skipSpace()
      guard next == UInt8(ascii: "\"") else {
        throw unexpected("where a key in quotes should be")
      }
      let start = index
      let key = try string()
      guard fields[key] == nil else {
        index = start
        throw error("the key \(MessageProblem.quoted(key)) appears twice")
      }
      skipSpace()
      guard take(":") else { throw unexpected("where ':' should follow a key") }
      skipSpace()
      fields[key] = try value()
      skipSpace()
      if take("}") { return .object(fields) }
      guard take(",") else { throw unexpected("where ',' or '}' should be") }
    }
  }

  private mutating func list() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { leave() }
    var items: [JSONValue] = []
    skipSpace()
    if take("]") { return .list(items) }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      if take("]") { return .list(items) }
      guard take(",") else { throw unexpected("where ',' or ']' should be") }
    }
  }
}
