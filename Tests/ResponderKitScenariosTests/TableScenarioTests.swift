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
      (
        "kind: scrollView\n    sections: [1]",
        "'sections' is for tables and collections (kind: table, kind: collection)"
      ),
      (
        "kind: table\n    rows: 10\n    rowHeight: 0.5",
        "a table's row height is from 1 to 10000 points"
      ),
      (
        "kind: scrollView\n    cellSubviews: [{id: b, kind: button, frame: [0, 0, 1, 1]}]",
        "'cellSubviews' is for tables (kind: table)"
      ),
      (
        "kind: table\n    rows: 3\n    contentSubviews: [{id: s, kind: slider, frame: [0, 0, 1, 1]}]",
        "a cell's view is a view, button, control, label, imageView or switch"
      ),
      (
        "kind: table\n    rows: 3\n    contentSubviews: [{id: a.b, frame: [0, 0, 1, 1]}]",
        "'a.b' names one view of every cell: once per table, with no '.'"
      ),
      (
        "kind: table\n    rows: 3\n    cellSubviews: [{id: b, frame: [0, 0, 1, 1]}]\n    contentSubviews: [{id: b, frame: [0, 0, 1, 1]}]",
        "'b' names one view of every cell: once per table, with no '.'"
      ),
      (
        "kind: table\n    rows: 3\n    cellSubviews: [{id: b, frame: [0, 0, 1, 1], gestures: []}]",
        "unknown key 'gestures' (expected one of: id, kind, frame, alpha, isHidden, isUserInteractionEnabled, isEnabled, isOn, backgroundColor)"
      ),
      (
        "kind: table\n    rows: 3\n    cellSubviews: ["
          + String(repeating: "{id: v, frame: [0, 0, 1, 1]}, ", count: 11) + "]",
        "a table's cells have at most 10 views"
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

  @Test(
    "§17.2 a cell's views are named ID.rowN.VIEW and expectations may name them; an unknown one is refused"
  )
  func cellViewNames() throws {
    let yaml = """
      views:
        - id: T
          kind: table
          frame: [0, 0, 200, 100]
          rows: 50
          contentSubviews:
            - {id: go, kind: button, frame: [100, 5, 60, 30]}
      touches:
        - tap: [130, 20]
        - tap: [130, 64]
        - tap: [20, 64]
      expect:
        - {touch: 1, hit: T.row0.go}
        - {touch: 2, hit: T.row1.go}
        - {touch: 3, hit: T.row1.contentView}
        - {list: T, selected: [1]}
      """
    let played = try run(yaml)
    #expect(played.failures.isEmpty, "\(played.failures)")
    do {
      _ = try ScenarioLoader.load(
        yaml: yaml.replacingOccurrences(of: "T.row1.go", with: "T.row1.stop"), file: "t.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".contains("T.row1.stop"))
    }
  }
}
