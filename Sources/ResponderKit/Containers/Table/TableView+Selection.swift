import Foundation

extension TableView {
  /// The selected row, the first in row order when several are; `nil` when none is (§17.5).
  ///
  /// - Complexity: O(*k*) in the number of selected rows.
  public var indexPathForSelectedRow: IndexPath? {
    selectedRows.min()
  }

  /// The selected rows; `nil` when none is (§17.5).
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows
  }

  /// Selects the row at `indexPath` (`nil` clears the selection) without telling the delegate,
  /// as in UIKit, deselecting the others unless the table selects several; then scrolls it to
  /// `scrollPosition` (§17.5).
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    loadIfNeeded()
    guard let indexPath else {
      for path in selectedRows { cellForRow(at: path)?.setSelected(false, animated: animated) }
      selectedRows.removeAll(keepingCapacity: true)
      return
    }
    precondition(
      geometry.contains(indexPath),
      uncaughtException(
        "NSInternalInconsistencyException",
        "Attempted to select a row at an invalid index path (\(indexPath))"))
    if !selectsMultipleRows {
      for path in selectedRows where path != indexPath {
        cellForRow(at: path)?.setSelected(false, animated: animated)
      }
      selectedRows.removeAll { $0 != indexPath }
    }
    markSelected(indexPath, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath` without telling the delegate, as in UIKit (§17.5).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard let index = selectedRows.firstIndex(of: indexPath) else { return }
    selectedRows.remove(at: index)
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// A touch lifted in the highlighted row `path` (§17.5): in a table that selects several rows, a
  /// selected row is deselected (`willDeselect`, `didDeselect`); otherwise `willSelect` may
  /// redirect or refuse, the highlight goes, any other selected row is deselected with the
  /// delegate told, and the row is selected (`didSelect`), even when it already was.
  func selectByUser(_ path: IndexPath) {
    if selectsMultipleRows, selectedRows.contains(path) {
      let target = willDeselect(path)
      unhighlight(path, if: true)
      if let target, selectedRows.contains(target) { deselectByUser(target) }
      return
    }
    // Not `?? path`: a delegate's `nil` refuses the selection.
    let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? .some(path)
    unhighlight(path, if: true)
    guard let target, geometry.contains(target) else { return }
    if !selectsMultipleRows {
      // From the end, so that removing a row leaves the ones still to visit where they were.
      var index = selectedRows.count - 1
      while index >= 0 {
        defer { index = min(index, selectedRows.count) - 1 }
        let other = selectedRows[index]
        guard other != target else { continue }
        let confirmed = willDeselect(other)
        if let confirmed, selectedRows.contains(confirmed) { deselectByUser(confirmed) }
      }
    }
    markSelected(target, animated: false)
    window?.application?.tracer?.record(
      .rowSelected(list: traceName, row: geometry.flatIndex(of: target)))
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  /// The delegate's `willDeselectRowAt`, or `path` without a delegate.
  private func willDeselect(_ path: IndexPath) -> IndexPath? {
    tableDelegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? .some(path)
  }

  private func deselectByUser(_ path: IndexPath) {
    deselectRow(at: path, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: path)
  }

  private func markSelected(_ path: IndexPath, animated: Bool) {
    if !selectedRows.contains(path) { selectedRows.append(path) }
    if let cell = cellForRow(at: path), !cell.isSelected {
      cell.setSelected(true, animated: animated)
    }
  }
}
