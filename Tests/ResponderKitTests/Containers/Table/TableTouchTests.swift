import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Tables: highlight and selection by touch (§17.4–§17.6)")
struct TableTouchTests {
  /// The middle of row `row` of section 0, in window points, at content offset 0.
  func point(ofRow row: Int, x: CGFloat = 100) -> CGPoint {
    CGPoint(x: x, y: CGFloat(row) * 44 + 22)
  }

  @Test(
    "§17.4 §17.5 a quick tap highlights, then on the lift willSelect, didUnhighlight, didSelect")
  func quickTap() throws {
    let (scene, table, log) = makeTable()
    try scene.tap(at: point(ofRow: 5))
    #expect(
      log.entries == [
        "shouldHighlight 0.5", "didHighlight 0.5", "willSelect 0.5", "didUnhighlight 0.5",
        "didSelect 0.5",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
    #expect(cell.isSelected && !cell.isHighlighted)
  }

  @Test(
    "§17.4 the highlight arrives 0.15 s late in a table that delaysContentTouches, at once without",
    arguments: [(true, 0.15), (false, 0.0)] as [(Bool, TimeInterval)])
  func lateHighlight(delays: Bool, highlightAt: TimeInterval) throws {
    let (scene, table, log) = makeTable()
    table.delaysContentTouches = delays
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    try scene.application.send([sample(1, .began, 100, 154, at: 0)])
    scene.application.advance(to: highlightAt / 2)
    #expect(cell.isHighlighted == !delays)
    scene.application.advance(to: 0.2)
    #expect(cell.isHighlighted)
    #expect(log.entries == ["shouldHighlight 0.3", "didHighlight 0.3"])
    try scene.application.send([sample(1, .ended, 100, 154, at: 0.3)])
    #expect(!cell.isHighlighted && cell.isSelected)
  }

  @Test("§17.6 a touch that becomes a scroll loses its highlight and selects nothing")
  func scrollCancels() throws {
    let (scene, table, log) = makeTable()
    var script = TouchScript()
    // Held 0.3 s, so the row is highlighted, then dragged 200 pt up: the pan takes the touch.
    script.drag(along: [point(ofRow: 8), point(ofRow: 3)], duration: 0.2, hold: 0.3)
    try scene.application.play(script)
    #expect(log.entries == ["shouldHighlight 0.8", "didHighlight 0.8", "didUnhighlight 0.8"])
    #expect(table.indexPathForSelectedRow == nil && table.contentOffset.y > 0)
  }

  @Test("§17.6 a flick that scrolls before 0.15 s never highlights")
  func flickNeverHighlights() throws {
    let (scene, table, log) = makeTable()
    var script = TouchScript()
    script.drag(along: [point(ofRow: 8), point(ofRow: 3)], duration: 0.1)
    try scene.application.play(script)
    #expect(log.entries.isEmpty && table.contentOffset.y > 0)
  }

  @Test("§17.4 shouldHighlightRowAt false: no highlight, and the lift selects nothing")
  func refusedHighlight() throws {
    let (scene, table, log) = makeTable()
    log.refusesHighlight = [IndexPath(row: 2, section: 0)]
    try scene.tap(at: point(ofRow: 2))
    #expect(log.entries == ["shouldHighlight 0.2"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test(
    "§17.5 willSelectRowAt may select another row, or nothing",
    arguments: [IndexPath(row: 7, section: 0), nil] as [IndexPath?])
  func willSelectRedirects(target: IndexPath?) throws {
    let (scene, table, log) = makeTable()
    log.redirectSelection[IndexPath(row: 2, section: 0)] = .some(target)
    try scene.tap(at: point(ofRow: 2))
    #expect(log.selections == (target == nil ? [] : ["didSelect 0.7"]))
    #expect(table.indexPathForSelectedRow == target)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
  }

  @Test(
    "§17.5 single selection: another row deselects the first, the delegate told; the same row selects again"
  )
  func singleSelection() throws {
    let (scene, table, log) = makeTable()
    try scene.tap(at: point(ofRow: 1))
    try scene.tap(at: point(ofRow: 2))
    try scene.tap(at: point(ofRow: 2))
    #expect(
      log.selections == ["didSelect 0.1", "didDeselect 0.1", "didSelect 0.2", "didSelect 0.2"])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
  }

