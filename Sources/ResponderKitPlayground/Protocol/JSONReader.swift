/// Reads a message's text as JSON (RFC 8259), saying where and why it stops when the text is not
/// JSON: "unexpected character 'o' at byte 2, expected a key in quotes". Nesting is held to
/// ``maximumDepth``. Positions count bytes of the UTF-8 text from 1.
struct JSONReader {
  /// How deeply objects and lists may nest.
  static let maximumDepth = 32

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The value `text` holds, or why it is not JSON.
  static func read(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    var reader = JSONReader(text)
    do throws(JSONSyntaxError) {
      reader.skipSpace()
      guard reader.index < reader.bytes.count else { throw reader.error("the message is empty") }
      let value = try reader.value()
      reader.skipSpace()
      guard reader.index == reader.bytes.count else {
        throw reader.unexpected("after the end of the value")
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("the text ends where a value should start") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try list()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"): return try word("true", .boolean(true))
    case UInt8(ascii: "f"): return try word("false", .boolean(false))
    case UInt8(ascii: "n"): return try word("null", .null)
    default: throw unexpected("where a value should start")
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    var fields: [String: JSONValue] = [:]
    skipSpace()
    if take("}") { return leave(.object(fields)) }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
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
      if take("}") { return leave(.object(fields)) }
      guard take(",") else { throw unexpected("where ',' or '}' should be") }
    }
  }

  private mutating func list() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    var items: [JSONValue] = []
    skipSpace()
    if take("]") { return leave(.list(items)) }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      if take("]") { return leave(.list(items)) }
      guard take(",") else { throw unexpected("where ',' or ']' should be") }
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
    index += 1
  }

  private mutating func leave(_ value: JSONValue) -> JSONValue {
    depth -= 1
    return value
  }

  private mutating func word(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw unexpected("where a value should start")
    }
    index += expected.count
    return value
  }

  /// A number's text, checked against JSON's grammar.
  private mutating func number() throws(JSONSyntaxError) -> String {
    let start = index
    _ = take("-")
    if !take("0") {
      guard digits() > 0 else { throw unexpected("where a number's digits should be") }
    }
    if take("."), digits() == 0 { throw unexpected("where a fraction's digits should be") }
    if take("e") || take("E") {
      if !take("+") { _ = take("-") }
      guard digits() > 0 else { throw unexpected("where an exponent's digits should be") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  /// A string's value, its escapes undone; `index` is at its opening quote.
  private mutating func string() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &text)
      case ..<0x20:
        throw error("a control character (U+\(Self.hex(UInt32(byte), width: 4))) inside a string")
      default:
        text.append(byte)
        index += 1
      }
    }
    index = start
    throw error("the text ends inside the string that starts here")
  }

  /// An escape inside a string; `index` is at its backslash.
  private mutating func escape(into text: inout [UInt8]) throws(JSONSyntaxError) {
    let start = index
    index += 1
    guard index < bytes.count else { throw error("the text ends inside an escape") }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let byte = simple[bytes[index]] {
      text.append(byte)
      index += 1
      return
    }
    guard bytes[index] == UInt8(ascii: "u") else { throw unexpected("after '\\' in a string") }
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      guard take("\\"), take("u") else {
        index = start
        throw error("a \\u escape of half a character (a lone surrogate)")
      }
      index -= 1
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else {
        index = start
        throw error("a \\u escape of half a character (a lone surrogate)")
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let character = Unicode.Scalar(scalar) else {
      index = start
      throw error("a \\u escape of half a character (a lone surrogate)")
    }
    text.append(contentsOf: Array(String(Character(character)).utf8))
  }

  /// The four hexadecimal digits of a `\u` escape; `index` is at its `u`.
  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    index += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
        throw unexpected("where a \\u escape's four hexadecimal digits should be")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// Steps over `character` if it is next.
  private mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// An error at the current position.
  private func error(_ what: String) -> JSONSyntaxError {
    JSONSyntaxError(description: "\(what) at byte \(index + 1)")
  }

  /// An error naming the character at the current position, or the end of the text.
  private func unexpected(_ place: String) -> JSONSyntaxError {
    guard index < bytes.count else {
      return JSONSyntaxError(description: "the text ends at byte \(index + 1), \(place)")
    }
    let rest = String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self)
    let scalar = rest.unicodeScalars.first ?? "?"
    let shown =
      scalar.properties.generalCategory == .control || scalar.value == 0xFFFD
      ? "U+\(Self.hex(scalar.value, width: 4))" : "'\(scalar)'"
    return JSONSyntaxError(
      description: "unexpected character \(shown) at byte \(index + 1), \(place)")
  }
}
