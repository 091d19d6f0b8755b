import Foundation

/// A scrollable, multiline text view (`UITextView`, TextInput §16.5): a ``ScrollView``.
///
/// A tap on an editable view makes it first responder (asking `textViewShouldBeginEditing(_:)`)
/// and places the caret; typed keys replace the selection (asking
/// `textView(_:shouldChangeTextIn:replacementText:)`, then `textViewDidChange(_:)`), and Return
/// types a newline. Its delegate is the scroll view's: set a ``TextViewDelegate`` there.
@preconcurrency @MainActor
open class TextView: ScrollView, KeyInput, ReturnKeyInput {
  /// Posted with the view when it begins editing (`UITextView.textDidBeginEditingNotification`).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted with the view when typing changes its text (`textDidChangeNotification`).
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted with the view when it ends editing (`textDidEndEditingNotification`).
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
  /// The padding at each end of a line, in points: `NSTextContainer`'s documented default.
  nonisolated public static let lineFragmentPadding: CGFloat = 5

  var storage = TextStorage()
  /// The recognizers the view carries, as UIKit's text interaction does.
  let interaction = TextInteraction()
  /// Whether the view is editing (UIKit keeps this private).
  var isEditingText = false

  /// The text. Setting it asks no delegate; the caret goes to the end.
  open var text: String! {
    get { storage.text }
    set {
      storage.text = newValue ?? ""
      storage.placeCaret(at: storage.length)
      updateContentSize()
    }
  }
  /// The font. Kept; the engine measures text with it.
  open var font: Font? = .systemFont(ofSize: 12) {
    didSet { updateContentSize() }
  }
  /// The text's colour. Kept only.
  open var textColor: Color? = .label
  /// How the text is aligned. Kept only: caret positions are measured from the left.
  open var textAlignment: TextAlignment = .natural
  /// Whether the user may edit the text. Default `true`.
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
  }
  /// Whether the user may select the text. Default `true`.
  open var isSelectable = true
  /// The inset of the text from the content's edges: 8 points top and bottom, UIKit's default.
  open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { updateContentSize() }
  }

  // MARK: Text input traits (kept only: no software keyboard)

  /// The keyboard asked for. Kept only.
  open var keyboardType: KeyboardType = .default
  /// The return key's title. Kept only.
  open var returnKeyType: ReturnKeyType = .default
  /// Capitalization. Kept only.
  open var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Autocorrection. Kept only.
  open var autocorrectionType: TextAutocorrectionType = .default
  /// Spell checking. Kept only.
  open var spellCheckingType: TextSpellCheckingType = .default
  /// The keyboard's look. Kept only.
  open var keyboardAppearance: KeyboardAppearance = .default
  /// Whether the text is hidden as it is typed. Kept only.
  open var isSecureTextEntry = false

  /// Creates a text view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    attachInteraction()
  }

  /// Creates a text view from an archive: a zero frame, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    attachInteraction()
  }

  /// The selection, in UTF-16 offsets into the text; its length is 0 for a caret. Setting it
  /// clamps it to the text.
  open var selectedRange: NSRange {
    get { storage.selection }
    set {
      let location = min(max(0, newValue.location), storage.length)
      let length = min(max(0, newValue.length), storage.length - location)
      storage.selection = NSRange(location: location, length: length)
    }
  }

  /// Whether there is text (`UIKeyInput`).
  open var hasText: Bool { !storage.text.isEmpty }

  /// The delegate as a ``TextViewDelegate``, if it is one.
  var textDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

  // MARK: First responder

  /// An editable or selectable view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// An editable view asks `textViewShouldBeginEditing(_:)`, becomes first responder, then tells
  /// the delegate and observers; a selectable one only becomes first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    if isEditable, !(textDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
    guard super.becomeFirstResponder() else { return false }
    if isEditable { beginEditing() }
    return true
  }

  /// Asks `textViewShouldEndEditing(_:)` while editing (unless ``View/endEditing(_:)`` forces
  /// it), resigns, then tells the delegate and observers.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if isEditingText, !View.isForcingEndEditing,
      !(textDelegate?.textViewShouldEndEditing(self) ?? true)
    {
      return false
    }
    guard super.resignFirstResponder() else { return false }
    finishEditing()
    return true
  }

  /// Leaving the window while editing ends the edit.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { finishEditing() }
  }

  // MARK: Typing (UIKeyInput)

  /// Types `text` at the selection, Return's newline included, if the delegate agrees.
  open func insertText(_ text: String) {
    replaceText(in: storage.selection, with: text == "\r" ? "\n" : text)
  }

  /// Deletes the selection, else the character before the caret, if the delegate agrees.
  open func deleteBackward() {
    guard let range = storage.rangeToDeleteBackward() else { return }
    replaceText(in: range, with: "")
  }
}
