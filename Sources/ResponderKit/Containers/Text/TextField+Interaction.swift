import Foundation

extension TextField {
  /// Adds the text interaction's recognizers and what each does to the field (§16.4).
  func attachInteraction() {
    interaction.attach(
      to: self,
      caretTap: { [unowned self] point in caretTapped(at: point) },
      wordDoubleTap: { [unowned self] point in wordDoubleTapped(at: point) },
      loupe: { [unowned self] state, point in loupeMoved(state, at: point) })
  }

  /// One tap: the clear button clears; otherwise the field begins editing if it is not, and the
  /// caret goes to the word boundary nearest the finger.
  func caretTapped(at point: CGPoint) {
    if showsClearButton, clearButtonRect(forBounds: bounds).contains(point) {
      clearFromButton()
      if !isFirstResponder { becomeFirstResponder() }
      return
    }
    guard isFirstResponder || becomeFirstResponder() else { return }
    let offset = storage.nearestWordBoundary(to: textOffset(at: point))
    select(NSRange(location: offset, length: 0))
  }

  /// Two taps: the field begins editing if it is not, and the word under the finger is selected.
  func wordDoubleTapped(at point: CGPoint) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    select(storage.wordRange(at: textOffset(at: point)))
  }

  /// The loupe: as it begins the field begins editing if it is not; the caret follows the finger
  /// character by character.
  func loupeMoved(_ state: GestureRecognizer.State, at point: CGPoint) {
    switch state {
    case .began:
      guard isFirstResponder || becomeFirstResponder() else { return }
      select(NSRange(location: textOffset(at: point), length: 0))
    case .changed:
      guard isEditing else { return }
      select(NSRange(location: textOffset(at: point), length: 0))
    default:
      break
    }
  }
}
