import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Tables: reordering with the reorder control (§17.8)")
struct TableReorderTests {
  /// Drags from the reorder control of row `row` (section 0) down by `dy` points over 0.3 s.
  func drag(_ scene: DemoScene, row: Int, by dy: CGFloat, x: CGFloat = 355) throws {
    let y = CGFloat(row) * 44 + 22
    var script = TouchScript(startingAt: scene.application.clock.now + 1)
    script.drag(along: [CGPoint(x: x, y: y), CGPoint(x: x, y: y + dy)], duration: 0.3)
    try scene.application.play(script)
  }

  func editingTable() -> (DemoScene, TableView, TableLog) {
    let (scene, table, log) = makeTable(sections: [20])
    log.movable = true
    table.isEditing = true
    return (scene, table, log)
  }

  @Test(
    "§17.8 dragging a row's reorder control drops it on the row under its middle: moveRowAt(from:to:)",
    arguments: [(2, 132.0, 5), (6, -100, 4), (3, 10, 3)] as [(Int, CGFloat, Int)])
  func dragMovesRow(row: Int, dy: CGFloat, destination: Int) throws {
    // The cell moves with the finger; its middle, 22 pt below its top, picks the row.
    let (scene, table, log) = editingTable()
    try drag(scene, row: row, by: dy)
    #expect(log.moves == (row == destination ? [] : ["0.\(row) → 0.\(destination)"]))
    #expect(table.contentOffset.y == 0 && log.selections.isEmpty)
    // Laid out again: every cell at its row's frame.
    for cell in table.visibleCells {
      #expect(table.indexPath(for: cell).map { table.rectForRow(at: $0) } == cell.frame)
    }
  }

  @Test("§17.8 the delegate's targetIndexPathForMoveFromRowAt decides where the row drops")
  func delegateRetargets() throws {
    let (scene, _, log) = editingTable()
    log.retarget = IndexPath(row: 9, section: 0)
    try drag(scene, row: 2, by: 132)
    #expect(log.moves == ["0.2 → 0.9"])
  }

  @Test(
    "§17.8 no reorder without editing, without canMoveRowAt, or away from the control: the drag scrolls",
    arguments: [(false, true, 355.0), (true, false, 355), (true, true, 200)])
  func noReorder(editing: Bool, movable: Bool, x: CGFloat) throws {
    let (scene, table, log) = makeTable(sections: [20])
    log.movable = movable
    table.isEditing = editing
    try drag(scene, row: 8, by: -150, x: x)
    #expect(log.moves.isEmpty && table.contentOffset.y > 0)
  }

  @Test("§17.8 the selection follows the rows a move shifts")
  func selectionFollows() throws {
    let (scene, table, _) = editingTable()
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    // Row 1 drops on row 5: rows 2...5 move up one, so the selected row 3 becomes row 2.
    try drag(scene, row: 1, by: 176)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
  }
}
