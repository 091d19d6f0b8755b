import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A text view's delegate that logs every text message and, if told, turns Return into a
/// resignation as UIKit code often does.
@MainActor
private final class NotesDelegate: TextViewDelegate {
  var entries: [String] = []
  var returnResigns = false
  var shouldBegin = true

  func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
    entries.append("shouldBegin")
    return shouldBegin
  }
  func textViewDidBeginEditing(_ textView: TextView) { entries.append("didBegin") }
  func textViewShouldEndEditing(_ textView: TextView) -> Bool {
    entries.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: TextView) { entries.append("didEnd") }
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    entries.append("change \(range.location),\(range.length) \(text.debugDescription)")
    if returnResigns, text == "\n" {
      textView.resignFirstResponder()
      return false
    }
    return true
  }
  func textViewDidChange(_ textView: TextView) { entries.append("didChange") }
}

@MainActor
@Suite("Text views (§16.5)")
struct TextViewTests {
  @MainActor
  private final class Setup {
    let scene = DemoScene()
    let notes = TextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let delegate = NotesDelegate()
    init() {
      notes.accessibilityIdentifier = "Notes"
      scene.window.addSubview(notes)
      notes.delegate = delegate
    }
  }

  @Test("§16.5 a tap begins editing through the delegate set as the scroll view's delegate")
  func tapBegins() throws {
    let setup = Setup()
    try setup.scene.tap(at: CGPoint(x: 100, y: 150))
    #expect(setup.notes.isFirstResponder)
    #expect(setup.delegate.entries == ["shouldBegin", "didBegin"])
    #expect(setup.notes.panGestureRecognizer.view === setup.notes, "a text view scrolls")
  }

  @Test("§16.3 §16.5 Return types a newline into a text view, after asking with \"\\n\"")
  func returnTypesNewline() throws {
    let setup = Setup()
    #expect(setup.notes.becomeFirstResponder())
    setup.delegate.entries = []
    try setup.scene.type("a\rb")
    #expect(setup.notes.text == "a\nb")
    #expect(
      setup.delegate.entries == [
        "change 0,0 \"a\"", "didChange", "change 1,0 \"\\n\"", "didChange", "change 2,0 \"b\"",
        "didChange",
      ])
    #expect(
      abs(setup.notes.contentSize.height - 46) < 1e-9,
      "two 15-pt lines of 12-pt text, 8 pt above and below")
  }

  @Test("§16.5 the delegate can turn Return into a resignation by refusing the newline")
  func returnResigns() throws {
    let setup = Setup()
    setup.delegate.returnResigns = true
    #expect(setup.notes.becomeFirstResponder())
    try setup.scene.type("ok\r")
    #expect(setup.notes.text == "ok" && !setup.notes.isFirstResponder)
    #expect(setup.delegate.entries.suffix(3) == ["change 2,0 \"\\n\"", "shouldEnd", "didEnd"])
  }

  @Test("§16.5 a view that is not editable takes no typing and asks nothing to begin")
  func notEditable() throws {
    let setup = Setup()
    setup.notes.isEditable = false
    setup.notes.text = "fixed"
    #expect(setup.notes.becomeFirstResponder(), "selectable: it may still be first responder")
    try setup.scene.type("x")
    #expect(setup.notes.text == "fixed" && setup.delegate.entries.isEmpty)
    setup.notes.isSelectable = false
    setup.notes.resignFirstResponder()
    #expect(!setup.notes.canBecomeFirstResponder)
  }

  @Test("§16.5 selectedRange is settable and clamped to the text")
  func selectedRange() {
    let notes = TextView(frame: .zero)
    notes.text = "hello"
    #expect(notes.selectedRange == NSRange(location: 5, length: 0))
    notes.selectedRange = NSRange(location: 1, length: 3)
    #expect(notes.selectedRange == NSRange(location: 1, length: 3))
    notes.selectedRange = NSRange(location: 4, length: 10)
    #expect(notes.selectedRange == NSRange(location: 4, length: 1))
  }

  @Test("§16.4 §16.5 a double tap selects the word on the line under the finger")
  func doubleTapOnSecondLine() throws {
    let setup = Setup()
    setup.notes.text = "one two\nthree four"
    // 12-pt text: 6 pt a character, 15 pt a line, 8 pt inset at the top, 5 pt padding at the left.
    let point = CGPoint(x: 20 + 5 + 6 * 8, y: 100 + 8 + 15 + 7)
    try setup.scene.play { $0.doubleTap(at: point) }
    #expect(setup.notes.isFirstResponder)
    #expect(setup.notes.selectedRange == NSRange(location: 14, length: 4))
  }
}
