import Foundation

/// A one-line editable text control (`UITextField`, TextInput §16).
///
/// A tap makes an enabled field first responder, asking its delegate first; while it is first
/// responder it ``isEditing``, takes typed keys through ``KeyInput`` (asking
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and sending `editingChanged`), and
/// Return asks `textFieldShouldReturn(_:)` and sends `editingDidEndOnExit`. Resigning asks
/// `textFieldShouldEndEditing(_:)` unless ``View/endEditing(_:)`` forces it. Its own recognizers
/// (a tap that places the caret, a double tap that selects a word, the loupe's long press) sit in
/// ``View/gestureRecognizers`` and meet an app's recognizers as any do (§16.4).
@preconcurrency @MainActor
open class TextField: Control, KeyInput, ReturnKeyInput {
  /// Why editing ended (`UITextField.DidEndEditingReason`).
  public enum DidEndEditingReason: Int, Hashable, Sendable {
    /// The field resigned: the edit stands.
    case committed = 0
  }

  /// The look of the field's border (`UITextField.BorderStyle`). Kept; it sets the text's inset.
  public enum BorderStyle: Int, Hashable, Sendable, CaseIterable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// When an overlay (the clear button, the left and right views) shows (`UITextField.ViewMode`).
  public enum ViewMode: Int, Hashable, Sendable, CaseIterable {
    /// Never.
    case never = 0
    /// Only while editing.
    case whileEditing = 1
    /// Only while not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Posted with the field when it begins editing (`UITextField.textDidBeginEditingNotification`).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted with the field when typing changes its text (`textDidChangeNotification`).
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted with the field when it ends editing (`textDidEndEditingNotification`).
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The text's inset from the bounds' left and right edges with a rounded-rect border, in points
  /// (§16.4; ResponderKit's choice: UIKit's value is private).
  nonisolated public static let roundedRectTextInset: CGFloat = 7
  /// The side of the clear button's square, in points (§16.4; ResponderKit's choice).
  nonisolated public static let clearButtonSide: CGFloat = 19
  /// The clear button's inset from the bounds' right edge, in points (§16.4; ResponderKit's
  /// choice).
  nonisolated public static let clearButtonInset: CGFloat = 5

  var storage = TextStorage()
  /// The recognizers the field carries, as UIKit's text interaction does.
  let interaction = TextInteraction()

  /// The text. Setting it (`nil` is empty) sends no control event and asks no delegate, as in
  /// UIKit; the caret goes to the end.
  open var text: String? {
    get { storage.text }
    set {
      storage.text = newValue ?? ""
      storage.placeCaret(at: storage.length)
      invalidateIntrinsicContentSize()
    }
  }
  /// The grey text shown while the field is empty.
  open var placeholder: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text's font. Kept; the engine measures text with it.
  open var font: Font? = .systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The size of the text or placeholder with the field's insets (Auto Layout §21.4).
  open override var intrinsicContentSize: CGSize { fieldIntrinsicSize }

  override var layoutTextMetrics: (textHeight: CGFloat, lineHeight: CGFloat)? {
    let line = TextMeasure.lineHeight(font ?? .systemFont(ofSize: 17))
    return (line, line)
  }
  /// The text's colour. Kept only.
  open var textColor: Color? = .label
  /// How the text is aligned. Kept only: caret positions are measured from the left.
  open var textAlignment: TextAlignment = .natural
  /// The border. Default ``BorderStyle/none``.
  open var borderStyle: BorderStyle = .none {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// When the clear button shows. Default ``ViewMode/never``.
  open var clearButtonMode: ViewMode = .never
  /// Whether beginning to edit empties the field (asking `textFieldShouldClear(_:)`).
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit. Kept only.
  open var adjustsFontSizeToFitWidth = false
  /// The view at the field's left. Kept only (not added as a subview).
  open var leftView: View?
  /// When ``leftView`` shows. Kept only.
  open var leftViewMode: ViewMode = .never
  /// The view at the field's right. Kept only.
  open var rightView: View?
  /// When ``rightView`` shows. Kept only.
  open var rightViewMode: ViewMode = .never
  /// The delegate.
  open weak var delegate: (any TextFieldDelegate)?
  /// Whether the field is editing: it is first responder.
  public internal(set) var isEditing = false

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
  /// Whether the return key is disabled while the text is empty. Kept only.
  open var enablesReturnKeyAutomatically = false
  /// Whether the text is hidden as it is typed. Kept only.
  open var isSecureTextEntry = false
  /// What the text is, for autofill. Kept only.
  open var textContentType: TextContentType!

  /// Creates a field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    attachInteraction()
  }

