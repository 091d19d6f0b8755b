import ResponderKit
import ResponderKitUIKit
import Testing

extension Stage {
  /// Types `text` on the hardware keyboard, one key every 0.1 s from 0.2 s after now: `"\r"` is
  /// Return, `"\u{8}"` Delete; characters without a key of their own (`@`, `.`) come from the
  /// slash key with those characters.
  func type(_ text: String) throws {
    var time = now + 0.2
    for character in text {
      let input = String(character)
      var down =
        KeySample(input: input, phase: .down, timestamp: time)
        ?? KeySample(
          keyCode: KeyboardHIDUsage(rawValue: 0x38), phase: .down, timestamp: time,
          characters: input, charactersIgnoringModifiers: input)
      try application.send(down)
      down.phase = .up
      down.timestamp = time + 0.05
      try application.send(down)
      time += 0.1
    }
  }
}

@MainActor
@Suite("Ports: text fields and search bars driven by touches and keys (§16)")
struct TextPortTests {
  private func loginStage() -> (Stage, LoginFormViewController, logins: () -> [String]) {
    let login = LoginFormViewController()
    let stage = Stage(root: login)
    var logins: [String] = []
    login.onLogin = { email, password in logins.append("\(email) / \(password)") }
    return (stage, login, { logins })
  }

  @Test(
    "§16.2 §16.3 a tap on the email field, typing, Return moves to the password field, Return submits"
  )
  func loginByKeys() throws {
    let (stage, login, logins) = loginStage()
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 142)) }
    #expect(login.emailField.isFirstResponder && login.emailField.isEditing)
    try stage.type("me@example.com\r")
    #expect(login.emailField.text == "me@example.com")
    #expect(login.passwordField.isFirstResponder && !login.emailField.isEditing)
    #expect(!login.loginButton.isEnabled)
    try stage.type("secret")
    #expect(login.loginButton.isEnabled)
    try stage.type("\r")
    #expect(!login.passwordField.isFirstResponder)
    #expect(!(UIResponder.currentFirstResponder is UITextField))
    #expect(logins() == ["me@example.com / secret"])
  }

  @Test("§16.3 the delegate keeps spaces out of the email; Delete takes the last character")
  func emailRefusesSpaces() throws {
    let (stage, login, _) = loginStage()
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 142)) }
    try stage.type("a b\u{8}c")
    #expect(login.emailField.text == "ac")
  }

  @Test(
    "§16.4 §11.4 the dismiss tap (cancelsTouchesInView true) lets the fields and the button work, and ends editing elsewhere"
  )
  func dismissTapAndButton() throws {
    let (stage, login, logins) = loginStage()
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 202)) }
    #expect(login.passwordField.isEditing, "the tap on the field is the field's")
    try stage.type("pw")
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 100, y: 142))
    }
    #expect(login.emailField.isEditing && !login.passwordField.isEditing)
    try stage.type("x@y")
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 600))
    }
    #expect(!login.emailField.isEditing && !(UIResponder.currentFirstResponder is UITextField))
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 100, y: 275))
    }
    #expect(logins() == ["x@y / pw"], "the button wins its tap over the view's recognizer")
  }
}

@MainActor
@Suite("Ports: a search bar over a list (§16.6)")
struct SearchPortTests {
  private func searchStage() -> (Stage, FruitSearchViewController) {
    let search = FruitSearchViewController()
    let stage = Stage(root: search)
    return (stage, search)
  }

  @Test("§16.6 a tap on the field begins editing and shows Cancel; each key filters the rows")
  func typingFilters() throws {
    let (stage, search) = searchStage()
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 68)) }
    #expect(search.searchBar.searchTextField.isEditing && search.searchBar.showsCancelButton)
    try stage.type("ap")
    #expect(search.visibleFruits == ["Apple", "Apricot", "Grape", "Papaya"])
    try stage.type("r")
    #expect(search.visibleFruits == ["Apricot"])
    try stage.type("\u{8}\u{8}")
    #expect(search.visibleFruits.count == 7 - 2, "'a' matches all but Blueberry and Cherry")
  }

  @Test("§16.6 Search (Return) resigns through the delegate; the bar keeps the text")
  func searchButton() throws {
    let (stage, search) = searchStage()
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 68)) }
    try stage.type("berry\r")
    #expect(!search.searchBar.searchTextField.isFirstResponder)
    #expect(search.searchBar.text == "berry" && search.visibleFruits == ["Blueberry"])
  }

  @Test("§16.6 a row tapped while searching is picked and ends editing; Cancel clears the search")
  func pickAndCancel() throws {
    let (stage, search) = searchStage()
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 68)) }
    try stage.type("ap")
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 96 + 44 + 22))
    }
    #expect(search.picked == ["Apricot"] && !search.searchBar.searchTextField.isEditing)
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 100, y: 68))
    }
    #expect(search.searchBar.searchTextField.isEditing)
    let cancel = try #require(
      search.searchBar.subviews.compactMap { $0 as? UIButton }.first)
    let center = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: center)
    }
    #expect(search.searchBar.text == "" && search.visibleFruits.count == 7)
    #expect(!search.searchBar.showsCancelButton && !search.searchBar.searchTextField.isEditing)
  }
}
