import Foundation

/// A search field with an optional Cancel button (`UISearchBar`, TextInput §16.6).
///
/// Its ``searchTextField`` is an ordinary ``TextField`` subview: a tap on it begins editing
/// (asking `searchBarShouldBeginEditing(_:)`), typing tells `searchBar(_:textDidChange:)`, Return
/// is `searchBarSearchButtonClicked(_:)`, and the Cancel button
/// `searchBarCancelButtonClicked(_:)`. The bar does not resign on its own: its delegate does.
@preconcurrency @MainActor
open class SearchBar: View {
  /// The margin around the field, in points (§16.6; ResponderKit's choice).
  nonisolated public static let fieldMargin: CGFloat = 8
  /// The Cancel button's width, in points (§16.6; ResponderKit's choice).
  nonisolated public static let cancelButtonWidth: CGFloat = 60

  /// The field.
  public let searchTextField = SearchTextField(frame: .zero)
  /// The Cancel button, a subview while ``showsCancelButton``.
  let cancelButton = Button(type: .system)
  private let bridge = SearchBarFieldBridge()

  /// The delegate.
  open weak var delegate: (any SearchBarDelegate)?

  /// The search text. Setting it tells no delegate, as in UIKit.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The field's placeholder.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line of text above the field. Kept only.
  open var prompt: String?
  /// Whether the Cancel button shows. Default `false`.
  open var showsCancelButton = false {
    didSet { updateCancelButton() }
  }
  /// The keyboard asked for. Kept only.
  open var keyboardType: KeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// The return key's title; `.search` by default. Kept only.
  open var returnKeyType: ReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  /// Capitalization. Kept only.
  open var autocapitalizationType: TextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Autocorrection. Kept only.
  open var autocorrectionType: TextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }

  /// Creates a search bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// Creates a search bar from an archive: a zero frame, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    bridge.searchBar = self
    searchTextField.delegate = bridge
    searchTextField.addAction(
      Action { [unowned self] _ in delegate?.searchBar(self, textDidChange: text ?? "") },
      for: .editingChanged)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(
      Action { [unowned self] _ in delegate?.searchBarCancelButtonClicked(self) },
      for: .touchUpInside)
    addSubview(searchTextField)
    setNeedsLayout()
  }

  /// Shows or hides the Cancel button; `animated` is ignored (transitions are immediate).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Makes the search field first responder, as UIKit's bar does.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Makes the search field resign, as UIKit's bar does.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// The identifier, else the placeholder, else the type's name.
  open override var traceName: String {
    accessibilityIdentifier ?? placeholder ?? String(describing: type(of: self))
  }

  /// The field fills the bar less ``fieldMargin`` all round and the Cancel button at the right.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let margin = Self.fieldMargin
    var field = bounds.insetBy(dx: margin, dy: margin)
    if showsCancelButton {
      field.size.width = max(0, field.width - Self.cancelButtonWidth)
      cancelButton.frame = CGRect(
        x: field.maxX, y: bounds.minY, width: Self.cancelButtonWidth + margin,
        height: bounds.height)
    }
    searchTextField.frame = field
  }

  private func updateCancelButton() {
    if showsCancelButton, cancelButton.superview !== self {
      addSubview(cancelButton)
    } else if !showsCancelButton, cancelButton.superview === self {
      cancelButton.removeFromSuperview()
    }
    setNeedsLayout()
  }
}

/// The search bar's field's delegate: each text field question becomes the bar delegate's.
@MainActor
final class SearchBarFieldBridge: TextFieldDelegate {
  weak var searchBar: SearchBar?

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: TextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
  }

  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBar(
      searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  /// Return is the Search key: the delegate hears it, and the field does nothing else.
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    guard let searchBar else { return false }
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return false
  }
}
