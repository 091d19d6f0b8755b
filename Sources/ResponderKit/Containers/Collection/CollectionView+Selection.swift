import Foundation

extension CollectionView {
  /// The selected items, in the order they were selected; `nil` when none is, as in UIKit
  /// (§19.5).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems
  }

  /// Selects the item at `indexPath` (`nil` clears the selection) without telling the delegate,
  /// as in UIKit, deselecting the others unless the collection view selects several; then
  /// scrolls it to `scrollPosition` (§19.5).
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    loadIfNeeded()
    guard let indexPath else {
      for path in selectedItems { visible[path]?.isSelected = false }
      selectedItems.removeAll(keepingCapacity: true)
      return
    }
    precondition(
      collectionViewLayout.layoutAttributesForItem(at: indexPath) != nil,
      uncaughtException(
        "NSInternalInconsistencyException",
        "Attempted to select an item at an invalid index path (\(indexPath))"))
    if !allowsMultipleSelection {
      for path in selectedItems where path != indexPath { visible[path]?.isSelected = false }
      selectedItems.removeAll { $0 != indexPath }
    }
    markSelected(indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath` without telling the delegate, as in UIKit (§19.5).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let index = selectedItems.firstIndex(of: indexPath) else { return }
    selectedItems.remove(at: index)
    if let cell = visible[indexPath], cell.isSelected { cell.isSelected = false }
  }

  /// A touch lifted in the highlighted item `path` (§19.5). With multiple selection a selected
  /// item is deselected if `shouldDeselectItemAt` agrees. Otherwise `shouldSelectItemAt` decides;
  /// the highlight goes; with single selection any other selected item is deselected
  /// (`shouldDeselectItemAt`, `didDeselectItemAt`); the item is selected and `didSelectItemAt`
  /// told, even when it already was. A tap on the selected item in single selection does not
  /// deselect it.
  func selectByUser(_ path: IndexPath) {
    if allowsMultipleSelection, selectedItems.contains(path) {
      let agreed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
      unhighlight(path, if: true)
      if agreed { deselectByUser(path) }
      return
    }
    let agreed = collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true
    unhighlight(path, if: true)
    guard agreed else { return }
    if !allowsMultipleSelection {
      for other in selectedItems where other != path {
        if collectionDelegate?.collectionView(self, shouldDeselectItemAt: other) ?? true {
          deselectByUser(other)
        }
      }
    }
    markSelected(path)
    if let tracer = window?.application?.tracer {
      // Traced as a list's row: the item's number counted across sections.
      let flat = itemCounts.prefix(path.section).reduce(0, +) + path.item
      tracer.record(.rowSelected(list: traceName, row: flat))
    }
    collectionDelegate?.collectionView(self, didSelectItemAt: path)
  }

  private func deselectByUser(_ path: IndexPath) {
    deselectItem(at: path, animated: false)
    collectionDelegate?.collectionView(self, didDeselectItemAt: path)
  }

  private func markSelected(_ path: IndexPath) {
    if !selectedItems.contains(path) { selectedItems.append(path) }
    if let cell = visible[path], !cell.isSelected { cell.isSelected = true }
  }
}
