import Foundation

extension CollectionView {
  /// What ``reloadData()`` does: counts asked again, the layout prepared, cells retired,
  /// selection cleared.
  ///
  /// - Complexity: O(*n*) in the number of items.
  func reloadItems() {
    needsReload = false
    endPressWithoutSelecting()
    for path in visible.keys.sorted() {
      if let cell = visible[path] { retire(cell, from: dataPath(forLayoutPath: path)) }
    }
    visible.removeAll(keepingCapacity: true)
    selectedItems.removeAll(keepingCapacity: true)
    itemCounts = countItems()
    layoutItemCounts = itemCounts
    prepareLayout()
    tileItems(force: true)
  }

  /// The number of items in each section, from the data source.
  private func countItems() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    precondition(
      sections >= 0,
      uncaughtException(
        "NSInternalInconsistencyException",
        "numberOfSections(in:) returned \(sections), which is negative"))
    return (0..<sections).map { section in
      let items = dataSource.collectionView(self, numberOfItemsInSection: section)
      precondition(
        items >= 0,
        uncaughtException(
          "NSInternalInconsistencyException",
          "collectionView(_:numberOfItemsInSection:) returned \(items) for section \(section)"))
      return items
    }
  }

  /// Prepares the layout and takes its content size.
  func prepareLayout() {
    layoutIsStale = false
    collectionViewLayout.collectionView = self
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  /// Loads the data, and prepares the layout, if either is out of date.
  func loadIfNeeded() {
    if needsReload {
      reloadData()
    } else if layoutIsStale {
      prepareLayout()
      tileItems(force: false)
    }
  }

  /// The number of sections, as the data source last said.
  public var numberOfSections: Int {
    loadIfNeeded()
    return layoutItemCounts.count
  }

  /// The number of items in `section`, as the data source last said (while an item moves, as
  /// laid out, §19.6). A section out of range stops the program.
  public func numberOfItems(inSection section: Int) -> Int {
    loadIfNeeded()
    precondition(
      section >= 0 && section < layoutItemCounts.count,
      uncaughtException(
        "NSInternalInconsistencyException",
        "request for number of items in section \(section) when there are only \(layoutItemCounts.count) sections in the collection view"
      ))
    return layoutItemCounts[section]
  }

  /// The layout's attributes for the item at `indexPath`; `nil` when it names no item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    loadIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The item whose frame holds `point`, in the collection view's (content) coordinates (left and
  /// top edges inclusive); `nil` between items or past them.
  ///
  /// - Complexity: O(log *l*) in the lines of a flow layout, plus the items of the line found.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    loadIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0)
    let found = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    return found.first { !$0.isHidden && $0.frame.contains(point) }?.indexPath
  }

  /// Scrolls so that the item at `indexPath` sits at `scrollPosition`: at most one vertical
  /// position (`top`, `centeredVertically`, `bottom`) and one horizontal (`left`,
  /// `centeredHorizontally`, `right`); an axis with none does not scroll. The offset is clamped to
  /// the content. A path that names no item stops the program, as UIKit raises (§19.3).
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    loadIfNeeded()
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
      let section = indexPath.section
      let count = layoutItemCounts.indices.contains(section) ? layoutItemCounts[section] : 0
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(count) items in section \(section). Collection view: \(Console.describe(self))."
        ))
    }
    let width = bounds.width - contentInset.left - contentInset.right
    let height = bounds.height - contentInset.top - contentInset.bottom
    var offset = contentOffset
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - contentInset.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - contentInset.top - height / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - contentInset.top - height
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - contentInset.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - contentInset.left - width / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - contentInset.left - width
    }
    let range = offsetRange
    offset.x = min(max(offset.x, range.min.x), range.max.x)
    offset.y = min(max(offset.y, range.min.y), range.max.y)
    if offset != contentOffset { setContentOffset(offset, animated: animated) }
  }
}
