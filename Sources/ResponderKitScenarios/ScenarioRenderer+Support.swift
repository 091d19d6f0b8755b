import Foundation
import ResponderKit

extension ScenarioRenderer {
  /// Places labels so that none overlaps one placed before: a label that would is moved down a
  /// line at a time. Touch markers and lint markers are placed through it too, so that no marker
  /// covers a label or a touch.
  @MainActor
  struct LabelPlacer {
    private var placed: [CGRect] = []

    /// Where to put `text`, wanted at `point` (its box's top-left corner).
    ///
    /// - Complexity: O(*n*) per line moved, in the boxes placed so far.
    mutating func place(_ text: String, at point: CGPoint) -> CGPoint {
      place(size: CGSize(width: CGFloat(text.count) * 6.5 + 6, height: 14), at: point)
    }

    /// Where to put a box of `size`, wanted at `point`.
    mutating func place(size: CGSize, at point: CGPoint) -> CGPoint {
      var box = CGRect(origin: point, size: size)
      var moves = 0
      while moves < 200, placed.contains(where: { $0.intersects(box) }) {
        box.origin.y += 13
        moves += 1
      }
      placed.append(box)
      return box.origin
    }

    /// Marks a box as taken without placing anything in it.
    mutating func reserve(_ box: CGRect) { placed.append(box) }
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

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
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
