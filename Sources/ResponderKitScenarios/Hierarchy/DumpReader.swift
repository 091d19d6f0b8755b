/// The first pass over a dump's lines: each view's entry with its indentation, each pasted
/// recognizer, and nothing else: a line that is neither (nor a debugger's or a collection's
/// noise) is an error naming it and what was expected.
struct DumpReader {
  /// A view's entry and how it was indented.
  struct ViewLine {
    var entry: DumpEntry
    var line: Int
    /// The `|` before the entry.
    var pipes: Int
    /// The indentation's width, a tab counting 4.
    var columns: Int
    /// How many characters precede the entry on its line, for errors' columns.
    var offset: Int
  }

  /// The longest a view's entry may run over lines (a label's text with line breaks).
  static let maximumEntryLines = 200

  let file: String
  private(set) var views: [ViewLine] = []
  private(set) var recognizers: [DumpRecognizer] = []

  init(file: String) { self.file = file }

  /// Reads `lines`.
  ///
  /// - Complexity: O(*n*) in the text's length, for entries of boundedly many lines.
  mutating func read(_ lines: [DumpLines.Line]) throws(ScenarioError) {
    var index = 0
    while index < lines.count {
      let line = lines[index]
      var pipes = 0
      var columns = 0
      var start = line.text.startIndex
      scan: while start < line.text.endIndex {
        switch line.text[start] {
        case " ": columns += 1
        case "\t": columns += 4
        case "|":
          pipes += 1
          columns += 1
        default: break scan
        }
        start = line.text.index(after: start)
      }
      let body = Self.listItem(line.text[start...])
      if body.isEmpty || Self.isNoise(body) {
        index += 1
        continue
      }
      guard body.first == "<" else {
        throw error(
          line.number, column: 1,
          "expected a view, '<ClassName: 0x…; frame = (x y; width height); …>', indented with '   | ' under its superview (or a recognizer pasted from 'po view.gestureRecognizers'); found \(quoted(String(line.text)))"
        )
      }
      index = try readEntries(from: body, at: index, in: lines, pipes: pipes, columns: columns)
    }
  }

  /// Reads the entries that start `body` (several when recognizers share a line), joining the
  /// next lines while an entry is open; returns the index of the line after them.
  private mutating func readEntries(
    from body: Substring, at index: Int, in lines: [DumpLines.Line], pipes: Int, columns: Int
  ) throws(ScenarioError) -> Int {
    let number = lines[index].number
    let offset = lines[index].text.distance(from: lines[index].text.startIndex, to: body.startIndex)
    var text = String(body)
    var scanner = DumpEntryScanner(text)
    var start = 0
    var last = index
    while true {
      switch scanner.scan(from: start) {
      case .malformed(let column, let expected):
        throw error(number, column: offset + column, "expected \(expected)")
      case .incomplete:
        guard last + 1 < lines.count, last - index < Self.maximumEntryLines else {
          throw error(
            number, column: offset + start + 1,
            "this entry is not closed: expected '>' closing '<\(scanner.text(from: start).prefix(30))…'"
          )
        }
        last += 1
        text += "\n" + lines[last].text
        scanner = DumpEntryScanner(text)
      case .complete(let entry, let end):
        if DumpClasses.isRecognizer(entry) {
          recognizers.append(DumpRecognizer(entry: entry, line: number, offset: offset))
        } else if !DumpClasses.isCollection(entry.className) {
          views.append(
            ViewLine(
              entry: entry, line: number, pipes: pipes, columns: columns, offset: offset))
        }
        let next = scanner.skippingSeparators(from: end)
        if next == scanner.count
          || (scanner.byte(at: next) == UInt8(ascii: "(") && next + 1 == scanner.count)
        {
          return last + 1
        }
        guard scanner.byte(at: next) == UInt8(ascii: "<"), DumpClasses.isRecognizer(entry) else {
          throw error(
            lines[last].number, column: 1,
            "nothing after the entry's closing '>'; found \(quoted(scanner.text(from: next)))")
        }
        start = next
      }
    }
  }

  /// The entry of a line listing an array's items: `- 0 : <…>` (Swift's `po`), `"<…>",`
  /// (an NSArray's description), `[<…>, <…>]` or `Optional([<…>])`.
  private static func listItem(_ body: Substring) -> Substring {
    var body = body
    if body.hasPrefix("Optional(") { body = body.dropFirst(9) }
    if body.hasPrefix("[") || body.hasPrefix("\"") { body = body.dropFirst() }
    if body.hasPrefix("- "), let colon = body.firstIndex(of: ":"),
      body[body.index(body.startIndex, offsetBy: 2)..<colon].trimmingPrefix(" ").allSatisfy({
        $0.isNumber || $0 == " "
      })
    {
      body = body[body.index(after: colon)...].drop { $0 == " " }
    }
    return body
  }

  /// What a debugger prints around an array: `▿ …`, `some : 2 elements`, `(`, `)`, `nil`.
  private static func isNoise(_ body: Substring) -> Bool {
    body.hasPrefix("▿") || body.hasPrefix("some :") || body == "(" || body == ")" || body == "nil"
      || body == "]" || body == ")" || body == "\"" || body.hasPrefix("- some")
  }

  private func error(_ line: Int, column: Int, _ message: String) -> ScenarioError {
    ScenarioError(file: file, line: line, column: column, keyPath: "", message: message)
  }
}
