/// Reads a text as JSON (RFC 8259), a token at a time, saying where and why it stops when the
/// text is not JSON: "unexpected character 'o' at byte 2, where a key in quotes should be".
/// Nesting is held to ``maximumDepth``. Positions in errors count bytes of the UTF-8 text from 1.
///
/// The reader reads the grammar's leaves (strings with their escapes, numbers, words) and keeps
/// the depth; each client builds its own values from them: the playground's messages
/// (`JSONValue`, keyed by name) and scenario files (``JSONNode``, in order, with places).
package struct JSONReader {
  /// How deeply objects and lists may nest.
  package let maximumDepth: Int

  /// The text's UTF-8 bytes.
  package let bytes: [UInt8]
  /// The byte read next.
  package var index = 0
  private var depth = 0

  /// A reader at the start of `text`, which lets objects and lists nest `maximumDepth` deep.
  package init(_ text: String, maximumDepth: Int) {
    bytes = Array(text.utf8)
    self.maximumDepth = maximumDepth
  }

  /// Whether the whole text has been read.
  package var isAtEnd: Bool { index >= bytes.count }

  /// The byte read next, if any.
  package var next: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Steps into the object or list whose bracket is next, refusing it past ``maximumDepth``.
  package mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw error("nested deeper than \(maximumDepth) levels")
    }
    index += 1
  }

  /// Steps out of the object or list just closed.
  package mutating func leave() {
    depth -= 1
  }

  /// Reads `word` (`true`, `false` or `null`), which must be next.
  package mutating func word(_ word: StaticString) throws(JSONSyntaxError) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes[index...].starts(with: expected) else {
      throw unexpected("where a value should start")
    }
    index += expected.count
  }

  /// A number's text, checked against JSON's grammar.
  package mutating func number() throws(JSONSyntaxError) -> String {
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

  /// A string's value, its escapes undone; ``index`` is at its opening quote.
  package mutating func string() throws(JSONSyntaxError) -> String {
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

  /// Steps over spaces, tabs and line breaks.
  package mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// Steps over `character` if it is next.
  package mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// An error at the current position.
  package func error(_ what: String) -> JSONSyntaxError {
    JSONSyntaxError(description: "\(what) at byte \(index + 1)", reason: what, offset: index)
  }

  /// An error naming the character at the current position, or the end of the text.
  package func unexpected(_ place: String) -> JSONSyntaxError {
    guard index < bytes.count else {
      return JSONSyntaxError(
        description: "the text ends at byte \(index + 1), \(place)",
        reason: "the text ends \(place)", offset: index)
    }
    let rest = String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self)
    let scalar = rest.unicodeScalars.first ?? "?"
    let shown =
      scalar.properties.generalCategory == .control || scalar.value == 0xFFFD
      ? "U+\(Self.hex(scalar.value, width: 4))" : "'\(scalar)'"
    return JSONSyntaxError(
      description: "unexpected character \(shown) at byte \(index + 1), \(place)",
      reason: "unexpected character \(shown), \(place)", offset: index)
  }
}
