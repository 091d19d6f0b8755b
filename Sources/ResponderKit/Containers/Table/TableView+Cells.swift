import Foundation

extension TableView {
  /// Registers `cellClass` (a ``TableViewCell`` subclass) as the class of new cells dequeued under
  /// `identifier`; `nil` removes the registration (§17.2).
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredClasses[identifier] = nil
      return
    }
    guard let cellType = cellClass as? TableViewCell.Type else {
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "attempt to register a cell class which is not a subclass of UITableViewCell (\(cellClass))"
        ))
    }
    registeredClasses[identifier] = cellType
  }

  /// A cell for the row at `indexPath`: one from the reuse queue of `identifier`, prepared for
  /// reuse, else a new one of the registered class. An identifier with no registered class stops
  /// the program, as UIKit raises (§17.2).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        ))
    }
    return cell
  }

  /// A cell from the reuse queue of `identifier`, prepared for reuse; else a new one of the class
  /// registered for it; else `nil` (§17.2).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if let cell = reuseQueues.pop(identifier) {
      cell.setHighlighted(false, animated: false)
      cell.setSelected(false, animated: false)
      cell.prepareForReuse()
      return cell
    }
    guard let cellType = registeredClasses[identifier] else { return nil }
    return cellType.init(style: .default, reuseIdentifier: identifier)
  }

  /// The cell shown for the row at `indexPath`, or `nil` when the row is not visible.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    loadIfNeeded()
    guard geometry.contains(indexPath) else { return nil }
    let flat = geometry.flatIndex(of: indexPath)
    guard visibleRange.contains(flat) else { return nil }
    return visible[flat - visibleRange.lowerBound]
  }

  /// The row `cell` shows, or `nil` when it shows none.
  ///
  /// - Complexity: O(*v*) in the number of visible cells.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    for (offset, shown) in visible.enumerated() where shown === cell {
      return geometry.indexPath(ofFlat: visibleRange.lowerBound + offset)
    }
    return nil
  }

  /// The cells on screen, in row order.
  public var visibleCells: [TableViewCell] {
    loadIfNeeded()
    return visible
  }

  /// The rows on screen, in order; `nil` when none is.
  ///
  /// - Complexity: O(*v*) in the number of visible rows.
  public var indexPathsForVisibleRows: [IndexPath]? {
    loadIfNeeded()
    guard !visibleRange.isEmpty else { return nil }
    return visibleRange.map { geometry.indexPath(ofFlat: $0) }
  }

  /// Gives the rows in the bounds cells and takes them from rows that left: cells of rows still
  /// visible stay, cells of rows that left go to the reuse queue (hidden, still subviews), and
  /// the data source is asked for the rows that came in (§17.2, §17.3). With `force`, every visible row
  /// is asked again.
  ///
  /// - Complexity: O(log *n* + *v*): a search for the visible band, then the visible rows.
  func tileRows(force: Bool) {
    guard !needsReload else { return }
    let band = bounds
    // A data source gone (it is held weakly) leaves no rows to show.
    let range =
      geometry.rowCount == 0 || dataSource == nil
      ? 0..<0 : geometry.rows(overlappingFrom: band.minY, to: band.maxY)
    guard force || range != visibleRange else { return }
    // A swiped row that leaves the screen closes, as a scroll closes it in UIKit.
    if let swiped = swipe?.row,
      force || !geometry.contains(swiped)
        || !range.contains(geometry.flatIndex(of: swiped))
    {
      closeSwipe()
    }
    tilingScratch.removeAll(keepingCapacity: true)
    for (offset, cell) in visible.enumerated() {
      let flat = visibleRange.lowerBound + offset
      if force || !range.contains(flat) { retire(cell, from: geometry.indexPath(ofFlat: flat)) }
    }
    for flat in range {
      if !force, visibleRange.contains(flat) {
        tilingScratch.append(visible[flat - visibleRange.lowerBound])
      } else {
        tilingScratch.append(makeCell(forFlat: flat))
      }
    }
    swap(&visible, &tilingScratch)
    tilingScratch.removeAll(keepingCapacity: true)
    visibleRange = range
  }

  /// Asks the data source for the cell of flat row `flat` and places it.
  private func makeCell(forFlat flat: Int) -> TableViewCell {
    let path = geometry.indexPath(ofFlat: flat)
    guard let dataSource else {
      preconditionFailure("UITableView asked for a cell with no dataSource (tileRows shows none)")
    }
    let cell = dataSource.tableView(self, cellForRowAt: path)
    cell.frame = CGRect(
      x: 0, y: geometry.rowTops[flat], width: bounds.width, height: geometry.rowHeights[flat])
    // Displaying a cell makes its content view if nothing has yet (§17.2, UIKit since iOS 14).
    _ = cell.contentView
    cell.layoutContent()
    cell.isHidden = false
    if cell.superview !== self { insertSubview(cell, at: 0) }
    if cell.isEditing != editingState { cell.setEditing(editingState, animated: false) }
    let selected = selectedRows.contains(path)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    return cell
  }

  /// Takes `cell`, which showed `indexPath`, off the screen: into its reuse queue, hidden.
  func retire(_ cell: TableViewCell, from indexPath: IndexPath) {
    cell.isHidden = true
    if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier {
      reuseQueues.push(cell, identifier)
    } else {
      cell.removeFromSuperview()
    }
  }
}
