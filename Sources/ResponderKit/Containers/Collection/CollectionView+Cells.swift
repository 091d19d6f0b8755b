import Foundation

extension CollectionView {
  /// Registers `cellClass` (a ``CollectionViewCell`` subclass) as the class of new cells dequeued
  /// under `identifier`; `nil` removes the registration (§19.1).
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredClasses[identifier] = nil
      return
    }
    guard let cellType = cellClass as? CollectionViewCell.Type else {
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "attempt to register a cell class which is not a subclass of UICollectionViewCell (\(cellClass))"
        ))
    }
    registeredClasses[identifier] = cellType
  }

  /// A cell for the item at `indexPath`: one from the reuse queue of `identifier`, its highlight
  /// and selection cleared and prepared for reuse, else a new one of the registered class made
  /// with `init(frame:)`. An identifier with no registered class stops the program with UIKit's
  /// message (§19.1).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = reuseQueues.pop(identifier) {
      if cell.isHighlighted { cell.isHighlighted = false }
      if cell.isSelected { cell.isSelected = false }
      cell.prepareForReuse()
      return cell
    }
    guard let cellType = registeredClasses[identifier] else {
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        ))
    }
    let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    let cell = cellType.init(frame: frame)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// The cell shown for the item at `indexPath`, or `nil` when the item is not visible. While an
  /// item moves, `indexPath` is the place laid out, where the moving item is at its target (§19.6).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    loadIfNeeded()
    return visible[indexPath]
  }

  /// The index path of the item `cell` shows, or `nil` when it shows none.
  ///
  /// - Complexity: O(*v*) in the number of visible cells.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    for (path, shown) in visible where shown === cell { return path }
    return nil
  }

  /// The cells on screen, in index-path order.
  ///
  /// - Complexity: O(*v* log *v*) in the number of visible cells.
  public var visibleCells: [CollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visible[$0] }
  }

  /// The items on screen, in index-path order.
  ///
  /// - Complexity: O(*v* log *v*) in the number of visible items.
  public var indexPathsForVisibleItems: [IndexPath] {
    loadIfNeeded()
    return visible.keys.sorted()
  }

  /// Gives the items the layout puts in the bounds cells and takes them from items that left:
  /// cells of items still visible stay, placed again; cells of items that left go to the reuse
  /// queue (hidden, still subviews); the data source is asked for the items that came in. With
  /// `force`, every visible item is asked again. A moving cell stays, where the finger puts it
  /// (§19.3, §19.6).
  ///
  /// - Complexity: O(log *l* + *v* log *v*) with a flow layout: a search of its *l* lines, then
  ///   the visible items.
  func tileItems(force: Bool) {
    guard !needsReload else { return }
    var wanted: [IndexPath: CollectionViewLayoutAttributes] = [:]
    if dataSource != nil {
      for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
        wanted[attributes.indexPath] = attributes
      }
    }
    let moving = movement?.cell
    for path in visible.keys.sorted() {
      guard let cell = visible[path], cell !== moving else { continue }
      if force || wanted[path] == nil {
        visible[path] = nil
        retire(cell, from: dataPath(forLayoutPath: path))
      }
    }
    for path in wanted.keys.sorted() {
      guard let attributes = wanted[path] else { continue }
      if let cell = visible[path] {
        if cell !== moving { place(cell, with: attributes) }
      } else {
        visible[path] = makeCell(for: path, with: attributes)
      }
    }
  }

  /// Asks the data source for the cell of the item laid out at `path` and places it.
  private func makeCell(for path: IndexPath, with attributes: CollectionViewLayoutAttributes)
    -> CollectionViewCell
  {
    guard let dataSource else {
      preconditionFailure("UICollectionView asked for a cell with no dataSource")
    }
    let item = dataPath(forLayoutPath: path)
    let cell = dataSource.collectionView(self, cellForItemAt: item)
    place(cell, with: attributes)
    if cell.superview !== self { insertSubview(cell, at: 0) }
    let selected = selectedItems.contains(item)
    if cell.isSelected != selected { cell.isSelected = selected }
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: item)
    return cell
  }

  /// Gives `cell` the layout's frame, visibility and opacity.
  func place(_ cell: CollectionViewCell, with attributes: CollectionViewLayoutAttributes) {
    if cell.frame != attributes.frame { cell.frame = attributes.frame }
    cell.layoutContent()
    cell.isHidden = attributes.isHidden
    cell.alpha = attributes.alpha
    cell.apply(attributes)
  }

  /// Takes `cell`, which showed the item at `indexPath`, off the screen: into its reuse queue,
  /// hidden.
  func retire(_ cell: CollectionViewCell, from indexPath: IndexPath) {
    cell.isHidden = true
    if cell.isHighlighted { cell.isHighlighted = false }
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    if let identifier = cell.reuseIdentifier {
      reuseQueues.push(cell, identifier)
    } else {
      cell.removeFromSuperview()
    }
  }
}
