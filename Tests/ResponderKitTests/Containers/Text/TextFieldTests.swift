import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Text fields: editing, typing, Return (§16.2, §16.3)")
struct TextFieldTests {
  /// A 300 x 44 field at (20, 100) in a form, with its delegate and events in one log.
  @MainActor
  final class Setup {
    let scene = DemoScene()
    let form: View
    let field = TextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
    let delegate = FieldDelegateLog()
    var events: [String] = []

    /// `logsExit`: whether a target listens for `editingDidEndOnExit`, which makes Return resign.
    init(logsExit: Bool = true) {
      form = View.named("Form", frame: scene.window.bounds, in: scene.window)
      field.placeholder = "Email"
      form.addSubview(field)
      field.delegate = delegate
      logEditingEvents(of: field, includingExit: logsExit) { [unowned self] in events.append($0) }
    }

    /// The delegate's and the control's messages, interleaved in order.
    var all: [String] { delegate.entries }
  }

  @Test(
    "§16.2 a tap: shouldBegin, first responder, didBegin, editingDidBegin; touchCancel, no touchUpInside"
  )
  func tapBegins() throws {
    let setup = Setup()
    setup.delegate.entries = []
    setup.field.addAction(
      Action { _ in setup.delegate.entries.append("editingDidBegin") }, for: .editingDidBegin)
    try setup.scene.tap(at: CGPoint(x: 100, y: 120))
    #expect(setup.field.isFirstResponder && setup.field.isEditing)
    #expect(setup.delegate.entries == ["shouldBegin", "didBegin", "editingDidBegin"])
    #expect(setup.events == ["touchDown", "editingDidBegin", "touchCancel"])
    #expect(
      setup.scene.recorder.records.contains(
        .firstResponderChanged(from: nil, to: "Email")))
  }

  @Test("§16.2 textFieldShouldBeginEditing false: the field never becomes first responder")
  func shouldBeginRefuses() throws {
    let setup = Setup()
    setup.delegate.shouldBegin = false
    try setup.scene.tap(at: CGPoint(x: 100, y: 120))
    #expect(!setup.field.isFirstResponder && !setup.field.isEditing)
    #expect(!setup.field.becomeFirstResponder())
    #expect(setup.delegate.entries == ["shouldBegin", "shouldBegin"])
    #expect(!setup.events.contains("editingDidBegin"))
  }

  @Test("§16.2 resigning asks shouldEnd; a refusal keeps the field first responder")
  func shouldEndRefuses() {
    let setup = Setup()
    #expect(setup.field.becomeFirstResponder())
    setup.delegate.shouldEnd = false
    setup.delegate.entries = []
    #expect(!setup.field.resignFirstResponder())
    #expect(setup.field.isFirstResponder && setup.field.isEditing)
    #expect(!setup.form.endEditing(false), "endEditing(false) respects the refusal")
    #expect(setup.delegate.entries == ["shouldEnd", "shouldEnd"])
    setup.delegate.shouldEnd = true
    #expect(setup.field.resignFirstResponder())
    #expect(setup.delegate.entries.suffix(2) == ["shouldEnd", "didEnd"])
    #expect(setup.events.suffix(1) == ["editingDidEnd"])
  }

  @Test("§16.2 endEditing(true) forces the field out without asking textFieldShouldEndEditing")
  func endEditingForces() {
    let setup = Setup()
    #expect(setup.field.becomeFirstResponder())
    setup.delegate.shouldEnd = false
    setup.delegate.entries = []
    #expect(setup.form.endEditing(true))
    #expect(!setup.field.isFirstResponder && !setup.field.isEditing)
    #expect(setup.delegate.entries == ["didEnd"])
    #expect(setup.events.last == "editingDidEnd")
  }

  @Test("§16.2 §3.3 another field becoming first responder ends this one's edit first")
  func secondFieldTakesOver() {
    let setup = Setup()
    let other = TextField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
    other.placeholder = "Password"
    setup.form.addSubview(other)
    let otherLog = FieldDelegateLog()
    other.delegate = otherLog
    #expect(setup.field.becomeFirstResponder())
    setup.delegate.entries = []
    #expect(other.becomeFirstResponder())
    #expect(setup.delegate.entries == ["shouldEnd", "didEnd"])
    #expect(otherLog.entries == ["shouldBegin", "didBegin"])
    #expect(!setup.field.isEditing && other.isEditing)
  }

  @Test("§16.2 a disabled field cannot become first responder, and a tap falls through it")
  func disabled() throws {
    let setup = Setup()
    setup.field.isEnabled = false
    #expect(!setup.field.canBecomeFirstResponder && !setup.field.becomeFirstResponder())
    try setup.scene.tap(at: CGPoint(x: 100, y: 120))
    #expect(!setup.field.isEditing && setup.delegate.entries.isEmpty)
  }

  @Test("§16.2 a field leaving its window while editing ends its edit")
  func leavingWindow() {
    let setup = Setup()
    #expect(setup.field.becomeFirstResponder())
    setup.field.removeFromSuperview()
    #expect(!setup.field.isEditing && !setup.field.isFirstResponder)
    #expect(setup.delegate.entries.last == "didEnd")
  }

  @Test("§16.2 setting text in code asks no delegate and sends no event")
  func textInCode() {
    let setup = Setup()
    #expect(setup.field.becomeFirstResponder())
    setup.events = []
    setup.delegate.entries = []
    setup.field.text = "code"
    setup.field.text = nil
    #expect(setup.field.text == "" && !setup.field.hasText)
    #expect(setup.events.isEmpty && setup.delegate.entries.isEmpty)
  }

  @Test(
    "§16.3 typed keys insert through UIKeyInput: each asks the delegate and sends editingChanged, never valueChanged"
  )
  func typing() throws {
    let setup = Setup()
    #expect(setup.field.becomeFirstResponder())
    setup.events = []
    setup.delegate.entries = []
    try setup.scene.type("ab\u{8}c")
    #expect(setup.field.text == "ac")
    #expect(
      setup.delegate.entries == [
        "change 0,0 \"a\"", "change 1,0 \"b\"", "change 1,1 \"\"", "change 1,0 \"c\"",
      ])
    #expect(setup.events == Array(repeating: "editingChanged", count: 4))
    #expect(setup.field.selectedRange == NSRange(location: 2, length: 0))
    #expect(setup.scene.recorder.records.contains(.textInput(text: "a", into: "Email")))
  }

  @Test(
    "§16.3 textField(_:shouldChangeCharactersIn:replacementString:) can cap the length",
    arguments: [
      (limit: 3, typed: "abcdef", kept: "abc"), (limit: 0, typed: "x", kept: ""),
      (limit: 10, typed: "hello", kept: "hello"),
    ])
  func lengthLimit(limit: Int, typed: String, kept: String) throws {
    let setup = Setup()
    setup.delegate.maximumLength = limit
    #expect(setup.field.becomeFirstResponder())
    setup.events = []
    try setup.scene.type(typed)
    #expect(setup.field.text == kept)
    #expect(setup.events.count == kept.count, "refused edits send no editingChanged")
  }

  @Test("§16.3 keys reach a field only while it is first responder")
  func typingNeedsFirstResponder() throws {
    let setup = Setup()
    try setup.scene.type("abc")
    #expect(setup.field.text == "" && setup.delegate.entries.isEmpty)
  }

  @Test(
    "§16.3 Return asks textFieldShouldReturn; nothing is inserted, and with no target for editingDidEndOnExit the field stays"
  )
  func returnKey() throws {
    let setup = Setup(logsExit: false)
    #expect(setup.field.becomeFirstResponder())
    setup.field.text = "me"
    setup.events = []
    setup.delegate.entries = []
    try setup.scene.type("\r")
    #expect(setup.delegate.entries == ["shouldReturn"])
    #expect(setup.events.isEmpty, "no editingChanged: Return types nothing into a field")
    #expect(setup.field.text == "me" && setup.field.isEditing)
    #expect(setup.scene.recorder.records.contains(.textInput(text: "\n", into: "Email")))
  }

  @Test("§16.3 textFieldShouldReturn false: editingDidEndOnExit is not sent")
  func returnRefused() throws {
    let setup = Setup()
    setup.delegate.shouldReturn = false
    #expect(setup.field.becomeFirstResponder())
    setup.events = []
    try setup.scene.type("\r")
    #expect(setup.events.isEmpty && setup.field.isEditing)
  }

  @Test("§16.3 a field with a target for editingDidEndOnExit resigns on Return")
  func returnResignsWithExitTarget() throws {
    let setup = Setup()
    var exits = 0
    setup.field.addAction(Action { _ in exits += 1 }, for: .editingDidEndOnExit)
    #expect(setup.field.becomeFirstResponder())
    setup.delegate.entries = []
    try setup.scene.type("\r")
    #expect(exits == 1 && !setup.field.isFirstResponder)
    #expect(setup.delegate.entries == ["shouldReturn", "shouldEnd", "didEnd"])
  }

  @Test("§16.3 Return goes to the editing field before a plain key command on Return")
  func returnBeforeKeyCommand() throws {
    let setup = Setup(logsExit: false)
    let host = Host(frame: setup.scene.window.bounds)
    setup.scene.window.addSubview(host)
    setup.field.removeFromSuperview()
    host.addSubview(setup.field)
    #expect(setup.field.becomeFirstResponder())
    try setup.scene.type("\r")
    #expect(host.submitted == 0 && setup.delegate.entries.last == "shouldReturn")
    #expect(host.becomeFirstResponder())
    try setup.scene.type("\r")
    #expect(host.submitted == 1, "with no text input first responder, the command runs")
  }

  @Test("§16.2 §16.3 notifications: did begin, did change per edit, did end, with the field")
  func notifications() throws {
    let setup = Setup()
    var names: [String] = []
    let center = NotificationCenter.default
    let observers = [
      TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification,
      TextField.textDidEndEditingNotification,
    ].map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { note in
        let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
        let name = note.name.rawValue
        MainActor.assumeIsolated {
          if sender == ObjectIdentifier(setup.field) { names.append(name) }
        }
      }
    }
    defer { observers.forEach(center.removeObserver) }
    #expect(setup.field.becomeFirstResponder())
    try setup.scene.type("hi")
    setup.field.resignFirstResponder()
    #expect(
      names == [
        "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
        "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification",
      ])
  }

  @Test("§16.1 text input traits keep UIKit's defaults and raw values")
  func traits() {
    let field = TextField(frame: .zero)
    #expect(field.keyboardType == .default && field.returnKeyType == .default)
    #expect(field.autocapitalizationType == .sentences && !field.isSecureTextEntry)
    #expect(field.borderStyle == .none && field.clearButtonMode == .never)
    #expect(KeyboardType.emailAddress.rawValue == 7 && KeyboardType.decimalPad.rawValue == 8)
    #expect(ReturnKeyType.next.rawValue == 4 && ReturnKeyType.done.rawValue == 9)
    #expect(TextField.BorderStyle.roundedRect.rawValue == 3)
    #expect(TextField.ViewMode.whileEditing.rawValue == 1)
    #expect(TextAutocapitalizationType.none.rawValue == 0)
  }
}

/// A view offering a key command on Return, as a form's "submit" shortcut.
@MainActor
private final class Host: View {
  var submitted = 0
  override var canBecomeFirstResponder: Bool { true }
  override var keyCommands: [KeyCommand]? {
    [KeyCommand(input: "\r", modifierFlags: [], action: Host.submit)]
  }
  func submit() { submitted += 1 }
}
