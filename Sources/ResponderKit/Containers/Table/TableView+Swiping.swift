import Foundation

/// A row swiped open, or being swiped (<doc:Tables> §17.7).
struct TableSwipe {
  /// The row.
  var row: IndexPath
  /// Whether the actions are the leading edge's (the row moves right).
  var leading: Bool
  /// The delegate's actions for that edge.
  var configuration: SwipeActionsConfiguration
  /// One button per action, subviews of the row's cell.
  var buttons: [Button]
  /// How far the content has moved: positive to the right.
  var offset: CGFloat = 0
}

extension TableView {
  /// Starts swiping `row` towards the edge: asks the delegate for that edge's actions and makes
  /// their buttons. `false` when there are none.
  func beginSwipe(_ row: IndexPath, leading: Bool) -> Bool {
    guard let tableDelegate, let cell = cellForRow(at: row) else { return false }
    let configuration =
      leading
      ? tableDelegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
      : tableDelegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
    guard let configuration, !configuration.actions.isEmpty else { return false }
    var buttons: [Button] = []
    for action in configuration.actions {
      let button = Button(frame: .zero)
      button.setTitle(action.title, for: .normal)
      button.backgroundColor = action.backgroundColor
      button.addAction(
        Action { [weak self, weak button] _ in
          guard let self, let button else { return }
          self.perform(action, from: button, of: configuration)
        }, for: .touchUpInside)
      cell.addSubview(button)
      buttons.append(button)
    }
    swipe = TableSwipe(
      row: row, leading: leading, configuration: configuration, buttons: buttons)
    return true
  }

  /// Moves the swiped row's content `translation` points towards its edge, no further than the
  /// row's width, and lays the action buttons in the space it reveals, the first at the edge.
  func moveSwipe(to translation: CGFloat) {
    guard var current = swipe, let cell = cellForRow(at: current.row) else { return }
    let width = cell.bounds.width
    current.offset =
      current.leading ? min(max(0, translation), width) : max(min(0, translation), -width)
    swipe = current
    cell.swipeOffset = current.offset
    cell.layoutContent()
    let revealed = abs(current.offset)
    let each = revealed / CGFloat(current.buttons.count)
    for (index, button) in current.buttons.enumerated() {
      let fromEdge = CGFloat(index) * each
      let x = current.leading ? fromEdge : width - fromEdge - each
      button.frame = CGRect(x: x, y: 0, width: each, height: cell.bounds.height)
    }
  }

  /// The finger lifted from a swipe: past ``GestureConstants/tableFullSwipeShare`` of the row's
  /// width a configuration that performs its first action with a full swipe does so; past half
  /// the actions' width the row stays open with every button at its full width; else it closes.
  func releaseSwipe() {
    guard let current = swipe, let cell = cellForRow(at: current.row) else { return closeSwipe() }
    let revealed = abs(current.offset)
    let actionsWidth = GestureConstants.tableSwipeActionWidth * CGFloat(current.buttons.count)
    let direction: CGFloat = current.leading ? 1 : -1
    if current.configuration.performsFirstActionWithFullSwipe,
      revealed >= GestureConstants.tableFullSwipeShare * cell.bounds.width
    {
      moveSwipe(to: direction * cell.bounds.width)
      perform(current.configuration.actions[0], from: current.buttons[0], of: current.configuration)
    } else if revealed >= actionsWidth / 2 {
      moveSwipe(to: direction * actionsWidth)
    } else {
      closeSwipe()
    }
  }

  /// Runs `action`'s handler; the row closes when the handler calls its completion (if the row
  /// is still the one `configuration` opened).
  private func perform(
    _ action: ContextualAction, from button: Button, of configuration: SwipeActionsConfiguration
  ) {
    action.handler(action, button) { [weak self] _ in
      guard let self, self.swipe?.configuration === configuration else { return }
      self.closeSwipe()
    }
  }

  /// Closes the open or swiped row: the content returns and the action buttons go.
  func closeSwipe() {
    guard let current = swipe else { return }
    swipe = nil
    for button in current.buttons { button.removeFromSuperview() }
    if let cell = cellForRow(at: current.row) {
      cell.swipeOffset = 0
      cell.layoutContent()
    }
  }
}
