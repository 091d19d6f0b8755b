/// A scenario file that cannot be used: what is wrong and exactly where.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's name, as given.
  public var file: String
  /// The 1-based line, or 0 when unknown.
  public var line: Int
  /// The 1-based column, or 0 when unknown.
  public var column: Int
  /// Where in the document, as `views[0].subviews[1].frame`.
  public var keyPath: String
  /// What is wrong and what was expected.
  public var message: String

  /// An error in `file` at `line` and `column` (0 when unknown) and `keyPath` (empty when none).
  public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
  }

  /// `file:line:column: keyPath: message`, the form editors jump to.
  public var description: String {
    let place = line > 0 ? "\(file):\(line):\(column)" : file
    return keyPath.isEmpty ? "\(place): \(message)" : "\(place): \(keyPath): \(message)"
  }
}

/// How a file's own text is quoted in a message: whole when short, else its first characters and
/// its length, so a hostile file cannot make an error message huge.
func quoted(_ text: String) -> String {
  guard text.count > quotedLimit else { return "'\(text)'" }
  return "'\(text.prefix(quotedLimit))…' (\(text.count) characters)"
}

/// How a file's own text appears unquoted in a message (an action name, say): whole when short,
/// else its first characters and its length.
func bounded(_ text: String) -> String {
  guard text.count > quotedLimit else { return text }
  return "\(text.prefix(quotedLimit))… (\(text.count) characters)"
}

/// The most characters of a file's own text a message quotes.
private let quotedLimit = 40

/// The closest candidate to a mistyped key, if one is close enough to be a likely typo. Keys
/// longer than any typo of a real key are not compared, so the work is bounded.
///
/// - Complexity: O(*k* · *m*) for *k* candidates of length *m*, with the key's length capped.
func nearestKey(to key: String, in candidates: [String]) -> String? {
  guard key.count <= 64 else { return nil }
  func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1]
      for (j, cb) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
  let scored = candidates.map { ($0, distance(key, $0)) }.min { $0.1 < $1.1 }
  guard let (best, score) = scored, score <= max(2, key.count / 3) else { return nil }
  return best
}
