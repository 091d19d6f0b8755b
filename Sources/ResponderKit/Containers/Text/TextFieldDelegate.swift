import Foundation

/// What a text field asks and tells its delegate (`UITextFieldDelegate`, TextInput §16.2). Every
/// method has a default in an extension, as UIKit's are optional: the `should` methods answer
/// `true`, the others do nothing.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may begin editing: asked before it becomes first responder.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field became first responder and is editing.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may stop editing: asked before it resigns, unless forced
  /// (``View/endEditing(_:)`` with `true`).
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// The field stopped editing. Called by the default of ``textFieldDidEndEditing(_:reason:)``.
  func textFieldDidEndEditing(_ textField: TextField)
  /// The field stopped editing, and why; the default calls ``textFieldDidEndEditing(_:)``.
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
  /// Whether typing may replace the characters in `range` (UTF-16 offsets into the text) with
  /// `string` (empty for a deletion).
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the clear button (or `clearsOnBeginEditing`) may empty the field.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether the field should do what Return does by default: send `editingDidEndOnExit`.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// The selection (the caret) moved.
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  /// Yes.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Yes.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``, so a delegate that implements only that one hears it.
  public func textFieldDidEndEditing(
    _ textField: TextField, reason: TextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Yes.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Yes.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// Yes.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}
