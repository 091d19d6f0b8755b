import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Tables: swipe actions (§17.7)")
struct TableSwipeTests {
  /// Drags row `row` (of section 0, at offset 0) sideways by `dx` points over 0.2 s.
  func swipe(_ scene: DemoScene, row: Int, from x: CGFloat = 200, by dx: CGFloat) throws {
    let y = CGFloat(row) * 44 + 22
    var script = TouchScript(startingAt: scene.application.clock.now + 1)
    script.drag(along: [CGPoint(x: x, y: y), CGPoint(x: x + dx, y: y)], duration: 0.2)
    try scene.application.play(script)
  }

  func buttons(in cell: TableViewCell?) -> [Button] {
    cell?.subviews.compactMap { $0 as? Button } ?? []
  }

  @Test(
    "§17.7 a left swipe past half the actions' width opens the row: the content moves by 74 pt an action, the first action at the edge"
  )
  func swipeOpens() throws {
    let (scene, table, log) = makeTable()
    log.trailing = ["Delete", "Archive"]
    try swipe(scene, row: 3, by: -100)
    let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(cell?.contentView.frame.minX == -148)
    let shown = buttons(in: cell)
    #expect(shown.map(\.frame.minX) == [301, 227] && shown.allSatisfy { $0.frame.width == 74 })
    #expect(log.selections.isEmpty && log.performed.isEmpty)
    let highlights = log.entries.filter { $0.hasPrefix("didHighlight") }.count
    #expect(highlights == log.entries.filter { $0.hasPrefix("didUnhighlight") }.count)
  }

  @Test("§17.7 a swipe to the right reveals the leading actions")
  func leadingSwipe() throws {
    let (scene, table, log) = makeTable()
    log.leading = ["Pin"]
    try swipe(scene, row: 2, from: 100, by: 60)
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(cell?.contentView.frame.minX == 74)
    #expect(buttons(in: cell).map(\.frame.minX) == [0])
  }

  @Test(
    "§17.7 a swipe shorter than half the actions' width closes again",
    arguments: [20, 36] as [CGFloat])
  func shortSwipeCloses(distance: CGFloat) throws {
    let (scene, table, log) = makeTable()
    log.trailing = ["Delete"]
    try swipe(scene, row: 3, by: -distance)
    let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(cell?.contentView.frame.minX == 0 && buttons(in: cell).isEmpty)
  }

  @Test("§17.7 tapping an action runs its handler; its completion closes the row")
  func tapAction() throws {
    let (scene, table, log) = makeTable()
    log.trailing = ["Delete", "Archive"]
    try swipe(scene, row: 3, by: -100)
    try scene.tap(at: CGPoint(x: 260, y: 3 * 44 + 22))
    #expect(log.performed == ["Archive 0.3"])
    let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(cell?.contentView.frame.minX == 0 && buttons(in: cell).isEmpty)
    #expect(log.selections.isEmpty)
  }

  @Test("§17.7 while a row is open the next touch closes it and selects nothing")
  func nextTouchCloses() throws {
    let (scene, table, log) = makeTable()
    log.trailing = ["Delete"]
    try swipe(scene, row: 3, by: -100)
    let before = log.entries.count
    try scene.tap(at: CGPoint(x: 100, y: 8 * 44 + 22))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == 0)
    #expect(log.entries.count == before && table.indexPathForSelectedRow == nil)
    try scene.tap(at: CGPoint(x: 100, y: 8 * 44 + 22))
    #expect(log.selections == ["didSelect 0.8"])
  }

  @Test(
    "§17.7 a full swipe (60% of the row) performs the first action when the configuration allows",
    arguments: [true, false])
  func fullSwipe(performs: Bool) throws {
    let (scene, table, log) = makeTable()
    log.trailing = ["Delete", "Archive"]
    log.fullSwipe = performs
    try swipe(scene, row: 3, from: 360, by: -300)
    let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(log.performed == (performs ? ["Delete 0.3"] : []))
    #expect(cell?.contentView.frame.minX == (performs ? 0 : -148))
  }

  @Test("§17.7 a row with no actions for the edge does not move; a vertical drag scrolls instead")
  func noActions() throws {
    let (scene, table, log) = makeTable()
    log.leading = ["Pin"]
    try swipe(scene, row: 3, by: -100)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == 0)
    var script = TouchScript(startingAt: scene.application.clock.now + 1)
    script.drag(along: [CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 200)], duration: 0.2)
    try scene.application.play(script)
    #expect(table.contentOffset.y > 0 && log.performed.isEmpty)
  }

  @Test(
    "Property §17.7: whatever rows are swiped and tapped, at most one row is open, and its buttons are the only ones"
  )
  func atMostOneOpenRow() async {
    await propertyCheck(
      count: 30,
      input: zip(Gen.int(in: 0...12), Gen.double(in: -320...320), Gen.bool).array(of: 1...6)
    ) { steps in
      let (scene, table, log) = makeTable()
      log.trailing = ["Delete", "Archive"]
      log.leading = ["Pin"]
      for (row, dx, tap) in steps {
        if tap {
          try? scene.tap(at: CGPoint(x: 150, y: CGFloat(row) * 44 + 22))
        } else {
          try? swipe(scene, row: row, from: 180, by: dx)
        }
        let open = table.visibleCells.filter { $0.contentView.frame.minX != 0 }
        #expect(open.count <= 1)
        let withButtons = table.visibleCells.filter { !buttons(in: $0).isEmpty }
        #expect(withButtons.count == open.count)
        #expect(withButtons.first === open.first)
      }
    }
  }
}
