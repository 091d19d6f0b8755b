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

/// A text input that takes Return as typed text, as UIKit's text fields and text views do: while
/// it is first responder, Return (without Command or Control) calls `insertText("\n")`
/// (TextInput §16.3). Other ``KeyInput`` responders leave Return to key commands and presses.
@MainActor
protocol ReturnKeyInput: KeyInput {}
