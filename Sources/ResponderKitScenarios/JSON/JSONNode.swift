/// A value of a JSON document as a scenario file holds it: its entries in the order written, and
/// the byte where it starts, which ``JSONText`` turns into a line and column for errors.
struct JSONNode {
  /// What the value is.
  enum Value {
    /// An object: its keys (strings) and values, in the order written.
    case object([(key: JSONNode, value: JSONNode)])
    /// An array.
    case list([JSONNode])
    /// A string, its escapes undone.
    case string(String)
    /// A number, as its text (`-12.5e3`).
    case number(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null
  }

  /// What the value is.
  let value: Value
  /// The byte of the text where the value starts (its quote, bracket or first character),
  /// counted from 0.
  let offset: Int
}

/// The text of a JSON document, shared by its nodes: the line and column of a byte, as YAML's
/// reader counts them (from 1; columns in characters), so that an error names the same place
/// whichever reader read the file.
final class JSONText {
  /// The text's UTF-8 bytes.
  let bytes: [UInt8]
  /// The UTF-8 byte order mark, which may open a file (YAML's reader counts it in the first
  /// line's columns, and so does ``place(of:)``).
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The offset of each line's first byte, made on first use.
  private var lineStarts: [Int]?

  /// The text of `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The line and column of the byte at `offset`.
  ///
  /// - Complexity: O(log *l* + *c*) for *l* lines and a column *c*, once the lines are found
  ///   (O(*n*) for a text of *n* bytes, the first time).
  func place(of offset: Int) -> (line: Int, column: Int) {
    let starts = lineStartsMade()
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = starts[low]
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (low + 1, column)
  }

  private func lineStartsMade() -> [Int] {
    if let lineStarts { return lineStarts }
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        starts.append(index)
      } else if byte == UInt8(ascii: "\r") {
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index)
      }
    }
    lineStarts = starts
    return starts
  }
}
