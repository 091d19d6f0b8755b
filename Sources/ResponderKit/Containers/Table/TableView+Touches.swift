import Foundation

extension TableView {
  /// Whether a touch may highlight and select now: ``allowsSelectionDuringEditing`` while
  /// editing, else ``allowsSelection`` (§17.5).
  var touchesMaySelect: Bool {
    editingState ? allowsSelectionDuringEditing : allowsSelection
  }

  /// Whether touches select several rows now (§17.5).
  var selectsMultipleRows: Bool {
    editingState ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// A touch reached a cell's content (late, behind `delaysContentTouches`): the table follows
  /// it and highlights its row when selection is allowed and the delegate agrees (§17.4).
  func beginPress(_ touches: Set<Touch>) {
    guard pressedTouch == nil, let touch = touches.first, let cell = cell(under: touch),
      let path = indexPath(for: cell)
    else { return }
    pressedTouch = touch
    pressedRow = path
    guard touchesMaySelect, tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
    else { return }
    isPressHighlighted = true
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: path)
  }

  /// The followed touch lifted or was cancelled. A lift inside the pressed row, which the touch
  /// highlighted, selects it (§17.5): `willSelect`, the highlight removed, then `didSelect`. A
  /// cancelled touch (a scroll, a recognizer) only removes the highlight.
  func endPress(_ touches: Set<Touch>, cancelled: Bool) {
    guard let touch = pressedTouch, let path = pressedRow, touches.contains(touch) else { return }
    let highlighted = isPressHighlighted
    pressedTouch = nil
    pressedRow = nil
    guard !cancelled, highlighted, geometry.contains(path),
      rectForRow(at: path).contains(touch.location(in: self))
    else {
      unhighlight(path, if: highlighted)
      return
    }
    selectByUser(path)
  }

  /// Forgets the followed touch without selecting: a reload while it is down.
  func endPressWithoutSelecting() {
    guard let path = pressedRow else { return }
    let highlighted = isPressHighlighted
    pressedTouch = nil
    pressedRow = nil
    if geometry.contains(path) { unhighlight(path, if: highlighted) }
  }

  /// Removes the press's highlight from `path`'s cell and tells the delegate, when there was one.
  func unhighlight(_ path: IndexPath, if highlighted: Bool) {
    guard highlighted else { return }
    isPressHighlighted = false
    cellForRow(at: path)?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: path)
  }

  /// The cell of this table that holds the touch's view, if any.
  ///
  /// - Complexity: O(*d*) in the depth of the touch's view below the table.
  private func cell(under touch: Touch) -> TableViewCell? {
    var current = touch.view
    while let view = current, view !== self {
      if let cell = view as? TableViewCell, cell.superview === self { return cell }
      current = view.superview
    }
    return nil
  }
}
