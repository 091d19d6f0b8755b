import Foundation

/// What a text view asks and tells its delegate (`UITextViewDelegate`, TextInput §16.5): a scroll
/// view's delegate too. Every method has a default in an extension, as UIKit's are optional: the
/// `should` methods answer `true`, the others do nothing.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
  /// Whether the view may begin editing: asked before it becomes first responder.
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  /// The view became first responder and is editing.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Whether the view may stop editing: asked before it resigns, unless forced.
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  /// The view stopped editing.
  func textViewDidEndEditing(_ textView: TextView)
  /// Whether typing may replace the text in `range` (UTF-16 offsets) with `text` (`"\n"` for
  /// Return, empty for a deletion).
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Typing changed the text.
  func textViewDidChange(_ textView: TextView)
  /// The selection moved.
  func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
  /// Yes.
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  /// Nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// Yes.
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  /// Nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
  /// Yes.
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Nothing.
  public func textViewDidChangeSelection(_ textView: TextView) {}
}
