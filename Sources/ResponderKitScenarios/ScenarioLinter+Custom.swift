import Foundation
import ResponderKit

extension ScenarioLinter {
  /// A custom recognizer that begins or recognizes in `touchesBegan(_:with:)` with
  /// `cancelsTouchesInView` on: recognizers get each phase before the views, so it takes every
  /// touch in its view before the controls under it see one (Delivery §7). UIKit's rule that a
  /// control's own action beats its superview's recognizers covers UIKit's taps and swipes, not an
  /// app's subclass (Controls §11.4).
  ///
  /// - Complexity: O(*n*) in the view's subtree, for each such recognizer.
  static func customRecognizerFindings(_ spec: Scenario.ViewSpec) -> [LintFinding] {
    var findings: [LintFinding] = []
    for gesture in spec.gestures where gesture.type == "custom" {
      guard let custom = gesture.custom, let onBegan = custom.onBegan,
        onBegan == .began || onBegan == .ended,
        gesture.flags["cancelsTouchesInView"] ?? true, gesture.flags["isEnabled"] ?? true
      else { continue }
      var controls: [String] = []
      var stack = spec.subviews
      while let current = stack.popLast(), controls.count < 3 {
        if current.kind.isControl { controls.append(current.id) }
        stack += current.subviews
      }
      guard !controls.isEmpty else { continue }
      findings.append(
        LintFinding(
          severity: .warning, subject: gesture.name,
          problem:
            "it \(onBegan == .began ? "begins" : "recognizes") in touchesBegan and, with "
            + "cancelsTouchesInView, takes every touch in \(spec.id) before the views see it: "
            + "\(controls.joined(separator: ", ")) never get\(controls.count == 1 ? "s" : "") a "
            + "touch (a control's priority over its superview's recognizers covers UIKit's own "
            + "taps and swipes, not a custom subclass) [Delivery §7]",
          fix:
            "set \(gesture.name).cancelsTouchesInView = false (cancelsTouchesInView: false), or "
            + "let it wait for a move or a lift before it recognizes"))
    }
    return findings
  }
}
