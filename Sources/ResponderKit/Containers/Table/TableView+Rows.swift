import Foundation

extension TableView {
  /// What ``reloadData()`` does: rows measured again, cells retired, selection cleared.
  ///
  /// - Complexity: O(*n*) in the number of rows.
  func reloadRows() {
    needsReload = false
    endPressWithoutSelecting()
    closeSwipe()
    for (offset, cell) in visible.enumerated() {
      retire(cell, from: geometry.indexPath(ofFlat: visibleRange.lowerBound + offset))
    }
    visible.removeAll(keepingCapacity: true)
    visibleRange = 0..<0
    selectedRows.removeAll(keepingCapacity: true)
    geometry = computeRowGeometry()
    let width = bounds.width
    var top: CGFloat = 0
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
      top = header.frame.height
    }
    geometry.contentHeight += top
    for flat in 0..<geometry.rowCount { geometry.rowTops[flat] += top }
    for section in 0..<geometry.sectionCount {
      geometry.sectionBands[section].top += top
      geometry.sectionBands[section].bottom += top
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: geometry.contentHeight, width: width, height: footer.frame.height)
      geometry.contentHeight += footer.frame.height
    }
    contentSize = CGSize(width: width, height: geometry.contentHeight)
    tileRows(force: true)
  }

  /// The rows' geometry from the data source and delegate, from content height 0.
  private func computeRowGeometry() -> TableRowGeometry {
    var result = TableRowGeometry()
    guard let dataSource else { return result }
    let sections = dataSource.numberOfSections(in: self)
    precondition(
      sections >= 0,
      uncaughtException(
        "NSInternalInconsistencyException",
        "numberOfSections(in:) returned \(sections), which is negative"))
    var y: CGFloat = 0
    for section in 0..<sections {
      let rows = dataSource.tableView(self, numberOfRowsInSection: section)
      precondition(
        rows >= 0,
        uncaughtException(
          "NSInternalInconsistencyException",
          "tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section)"))
      let top = y
      y += tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      for row in 0..<rows {
        let path = IndexPath(row: row, section: section)
        let given = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        let height = given == TableView.automaticDimension ? TableView.defaultRowHeight : given
        precondition(
          height >= 0 && height.isFinite,
          uncaughtException(
            "NSInternalInconsistencyException",
            "table view row height must not be negative - provided height for index path (\(path)) is \(height)"
          ))
        result.rowTops.append(y)
        result.rowHeights.append(height)
        y += height
      }
      y += tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
      result.sectionStarts.append(result.rowTops.count)
      result.sectionBands.append((top, y))
    }
    result.contentHeight = y
    return result
  }

  /// The number of sections, as the data source last said.
  public var numberOfSections: Int {
    loadIfNeeded()
    return geometry.sectionCount
  }

  /// The number of rows in `section`, as the data source last said. A section out of range stops
  /// the program.
  public func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    precondition(
      section >= 0 && section < geometry.sectionCount,
      uncaughtException(
        "NSInternalInconsistencyException",
        "Requested the number of rows for section (\(section)) which is out of bounds."))
    return geometry.rowCount(inSection: section)
  }

  /// The rectangle of the row at `indexPath`, in the table's (content) coordinates. A path that
  /// names no row stops the program, as UIKit raises.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadIfNeeded()
    precondition(
      geometry.contains(indexPath),
      uncaughtException(
        "NSInternalInconsistencyException", "request for rect at invalid index path (\(indexPath))")
    )
    let flat = geometry.flatIndex(of: indexPath)
    return CGRect(
      x: 0, y: geometry.rowTops[flat], width: bounds.width, height: geometry.rowHeights[flat])
  }

  /// The rectangle of `section`: its header, rows and footer.
  public func rect(forSection section: Int) -> CGRect {
    loadIfNeeded()
    precondition(
      section >= 0 && section < geometry.sectionCount,
      uncaughtException(
        "NSInternalInconsistencyException", "request for rect of invalid section (\(section))"))
    let band = geometry.sectionBands[section]
    return CGRect(x: 0, y: band.top, width: bounds.width, height: band.bottom - band.top)
  }

  /// The row at `point`, in the table's (content) coordinates; `nil` over a header, a footer or
  /// past the rows.
  ///
  /// - Complexity: O(log *n*) in the number of rows.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadIfNeeded()
    guard point.x >= 0, point.x < bounds.width, let flat = geometry.row(at: point.y) else {
      return nil
    }
    return geometry.indexPath(ofFlat: flat)
  }

  /// The rows that overlap `rect`, in the table's (content) coordinates; `nil` when there are none.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* rows.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadIfNeeded()
    let rows = geometry.rows(overlappingFrom: rect.minY, to: rect.maxY)
    guard !rows.isEmpty, rect.maxX > 0, rect.minX < bounds.width else { return nil }
    return rows.map { geometry.indexPath(ofFlat: $0) }
  }

  /// Loads the data if the table has not yet asked for it.
  func loadIfNeeded() {
    if needsReload { reloadData() }
  }
}
