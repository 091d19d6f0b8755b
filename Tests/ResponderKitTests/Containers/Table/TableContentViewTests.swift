import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A cell that adds a button in its initializer, to itself or to its content view, the way cell
/// subclasses written in code do; `taps` counts the button's `touchUpInside`.
@MainActor
class ButtonCell: TableViewCell {
  let button = Button(frame: CGRect(x: 300, y: 5, width: 60, height: 34))
  var taps = 0
  /// Whether the initializer adds the button to the content view (`true`) or to the cell.
  class var addsToContentView: Bool { false }

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    button.addAction(Action { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    if Self.addsToContentView { contentView.addSubview(button) } else { addSubview(button) }
  }

  required init?(coder: NSCoder) { nil }
}

/// ``ButtonCell`` adding its button to the content view.
@MainActor
final class ContentButtonCell: ButtonCell {
  override class var addsToContentView: Bool { true }
}

@MainActor
@Suite("Tables: the content view made at first use or first display (§17.2)")
struct TableContentViewTests {
  // Sources, read for what they show, never copied: recursiveDescription dumps of table cells
  // in public GitHub files, such as the README of a swipeable-cell sample (a `SwipeViewCell`,
  // baseClass UITableViewCell, holding one `UITableViewCellContentView` the cell's size) and
  // a whole-window dump of a settings screen (`UITableViewCell` (0 553.5; 320 44) >
  // `UITableViewCellContentView` (0 0; 286 44) > `UITableViewLabel`, the content view narrower
  // than the cell by its accessory); a stack trace on misscakediy.com (2015) names
  // `-[UITableViewCellContentView setFrame:]` under `-[UITableView _configureCellForDisplay:…]`.
  @Test(
    "Tables §17.2 the content view is a UITableViewCellContentView in dumps, traces and the responder chain (public recursiveDescription dumps of cells)"
  )
  func contentViewClassName() throws {
    let (_, table, _) = makeTable()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let content = cell.contentView
    let lines = cell.recursiveDescription().split(separator: "\n")
    #expect(lines.count >= 2 && lines[1].hasPrefix("   | <UITableViewCellContentView: "))
    #expect(lines[0].hasPrefix("<UITableViewCell: "))
    #expect(content.traceName == "UITableViewCellContentView")
    #expect(content.next === cell && cell.next === table)
    let label = try #require(cell.textLabel)
    // A label is traced by its text ("0.2"); the two links after it are the point.
    #expect(
      Array(label.responderChain.map(\.traceName).prefix(3)) == [
        "0.2", "UITableViewCellContentView", "TableViewCell",
      ])
  }

  @Test("§17.2 a cell has no content view until something asks for it, then it is on top")
  func madeOnFirstUse() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.subviews.isEmpty)
    let earlier = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    cell.addSubview(earlier)
    let content = cell.contentView
    #expect(
      cell.subviews.map(ObjectIdentifier.init) == [earlier, content].map(ObjectIdentifier.init))
    #expect(content.frame == cell.bounds)
    #expect(cell.contentView === content)
  }

  @Test(
    "§17.2 §17.6 a button added to the cell lies under the content view the table adds on display: the row selects, the button never fires; in the content view it wins",
    arguments: [false, true])
  func buttonOnCellOrContent(inContentView: Bool) throws {
    let cellClass: TableViewCell.Type = inContentView ? ContentButtonCell.self : ButtonCell.self
    // The data source sets no text: nothing asks for the content view before the table does.
    let (scene, table, log) = makeTable(cellClass: cellClass)
    log.setsText = false
    table.reloadData()
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? ButtonCell)
    let point = CGPoint(x: 330, y: 3 * 44 + 22)
    let hit = try #require(scene.window.hitTest(point, with: nil))
    #expect(hit === (inContentView ? cell.button : cell.contentView))
    try scene.tap(at: point)
    #expect(cell.taps == (inContentView ? 1 : 0))
    #expect(
      table.indexPathForSelectedRow == (inContentView ? nil : IndexPath(row: 3, section: 0)))
  }

  @Test("§17.2 asking for the content view before adding the button keeps the button in front")
  func askingFirstKeepsOrder() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    _ = cell.contentView
    let button = Button(frame: CGRect(x: 10, y: 5, width: 60, height: 34))
    cell.addSubview(button)
    #expect(cell.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
  }
}
