import Foundation
import PropertyBased
import ResponderKit
import Testing

/// A cell that counts its `prepareForReuse()` calls.
@MainActor
final class CountingCell: TableViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

@MainActor
@Suite("Tables: rows, heights and cells (§17.1–§17.3)")
struct TableLayoutTests {
  @Test("§17.3 only the rows in the bounds have cells, real subviews at their rows' frames")
  func visibleRowsHaveCells() throws {
    let (_, table, _) = makeTable()
    // 600 pt of 44 pt rows from offset 0: rows 0...13 overlap (row 13 starts at 572).
    #expect(table.indexPathsForVisibleRows == (0...13).map { IndexPath(row: $0, section: 0) })
    #expect(table.visibleCells.count == 14)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 220, width: 375, height: 44))
    #expect(cell.superview === table && !cell.isHidden)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
    #expect(table.contentSize == CGSize(width: 375, height: 4400))
  }

  @Test("§17.3 a scroll lays the rows out again: the band from offset 1000 holds rows 22...36")
  func scrollRetiles() {
    let (_, table, _) = makeTable()
    table.contentOffset = CGPoint(x: 0, y: 1000)
    // Row 22 spans 968..<1012, row 36 starts at 1584 < 1600, row 37 at 1628.
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 22, section: 0))
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 36, section: 0))
    for path in table.indexPathsForVisibleRows ?? [] {
      #expect(table.cellForRow(at: path)?.frame == table.rectForRow(at: path))
    }
  }

  @Test(
    "§17.3 heights: the delegate's heightForRowAt, else rowHeight, rows of all sections in one column",
    arguments: [
      (0, 0, 0.0, 44.0), (0, 1, 44, 100), (0, 2, 144, 44), (1, 0, 188, 44), (1, 1, 232, 44),
    ]
  )
  func delegateHeights(section: Int, row: Int, top: CGFloat, height: CGFloat) {
    let (_, table, log) = makeTable(sections: [3, 2])
    log.heights[IndexPath(row: 1, section: 0)] = 100
    table.reloadData()
    #expect(
      table.rectForRow(at: IndexPath(row: row, section: section))
        == CGRect(x: 0, y: top, width: 375, height: height))
    #expect(table.contentSize.height == 276)
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
  }

  @Test(
    "§17.3 indexPathForRow(at:) finds the row whose band holds the point, nil past the rows",
    arguments: [
      (0.0, 0, 0), (43.9, 0, 0), (44, 0, 1), (143.9, 0, 1), (144, 0, 2), (275.9, 1, 1),
      (276, -1, -1), (-1, -1, -1),
    ] as [(CGFloat, Int, Int)])
  func rowAtPoint(y: CGFloat, section: Int, row: Int) {
    let (_, table, log) = makeTable(sections: [3, 2])
    log.heights[IndexPath(row: 1, section: 0)] = 100
    table.reloadData()
    let expected = section < 0 ? nil : IndexPath(row: row, section: section)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: y)) == expected)
  }

  @Test("§17.3 automaticDimension rows are 44 pt here, UIKit's standard row")
  func automaticRows() {
    let (_, table, _) = makeTable()
    table.rowHeight = TableView.automaticDimension
    table.reloadData()
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
  }

  @Test(
    "§17.3 scrollToRow(at:at:animated:) puts the row at the position, clamped to the content",
    arguments: [
      (50, TableView.ScrollPosition.top, 2200.0), (50, .middle, 1922), (50, .bottom, 1644),
      (50, .none, 1644), (5, .none, 0), (99, .top, 3800), (0, .bottom, 0),
    ] as [(Int, TableView.ScrollPosition, CGFloat)])
  func scrollToRow(row: Int, position: TableView.ScrollPosition, offset: CGFloat) {
    // Row 50 spans 2200..<2244 of 4,400 pt; the view is 600 pt tall, so the most is 3800.
    let (_, table, _) = makeTable()
    table.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: false)
    #expect(table.contentOffset.y == offset)
    #expect(table.cellForRow(at: IndexPath(row: row, section: 0)) != nil)
  }

  @Test("§17.2 cells that leave go to the reuse queue and come back prepared for reuse")
  func reuse() throws {
    let (_, table, log) = makeTable(cellClass: CountingCell.self)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
    // 14 cells leave for the queue, and rows 45...59 take them back, the last one first, then
    // one new cell: row 0's cell is handed out again, prepared once.
    table.contentOffset = CGPoint(x: 0, y: 2000)
    #expect(table.visibleCells.contains { $0 === first } && !first.isHidden)
    #expect(first.reuses == 1)
    #expect(log.cellsMade == 29 && table.subviews.filter { $0 is TableViewCell }.count == 15)
    // Back at the top, then down to 3 rows: the cells not needed wait hidden in the queue.
    table.contentOffset = .zero
    log.sections = [3]
    table.reloadData()
    let cells = table.subviews.compactMap { $0 as? TableViewCell }
    #expect(cells.count == 15 && cells.filter(\.isHidden).count == 12)
    #expect(table.visibleCells.count == 3 && table.visibleCells.allSatisfy { !$0.isHidden })
  }

  @Test("§17.2 dequeueReusableCell(withIdentifier:) is nil for an identifier with no class")
  func dequeueUnknownIsNil() {
    let (_, table, _) = makeTable()
    #expect(table.dequeueReusableCell(withIdentifier: "Nobody") == nil)
    #expect(table.dequeueReusableCell(withIdentifier: "Row") != nil)
  }

  @Test("§17.2 dequeue(withIdentifier:for:) with no class registered stops the program")
  func dequeueUnregisteredStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable()
        _ = table.dequeueReusableCell(withIdentifier: "Nobody", for: IndexPath(row: 0, section: 0))
      }
    }
    // Source: github.com/renzifeng/ZFPlayer/issues/253 and github.com/artsy/eigen/issues/941:
    // "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason:
    // 'unable to dequeue a cell with identifier … - must register a nib or a class …'".
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  @Test("§17.3 rectForRow(at:) with a path that names no row stops the program")
  func rectForInvalidRowStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable(sections: [3])
        _ = table.rectForRow(at: IndexPath(row: 3, section: 0))
      }
    }
    // Source: openradar 12974712 (github.com/lionheart/openradar-mirror/issues/5395) and 13213361
    // (…/issues/5288): rectForRowAtIndexPath: raises "request for rect at invalid index path …",
    // contrary to its documentation, which promised CGRectZero (the sources disagree). Neither
    // names the exception: the engine names UIKit's assertion exception.
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  @Test("§17.3 §17.5 reloadData asks the data source again and clears the selection")
  func reloadClears() {
    let (_, table, log) = makeTable()
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    log.sections = [5]
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.visibleCells.count == 5 && table.contentSize.height == 220)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test(
    "Property §17.2 §17.3: at any offset the cells are exactly the rows overlapping the bounds, at their frames, and the cells made never outnumber what fits on screen"
  )
  func reuseKeepsCellsBounded() async {
    await propertyCheck(count: 40, input: Gen.double(in: -100...4500).array(of: 1...12)) {
      offsets in
      let (_, table, _) = makeTable()
      for offset in offsets {
        table.contentOffset = CGPoint(x: 0, y: offset)
        let band = table.bounds
        let expected = (0..<100).filter {
          let rect = CGRect(x: 0, y: CGFloat($0) * 44, width: 375, height: 44)
          return rect.maxY > band.minY && rect.minY < band.maxY
        }
        #expect(table.indexPathsForVisibleRows?.map(\.row) ?? [] == expected)
        for cell in table.visibleCells {
          let path = table.indexPath(for: cell)
          #expect(path.map { table.rectForRow(at: $0) } == cell.frame)
        }
        // 600 pt of 44 pt rows overlap at most 15 rows at once.
        #expect(table.subviews.filter { $0 is TableViewCell }.count <= 15)
      }
    }
  }
}
