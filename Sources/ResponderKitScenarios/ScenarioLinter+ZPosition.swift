import Foundation
import ResponderKit

extension ScenarioLinter {
  /// How many sibling pairs the `zPosition` check weighs in one file at most: a screen of
  /// thousands of siblings all given a `zPosition` stops being checked there, not being linted.
  static let zPositionPairBudget = 1_000_000

  /// Siblings drawn in an order hit-testing does not follow: a view that takes touches raised by
  /// its `layer.zPosition` over a later sibling it overlaps is drawn in front, yet hit-testing asks
  /// the later sibling first, so touches where they overlap go to the one drawn behind
  /// (Hit-testing §2.1).
  ///
  /// - Complexity: O(*z*·*k*) per superview in its subviews *k* and those of them with a
  ///   `zPosition` *z*, within ``zPositionPairBudget`` in all.
  static func zPositionFindings(
    _ scenario: Scenario, views: [String: View], in window: Window
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    var budget = zPositionPairBudget
    var pending = scenario.views + scenario.presentations.map(\.view)
    var groups: [[Scenario.ViewSpec]] = [pending]
    while let spec = pending.popLast() {
      pending += spec.subviews
      if spec.subviews.contains(where: { $0.zPosition != 0 }) { groups.append(spec.subviews) }
    }
    for siblings in groups where siblings.contains(where: { $0.zPosition != 0 }) {
      for (index, raised) in siblings.enumerated() where raised.zPosition != 0 {
        guard takesTouches(raised), let view = views[raised.id] else { continue }
        let area = view.convert(view.bounds, to: window)
        for later in siblings[(index + 1)...] where later.zPosition < raised.zPosition {
          budget -= 1
          guard budget > 0 else { return findings }
          guard let front = views[later.id], front.hitTestExclusionReason == nil,
            !((front as? ScenarioView)?.passThrough ?? false),
            area.intersects(front.convert(front.bounds, to: window))
          else { continue }
          let n = TextTraceFormatter.number
          findings.append(
            LintFinding(
              severity: .warning, subject: raised.id,
              problem:
                "it is drawn in front of \(later.id) by its layer.zPosition (\(n(raised.zPosition)) > "
                + "\(n(later.zPosition))), but \(later.id) comes later in the subviews, so "
                + "hit-testing asks it first and it takes the touches where they overlap "
                + "[Hit-testing §2.1]",
              fix:
                "bring \(raised.id) in front in the subviews (bringSubviewToFront(\(raised.id)), or "
                + "list it after \(later.id)) instead of raising its zPosition, which changes only "
                + "drawing"))
          break
        }
      }
    }
    return findings
  }
}
