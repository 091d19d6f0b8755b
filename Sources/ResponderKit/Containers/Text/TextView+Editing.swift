import Foundation

extension TextView {
  /// Starts the editing session: the caret at the end, then the delegate and observers.
  func beginEditing() {
    isEditingText = true
    storage.placeCaret(at: storage.length)
    textDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  /// Ends the editing session, if one is running.
  func finishEditing() {
    guard isEditingText else { return }
    isEditingText = false
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// Replaces `range` with `text` as typing does: asks the delegate, edits, then tells the
  /// delegate (`textViewDidChangeSelection`, `textViewDidChange`) and observers.
  func replaceText(in range: NSRange, with text: String) {
    guard isEditingText else { return }
    guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    else { return }
    storage.replace(range, with: text)
    updateContentSize()
    textDelegate?.textViewDidChangeSelection(self)
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Moves the selection and tells the delegate.
  func select(_ range: NSRange) {
    guard range != storage.selection else { return }
    storage.selection = range
    textDelegate?.textViewDidChangeSelection(self)
  }

  /// Sizes the content to the text: its lines, with the container's insets, as wide as the view.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func updateContentSize() {
    let font = font ?? .systemFont(ofSize: 12)
    let lines = max(1, storage.text.split(separator: "\n", omittingEmptySubsequences: false).count)
    let height =
      CGFloat(lines) * TextMeasure.lineHeight(font) + textContainerInset.top
      + textContainerInset.bottom
    contentSize = CGSize(width: bounds.width, height: height)
  }

  /// The offset of the character boundary nearest `point` in content coordinates: the line under
  /// it (lines break at newlines only), then the character, by the engine's text measure.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func textOffset(at point: CGPoint) -> Int {
    let font = font ?? .systemFont(ofSize: 12)
    let lines = storage.text.split(separator: "\n", omittingEmptySubsequences: false)
    let row = Int(
      ((point.y - textContainerInset.top) / TextMeasure.lineHeight(font)).rounded(.down))
    let line = min(max(0, row), lines.count - 1)
    let left = textContainerInset.left + Self.lineFragmentPadding
    let column = Int(((point.x - left) / TextMeasure.advance(font)).rounded())
    var offset = 0
    for previous in lines.prefix(line) { offset += previous.utf16.count + 1 }
    let characters = lines[line]
    let clamped = min(max(0, column), characters.count)
    let index = characters.index(characters.startIndex, offsetBy: clamped)
    return offset + characters.utf16.distance(from: characters.startIndex, to: index)
  }

  /// Adds the text interaction's recognizers and what each does to the view (§16.4).
  func attachInteraction() {
    interaction.attach(
      to: self,
      caretTap: { [unowned self] point in
        guard isEditable, isFirstResponder || becomeFirstResponder() else { return }
        select(NSRange(location: storage.nearestWordBoundary(to: textOffset(at: point)), length: 0))
      },
      wordDoubleTap: { [unowned self] point in
        guard isSelectable || isEditable, isFirstResponder || becomeFirstResponder() else { return }
        select(storage.wordRange(at: textOffset(at: point)))
      },
      loupe: { [unowned self] state, point in
        guard state == .began || state == .changed else { return }
        guard isFirstResponder || (state == .began && becomeFirstResponder()) else { return }
        select(NSRange(location: textOffset(at: point), length: 0))
      })
  }
}
