import Foundation

/// A pasted recognizer's settings, as its description prints them:
/// `numberOfTapsRequired = 2`, `enabled = NO`, `cancelsTouchesInView = NO`, `direction = left`, …
enum DumpRecognizerSettings {
  /// Counts, read as whole numbers from 1 to 1,000.
  static let counts = [
    "numberOfTapsRequired", "numberOfTouchesRequired", "minimumNumberOfTouches",
    "maximumNumberOfTouches",
  ]
  /// Durations and distances, read as numbers from 0 to 10,000.
  static let measures = ["minimumPressDuration", "allowableMovement"]
  /// Flags by the description's key, with the scenario's name for each.
  static let flags = [
    "enabled": "isEnabled", "cancelsTouchesInView": "cancelsTouchesInView",
    "delaysTouchesBegan": "delaysTouchesBegan", "delaysTouchesEnded": "delaysTouchesEnded",
  ]

  /// Reads the settings of `entry` into `gesture`.
  ///
  /// - Complexity: O(*n*) in the entry's length.
  static func read(_ entry: DumpEntry, into gesture: inout Scenario.GestureSpec)
    throws(DumpProblem)
  {
    for (index, (key, value)) in entry.attributes.enumerated() {
      let column = entry.columns[index]
      if counts.contains(key) {
        guard let n = Int(value), (1...1000).contains(n) else {
          throw DumpProblem(column: column, expected: "\(key) = a whole number from 1 to 1000")
        }
        gesture.numbers[key] = Double(n)
      } else if measures.contains(key) {
        guard let n = Double(value), n.isFinite, (0...10_000).contains(n) else {
          throw DumpProblem(column: column, expected: "\(key) = a number from 0 to 10000")
        }
        gesture.numbers[key] = n
      } else if let flag = flags[key] {
        switch value {
        case "YES", "yes", "true", "1": gesture.flags[flag] = true
        case "NO", "no", "false", "0": gesture.flags[flag] = false
        default: throw DumpProblem(column: column, expected: "\(key) = YES or NO")
        }
      } else if key == "direction" || key == "edges" {
        let words = ["right", "left", "up", "down", "top", "bottom", "all"]
        let lowered = value.lowercased()
        gesture.directions = words.filter { lowered.contains($0) }
      }
    }
  }

  /// The action of the first target, without its colons (`handleTap` for `handleTap:`), from
  /// `target= <(action=handleTap:, target=<…>)>`.
  static func actionName(_ entry: DumpEntry) -> String? {
    guard let target = entry.value("target"), let start = target.range(of: "action=") else {
      return nil
    }
    let name = target[start.upperBound...].prefix { $0 != "," && $0 != ")" && $0 != " " }
    let trimmed = name.split(separator: ":").first.map(String.init) ?? ""
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The addresses (`0x…`) a value names, as `must-fail = {<UITapGestureRecognizer: 0x…>}`.
  static func addresses(_ value: String?) -> [String] {
    guard let value else { return [] }
    var result: [String] = []
    var rest = Substring(value)
    while let range = rest.range(of: "0x") {
      let token = rest[range.lowerBound...].prefix { $0.isHexDigit || $0 == "x" }
      result.append(String(token))
      rest = rest[token.endIndex...]
    }
    return result
  }
}
