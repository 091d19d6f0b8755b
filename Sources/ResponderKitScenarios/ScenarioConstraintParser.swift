import Foundation
import ResponderKit

/// Reads a scenario file's constraint lines (Auto Layout §21.1): `leading = superview.leading + 20`,
/// `width = 120 @ 750`, `top = Screen.safeArea.top`, `width = Card.width * 0.5`; and the shorthands
/// `edges = TARGET [+ INSET]` (leading, trailing, top, bottom) and `center = TARGET` (centre X and
/// Y).
enum ScenarioConstraintParser {
  /// The attributes a file may name, by UIKit's names.
  static let attributes: [String: LayoutConstraint.Attribute] = [
    "leading": .leading, "trailing": .trailing, "left": .left, "right": .right, "top": .top,
    "bottom": .bottom, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
  ]

  /// The constraints one line stands for, or an error message saying what is wrong.
  static func parse(_ text: String) -> Result<[Scenario.ConstraintSpec], ParseFailure> {
    let tokens = tokenize(text)
    guard tokens.count >= 3 else { return .failure(ParseFailure(form)) }
    let relation: LayoutConstraint.Relation
    switch tokens[1] {
    case "=", "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default:
      return .failure(ParseFailure("expected =, <= or >= after \(quoted(tokens[0])); \(form)"))
    }
    var rest = Array(tokens[2...])
    var priority: Float = 1000
    if let at = rest.firstIndex(of: "@") {
      guard at + 2 == rest.count, let value = Float(rest[at + 1]), value > 0, value <= 1000 else {
        return .failure(ParseFailure("a priority is '@ N' at the end, N from 1 to 1000"))
      }
      priority = value
      rest.removeSubrange(at...)
    }
    let name = tokens[0]
    if name == "edges" || name == "center" {
      return shorthand(name, relation, rest, priority: priority, text: text)
    }
    guard let attribute = attributes[name] else {
      return .failure(unknownAttribute(name))
    }
    var spec = Scenario.ConstraintSpec(
      attribute: attribute, relation: relation, target: nil, priority: priority, text: text)
    if rest.count == 1, let constant = number(rest[0]) {
      guard attribute == .width || attribute == .height else {
        return .failure(
          ParseFailure(
            "\(quoted(name)) is a position: relate it to another view's (\(name) = superview.\(name) + \(rest[0])), not to a number"
          ))
      }
      spec.constant = constant
      spec.multiplier = 0
      return .success([spec])
    }
    switch target(rest, into: &spec) {
    case .failure(let failure): return .failure(failure)
    case .success: break
    }
    if let failure = pairing(spec) { return .failure(failure) }
    return .success([spec])
  }

  /// The most a constant or multiplier may be, in points or as a factor: a screen's sizes, with
  /// room to spare.
  static let largestNumber = 100_000.0

  /// A finite number no larger than ``largestNumber``, or `nil` (`nan`, `inf` and `1e300` are
  /// not numbers of a layout).
  static func number(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite, abs(value) <= largestNumber else { return nil }
    return value
  }

  /// What a line is wrong about.
  struct ParseFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  static let form =
    "a constraint reads 'ATTRIBUTE = TARGET.ATTRIBUTE [* M] [+ C] [@ P]' or 'width = N', e.g. "
    + "'leading = superview.leading + 20'"

  /// `TARGET.ATTRIBUTE [* M] [+|- C]` into `spec`.
  private static func target(_ rest: [String], into spec: inout Scenario.ConstraintSpec)
    -> Result<Void, ParseFailure>
  {
    var parts = rest[0].split(separator: ".").map(String.init)
    guard parts.count >= 2, let last = parts.last else {
      return .failure(ParseFailure("expected TARGET.ATTRIBUTE, not \(quoted(rest[0])); \(form)"))
    }
    guard let attribute = attributes[last] else { return .failure(unknownAttribute(last)) }
    parts.removeLast()
    if parts.count >= 2, let guide = Scenario.ConstraintSpec.Guide(rawValue: parts.last!),
      guide != .none
    {
      spec.guide = guide
      parts.removeLast()
    }
    spec.target = parts.joined(separator: ".")
    spec.targetAttribute = attribute
    var index = 1
    while index < rest.count {
      guard index + 1 < rest.count, let value = number(rest[index + 1]) else {
        return .failure(ParseFailure("expected a number after \(quoted(rest[index])); \(form)"))
      }
      switch rest[index] {
      case "*":
        guard value != 0 else {
          return .failure(
            ParseFailure("a multiplier of 0 relates nothing: write 'ATTRIBUTE = N' for a size"))
        }
        spec.multiplier = value
      case "+": spec.constant += value
      case "-": spec.constant -= value
      default:
        return .failure(ParseFailure("unexpected \(quoted(rest[index])); \(form)"))
      }
      index += 2
    }
    return .success(())
  }

