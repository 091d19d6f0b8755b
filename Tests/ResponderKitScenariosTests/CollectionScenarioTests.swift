import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `kind: collection`: a real collection view with a flow layout in a scenario file, its cells
/// named by item across sections.
@MainActor
@Suite("Scenario collections: cells named by item, selection on the lift (Collections §19)")
struct CollectionScenarioTests {
  private func run(_ yaml: String) throws -> ScenarioRun {
    try ScenarioRun.play(try ScenarioLoader.load(yaml: yaml, file: "c.yaml"), file: "c.yaml")
  }

  @Test(
    "§19.2 §19.5 items fill lines by the flow layout; a tap selects the item under it, numbered across sections"
  )
  func selection() throws {
    // 320 wide, 100 pt items, 10 pt spacing: three items a line, spread 10 pt apart, lines 110 pt
    // apart. Section 1 starts on a new line at y 110 (items 3...5), then 6 and 7 at y 220; the
    // selections are listed in the order touches made them.
    let played = try run(
      """
      views:
        - id: Grid
          kind: collection
          frame: [0, 0, 320, 480]
          sections: [3, 5]
          itemSize: [100, 100]
      touches:
        - tap: [160, 270]
        - tap: [315, 50]
      expect:
        - {touch: 1, hit: Grid.item7.contentView}
        - {touch: 2, hit: Grid.item2.contentView}
        - {list: Grid, selected: [7, 2]}
      """)
    #expect(played.failures.isEmpty, "\(played.failures)")
  }

  @Test(
    "§19.3 a horizontal collection scrolls sideways, reuses its cells and renames them: dragged far and back to its start (where it comes to rest at offset 0), the items under x 50 and 150 are items 0 and 1 again"
  )
  func horizontal() throws {
    let played = try run(
      """
      views:
        - id: Strip
          kind: collection
          frame: [0, 0, 320, 100]
          items: 50
          itemSize: [100, 100]
          minimumLineSpacing: 0
          scrollDirection: horizontal
          allowsMultipleSelection: true
      touches:
        - tap: [250, 50]
        - drag: {path: [[300, 50], [0, 50]], duration: 0.3}
        - wait: 3
        - drag: {path: [[0, 50], [310, 50]], duration: 0.5}
        - wait: 3
        - drag: {path: [[0, 50], [310, 50]], duration: 0.5}
        - wait: 3
        - drag: {path: [[0, 50], [310, 50]], duration: 0.5}
        - wait: 3
        - tap: [50, 50]
        - tap: [150, 50]
      expect:
        - {touch: 1, hit: Strip.item2.contentView}
        - {touch: 6, hit: Strip.item0.contentView}
        - {touch: 7, hit: Strip.item1.contentView}
        - {list: Strip, selected: [2, 0, 1]}
      """)
    #expect(played.failures.isEmpty, "\(played.failures)")
  }

  @Test(
    "Loader: collection keys are checked where they are",
    arguments: [
      (
        "kind: collection\n    items: 3\n    sections: [1]",
        "a collection has 'items' (one section) or 'sections', not both"
      ),
      (
        "kind: collection\n    itemSize: [0, 10]", "an item is from 1 to 10000 points wide and tall"
      ),
      (
        "kind: collection\n    scrollDirection: sideways",
        "'scrollDirection' is vertical or horizontal, not 'sideways'"
      ),
      (
        "kind: collection\n    rows: 3",
        "'rows' is for tables (kind: table); a collection has 'items'"
      ),
      (
        "kind: collection\n    minimumLineSpacing: -1",
        "'minimumLineSpacing' is from 0 to 10000 points"
      ),
      ("kind: table\n    items: 3", "'items' is for collections (kind: collection)"),
      ("kind: collection\n    items: [1]", "items"),
      ("kind: collection\n    itemSize: [1, 1]", "a collection shows at most 5000 items at once"),
    ] as [(String, String)])
  func errors(keys: String, message: String) {
    let yaml = "views:\n  - id: C\n    frame: [0, 0, 100, 100]\n    \(keys)\n"
    do {
      _ = try ScenarioLoader.load(yaml: yaml, file: "c.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".hasPrefix("c.yaml:"))
      #expect("\(error)".contains(message), "\(error)")
    }
  }

  @Test("Loader: an expectation may name a collection's items, and no item past the last")
  func itemNames() throws {
    let yaml = """
      views:
        - {id: C, kind: collection, frame: [0, 0, 100, 100], items: 4}
      expect:
        - {touch: 1, hit: NAME}
      touches:
        - tap: [10, 10]
      """
    _ = try ScenarioLoader.load(
      yaml: yaml.replacingOccurrences(of: "NAME", with: "C.item3.contentView"), file: "c.yaml")
    #expect(throws: ScenarioError.self) {
      try ScenarioLoader.load(
        yaml: yaml.replacingOccurrences(of: "NAME", with: "C.item4"), file: "c.yaml")
    }
  }
}
