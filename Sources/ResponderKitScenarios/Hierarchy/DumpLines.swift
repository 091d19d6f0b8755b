import Foundation

/// A dump's text made into lines a reader can take one by one: JSON-escaped text unescaped, each
/// line stripped of what a console or a debugger put before it (NSLog's timestamp and
/// `process[pid:tid]`, lldb's `(id) $1 = `), and the debugger's own command lines left out.
enum DumpLines {
  /// One line of the dump: its 1-based number in the text and what it says, prefixes gone.
  struct Line {
    var number: Int
    var text: Substring
  }

  /// The lines of `text`, prefixes stripped, commands (`(lldb) …`, `po …`, `pviews`) dropped.
  ///
  /// - Complexity: O(*n*) in the text's length.
  static func lines(of text: String) -> [Line] {
    let text = unescapedIfJSON(text)
    var lines: [Line] = []
    var number = 0
    // Split on the bytes, not on Characters: grapheme breaking would cost more than the reading.
    for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      var line = Substring(bytes)
      if bytes.last == UInt8(ascii: "\r") { line = Substring(bytes.dropLast()) }
      if isCommand(line) { continue }
      line = strippingPrefixes(line)
      lines.append(Line(number: number, text: line))
    }
    return lines
  }

  /// Whether the text was pasted JSON-escaped (from an issue's body, say): the whole dump on one
  /// line, its line breaks written `\n`. Then `\n`, `\t`, `\"` and `\\` are unescaped.
  ///
  /// - Complexity: O(*n*).
  static func unescapedIfJSON(_ text: String) -> String {
    guard isJSONEscaped(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": break
        case "\"", "\\", "/", "'": result.append(character)
        default:
          result.append("\\")
          result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }

  /// Whether the text holds `>\n` (an entry's end and an escaped line break) with the `\n`
  /// written as two characters.
  ///
  /// - Complexity: O(*n*), over the bytes.
  private static func isJSONEscaped(_ text: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte == UInt8(ascii: "n"), previous == (UInt8(ascii: ">"), UInt8(ascii: "\\")) {
        return true
      }
      previous = (previous.1, byte)
    }
    return false
  }

  /// The debugger's commands: `(lldb) po …`, `po …`, `p …`, `expr …`, `e …`, `pviews …`.
  private static func isCommand(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix("(lldb)") { return true }
    for command in ["po ", "p ", "expr ", "expression ", "e ", "pviews"]
    where trimmed.hasPrefix(command) {
      return !trimmed.hasPrefix("pviews") || !trimmed.contains("<")
    }
    return false
  }

  /// The line without NSLog's `2026-01-02 10:11:12.345678+0100 App[123:4567] ` (or just
  /// `App[123:4567] `) and lldb's `(id) $1 = 0x… @"`.
  ///
  /// - Complexity: O(*n*) in the line's length.
  static func strippingPrefixes(_ line: Substring) -> Substring {
    var line = line
    let opening = line.firstIndex(of: "<") ?? line.endIndex
    let head = line[..<opening]
    if let close = head.lastIndex(of: "]"), let open = head[..<close].lastIndex(of: "["),
      isThreadTag(head[head.index(after: open)..<close])
    {
      line = line[line.index(after: close)...].drop { $0 == " " }
    }
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix("("), let equals = trimmed.range(of: ") $"),
      let assign = trimmed[equals.upperBound...].range(of: " = ")
    {
      var rest = trimmed[assign.upperBound...]
      if rest.hasPrefix("0x") { rest = rest.drop { $0 != " " }.dropFirst() }
      if rest.hasPrefix("@\"") {
        rest = rest.dropFirst(2)
      } else if rest.hasPrefix("\"") {
        rest = rest.dropFirst()
      }
      line = rest
    }
    return line
  }

  /// `pid:tid`, as NSLog writes it: digits, a colon, then hex digits (or `0x…`).
  private static func isThreadTag(_ tag: Substring) -> Bool {
    guard let colon = tag.firstIndex(of: ":") else { return false }
    let pid = tag[..<colon]
    let tid = tag[tag.index(after: colon)...]
    return !pid.isEmpty && pid.allSatisfy(\.isNumber) && !tid.isEmpty
      && tid.allSatisfy { $0.isHexDigit || $0 == "x" }
  }
}
