import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A search bar's delegate that logs every message.
@MainActor
private final class SearchLog: SearchBarDelegate {
  var entries: [String] = []
  var shouldBegin = true
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
    entries.append("shouldBegin")
    return shouldBegin
  }
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { entries.append("didBegin") }
  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { entries.append("didEnd") }
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    entries.append("textDidChange \(searchText)")
  }
  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { entries.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: SearchBar) { entries.append("cancel") }
}

@MainActor
@Suite("Search bars (§16.6)")
struct SearchBarTests {
  @MainActor
  private final class Setup {
    let scene = DemoScene()
    let bar = SearchBar(frame: CGRect(x: 0, y: 40, width: 375, height: 56))
    let log = SearchLog()
    init() {
      bar.placeholder = "Search"
      scene.window.addSubview(bar)
      bar.delegate = log
      scene.window.layoutIfNeeded()
    }
  }

  @Test("§16.6 the field sits 8 pt in, a rounded field with the clear button while editing")
  func layout() {
    let setup = Setup()
    let field = setup.bar.searchTextField
    #expect(
      field.superview === setup.bar && field.frame == CGRect(x: 8, y: 8, width: 359, height: 40))
    #expect(field.borderStyle == .roundedRect && field.clearButtonMode == .whileEditing)
    #expect(field.returnKeyType == .search)
    setup.bar.showsCancelButton = true
    setup.scene.window.layoutIfNeeded()
    #expect(abs(field.frame.width - (359 - 60)) < 1e-9)
  }

  @Test(
    "§16.6 a tap begins editing through the bar's delegate; keys tell textDidChange; Return is Search and does not resign"
  )
  func typingAndSearch() throws {
    let setup = Setup()
    try setup.scene.tap(at: CGPoint(x: 100, y: 68))
    #expect(setup.bar.searchTextField.isEditing)
    try setup.scene.type("ab\r")
    #expect(
      setup.log.entries == [
        "shouldBegin", "didBegin", "textDidChange a", "textDidChange ab", "search",
      ])
    #expect(setup.bar.searchTextField.isFirstResponder, "the delegate resigns, not the bar")
    #expect(
      setup.scene.recorder.records.contains(.textInput(text: "a", into: "Search.searchTextField")))
  }

  @Test("§16.6 searchBarShouldBeginEditing false keeps the field from editing")
  func shouldBeginRefuses() throws {
    let setup = Setup()
    setup.log.shouldBegin = false
    try setup.scene.tap(at: CGPoint(x: 100, y: 68))
    #expect(!setup.bar.searchTextField.isEditing && setup.log.entries == ["shouldBegin"])
  }

  @Test(
    "§16.6 the Cancel button calls searchBarCancelButtonClicked; the clear button textDidChange")
  func cancelAndClear() throws {
    let setup = Setup()
    setup.bar.showsCancelButton = true
    setup.bar.text = "kiwi"
    #expect(setup.bar.becomeFirstResponder() && setup.log.entries == ["shouldBegin", "didBegin"])
    setup.scene.window.layoutIfNeeded()
    let field = setup.bar.searchTextField
    let clear = field.clearButtonRect(forBounds: field.bounds)
    try setup.scene.play {
      $0.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
    }
    #expect(setup.bar.text == "" && setup.log.entries.last == "textDidChange ")
    try setup.scene.play { $0.tap(at: CGPoint(x: 340, y: 68)) }
    #expect(setup.log.entries.last == "cancel")
    #expect(setup.bar.resignFirstResponder() && !field.isEditing)
  }
}
