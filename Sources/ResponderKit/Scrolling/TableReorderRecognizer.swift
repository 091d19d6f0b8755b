import Foundation

/// The table's private recognizer behind the reorder control (<doc:Tables> §17.8): while the
/// table is editing, a touch that lands on a row's reorder control begins it at once, taking the
/// touch from the scroll and the rows; the row follows the finger and drops where it is lifted.
///
/// It lives beside the scroll view's private recognizers for the reason ``TableSwipeRecognizer``
/// does.
@MainActor
final class TableReorderRecognizer: GestureRecognizer {
  @exclusivity(unchecked) weak var table: TableView?

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    name = "reorderControl"
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let table, numberOfTouches == touches.count, let touch = trackedTouches.first,
      table.beginReorder(at: touch.location(in: table))
    else { return fail(.setBySubclass) }
    state = .began
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .began || state == .changed, let table, let touch = trackedTouches.first
    else { return }
    state = .changed
    table.moveReorder(to: touch.location(in: table))
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard state == .began || state == .changed else { return }
    state = .ended
    table?.endReorder()
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    guard state == .began || state == .changed else { return }
    state = .cancelled
    table?.endReorder()
  }
}
