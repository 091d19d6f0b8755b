import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Issue 46: every table and collection was bounded on its own, none together, and a table sized
/// by constraints showed every row at once (500 one-line tables: 2.2 GB in 9 s; three stretched
/// tables in 1.5 KB did the same).
@MainActor
@Suite("Scenario files: the cells of all tables and collections share one budget")
struct CellBudgetTests {
  @Test("rows and items of every table and collection count together, refused where they cross")
  func rowsAcrossTables() throws {
    var yaml = "views:\n"
    for index in 0..<120 {
      yaml += "  - {id: t\(index), kind: table, frame: [0, 0, 375, 100], rows: 1000}\n"
    }
    let error = try loadError(yaml)
    #expect(error.line == 2 + 100, "the 101st table crosses 100000 rows: \(error)")
    #expect(error.message.contains("at most \(ScenarioLoader.maximumCellCount) together"))
  }

  @Test("a table sized by constraints counts every row as on screen, with its cells' views")
  func stretchedTables() throws {
    var yaml = "views:\n  - id: box\n    frame: [0, 0, 375, 667]\n    subviews:\n"
    for index in 0..<3 {
      yaml += "      - id: t\(index)\n"
      yaml += "        kind: table\n"
      yaml += "        rows: 30000\n"
      yaml +=
        "        constraints: [top = superview.top, leading = superview.leading, width = 375, height = 100000]\n"
    }
    let error = try loadError(yaml)
    #expect(error.message.contains("the cells this shows at once bring the screen to"))
    #expect(error.line == 11, "the second table's rows cross 100000 views: \(error)")
  }

  @Test("a framed table counts only the rows its frame shows")
  func framedTablesLoad() throws {
    var yaml = "views:\n"
    for index in 0..<90 {
      yaml += "  - {id: t\(index), kind: table, frame: [0, 0, 375, 400], rows: 1000}\n"
    }
    _ = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
  }

  @Test("collections share the budget with tables")
  func collectionsCount() throws {
    let yaml = """
      views:
        - {id: t, kind: table, frame: [0, 0, 375, 100], rows: 90000}
        - {id: c, kind: collection, frame: [0, 0, 375, 100], itemSize: [50, 50], items: 20000}
      """
    let error = try loadError(yaml)
    #expect(error.line == 3)
    #expect(error.message.contains("110000 rows and items"))
  }
}
