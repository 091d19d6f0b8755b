import UIKit

// The nil-targeted action trick for finding the first responder: the action walks the responder
// chain from the first responder, and the first object to handle it notes itself.
// Edits from the UIKit original: `@objc` removed; `#selector(UIResponder.findFirstResponder(_:))`
// written as the method reference `UIResponder.findFirstResponder`.

extension UIResponder {
  private static weak var _currentFirstResponder: UIResponder?

  /// The key window's first responder, or nil.
  static var currentFirstResponder: UIResponder? {
    _currentFirstResponder = nil
    UIApplication.shared.sendAction(
      UIResponder.findFirstResponder, to: nil, from: nil, for: nil)
    return _currentFirstResponder
  }

  func findFirstResponder(_ sender: Any) {
    UIResponder._currentFirstResponder = self
  }
}

/// A form that moves focus to the next field on Return, finding the focused one by the trick.
final class SignUpFormView: UIView {
  let nameField = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 44))
  let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(nameField)
    addSubview(emailField)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func focusNextField() {
    guard let current = UIResponder.currentFirstResponder as? UITextField else {
      nameField.becomeFirstResponder()
      return
    }
    if current === nameField {
      emailField.becomeFirstResponder()
    } else {
      current.resignFirstResponder()
    }
  }
}
