import Foundation
import ResponderKit

extension ScenarioLinter {
  /// An interactive view (or one holding interactive views) in an animation without
  /// `.allowUserInteraction`: it takes no touch until the animation ends, then takes them where
  /// its final frame is (Choices §14.9). Information, not a fault of the screen: the fix is the
  /// animation's options, never moving the view.
  static func animationFindings(_ spec: Scenario.ViewSpec, _ view: View) -> [LintFinding] {
    guard let animation = spec.animation, !animation.options.contains("allowUserInteraction"),
      takesTouches(spec)
    else { return [] }
    let n = TextTraceFormatter.number
    let until = animation.delay + animation.duration
    return [
      LintFinding(
        severity: .info, subject: spec.id,
        problem:
          "it takes no touch for the first \(n(until)) s: it is in an animation without "
          + ".allowUserInteraction (hit-testing uses its final frame from the start)",
        fix:
          "pass .allowUserInteraction in the animation's options (options: "
          + "[allowUserInteraction]) if it must take touches while it moves, or wait for the "
          + "animation to end")
    ]
  }

  /// Whether the view or one inside it is a control or carries recognizers.
  static func takesTouches(_ spec: Scenario.ViewSpec) -> Bool {
    var stack = [spec]
    while let current = stack.popLast() {
      if current.kind.isControl || !current.gestures.isEmpty { return true }
      stack += current.subviews
    }
    return false
  }
}