  /// Creates a field from an archive: a zero frame, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    attachInteraction()
  }

  /// The identifier, else the placeholder, else the type's name.
  open override var traceName: String {
    accessibilityIdentifier ?? placeholder ?? String(describing: type(of: self))
  }

  /// The selection, in UTF-16 offsets into the text: an engine addition standing for UIKit's
  /// `selectedTextRange`. Its length is 0 for a caret.
  public internal(set) var selectedRange: NSRange {
    get { storage.selection }
    set { storage.selection = newValue }
  }

  /// Whether there is text (`UIKeyInput`).
  open var hasText: Bool { !storage.text.isEmpty }

  // MARK: First responder

  /// An enabled field can become first responder (§16.2).
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Asks the delegate's `textFieldShouldBeginEditing(_:)`, then becomes first responder (the
  /// previous one resigning first); then the delegate hears `textFieldDidBeginEditing(_:)`, the
  /// targets `editingDidBegin`, and observers the notification (§16.2).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
      storage.text = ""
    }
    storage.placeCaret(at: storage.length)
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Asks the delegate's `textFieldShouldEndEditing(_:)` (unless ``View/endEditing(_:)`` forces
  /// the resignation), resigns, and tells the delegate, the targets (`editingDidEnd`) and
  /// observers (§16.2).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if !View.isForcingEndEditing, !(delegate?.textFieldShouldEndEditing(self) ?? true) {
      return false
    }
    guard super.resignFirstResponder() else { return false }
    finishEditing()
    return true
  }

  /// Leaving the window while editing ends the edit, as a resignation does (§16.2).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, isEditing { finishEditing() }
  }

  // MARK: Typing (UIKeyInput)

  /// Types `text` at the selection: a newline is Return (§16.3); other text replaces the
  /// selection if the delegate agrees, then sends `editingChanged`.
  open func insertText(_ text: String) {
    if text == "\n" || text == "\r" {
      handleReturn()
      return
    }
    replaceCharacters(in: storage.selection, with: text)
  }

  /// Deletes the selection, else the character before the caret, if the delegate agrees.
  open func deleteBackward() {
    guard let range = storage.rangeToDeleteBackward() else { return }
    replaceCharacters(in: range, with: "")
  }

  /// An enabled field wins a one-finger single tap over tap recognizers on its ancestors, as a
  /// button does (§16.4): a dismiss-the-keyboard tap on the screen does not keep a tap on the
  /// field from beginning to edit. Recognizers on the field itself may begin.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !(isEnabled && isSingleTap(gestureRecognizer) && gestureRecognizer.view !== self)
  }

  // MARK: Geometry (overridable, as UIKit's)

  /// Where the text is drawn: the bounds, inset by ``roundedRectTextInset`` on each side for a
  /// rounded rect.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset = borderStyle == .roundedRect ? Self.roundedRectTextInset : 0
    return bounds.insetBy(dx: inset, dy: 0)
  }

  /// Where the text is edited: ``textRect(forBounds:)``, less the clear button when it shows.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    var rect = textRect(forBounds: bounds)
    if showsClearButton {
      rect.size.width = max(0, clearButtonRect(forBounds: bounds).minX - rect.minX)
    }
    return rect
  }

  /// Where the placeholder is drawn: ``textRect(forBounds:)``.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The clear button's square at the right edge, centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = Self.clearButtonSide
    return CGRect(
      x: bounds.maxX - Self.clearButtonInset - side, y: bounds.midY - side / 2, width: side,
      height: side)
  }

  /// Whether the clear button shows: by ``clearButtonMode`` and editing, with text.
  var showsClearButton: Bool {
    guard hasText else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }
}
