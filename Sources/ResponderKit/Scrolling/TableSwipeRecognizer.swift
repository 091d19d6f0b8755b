import Foundation

/// The table's private recognizer behind swipe actions (<doc:Tables> §17.7): it begins on a
/// mostly horizontal movement of 10 pt (the pan hysteresis) over a row whose delegate gives
/// actions for that edge, and fails on a mostly vertical one, which is the scroll's. While a row
/// is open, the next touch anywhere on the table but on its action buttons closes it and is
/// swallowed: the recognizer begins at once, taking the touch from the rows.
///
/// It lives here, beside the scroll view's private recognizers, and not in `Containers/Table/`:
/// Swift 6.3 rejects a `GestureRecognizer` subclass compiled from a file ahead of
/// `Gestures/GestureRecognizer.swift` ("'@preconcurrency' attribute cannot be applied to this
/// declaration", on the superclass's `isolated deinit`).
@MainActor
final class TableSwipeRecognizer: GestureRecognizer {
  @exclusivity(unchecked) weak var table: TableView?
  @exclusivity(unchecked) private var start: CGPoint = .zero
  @exclusivity(unchecked) private var row: IndexPath?
  @exclusivity(unchecked) private var closing = false

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    name = "swipeActions"
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let table, numberOfTouches == touches.count, let touch = trackedTouches.first else {
      return fail(.setBySubclass)
    }
    if let open = table.swipe {
      if let view = touch.view, open.buttons.contains(where: { view.isDescendant(of: $0) }) {
        return fail(.setBySubclass)
      }
      closing = true
      table.closeSwipe()
      state = .began
      return
    }
    guard table.tableDelegate != nil, !table.isEditing,
      let path = table.indexPathForRow(at: touch.location(in: table))
    else { return fail(.setBySubclass) }
    row = path
    start = touch.location(in: nil)
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let table, let touch = trackedTouches.first else { return }
    if closing {
      state = .changed
      return
    }
    let translation = touch.location(in: nil).x - start.x
    switch state {
    case .possible:
      let point = touch.location(in: nil)
      let across = abs(translation)
      let along = abs(point.y - start.y)
      let hysteresis = GestureConstants.panHysteresis
      if along >= hysteresis, along >= across { return fail(.setBySubclass) }
      guard across >= hysteresis, across > along, let row else { return }
      guard table.beginSwipe(row, leading: translation > 0) else { return fail(.setBySubclass) }
      state = .began
      table.moveSwipe(to: translation)
    case .began, .changed:
      state = .changed
      table.moveSwipe(to: translation)
    default:
      break
    }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .began, .changed:
      state = .ended
      if !closing { table?.releaseSwipe() }
    case .possible:
      fail(.setBySubclass)
    default:
      break
    }
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    if state == .began || state == .changed {
      state = .cancelled
      if !closing { table?.closeSwipe() }
    } else {
      fail(.setBySubclass)
    }
  }

  override func reset() {
    super.reset()
    closing = false
    row = nil
  }
}
