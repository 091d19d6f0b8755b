#if YAML
  import Yams

  /// A YAML syntax error in the user's terms: what libyaml calls a problem (with the context it was
  /// in and where that context opened), said as what is wrong in the file and how to write it.
  struct YAMLSyntax {
    /// libyaml's problem, as "did not find expected key".
    let problem: String
    /// libyaml's context, as "while parsing a block mapping", or empty.
    let context: String
    /// Where the context opened (the list, mapping or quote not closed), if known.
    let opened: Mark?
    /// The character at the error, if any.
    let found: Character?
    /// The character after it, if any: the letter of a bad escape.
    var next: Character? = nil

    /// The message: what is wrong, in the file's terms.
    var message: String {
      let place = opened.map { " at line \($0.line), column \($0.column)" } ?? ""
      switch problem {
      case "could not find expected ':'":
        return "the key\(place) needs ':' after it: each entry of a mapping is 'key: value'"
      case "did not find expected key":
        return
          "expected another 'key: value' of the mapping\(place) here: is this line indented like the keys above it?"
      case "did not find expected '-' indicator":
        return
          "expected another '- item' of the list\(place) here: is this line indented like the items above it?"
      case "did not find expected node content":
        return
          "expected a value here (a number, a text, a [list] or a {mapping}), but found \(foundText)"
      case "did not find expected ',' or ']'":
        return "the [list] opened\(place) is not closed: expected ',' and another item, or ']'"
      case "did not find expected ',' or '}'":
        return "the {mapping} opened\(place) is not closed: expected ',' and another entry, or '}'"
      case "found unexpected end of stream" where context.contains("quoted scalar"):
        return
          "the quoted text opened\(place) is not closed: the file ends before its closing quote"
      case "found unexpected end of stream":
        return "the file ends in the middle of a value"
      case "mapping values are not allowed in this context":
        return
          "a ':' followed by a space cannot be inside a plain value: quote the value, or put a nested mapping on lines of its own"
      case "found a tab character that violates indentation",
        "found a tab character where an indentation space is expected":
        return "a tab indents this line: YAML indents with spaces only"
      case "found character that cannot start any token":
        return found == "\t"
          ? "a tab indents this line: YAML indents with spaces only"
          : "\(foundText) cannot start a value: quote the value"
      case "found unknown escape character":
        return
          "\\\(next.map(String.init) ?? "") is not an escape in double-quoted text: write \\\\ for a backslash, or use single quotes"
      case "did not find expected hexdecimal number", "found invalid Unicode character escape code":
        return "a \\x, \\u or \\U escape takes 2, 4 or 8 hexadecimal digits of a Unicode character"
      case "found undefined alias":
        return "this alias names no anchor: an '&name' must come before its '*name'"
      case "but found another document":
        return "the file has a second document (after '---'); a scenario file has one"
      case "block sequence entries are not allowed in this context":
        return
          "a '- item' cannot start here: a list's items go on lines of their own, under its key"
      case "found unexpected document indicator":
        return
          "'---' or '...' at the start of a line ends the document: indent the value, or quote it"
      case let nesting where nesting.hasPrefix("Maximum nesting level reached"):
        return
          "lists and mappings are nested too deeply here (nesting deeper than the YAML reader allows)"
      default:
        return "the YAML is malformed here (\(problem))"
      }
    }

    /// The character found, as a message names it.
    private var foundText: String {
      guard let found else { return "the end of the file" }
      if found == "\n" || found == "\r" { return "the end of the line" }
      if found == "\t" { return "a tab" }
      return "'\(found)'"
    }

    /// The character at `mark` (a 1-based line and column of characters) in `yaml` and the one
    /// after it, as many as there are.
    static func characters(at mark: Mark, in yaml: String) -> [Character] {
      let scalars = yaml.unicodeScalars
      var line = 1
      var index = scalars.startIndex
      while line < mark.line {
        guard let newline = scalars[index...].firstIndex(of: "\n") else { return [] }
        index = scalars.index(after: newline)
        line += 1
      }
      return scalars[index...].dropFirst(mark.column - 1).prefix(2).map(Character.init)
    }

    /// A code point as U+XXXX.
    static func codePoint(_ value: Int32) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
  }
#endif