  /// The four edges or the two centres.
  private static func shorthand(
    _ name: String, _ relation: LayoutConstraint.Relation, _ rest: [String], priority: Float,
    text: String
  ) -> Result<[Scenario.ConstraintSpec], ParseFailure> {
    guard relation == .equal, !rest.isEmpty else {
      return .failure(ParseFailure("'\(name) = TARGET' takes '=' and a target"))
    }
    var inset = 0.0
    if rest.count == 3, rest[1] == "+", let value = number(rest[2]), name == "edges" {
      inset = value
    } else if rest.count != 1 {
      return .failure(
        ParseFailure(
          "'\(name) = TARGET' takes a target\(name == "edges" ? " and an optional '+ INSET'" : "")")
      )
    }
    let pairs: [(String, Double)] =
      name == "edges"
      ? [("leading", inset), ("trailing", -inset), ("top", inset), ("bottom", -inset)]
      : [("centerX", 0), ("centerY", 0)]
    var specs: [Scenario.ConstraintSpec] = []
    for (attribute, constant) in pairs {
      var spec = Scenario.ConstraintSpec(
        attribute: attributes[attribute]!, relation: .equal, target: nil, constant: constant,
        priority: priority, text: text)
      switch target(["\(rest[0]).\(attribute)"], into: &spec) {
      case .failure(let failure): return .failure(failure)
      case .success: specs.append(spec)
      }
    }
    return .success(specs)
  }

  /// Refuses the pairings UIKit's initializer stops on.
  private static func pairing(_ spec: Scenario.ConstraintSpec) -> ParseFailure? {
    let a = spec.attribute
    let b = spec.targetAttribute
    if a.isSize && b.isSize { return nil }
    if a.isSize != b.isSize || a.isHorizontal != b.isHorizontal {
      return ParseFailure(
        "\(quoted(a.scenarioName)) cannot be related to \(quoted(b.scenarioName)): UIKit relates positions on the same axis, or sizes"
      )
    }
    if (a == .leading || a == .trailing) != (b == .leading || b == .trailing),
      a.isHorizontal, !(a == .centerX || b == .centerX)
    {
      return ParseFailure("leading and trailing cannot be related to left and right")
    }
    return nil
  }

  private static func unknownAttribute(_ name: String) -> ParseFailure {
    let names = attributes.keys.sorted()
    let suggestion = nearestKey(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
    return ParseFailure(
      "unknown attribute \(quoted(name))\(suggestion) (expected one of: \(names.joined(separator: ", ")), or the shorthands edges, center)"
    )
  }

  /// Whether a `-` is subtraction: after a whole target (`Card.trailing - 8`,
  /// `Card.trailing-8`), not inside an id (`my-card`) or before a negative number (`= -5`).
  private static func isMinusOperator(_ current: String, _ tokens: [String]) -> Bool {
    if current.isEmpty { return tokens.count >= 3 }
    return attributes.keys.contains { current.hasSuffix(".\($0)") }
  }

  /// Words and operators: `leading>=Card.trailing+8` reads as `leading >= Card.trailing + 8`.
  static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" {
        flush()
      } else if "<>=".contains(character) {
        flush()
        var op = String(character)
        if index + 1 < characters.count, characters[index + 1] == "=" {
          op.append("=")
          index += 1
        }
        tokens.append(op)
      } else if "*+@".contains(character) || (character == "-" && isMinusOperator(current, tokens))
      {
        flush()
        tokens.append(String(character))
      } else {
        current.append(character)
      }
      index += 1
    }
    flush()
    return tokens
  }
}

extension LayoutConstraint.Attribute {
  /// Whether the attribute is a width or height.
  var isSize: Bool { self == .width || self == .height }
  /// Whether the attribute is horizontal.
  var isHorizontal: Bool {
    [.leading, .trailing, .left, .right, .centerX, .width].contains(self)
  }
  /// The attribute's name in scenario files.
  var scenarioName: String {
    ScenarioConstraintParser.attributes.first { $0.value == self }?.key ?? "\(rawValue)"
  }
}
