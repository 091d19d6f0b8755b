/// A JSON value as `JSONReader.read(_:)` reads a message from the page. Numbers keep their text,
/// so an error can quote the number as it was sent and tell a whole number from a fraction.
indirect enum JSONValue: Equatable, Sendable {
  /// An object: its keys, each once.
  case object([String: JSONValue])
  /// An array.
  case list([JSONValue])
  /// A string.
  case string(String)
  /// A number, as its text (`-12.5e3`).
  case number(String)
  /// `true` or `false`.
  case boolean(Bool)
  /// `null`.
  case null

  /// What kind of value this is, in the words of an error: "a list", "a string"…
  var kind: String {
    switch self {
    case .object: "an object"
    case .list: "a list"
    case .string: "a string"
    case .number: "a number"
    case .boolean(let value): "\(value)"
    case .null: "null"
    }
  }
}
