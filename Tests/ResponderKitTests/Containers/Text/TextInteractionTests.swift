import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("The text interaction's recognizers and an app's (§16.4)")
struct TextInteractionTests {
  /// A form with a 300 x 44 field at (20, 100) holding "hello world" in the 17-point system font:
  /// each character is 8.5 pt wide from the field's left edge.
  @MainActor
  final class Setup {
    let scene = DemoScene()
    let form: View
    let field = TextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
    let delegate = FieldDelegateLog()
    var events: [String] = []

    init() {
      form = View.named("Form", frame: scene.window.bounds, in: scene.window)
      field.placeholder = "Email"
      field.text = "hello world"
      form.addSubview(field)
      field.delegate = delegate
      logEditingEvents(of: field) { [unowned self] in events.append($0) }
    }

    /// The window point over the boundary before character `offset` of the field's text.
    func point(atCharacter offset: Int) -> CGPoint {
      CGPoint(x: 20 + 8.5 * CGFloat(offset), y: 122)
    }
  }

  @Test("§16.4 the field's own recognizers are in gestureRecognizers and named after it in traces")
  func recognizersVisible() throws {
    let setup = Setup()
    let names = (setup.field.gestureRecognizers ?? []).map(\.traceName)
    #expect(names == ["Email.wordDoubleTap", "Email.loupeLongPress", "Email.caretTap"])
    let tap = try #require(setup.field.gestureRecognizers?.last as? TapGestureRecognizer)
    #expect(tap.cancelsTouchesInView && !tap.delaysTouchesEnded && tap.numberOfTapsRequired == 1)
    try setup.scene.tap(at: setup.point(atCharacter: 3))
    #expect(
      setup.scene.recorder.records.contains(
        .recognizerActionSent(recognizer: "Email.caretTap on Email", state: .ended)))
  }

  @Test(
    "§16.4 one tap begins editing and puts the caret at the nearest word boundary",
    arguments: [
      (character: 3, caret: 5), (character: 1, caret: 0), (character: 7, caret: 6),
      (character: 33, caret: 11),
    ])
  func caretTap(character: Int, caret: Int) throws {
    let setup = Setup()
    try setup.scene.tap(at: setup.point(atCharacter: character))
    #expect(setup.field.isEditing)
    #expect(setup.field.selectedRange == NSRange(location: caret, length: 0))
  }

  @Test("§16.4 a double tap selects the word under the finger")
  func doubleTapSelectsWord() throws {
    let setup = Setup()
    try setup.scene.play { $0.doubleTap(at: setup.point(atCharacter: 8)) }
    #expect(setup.field.isEditing)
    #expect(setup.field.selectedRange == NSRange(location: 6, length: 5))
    try setup.scene.play { $0.doubleTap(at: setup.point(atCharacter: 2)) }
    #expect(setup.field.selectedRange == NSRange(location: 0, length: 5))
  }

  @Test("§16.4 the loupe: after 0.5 s the caret goes under the finger, unsnapped, and follows it")
  func loupe() throws {
    let setup = Setup()
    let start = setup.scene.application.clock.now + 1
    let app = setup.scene.application
    try app.send(
      TouchSample(
        touchID: 1, phase: .began, location: setup.point(atCharacter: 3), timestamp: start))
    app.advance(by: 0.45)
    #expect(!setup.field.isEditing, "0.45 s is not yet the loupe")
    app.advance(by: 0.1)
    #expect(setup.field.isEditing)
    #expect(setup.field.selectedRange == NSRange(location: 3, length: 0))
    try app.send(
      TouchSample(
        touchID: 1, phase: .moved, location: setup.point(atCharacter: 8), timestamp: start + 0.7))
    #expect(setup.field.selectedRange == NSRange(location: 8, length: 0))
    try app.send(
      TouchSample(
        touchID: 1, phase: .ended, location: setup.point(atCharacter: 8), timestamp: start + 0.8))
    #expect(setup.field.selectedRange == NSRange(location: 8, length: 0), "the lift is no tap")
    #expect(GestureConstants.textLoupePressDuration == 0.5)
  }

  @Test("§16.4 the clear button clears after textFieldShouldClear, and sends editingChanged")
  func clearButton() throws {
    let setup = Setup()
    setup.field.clearButtonMode = .whileEditing
    #expect(setup.field.becomeFirstResponder())
    setup.events = []
    setup.delegate.entries = []
    let rect = setup.field.clearButtonRect(forBounds: setup.field.bounds)
    #expect(rect == CGRect(x: 276, y: 12.5, width: 19, height: 19))
    try setup.scene.tap(at: setup.field.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
    #expect(setup.field.text == "" && setup.field.isEditing)
    #expect(setup.delegate.entries == ["shouldClear"])
    #expect(setup.events == ["touchDown", "editingChanged", "touchCancel"])
  }

  @Test(
    "§16.4 §11.4 a dismiss-the-keyboard tap on an ancestor (cancelsTouchesInView true) does not keep a tap on the field from editing"
  )
  func ancestorDismissTap() throws {
    let setup = Setup()
    var dismissals = 0
    let dismiss = TapGestureRecognizer()
    dismiss.addHandler { [unowned setup] _ in
      dismissals += 1
      setup.form.endEditing(true)
    }
    setup.form.addGestureRecognizer(dismiss)
    try setup.scene.tap(at: setup.point(atCharacter: 3))
    #expect(setup.field.isEditing && dismissals == 0)
    #expect(
      setup.scene.recorder.records.contains {
        if case .recognizerStateChanged(_, _, .failed, .viewSaidNo("Email")) = $0 {
          return true
        }
        return false
      })
    try setup.scene.play { $0.tap(at: CGPoint(x: 200, y: 500)) }
    #expect(!setup.field.isEditing && dismissals == 1)
  }

  @Test("§16.4 a cell's long press of the default 0.5 s loses to the field's loupe on the field")
  func cellLongPressLoses() throws {
    let setup = Setup()
    var cellPresses = 0
    let press = LongPressGestureRecognizer()
    press.addHandler { recognizer in if recognizer.state == .began { cellPresses += 1 } }
    setup.form.addGestureRecognizer(press)
    try setup.scene.play { $0.longPress(at: setup.point(atCharacter: 3), duration: 0.8) }
    #expect(setup.field.isEditing && cellPresses == 0)
    try setup.scene.play { $0.longPress(at: CGPoint(x: 200, y: 500), duration: 0.8) }
    #expect(cellPresses == 1, "off the field the cell's press works")
  }

  @Test(
    "§16.4 a cell's shorter long press wins on the field: the field's touches are cancelled and it never edits"
  )
  func cellShortLongPressWins() throws {
    let setup = Setup()
    var cellPresses = 0
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = 0.3
    press.addHandler { recognizer in if recognizer.state == .began { cellPresses += 1 } }
    setup.form.addGestureRecognizer(press)
    try setup.scene.play { $0.longPress(at: setup.point(atCharacter: 3), duration: 0.8) }
    #expect(cellPresses == 1 && !setup.field.isEditing)
    #expect(setup.events == ["touchDown", "touchCancel"])
  }

  @Test(
    "§16.4 §8 an app's tap on the field itself and the caret tap: the one attached first wins unless a delegate lets both"
  )
  func appTapOnField() throws {
    let setup = Setup()
    var appTaps = 0
    let tap = TapGestureRecognizer()
    tap.addHandler { _ in appTaps += 1 }
    setup.field.addGestureRecognizer(tap)
    try setup.scene.tap(at: setup.point(atCharacter: 3))
    #expect(setup.field.isEditing && appTaps == 0)
    setup.field.resignFirstResponder()
    final class Both: GestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
      ) -> Bool { true }
    }
    let both = Both()
    tap.delegate = both
    try setup.scene.play { $0.tap(at: setup.point(atCharacter: 3)) }
    #expect(setup.field.isEditing && appTaps == 1)
  }
}
