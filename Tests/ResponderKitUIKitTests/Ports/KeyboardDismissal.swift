import UIKit

/// A form that dismisses the keyboard when the user taps anywhere outside the field, without
/// stealing the taps of the buttons below.
class FormViewController: UIViewController {
  let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
  let saveButton = UIButton(type: .system)
  private(set) var saveCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameField)
    saveButton.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
    saveButton.setTitle("Save", for: .normal)
    saveButton.addTarget(self, action: FormViewController.save, for: .touchUpInside)
    view.addSubview(saveButton)

    let tap = UITapGestureRecognizer(target: self, action: FormViewController.dismissKeyboard)
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
  }

  func dismissKeyboard() {
    view.endEditing(true)
  }

  func save() {
    saveCount += 1
  }
}
