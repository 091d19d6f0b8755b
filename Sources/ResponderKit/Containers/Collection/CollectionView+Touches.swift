import Foundation

extension CollectionView {
  /// A touch reached a cell's content (late, behind `delaysContentTouches`): the collection view
  /// follows it and highlights its item when selection is allowed and the delegate agrees
  /// (§19.4). No touch highlights while an item moves.
  func beginPress(_ touches: Set<Touch>) {
    guard pressedTouch == nil, movement == nil, let touch = touches.first,
      let cell = cell(under: touch), let path = indexPath(for: cell)
    else { return }
    pressedTouch = touch
    pressedItem = path
    guard allowsSelection,
      collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
    else { return }
    isPressHighlighted = true
    cell.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: path)
  }

  /// The followed touch lifted or was cancelled. A lift inside the pressed item, which the touch
  /// highlighted, selects or deselects it (§19.5). A cancelled touch (a scroll, a recognizer)
  /// only removes the highlight.
  func endPress(_ touches: Set<Touch>, cancelled: Bool) {
    guard let touch = pressedTouch, let path = pressedItem, touches.contains(touch) else { return }
    let highlighted = isPressHighlighted
    pressedTouch = nil
    pressedItem = nil
    guard !cancelled, highlighted, movement == nil,
      let frame = collectionViewLayout.layoutAttributesForItem(at: path)?.frame,
      frame.contains(touch.location(in: self))
    else {
      unhighlight(path, if: highlighted)
      return
    }
    selectByUser(path)
  }

  /// Forgets the followed touch without selecting: a reload or a movement while it is down.
  func endPressWithoutSelecting() {
    guard let path = pressedItem else { return }
    let highlighted = isPressHighlighted
    pressedTouch = nil
    pressedItem = nil
    unhighlight(path, if: highlighted)
  }

  /// Removes the press's highlight from `path`'s cell and tells the delegate, when there was one.
  func unhighlight(_ path: IndexPath, if highlighted: Bool) {
    guard highlighted else { return }
    isPressHighlighted = false
    if let cell = visible[path], cell.isHighlighted { cell.isHighlighted = false }
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
  }

  /// The cell of this collection view that holds the touch's view, if any.
  ///
  /// - Complexity: O(*d*) in the depth of the touch's view below the collection view.
  private func cell(under touch: Touch) -> CollectionViewCell? {
    var current = touch.view
    while let view = current, view !== self {
      if let cell = view as? CollectionViewCell, cell.superview === self { return cell }
      current = view.superview
    }
    return nil
  }
}
