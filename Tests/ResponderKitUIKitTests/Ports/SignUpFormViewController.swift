import UIKit

// A sign-up form laid out with anchors: a title, name and email fields, a "send me news" switch
// beside its label, and a Sign Up button, pinned to the safe area and the layout margins, sized by
// their content where they have one. No frame is set anywhere.
// Edits from the UIKit original: `@objc` removed; `#selector(signUp)` written
// `SignUpFormViewController.signUp`.

final class SignUpFormViewController: UIViewController {
  let titleLabel = UILabel()
  let nameField = UITextField()
  let emailField = UITextField()
  let newsLabel = UILabel()
  let newsSwitch = UISwitch()
  let signUpButton = UIButton(type: .system)

  /// Called with the name, the email and the switch's state when the form is sent.
  var onSignUp: ((String, String, Bool) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleLabel.text = "Create account"
    titleLabel.font = .systemFont(ofSize: 28)
    nameField.placeholder = "Name"
    nameField.borderStyle = .roundedRect
    emailField.placeholder = "Email"
    emailField.borderStyle = .roundedRect
    emailField.keyboardType = .emailAddress
    newsLabel.text = "Send me news"
    newsLabel.font = .systemFont(ofSize: 17)
    signUpButton.setTitle("Sign Up", for: .normal)
    signUpButton.addTarget(self, action: SignUpFormViewController.signUp, for: .touchUpInside)

    for subview in [titleLabel, nameField, emailField, newsLabel, newsSwitch, signUpButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),

      nameField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
      nameField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nameField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      emailField.topAnchor.constraint(
        equalToSystemSpacingBelow: nameField.bottomAnchor, multiplier: 1),
      emailField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      emailField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      newsSwitch.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 16),
      newsSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      newsLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      newsLabel.centerYAnchor.constraint(equalTo: newsSwitch.centerYAnchor),
      newsLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: newsSwitch.leadingAnchor, constant: -8),

      signUpButton.topAnchor.constraint(equalTo: newsSwitch.bottomAnchor, constant: 24),
      signUpButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      signUpButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      signUpButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  func signUp() {
    onSignUp?(nameField.text ?? "", emailField.text ?? "", newsSwitch.isOn)
  }
}
