extension ScenarioFile {
  /// The text of a file's `bytes`, which must be UTF-8: a UTF-8 byte-order mark is dropped,
  /// UTF-16 and UTF-32 text is named as such, and the first byte that is not UTF-8 is named with
  /// its line and column.
  static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if let encoding = wideEncoding(of: body) {
      throw ScenarioError(
        file: file, line: 0, column: 0, keyPath: "",
        message: "is \(encoding); scenario files are UTF-8 (save the file as UTF-8)")
    }
    if let text = String(validating: body, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = body.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return String(decoding: body, as: UTF8.self)  // Not reached: it is valid.
      case .error:
        let good = body.prefix(offset)
        let lastLine = good.split(separator: 0x0A, omittingEmptySubsequences: false).last ?? []
        let start = body.startIndex + offset
        throw ScenarioError(
          file: file, line: good.count { $0 == 0x0A } + 1,
          column: String(decoding: lastLine, as: UTF8.self).unicodeScalars.count + 1,
          keyPath: "",
          message:
            "the byte 0x\(hex(body[start])) is not UTF-8 (is the file in Latin-1 or Windows-1252?); scenario files are UTF-8"
        )
      }
    }
  }

  /// The name of the encoding `bytes` are in when it is UTF-16 or UTF-32 (told by a byte-order
  /// mark, or by the NUL bytes of ASCII text in one of them), else `nil`.
  private static func wideEncoding(of bytes: ArraySlice<UInt8>) -> String? {
    let head = Array(bytes.prefix(4))
    if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
      return "UTF-32 text (it starts with a byte-order mark)"
    }
    if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
      return "UTF-16 text (it starts with a byte-order mark)"
    }
    guard head.count >= 2, head.contains(0) else { return nil }
    if head.count == 4, head[1] == 0, head[2] == 0, head[0] == 0 || head[3] == 0 {
      return "UTF-32 text (it has NUL bytes between its characters)"
    }
    if (head[0] == 0) != (head[1] == 0) {
      return "UTF-16 text (it has NUL bytes between its characters)"
    }
    return nil
  }

  /// `byte` as two upper-case hexadecimal digits.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
  }
}
