import Foundation

/// A row being dragged by its reorder control (<doc:Tables> §17.8).
struct TableReorder {
  /// Where the row was.
  var source: IndexPath
  /// Where it would drop now, as the delegate agreed.
  var destination: IndexPath
  /// The row's cell, following the finger.
  var cell: TableViewCell
  /// The finger's height above the cell's top when it took hold.
  var grab: CGFloat
}

extension TableView {
  /// Whether `cell`, showing `indexPath`, shows the reorder control: the table is editing, the
  /// cell's ``TableViewCell/showsReorderControl`` is set and the data source can move the row.
  func showsReorderControl(_ cell: TableViewCell, at indexPath: IndexPath) -> Bool {
    guard editingState, cell.showsReorderControl, let dataSource else { return false }
    return dataSource.tableView(self, canMoveRowAt: indexPath)
  }

  /// Takes hold of the row whose reorder control is at `point` (table coordinates); `false`
  /// when no reorder control is there.
  func beginReorder(at point: CGPoint) -> Bool {
    guard editingState, let path = indexPathForRow(at: point), let cell = cellForRow(at: path),
      point.x >= cell.frame.maxX - TableViewCell.reorderControlWidth,
      showsReorderControl(cell, at: path)
    else { return false }
    endPressWithoutSelecting()
    bringSubviewToFront(cell)
    reorder = TableReorder(
      source: path, destination: path, cell: cell, grab: point.y - cell.frame.minY)
    return true
  }

  /// Moves the held row with the finger, within the rows, and asks the delegate where it would
  /// drop: the row under the cell's middle.
  func moveReorder(to point: CGPoint) {
    guard var current = reorder else { return }
    var frame = current.cell.frame
    let lowest = max(0, geometry.contentHeight - frame.height)
    frame.origin.y = min(max(point.y - current.grab, 0), lowest)
    current.cell.frame = frame
    if let proposed = indexPathForRow(at: CGPoint(x: frame.midX, y: frame.midY)) {
      let target =
        tableDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: current.source, toProposedIndexPath: proposed)
        ?? proposed
      if geometry.contains(target) { current.destination = target }
    }
    reorder = current
  }

  /// Drops the held row: the data source moves it (when it moved), the selection follows the
  /// rows, and the rows are measured and laid out again.
  func endReorder() {
    guard let current = reorder else { return }
    reorder = nil
    let (source, destination) = (current.source, current.destination)
    if source != destination {
      dataSource?.tableView(self, moveRowAt: source, to: destination)
    }
    let selection = selectedRows.map { moved($0, from: source, to: destination) }
    reloadRows()
    for path in selection where geometry.contains(path) {
      selectRow(at: path, animated: false, scrollPosition: .none)
    }
  }

  /// Where row `path` is after the row at `source` moved to `destination`.
  private func moved(_ path: IndexPath, from source: IndexPath, to destination: IndexPath)
    -> IndexPath
  {
    if path == source { return destination }
    var result = path
    if result.section == source.section, result.row > source.row { result.row -= 1 }
    if result.section == destination.section, result.row >= destination.row { result.row += 1 }
    return result
  }
}
