import Foundation
import ResponderKit

/// What a view's entry in a dump says about it, read from its attributes. Unknown attributes
/// (`opaque`, `autoresize`, `layer`, whatever a newer iOS adds) are ignored; a known one whose
/// value cannot be read is a ``DumpProblem``.
struct DumpAttributes {
  /// `frame = (x y; w h)`: the bounding box of the transformed bounds, as UIKit's `frame`.
  var frame: CGRect?
  /// `bounds = (x y; w h)`, when given.
  var bounds: CGRect?
  /// `transform = [a, b, c, d, tx, ty]`.
  var transform = CGAffineTransform.identity
  /// `alpha = 0.5`.
  var alpha: CGFloat = 1
  /// `hidden = YES`.
  var isHidden = false
  /// `userInteractionEnabled = NO` (UIKit prints it whenever interaction is off).
  var isUserInteractionEnabled = true
  /// `clipsToBounds = YES` (UIKit prints it whenever it is on).
  var clipsToBounds = false
  /// `tag = 3`.
  var tag = 0
  /// `text = '…'`: a label's or a text field's text.
  var text: String?
  /// A scroll view's `contentOffset: {x, y}`.
  var contentOffset: CGPoint?
  /// A scroll view's `contentSize: {w, h}`.
  var contentSize: CGSize?
  /// `enabled = NO`.
  var isEnabled = true
  /// Whether the view has recognizers (`gestureRecognizers = <NSArray: 0x…>`).
  var hasRecognizers = false

  /// Reads `entry`'s attributes.
  ///
  /// - Complexity: O(*n*) in the entry's length.
  init(_ entry: DumpEntry) throws(DumpProblem) {
    for (index, (key, value)) in entry.attributes.enumerated() {
      let column = entry.columns[index]
      switch key {
      case "frame": frame = try Self.rect(value, key: key, column: column)
      case "bounds": bounds = try Self.rect(value, key: key, column: column)
      case "transform":
        let n = try Self.numbers(value, open: "[", close: "]", count: 6, column: column) {
          "transform = [a, b, c, d, tx, ty]"
        }
        transform = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
      case "alpha":
        let n = try Self.number(Substring(value), column: column) { "alpha = a number from 0 to 1" }
        guard (0...1).contains(n) else {
          throw DumpProblem(column: column, expected: "alpha = a number from 0 to 1")
        }
        alpha = n
      case "hidden": isHidden = try Self.bool(value, key: key, column: column)
      case "userInteractionEnabled":
        isUserInteractionEnabled = try Self.bool(value, key: key, column: column)
      case "clipsToBounds": clipsToBounds = try Self.bool(value, key: key, column: column)
      case "enabled": isEnabled = try Self.bool(value, key: key, column: column)
      case "tag":
        guard let n = Int(value), abs(n) <= Int(YAMLNode.numberLimit) else {
          throw DumpProblem(column: column, expected: "tag = a whole number")
        }
        tag = n
      case "text": text = value
      case "contentOffset":
        let n = try Self.numbers(value, open: "{", close: "}", count: 2, column: column) {
          "contentOffset: {x, y}"
        }
        contentOffset = CGPoint(x: n[0], y: n[1])
      case "contentSize":
        let n = try Self.numbers(value, open: "{", close: "}", count: 2, column: column) {
          "contentSize: {width, height}"
        }
        guard n[0] >= 0, n[1] >= 0 else {
          throw DumpProblem(column: column, expected: "contentSize: {width, height}, not negative")
        }
        contentSize = CGSize(width: n[0], height: n[1])
      case "gestureRecognizers": hasRecognizers = true
      default: break
      }
    }
  }

  /// `(x y; w h)`, widths and heights not negative.
  private static func rect(_ value: String, key: String, column: Int) throws(DumpProblem)
    -> CGRect
  {
    let expected = "\(key) = (x y; width height)"
    let n = try numbers(value, open: "(", close: ")", count: 4, column: column) { expected }
    guard n[2] >= 0, n[3] >= 0 else {
      throw DumpProblem(column: column, expected: "\(expected), width and height not negative")
    }
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// `count` numbers between `open` and `close`, separated by spaces, commas or semicolons.
  private static func numbers(
    _ value: String, open: Character, close: Character, count: Int, column: Int,
    expected: () -> String
  ) throws(DumpProblem) -> [Double] {
    guard value.first == open, value.last == close else {
      throw DumpProblem(column: column, expected: expected())
    }
    let parts = value.dropFirst().dropLast().split { $0 == " " || $0 == "," || $0 == ";" }
    guard parts.count == count else { throw DumpProblem(column: column, expected: expected()) }
    var result: [Double] = []
    for part in parts { result.append(try number(part, column: column, expected: expected)) }
    return result
  }

  /// A finite number within the numbers limit of scenario files (±10⁷).
  private static func number(_ text: Substring, column: Int, expected: () -> String)
    throws(DumpProblem) -> Double
  {
    guard text.first != "+", let n = Double(text), n.isFinite, abs(n) <= YAMLNode.numberLimit
    else {
      throw DumpProblem(
        column: column,
        expected: "\(expected()), with finite numbers up to \(Int(YAMLNode.numberLimit))")
    }
    return n
  }

  private static func bool(_ value: String, key: String, column: Int) throws(DumpProblem) -> Bool {
    switch value {
    case "YES", "yes", "true", "1": return true
    case "NO", "no", "false", "0": return false
    default: throw DumpProblem(column: column, expected: "\(key) = YES or NO")
    }
  }
}
