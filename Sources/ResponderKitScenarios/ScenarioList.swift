import Foundation
import ResponderKit

/// A table-like list: a scroll view whose ``ScenarioRow``s select on `touchesEnded`, as a
/// `UITableView` selects a cell (`tableView(_:didSelectRowAt:)`) when a touch that began in it
/// ends in it; a touch the list scrolls with, or a recognizer takes, ends in `touchesCancelled`
/// and selects nothing.
@MainActor
final class ScenarioList: ScenarioScrollView {
  /// The rows selected, in order.
  private(set) var selected: [Int] = []

  /// Selects `row`: recorded as `List selects row 3`.
  func select(_ row: Int) {
    selected.append(row)
    window?.application?.tracer?.record(.rowSelected(list: traceName, row: row))
  }
}

/// A row of a ``ScenarioList``: highlighted while a touch is down in it, selected when that touch
/// ends inside it. Its touch methods do not call `super`, as a cell's do not pass touches on.
@MainActor
final class ScenarioRow: View {
  /// The row's index in its list.
  var index = 0
  /// Whether a touch is down in the row (UIKit highlights the cell).
  private(set) var isHighlighted = false

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    isHighlighted = true
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    defer { isHighlighted = false }
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    var current = superview
    while let view = current, !(view is ScenarioList) { current = view.superview }
    (current as? ScenarioList)?.select(index)
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    isHighlighted = false
  }
}
