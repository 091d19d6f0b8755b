import UIKit

// A view controller offering keyboard shortcuts whose actions are its own methods, switching one
// off in `canPerformAction(_:withSender:)`.
// Edits from the UIKit original: `@objc` removed from the three actions; `#selector(name)` written
// as the method reference `EditorViewController.name`, and, for the action compared in
// `canPerformAction`, as `Selector("find:", EditorViewController.find)` and `Selector("find:")`:
// Swift cannot tell `find` from `refresh` (same parameter types) by reference alone.

class EditorViewController: UIViewController {
  private(set) var refreshCount = 0
  private(set) var searches: [String] = []
  private(set) var panelDismissed = false
  var isSearchEnabled = true

  override var canBecomeFirstResponder: Bool {
    return true
  }

  override var keyCommands: [UIKeyCommand]? {
    let find = UIKeyCommand(
      title: "Find", image: nil, action: Selector("find:", EditorViewController.find), input: "f",
      modifierFlags: .command, discoverabilityTitle: "Find in Document")
    return [
      UIKeyCommand(input: "r", modifierFlags: .command, action: EditorViewController.refresh),
      find,
      UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [],
        action: EditorViewController.dismissPanel),
    ]
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == Selector("find:") {
      return isSearchEnabled
    }
    return super.canPerformAction(action, withSender: sender)
  }

  func refresh(_ sender: UIKeyCommand) {
    refreshCount += 1
  }

  func find(_ sender: UIKeyCommand) {
    searches.append(sender.discoverabilityTitle ?? sender.title)
  }

  func dismissPanel() {
    panelDismissed = true
  }
}
