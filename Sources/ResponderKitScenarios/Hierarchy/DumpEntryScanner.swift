import Foundation

/// Reads one entry of a dump, `<Class: 0x…; key = value; …>`, from its opening `<`: the class,
/// the address, then `key = value` (or `key: value`) pairs separated by `;` up to the `>` that
/// closes the entry. Values may nest `<…; …>`, `(…)`, `{…}` and `[…]`; a value opening with `'`
/// is a text, which may hold quotes and `;` of its own: it ends at the first quote followed by
/// `; key =` or by the entry's closing `>`.
///
/// Several entries on one line (recognizers `po` lists in an array) are scanned in turn from one
/// scanner, each from where the last ended, so that a line of many is read in linear time.
/// Columns count bytes from the start of the whole text, 1-based.
///
/// - Complexity: O(*n*) in the entry's length.
struct DumpEntryScanner {
  private let bytes: [UInt8]
  private var position = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  /// The length of the text, in bytes.
  var count: Int { bytes.count }

  /// Scans the entry that starts at byte `start`, which must be `<`.
  mutating func scan(from start: Int = 0) -> DumpEntryScan {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else {
      return .malformed(
        column: start + 1, expected: "a '<' opening a view: <ClassName: 0x…; frame = (…)>")
    }
    position = start + 1
    let classStart = position
    var depth = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        depth += 1
      } else if byte == UInt8(ascii: ">") {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") {
        break
      } else if depth == 0, byte == UInt8(ascii: " "), startsWith("0x", at: position + 1) {
        break
      }
      position += 1
    }
    guard position < bytes.count else { return .incomplete }
    let className = trimmedText(classStart, position)
    guard !className.isEmpty else {
      return .malformed(column: classStart + 1, expected: "a class name after '<'")
    }
    var address: String?
    if bytes[position] == UInt8(ascii: ":") || bytes[position] == UInt8(ascii: " ") {
      position += 1
      skipSpaces()
      let start = position
      while position < bytes.count, !isSeparator(bytes[position]) { position += 1 }
      let token = text(start, position)
      if token.hasPrefix("0x") {
        address = token
      } else if !token.isEmpty {
        return .malformed(column: start + 1, expected: "an address (0x…) after the class name")
      }
      skipSpaces()
    }
    var entry = DumpEntry(className: className, address: address, attributes: [], columns: [])
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: ">") {
        return .complete(entry, end: position + 1)
      }
      guard bytes[position] == UInt8(ascii: ";") else {
        return .malformed(column: position + 1, expected: "';' or '>' after a value")
      }
      position += 1
      skipSpaces()
      if position < bytes.count, bytes[position] == UInt8(ascii: ">") { continue }
      switch attribute() {
      case .pair(let key, let value, let column):
        entry.attributes.append((key, value))
        entry.columns.append(column)
      case .incomplete: return .incomplete
      case .malformed(let column, let expected):
        return .malformed(column: column, expected: expected)
      }
    }
    return .incomplete
  }

  private enum Attribute {
    case pair(String, String, column: Int)
    case incomplete
    case malformed(column: Int, expected: String)
  }

  /// `key = value`, `key: value` or `key= value`, the position left on the `;` or `>` after it.
  private mutating func attribute() -> Attribute {
    let keyStart = position
    while position < bytes.count, isKeyByte(bytes[position]) { position += 1 }
    let key = text(keyStart, position)
    skipSpaces()
    guard position < bytes.count else { return .incomplete }
    guard !key.isEmpty, bytes[position] == UInt8(ascii: "=") || bytes[position] == UInt8(ascii: ":")
    else {
      return .malformed(column: keyStart + 1, expected: "'key = value' after ';'")
    }
    position += 1
    skipSpaces()
    let column = position + 1
    if position < bytes.count, bytes[position] == UInt8(ascii: "'") {
      guard let end = textEnd(from: position + 1) else { return .incomplete }
      let value = text(position + 1, end)
      position = end + 1
      return .pair(key, value, column: column)
    }
    let start = position
    var stack: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      if stack.isEmpty, byte == UInt8(ascii: ";") || byte == UInt8(ascii: ">") { break }
      switch byte {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
        stack.append(byte)
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard let open = stack.popLast(), Self.closer(of: open) == byte else {
          return .malformed(
            column: position + 1, expected: "a value whose brackets match; this one closes unopened"
          )
        }
      default: break
      }
      position += 1
    }
    guard position < bytes.count else { return .incomplete }
    return .pair(key, trimmedText(start, position), column: column)
  }

  /// The index of the quote closing a text that starts at `start`: the first `'` followed by the
  /// entry's end (`>` and nothing but spaces, quotes or commas) or by `; key =`.
  private func textEnd(from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "'") {
        let next = index + 1
        if next < bytes.count, bytes[next] == UInt8(ascii: ">"),
          bytes[(next + 1)...].allSatisfy({ Self.isTrailing($0) })
        {
          return index
        }
        if next < bytes.count, bytes[next] == UInt8(ascii: ";"), startsAttribute(at: next + 1) {
          return index
        }
      }
      index += 1
    }
    return nil
  }

  /// Whether ` key =` or ` key:` (or `>`) starts at `index`.
  private func startsAttribute(at index: Int) -> Bool {
    var i = index
    while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
    if i < bytes.count, bytes[i] == UInt8(ascii: ">") { return true }
    let keyStart = i
    while i < bytes.count, isKeyByte(bytes[i]) { i += 1 }
    guard i > keyStart else { return false }
    while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
    return i < bytes.count && (bytes[i] == UInt8(ascii: "=") || bytes[i] == UInt8(ascii: ":"))
  }

  private static func closer(of open: UInt8) -> UInt8 {
    switch open {
    case UInt8(ascii: "<"): UInt8(ascii: ">")
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "{"): UInt8(ascii: "}")
    default: UInt8(ascii: "]")
    }
  }

  private static func isTrailing(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ",")
      || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ")")
  }

  private func isKeyByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ";") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: " ")
  }

  private mutating func skipSpaces() {
    while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
  }

  private func startsWith(_ prefix: String, at index: Int) -> Bool {
    let prefix = Array(prefix.utf8)
    guard index + prefix.count <= bytes.count else { return false }
    return bytes[index..<(index + prefix.count)].elementsEqual(prefix)
  }

  /// The text between `start` and `end` without the spaces and tabs around it.
  private func trimmedText(_ start: Int, _ end: Int) -> String {
    var (start, end) = (start, end)
    while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
      start += 1
    }
    while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
      end -= 1
    }
    return text(start, end)
  }

  /// The index of the first byte from `index` on that is not what separates entries listed on
  /// one line (spaces, tabs, quotes, commas, closing brackets).
  ///
  /// - Complexity: O(*k*) in the bytes skipped.
  func skippingSeparators(from index: Int) -> Int {
    var index = index
    while index < bytes.count, " \t\",)]".utf8.contains(bytes[index]) { index += 1 }
    return index
  }

  /// The byte at `index`, or nil past the end.
  func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The text from byte `start` to the end.
  func text(from start: Int) -> String { text(start, bytes.count) }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }
}
