import Foundation
import ResponderKit

extension ScenarioLinter {
  /// Controls a table adds to each cell itself (`cellSubviews`) where the cell's content view
  /// covers them: the content view is made after them, on top, so it takes their touches and the
  /// row selects instead (Tables §17.2).
  static func cellViewFindings(_ spec: Scenario.ViewSpec) -> [LintFinding] {
    guard spec.kind == .table else { return [] }
    return spec.tableCellSubviews.compactMap { view in
      guard view.kind.isControl, !view.isHidden, view.isUserInteractionEnabled,
        view.frame.maxX > 0, view.frame.maxY > 0
      else { return nil }
      return LintFinding(
        severity: .warning, subject: "\(spec.id).rowN.\(view.id)",
        problem:
          "it is added to each cell itself, and the cell's content view, made later when the table "
          + "first shows the cell, lies on top of it: the content view takes its touches and the "
          + "row selects instead [Tables §17.2]",
        fix:
          "add \(view.id) to the cell's contentView (contentSubviews in a scenario file), or ask "
          + "for contentView before adding it to the cell")
    }
  }
}
