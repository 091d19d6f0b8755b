import Foundation

extension TextField {
  /// Ends the editing session: the flag, then the delegate, the targets and observers.
  func finishEditing() {
    guard isEditing else { return }
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// Replaces `range` with `string` as typing does: asks the delegate, edits, moves the caret,
  /// then tells the targets (`editingChanged`), observers and the delegate (selection).
  func replaceCharacters(in range: NSRange, with string: String) {
    guard isEditing else { return }
    let allowed =
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    guard allowed else { return }
    storage.replace(range, with: string)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Return: asks `textFieldShouldReturn(_:)`; if it agrees, sends `editingDidEndOnExit`, and a
  /// field with targets for that event resigns (§16.3). A field never takes a newline.
  func handleReturn() {
    guard isEditing, delegate?.textFieldShouldReturn(self) ?? true else { return }
    let hasExitTargets = targetActions.contains { $0.events.contains(.editingDidEndOnExit) }
    sendActions(for: .editingDidEndOnExit)
    if hasExitTargets, isFirstResponder { resignFirstResponder() }
  }

  /// The clear button: asks `textFieldShouldClear(_:)`, empties the field and sends
  /// `editingChanged` (§16.4).
  func clearFromButton() {
    guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
    storage.text = ""
    storage.placeCaret(at: 0)
    if isEditing {
      sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
  }

  /// Moves the selection and tells the delegate.
  func select(_ range: NSRange) {
    guard range != storage.selection else { return }
    storage.selection = range
    delegate?.textFieldDidChangeSelection(self)
  }

  /// The offset of the character boundary nearest `point`, in the field's coordinates: every
  /// character advances half the font's size from the editing rect's left edge (the engine's text
  /// measure).
  func textOffset(at point: CGPoint) -> Int {
    let rect = editingRect(forBounds: bounds)
    let advance = TextMeasure.advance(font ?? .systemFont(ofSize: 17))
    guard advance > 0 else { return 0 }
    let characters = Int(((point.x - rect.minX) / advance).rounded())
    let clamped = min(max(0, characters), storage.text.count)
    let index = storage.text.index(storage.text.startIndex, offsetBy: clamped)
    return storage.text.utf16.distance(
      from: storage.text.utf16.startIndex, to: index.samePosition(in: storage.text.utf16)!)
  }
}
