/// A responder that takes typed text (`UIKeyInput`): when it is the first responder, keys that
/// type characters insert them and Delete deletes backward; the key's presses then reach
/// `pressesBegan` and `pressesEnded` as any key's do (ResponderKit's choice: see Choices).
///
/// Key commands without ``KeyCommand/wantsPriorityOverSystemBehavior`` run only for keys that
/// text input does not use: those held with Command or Control, and keys that type nothing.
@preconcurrency @MainActor
public protocol KeyInput: AnyObject {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  /// Inserts typed characters.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}