  @Test("§17.5 multiple selection: rows add up, a second tap deselects")
  func multipleSelection() throws {
    let (scene, table, log) = makeTable()
    table.allowsMultipleSelection = true
    try scene.tap(at: point(ofRow: 1))
    try scene.tap(at: point(ofRow: 4))
    try scene.tap(at: point(ofRow: 1))
    #expect(log.selections == ["didSelect 0.1", "didSelect 0.4", "didDeselect 0.1"])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
  }

  @Test(
    "§17.5 allowsSelection, and allowsSelectionDuringEditing while editing, decide whether a touch highlights and selects",
    arguments: [
      (true, false, false, true), (false, false, true, false), (true, true, false, false),
      (false, true, true, true),
    ])
  func selectionAllowed(allows: Bool, editing: Bool, duringEditing: Bool, selects: Bool) throws {
    let (scene, table, log) = makeTable()
    table.allowsSelection = allows
    table.allowsSelectionDuringEditing = duringEditing
    table.isEditing = editing
    try scene.tap(at: point(ofRow: 3))
    #expect(log.selections == (selects ? ["didSelect 0.3"] : []))
    #expect(log.entries.contains("didHighlight 0.3") == selects)
  }

  @Test("§17.5 selectRow and deselectRow do not tell the delegate")
  func programmaticSelection() {
    let (_, table, log) = makeTable()
    table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .top)
    #expect(table.contentOffset.y == 2640)
    #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(log.entries.isEmpty)
  }

  @Test("§17.6 a button in a cell's content view wins its tap; the row is not selected")
  func controlWins() throws {
    let (scene, table, log) = makeTable()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    let button = Button(frame: CGRect(x: 300, y: 5, width: 60, height: 34))
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    cell.contentView.addSubview(button)
    try scene.tap(at: CGPoint(x: 330, y: 3 * 44 + 22))
    #expect(taps == 1)
    #expect(log.entries.isEmpty && table.indexPathForSelectedRow == nil)
  }

  @Test(
    "§17.6 a tap recognizer on the table: cancelsTouchesInView true keeps rows from selecting, false lets them",
    arguments: [true, false])
  func tapRecognizerOnTable(cancels: Bool) throws {
    let (scene, table, log) = makeTable()
    var recognized = 0
    let tap = TapGestureRecognizer(target: nil, action: nil)
    tap.addHandler { _ in recognized += 1 }
    tap.cancelsTouchesInView = cancels
    table.addGestureRecognizer(tap)
    try scene.tap(at: point(ofRow: 6))
    #expect(recognized == 1)
    #expect(log.selections == (cancels ? [] : ["didSelect 0.6"]))
    let highlights = log.entries.filter { $0.hasPrefix("didHighlight") }.count
    let unhighlights = log.entries.filter { $0.hasPrefix("didUnhighlight") }.count
    #expect(highlights == unhighlights)
  }

  @Test(
    "Property §17.4 §17.5: every highlight is unhighlighted, and a row selected by a touch is the row under its touch-down"
  )
  func highlightAndSelectionInvariants() async {
    await propertyCheck(
      count: 80, input: Gen.double(in: 0...599), Gen.double(in: 0...0.4),
      zip(Gen.double(in: -40...40), Gen.double(in: -40...40)), Gen.double(in: 0...1000)
    ) { y, hold, move, offset in
      let (scene, table, log) = makeTable()
      table.contentOffset = CGPoint(x: 0, y: offset)
      let down = CGPoint(x: 150, y: y)
      let rowAtDown = table.indexPathForRow(at: CGPoint(x: 150, y: y + offset))
      var script = TouchScript()
      script.drag(
        along: [down, CGPoint(x: down.x + move.0, y: down.y + move.1)], duration: 0.1, hold: hold)
      try? scene.application.play(script)
      scene.application.advance(by: 5)
      let highlights = log.entries.filter { $0.hasPrefix("didHighlight") }.count
      let unhighlights = log.entries.filter { $0.hasPrefix("didUnhighlight") }.count
      #expect(highlights == unhighlights && highlights <= 1)
      #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
      if let selected = table.indexPathForSelectedRow { #expect(selected == rowAtDown) }
    }
  }
}
