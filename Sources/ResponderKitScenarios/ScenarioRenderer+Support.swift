import Foundation
import ResponderKit

extension ScenarioRenderer {
  /// Places labels so that none overlaps one placed before: a label that would is moved down a
  /// line at a time, at most ``maximumMoves`` lines; one that still overlaps then stays where it
  /// is (and is not counted as taking room). Touch markers and lint markers are placed through it
  /// too, so that no marker covers a label or a touch.
  ///
  /// Placed boxes are kept in a grid of cells, so a test looks only at the boxes near it: since
  /// placed labels never overlap, a cell holds a bounded number of them, and placing *n* labels
  /// takes O(*n*) time in all, however the views overlap.
  @MainActor
  struct LabelPlacer {
    /// The most lines a label is moved down to find room.
    static let maximumMoves = 40
    /// A grid cell's size: about one short label.
    private static let cell = CGSize(width: 64, height: 16)
    /// Boxes wider or taller than this many cells are kept aside and tested against every box.
    private static let largestCellSpan = 64

    private var placed: [CGRect] = []
    private var grid: [Int64: [Int]] = [:]
    private var oversized: [Int] = []

    /// Where to put `text`, wanted at `point` (its box's top-left corner).
    ///
    /// - Complexity: O(1) per line moved, amortized.
    mutating func place(_ text: String, at point: CGPoint) -> CGPoint {
      place(size: CGSize(width: CGFloat(text.count) * 6.5 + 6, height: 14), at: point)
    }

    /// Where to put a box of `size`, wanted at `point`.
    mutating func place(size: CGSize, at point: CGPoint) -> CGPoint {
      var box = CGRect(origin: point, size: size)
      var moves = 0
      while overlapsPlaced(box) {
        guard moves < Self.maximumMoves else { return point }
        box.origin.y += 13
        moves += 1
      }
      insert(box)
      return box.origin
    }

    /// Marks a box as taken without placing anything in it.
    mutating func reserve(_ box: CGRect) { insert(box) }

    private func overlapsPlaced(_ box: CGRect) -> Bool {
      for index in oversized where placed[index].intersects(box) { return true }
      guard let (columns, rows) = Self.cells(of: box) else { return false }
      for column in columns {
        for row in rows {
          for index in grid[Self.key(column, row)] ?? [] where placed[index].intersects(box) {
            return true
          }
        }
      }
      return false
    }

    private mutating func insert(_ box: CGRect) {
      let index = placed.count
      placed.append(box)
      guard let (columns, rows) = Self.cells(of: box) else { return }
      guard columns.count <= Self.largestCellSpan, rows.count <= Self.largestCellSpan else {
        oversized.append(index)
        return
      }
      for column in columns {
        for row in rows { grid[Self.key(column, row), default: []].append(index) }
      }
    }

    /// The cells a box covers; `nil` for a box with no area or not a number.
    private static func cells(of box: CGRect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
      let box = box.standardized
      guard box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite else { return nil }
      let columns = cellIndex(box.minX, cell.width)...cellIndex(box.maxX, cell.width)
      let rows = cellIndex(box.minY, cell.height)...cellIndex(box.maxY, cell.height)
      return (columns, rows)
    }

    /// The cell of a coordinate, far coordinates (and infinities) clamped to the grid's edge: the
    /// conversion to `Int` is always in range.
    private static func cellIndex(_ value: CGFloat, _ size: CGFloat) -> Int {
      let limit: CGFloat = 1e9
      let scaled = (value / size).rounded(.down)
      return Int(scaled.isNaN ? 0 : min(max(scaled, -limit), limit))
    }

    private static func key(_ column: Int, _ row: Int) -> Int64 {
      Int64(column) << 32 ^ Int64(UInt32(truncatingIfNeeded: row))
    }
  }

  static func rectPath(_ rect: CGRect) -> String {
    "M\(n(rect.minX)),\(n(rect.minY)) H\(n(rect.maxX)) V\(n(rect.maxY)) H\(n(rect.minX)) Z"
  }

  static func kindFill(_ kind: Scenario.Kind) -> String {
    switch kind {
    case .view: "#d8e4f0"
    case .button: "#a7d7a7"
    case .switch: "#c7e9b0"
    case .scrollView, .list: "#f5e1a4"
    case .row: "#fbf3da"
    case .control: "#b8e0c8"
    case .slider: "#b3d4f5"
    case .stepper: "#d5c8f0"
    case .segmentedControl: "#c8e6f0"
    case .textField: "#f8f8f8"
    case .table, .collection: "#f5e1a4"
    case .navigation, .pages: "#e8eef5"
    case .stack: "#eef3f8"
    case .imageView: "#e6d5f0"
    case .label: "#eeeeee"
    }
  }

  static func color(_ severity: LintFinding.Severity) -> String {
    switch severity {
    case .error: "#d0021b"
    case .warning: "#f5a623"
    case .info: "#4a90e2"
    }
  }

  static func n(_ value: CGFloat) -> String { TextTraceFormatter.number(Double(value)) }

  /// The text with `&`, `<`, `>` and `"` escaped for SVG; text with none of them is returned as is.
  ///
  /// - Complexity: O(*n*) in the text's length.
  static func escape(_ text: String) -> String {
    let special: (UInt8) -> Bool = {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        || $0 == UInt8(ascii: "\"")
    }
    guard text.utf8.contains(where: special) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// A touch's outcome in a few words, for its tag on the picture: `delivered`,
  /// `cancelled at 0.4 s by singleTap`, `taken by List.panGestureRecognizer`, `withheld`.
  static func shortOutcome(_ story: TouchStory) -> String {
    let n = TextTraceFormatter.number
    for cause in story.causes {
      switch cause {
      case .takenByRecognizer(let recognizer, let time, true):
        return "cancelled at \(n(time)) s by \(bare(recognizer))"
      case .takenByRecognizer(let recognizer, _, false):
        return "taken by \(bare(recognizer))"
      case .swallowedByScrollView(let scrollView, _):
        return "kept by \(scrollView)"
      case .withheldFromView: return "withheld"
      case .notDelivered: return "not delivered"
      default: continue
      }
    }
    guard story.hitView != nil else { return "no view" }
    let late = story.causes.contains {
      switch $0 {
      case .contentTouchesDelayed(_, _, _?), .beganDelayed(_, _, _?), .endedDelayed: true
      default: false
      }
    }
    let methods = Set(story.calls.map(\.method))
    if methods.contains(.touchesEnded) { return late ? "delivered late" : "delivered" }
    if methods.contains(.touchesCancelled) { return "cancelled" }
    return story.calls.isEmpty ? "no call" : "still down"
  }

  /// A recognizer label without its view: `singleTap on Photo` → `singleTap`.
  static func bare(_ label: String) -> String {
    label.components(separatedBy: " on ").first ?? label
  }
}
