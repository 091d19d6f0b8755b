import Foundation
import ResponderKit
import Testing

@Suite("IndexPath for tables and collections (UIKit's init(row:section:), row, item, section)")
struct IndexPathTests {
  @Test(
    "IndexPath(row:section:) and IndexPath(item:section:) are [section, row]",
    arguments: [(0, 0), (3, 1), (12, 7)])
  func rowsAndItems(row: Int, section: Int) {
    let byRow = IndexPath(row: row, section: section)
    let byItem = IndexPath(item: row, section: section)
    #expect(byRow == IndexPath(indexes: [section, row]))
    #expect(byRow == byItem)
    #expect(byRow.row == row && byRow.item == row && byRow.section == section)
  }

  @Test("row, item and section are settable")
  func setters() {
    var path = IndexPath(row: 1, section: 2)
    path.row = 5
    #expect(path == IndexPath(indexes: [2, 5]))
    path.item = 6
    path.section = 0
    #expect(path == IndexPath(indexes: [0, 6]))
  }

  @Test("Paths sort by section, then row, as a table lists them")
  func order() {
    let paths = [
      IndexPath(row: 2, section: 1), IndexPath(row: 0, section: 1), IndexPath(row: 9, section: 0),
    ]
    #expect(paths.sorted().map { [$0.section, $0.row] } == [[0, 9], [1, 0], [1, 2]])
  }

  // Source: UIKit's Swift overlay checks with a Swift precondition, not an Objective-C exception
  // (swiftlang/swift, stdlib/public/Darwin/UIKit/UIKit_FoundationExtensions.swift.gyb: "Invalid
  // index path for use with UITableView. This index path must contain exactly two indices
  // specifying the section and row."); the engine stops with the same words.
  @Test("A path without exactly two indices stops the program when asked for its row")
  func preconditionStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      _ = IndexPath(indexes: [1, 2, 3]).row
    }
    #expect(
      standardError(of: result).contains(
        "Invalid index path for use with UITableView. This index path must contain exactly two "
          + "indices specifying the section and row."))
  }
}
