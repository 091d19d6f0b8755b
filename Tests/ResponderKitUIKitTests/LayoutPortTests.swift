import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: screens laid out by Auto Layout, driven by touches with no frame typed (§21)")
struct LayoutPortTests {
  @Test(
    "§21.2 §21.4 §21.8 the form's fields, switch and button are where the anchors put them, and take their touches"
  )
  func signUpForm() throws {
    let form = SignUpFormViewController()
    let stage = Stage(root: form)
    var sent: [String] = []
    form.onSignUp = { sent.append("\($0) <\($1)> news: \($2)") }
    stage.window.layoutIfNeeded()
    // A 400-pt window: the root view's margins are 16 pt (§21.8). The title is 14 characters of
    // 28 pt (14 pt each) on a 34-pt line, 20 pt below the safe area's top; the fields are 34 pt
    // tall (a 21-pt line and 13 pt), 16 and 8 pt apart; the switch is 51 × 31, 16 pt lower; the
    // button 24 pt below it and 50 pt tall.
    #expect(form.titleLabel.frame == CGRect(x: 16, y: 20, width: 196, height: 34))
    #expect(form.nameField.frame == CGRect(x: 16, y: 70, width: 368, height: 34))
    #expect(form.emailField.frame == CGRect(x: 16, y: 112, width: 368, height: 34))
    #expect(form.newsSwitch.frame == CGRect(x: 333, y: 162, width: 51, height: 31))
    #expect(form.newsLabel.frame == CGRect(x: 16, y: 167, width: 102, height: 21))
    #expect(form.signUpButton.frame == CGRect(x: 16, y: 217, width: 368, height: 50))
    #expect(!form.view.subviews.contains { $0.hasAmbiguousLayout })

    try stage.play { $0.tap(at: CGPoint(x: 200, y: 87)) }
    try stage.type("ada")
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 129))
    }
    try stage.type("ada@example.com")
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 358, y: 177))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 242))
    }
    #expect(sent == ["ada <ada@example.com> news: true"])
  }

  @Test(
    "§21.4 a custom control placed only by its centre takes its intrinsic size; its buttons, laid out inside it by anchors, take taps"
  )
  func quantityControl() throws {
    let screen = QuantityViewController()
    let stage = Stage(root: screen)
    // 132 × 44 centred in 400 × 800: x 134 to 266, y 378 to 422; the buttons are 44 pt squares.
    try stage.play {
      $0.tap(at: CGPoint(x: 244, y: 400))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 244, y: 400))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 156, y: 400))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 400))
    }
    #expect(screen.quantityControl.frame == CGRect(x: 134, y: 378, width: 132, height: 44))
    #expect(screen.quantityControl.plusButton.frame == CGRect(x: 88, y: 0, width: 44, height: 44))
    #expect(screen.changes == [2, 3, 2])
    #expect(screen.quantityControl.countLabel.text == "2")
  }
}
