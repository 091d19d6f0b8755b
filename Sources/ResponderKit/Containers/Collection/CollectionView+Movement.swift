import Foundation

/// An item being moved interactively (<doc:Collections> §19.6).
struct CollectionMovement {
  /// Where the item was when the movement began: its path in the data source.
  var source: IndexPath
  /// Where it is laid out now, as the delegate agreed.
  var current: IndexPath
  /// Its cell, centred on the target position.
  var cell: CollectionViewCell
}

extension CollectionView {
  /// Begins moving the item at `indexPath`, as an app's recognizer does when a long press begins.
  /// `false`, and nothing begins, when an item is already moving, the path names no visible item,
  /// or the data source's `collectionView(_:canMoveItemAt:)` says no (§19.6).
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    loadIfNeeded()
    guard movement == nil, let cell = visible[indexPath], let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    endPressWithoutSelecting()
    bringSubviewToFront(cell)
    movement = CollectionMovement(source: indexPath, current: indexPath, cell: cell)
    return true
  }

  /// Moves the moving item's cell so that its centre is `targetPosition` (content coordinates).
  /// The item laid out under that point is proposed to the delegate's
  /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`; when its answer
  /// is a new place, the layout puts the item there and the other items make room (§19.6).
  ///
  /// - Complexity: O(*n*) when the place changes (the layout is prepared again), else
  ///   O(log *l*) in the lines of a flow layout.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard let current = movement else { return }
    current.cell.center = targetPosition
    guard let proposed = indexPathForItem(at: targetPosition) else { return }
    let target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveFromItemAt: current.source, toProposedIndexPath: proposed)
      ?? proposed
    guard target != current.current, canHold(target, movingFrom: current.source) else { return }
    var next = current
    next.current = target
    rekeyVisible(for: next)
  }

  /// Drops the moving item where it is laid out: the data source hears
  /// `collectionView(_:moveItemAt:to:)` (when it moved), the selection follows the items the move
  /// shifted, and the cell takes its place in the layout (§19.6).
  public func endInteractiveMovement() {
    guard let current = movement else { return }
    movement = nil
    let (source, destination) = (current.source, current.current)
    if source != destination {
      dataSource?.collectionView(self, moveItemAt: source, to: destination)
    }
    selectedItems = selectedItems.map { Self.moved($0, from: source, to: destination) }
    // The cells are already where the moved items are; the data source's counts are the ones
    // laid out.
    itemCounts = layoutItemCounts
    for (path, cell) in visible where cell.isSelected != selectedItems.contains(path) {
      cell.isSelected = !cell.isSelected
    }
    prepareLayout()
    tileItems(force: false)
  }

  /// Puts the moving item back where it was, telling the data source nothing (§19.6).
  public func cancelInteractiveMovement() {
    guard movement != nil else { return }
    rekeyVisible(for: nil)
  }

  /// Whether the item moving from `source` may be laid out at `target`: a section that exists,
  /// and an item no further than the end of it.
  private func canHold(_ target: IndexPath, movingFrom source: IndexPath) -> Bool {
    guard target.count == 2, target.section >= 0, target.section < itemCounts.count else {
      return false
    }
    let limit = itemCounts[target.section] - (target.section == source.section ? 1 : 0)
    return target.item >= 0 && target.item <= limit
  }

  /// Makes `next` the movement: the visible cells keep their items under the new places, the
  /// counts and the layout follow, and the items are laid out again.
  private func rekeyVisible(for next: CollectionMovement?) {
    let shown = visible.map { (dataPath(forLayoutPath: $0.key), $0.value) }
    movement = next
    visible.removeAll(keepingCapacity: true)
    for (item, cell) in shown { visible[layoutPath(forDataPath: item)] = cell }
    layoutItemCounts = itemCounts
    if let next, next.source.section != next.current.section {
      layoutItemCounts[next.source.section] -= 1
      layoutItemCounts[next.current.section] += 1
    }
    prepareLayout()
    tileItems(force: false)
  }

  /// The data source's path of the item laid out at `path`: itself unless an item is moving.
  func dataPath(forLayoutPath path: IndexPath) -> IndexPath {
    guard let movement else { return path }
    return Self.moved(path, from: movement.current, to: movement.source)
  }

  /// Where the data source's item `path` is laid out: itself unless an item is moving.
  func layoutPath(forDataPath path: IndexPath) -> IndexPath {
    guard let movement else { return path }
    return Self.moved(path, from: movement.source, to: movement.current)
  }

  /// Where item `path` is after the item at `source` moved to `destination`.
  static func moved(_ path: IndexPath, from source: IndexPath, to destination: IndexPath)
    -> IndexPath
  {
    if path == source { return destination }
    var result = path
    if result.section == source.section, result.item > source.item { result.item -= 1 }
    if result.section == destination.section, result.item >= destination.item { result.item += 1 }
    return result
  }
}
