import UIKit

// A login form: Return on the email field moves to the password field; Return on the password
// field resigns it and submits. The Log In button is enabled once both fields have text, and a tap
// anywhere else dismisses the keyboard.
// Edits from the UIKit original: `@objc` removed (three times); `#selector(textDidChange)`,
// `#selector(submit)` and `#selector(dismissKeyboard)` written as the method references
// `LoginFormViewController.textDidChange`, `.submit` and `.dismissKeyboard`.

final class LoginFormViewController: UIViewController, UITextFieldDelegate {
  let emailField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton(type: .system)

  /// Called with the email and password when the form is submitted.
  var onLogin: ((String, String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()

    emailField.frame = CGRect(x: 20, y: 120, width: 335, height: 44)
    emailField.placeholder = "Email"
    emailField.borderStyle = .roundedRect
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.returnKeyType = .next
    emailField.textContentType = .username
    emailField.delegate = self
    emailField.addTarget(self, action: LoginFormViewController.textDidChange, for: .editingChanged)
    view.addSubview(emailField)

    passwordField.frame = CGRect(x: 20, y: 180, width: 335, height: 44)
    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    passwordField.textContentType = .password
    passwordField.delegate = self
    passwordField.addTarget(
      self, action: LoginFormViewController.textDidChange, for: .editingChanged)
    view.addSubview(passwordField)

    loginButton.frame = CGRect(x: 20, y: 250, width: 335, height: 50)
    loginButton.setTitle("Log In", for: .normal)
    loginButton.isEnabled = false
    loginButton.addTarget(self, action: LoginFormViewController.submit, for: .touchUpInside)
    view.addSubview(loginButton)

    let tap = UITapGestureRecognizer(
      target: self, action: LoginFormViewController.dismissKeyboard)
    view.addGestureRecognizer(tap)
  }

  // MARK: - UITextFieldDelegate

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      submit()
    }
    return true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    // Email addresses have no spaces.
    if textField === emailField && string.contains(" ") {
      return false
    }
    return true
  }

  // MARK: - Actions

  func textDidChange() {
    let hasEmail = !(emailField.text ?? "").isEmpty
    let hasPassword = !(passwordField.text ?? "").isEmpty
    loginButton.isEnabled = hasEmail && hasPassword
  }

  func dismissKeyboard() {
    view.endEditing(true)
  }

  func submit() {
    guard loginButton.isEnabled,
      let email = emailField.text,
      let password = passwordField.text
    else { return }
    view.endEditing(true)
    onLogin?(email, password)
  }
}
