/// The fields of a JSON object from the page, read by key with errors in the page's terms:
/// "missing key 'x'", "'x' must be a number, got a string", "'x' is out of range: 1e400 is too
/// large for a number", "'pointerId' must be a whole number, got 3.5". Each error names the key
/// with its place (`'coalesced[2].x'`), and quotes at most 60 characters of what was sent.
struct JSONFields {
  private let fields: [String: JSONValue]
  /// Where the object is in the message, as a prefix of its keys (`coalesced[2].`).
  private let place: String

  /// The fields of `value`, which must be an object; `name` says where it is, for errors.
  init(_ value: JSONValue, name: String? = nil) throws(MessageProblem) {
    guard case .object(let fields) = value else {
      throw .malformed(
        name.map { "'\($0)' must be an object, got \(value.kind)" }
          ?? "not a JSON object (it is \(value.kind))")
    }
    self.fields = fields
    self.place = name.map { "\($0)." } ?? ""
  }

  /// The value of `key`, which must be there and not be null; `what` names what it should be.
  private func required(_ key: String, _ what: String) throws(MessageProblem) -> JSONValue {
    guard let value = fields[key] else {
      throw .malformed("missing key '\(key)'" + (place.isEmpty ? "" : " in '\(place.dropLast())'"))
    }
    if value == .null { throw .malformed("'\(place)\(key)' is null, not \(what)") }
    return value
  }

  /// Whether `key` is there with a value other than null.
  func has(_ key: String) -> Bool {
    fields[key].map { $0 != .null } ?? false
  }

  /// A string.
  func string(_ key: String) throws(MessageProblem) -> String {
    let value = try required(key, "a string")
    guard case .string(let text) = value else {
      throw .malformed("'\(place)\(key)' must be a string, got \(value.kind)")
    }
    return text
  }

  /// One of the values of an enumeration of strings.
  func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type)
    throws(MessageProblem) -> Choice where Choice.RawValue == String
  {
    let text = try string(key)
    guard let choice = Choice(rawValue: text) else {
      let choices = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw .malformed(
        "'\(place)\(key)' must be one of \(choices), got \(MessageProblem.quoted(text))")
    }
    return choice
  }

  /// A number, finite.
  func number(_ key: String) throws(MessageProblem) -> Double {
    let value = try required(key, "a number")
    guard case .number(let text) = value else {
      throw .malformed("'\(place)\(key)' must be a number, got \(value.kind)")
    }
    guard let number = Double(text), number.isFinite else {
      let side = text.hasPrefix("-") ? "too far below zero" : "too large"
      throw .malformed(
        "'\(place)\(key)' is out of range: \(Self.cut(text)) is \(side) for a number")
    }
    return number
  }

  /// A coordinate: a number within ±``PlaygroundLimits/maximumCoordinate``, so that nothing the
  /// page's points are scaled or converted into overflows.
  func coordinate(_ key: String) throws(MessageProblem) -> Double {
    let number = try number(key)
    guard abs(number) <= PlaygroundLimits.maximumCoordinate else {
      throw .malformed(
        "'\(place)\(key)' is out of range: \(Self.text(of: key, fields)) is past ±\(Int(PlaygroundLimits.maximumCoordinate)), the largest coordinate"
      )
    }
    return number
  }

  /// A whole number (`3`, `3.0` or `3e2`), within the range of `Int`.
  func wholeNumber(_ key: String) throws(MessageProblem) -> Int {
    let number = try number(key)
    guard number.rounded() == number else {
      throw .malformed("'\(place)\(key)' must be a whole number, got \(Self.text(of: key, fields))")
    }
    guard let whole = Int(exactly: number) else {
      let side = number < 0 ? "too far below zero" : "too large"
      throw .malformed(
        "'\(place)\(key)' is out of range: \(Self.text(of: key, fields)) is \(side) for a whole number"
      )
    }
    return whole
  }

  /// A number if `key` is there and not null.
  func optionalNumber(_ key: String) throws(MessageProblem) -> Double? {
    has(key) ? try number(key) : nil
  }

  /// A whole number if `key` is there and not null.
  func optionalWholeNumber(_ key: String) throws(MessageProblem) -> Int? {
    has(key) ? try wholeNumber(key) : nil
  }

  /// The objects of a list, if `key` is there and not null.
  func optionalObjects(_ key: String) throws(MessageProblem) -> [JSONFields]? {
    guard has(key), let value = fields[key] else { return nil }
    guard case .list(let items) = value else {
      throw .malformed("'\(place)\(key)' must be a list, got \(value.kind)")
    }
    var objects: [JSONFields] = []
    for (position, item) in items.enumerated() {
      objects.append(try JSONFields(item, name: "\(place)\(key)[\(position)]"))
    }
    return objects
  }

  /// A number's text as sent, cut to 60 characters.
  private static func text(of key: String, _ fields: [String: JSONValue]) -> String {
    guard case .number(let text) = fields[key] else { return "?" }
    return cut(text)
  }

  /// A number's text, cut to 60 characters with its length.
  private static func cut(_ text: String) -> String {
    text.count <= MessageProblem.quotedCharacters
      ? text : "\(text.prefix(MessageProblem.quotedCharacters))… (\(text.count) characters)"
  }
}
