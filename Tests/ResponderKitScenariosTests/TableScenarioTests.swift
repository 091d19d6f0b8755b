import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `kind: table`: a real table in a scenario file, its cells named by row across sections.
@MainActor
@Suite("Scenario tables: cells named by row, selection on the lift (Tables §17)")
struct TableScenarioTests {
  private func run(_ yaml: String) throws -> ScenarioRun {
    try ScenarioRun.play(try ScenarioLoader.load(yaml: yaml, file: "t.yaml"), file: "t.yaml")
  }

  @Test(
    "§17.5 a tap selects the row under it, numbered across sections; a tap recognizer that cancels stops it"
  )
  func selection() throws {
    let table = """
      views:
        - id: Settings
          kind: table
          frame: [0, 0, 375, 667]
          sections: [3, 10]
          rowHeight: 50
      """
    let selected = try run(
      table
        + "\ntouches:\n  - tap: [100, 175]\nexpect:\n  - {touch: 1, hit: Settings.row3.contentView}\n"
        + "  - {list: Settings, selected: [3]}\n")
    #expect(selected.failures.isEmpty, "\(selected.failures)")
    let blocked = try run(
      table + "\n    gestures: [{type: tap, name: dismiss}]\ntouches:\n  - tap: [100, 175]\n"
        + "expect:\n  - {list: Settings, selected: []}\n")
    #expect(blocked.failures.isEmpty, "\(blocked.failures)")
  }

  @Test(
    "Loader: table keys are checked where they are",
    arguments: [
      (
        "kind: table\n    rows: 3\n    sections: [1]",
        "a table has 'rows' (one section) or 'sections', not both"
      ),
      ("kind: table\n    sections: [1, -2]", "a section has from 0 to 100000 rows"),
      ("kind: scrollView\n    sections: [1]", "'sections' is for tables (kind: table)"),
      (
        "kind: table\n    rows: 10\n    rowHeight: 0.5",
        "a table's row height is from 1 to 10000 points"
      ),
    ])
  func errors(keys: String, message: String) {
    let yaml = "views:\n  - id: T\n    frame: [0, 0, 100, 100]\n    \(keys)\n"
    do {
      _ = try ScenarioLoader.load(yaml: yaml, file: "t.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".hasPrefix("t.yaml:"))
      #expect("\(error)".contains(message))
    }
  }

  @Test("Loader: a table showing more than 5000 rows at once is refused, at its row height")
  func tooManyVisibleRows() {
    let yaml =
      "views:\n  - {id: T, kind: table, frame: [0, 0, 100, 6000], rows: 9000, rowHeight: 1}\n"
    do {
      _ = try ScenarioLoader.load(yaml: yaml, file: "t.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".hasPrefix("t.yaml:2:"))
      #expect("\(error)".contains("a table shows at most 5000 rows at once"))
    }
  }

  @Test("Loader: a cell beyond the table's rows is no view")
  func unknownCell() {
    let yaml = """
      views:
        - {id: T, kind: table, frame: [0, 0, 100, 100], rows: 5}
      expect:
        - {touch: 1, hit: T.row5}
      """
    #expect(throws: ScenarioError.self) { try ScenarioLoader.load(yaml: yaml, file: "t.yaml") }
    #expect(
      (try? ScenarioLoader.load(
        yaml: yaml.replacingOccurrences(of: "row5", with: "row4"), file: "t.yaml"))
        != nil)
  }
}
