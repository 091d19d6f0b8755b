import UIKit

// A recognizer for a context click: a secondary click, or a primary click with Control held,
// as on a Mac. It reads the buttons and modifiers the recognizer was given (iOS 13.4) and
// overrides `state` to keep a log of its transitions. A plain tap beside it takes primary clicks.
// Edits from the UIKit original: `import UIKit.UIGestureRecognizerSubclass` removed (the subclass
// API is part of UIKit's module here); `@objc` removed; `#selector(showMenu(_:))` written
// `ContextMenuHostView.showMenu`.

final class ContextClickGestureRecognizer: UIGestureRecognizer {
  private(set) var transitions: [UIGestureRecognizer.State] = []
  private(set) var lastButtons: UIEvent.ButtonMask = []

  override var state: UIGestureRecognizer.State {
    didSet {
      transitions.append(state)
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    lastButtons = buttonMask
    let isContextClick =
      buttonMask.contains(.secondary)
      || (buttonMask.contains(.primary) && modifierFlags.contains(.control))
    state = isContextClick ? .began : .failed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .began || state == .changed {
      state = .ended
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }
}

/// A view with a menu on context click and a selection on a plain click.
final class ContextMenuHostView: UIView {
  let contextClick = ContextClickGestureRecognizer()
  private(set) var menusShown = 0
  private(set) var selections = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contextClick.addTarget(self, action: ContextMenuHostView.showMenu)
    addGestureRecognizer(contextClick)
    let tap = UITapGestureRecognizer(target: self, action: ContextMenuHostView.select)
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func showMenu(_ recognizer: ContextClickGestureRecognizer) {
    if recognizer.state == .began {
      menusShown += 1
    }
  }

  func select(_ recognizer: UITapGestureRecognizer) {
    if recognizer.state == .ended {
      selections += 1
    }
  }
}
