import Foundation
import ResponderKitScenarios
import Testing

/// One budget for what a screen becomes (issue 46; RELIABILITY.md's limits table): each resource
/// charged where it is read, whatever wrote it, and the file refused at the line that crosses a
/// limit.
@Suite("Scenario files: one budget for what a screen becomes")
struct ScreenBudgetTests {
  private let yaml = """
    views:
      - id: Root
        frame: [0, 0, 375, 667]
        gestures:
          - {type: tap, name: a, requireToFail: [b]}
          - {type: tap, name: b, numberOfTapsRequired: 2, simultaneousWith: [a]}
        subviews:
          - id: Row
            kind: stack
            constraints: [edges = superview]
            subviews:
              - {id: One, kind: button}
              - {id: Two, kind: button}
          - id: Feed
            kind: table
            frame: [0, 300, 375, 100]
            rows: &rows 50
            rowHeight: 50
            contentSubviews:
              - {id: like, kind: button, frame: [300, 5, 40, 40]}
          - {id: Picker, kind: segmentedControl, frame: [0, 500, 300, 30], segments: [x, y, z]}
    touches:
      - tap: [10, 10]
    expect:
      - {touch: 1, hit: One}
      - {view: Root, received: [touchesBegan, touchesEnded]}
    """

  @Test("each resource is charged where the file says it, the views a table shows included")
  func spent() throws {
    let budget = try ScenarioLoader.load(yaml: yaml, file: "b.yaml").budget
    // Root, Row, One, Two, Feed, Picker; and the rows a 100 pt table of 50 pt rows may show at
    // once (2, and one more partly shown while it scrolls), each a cell, its content view and
    // one button.
    #expect(budget.spent(.views) == 6 + 3 * 3)
    #expect(budget.spent(.cells) == 50)
    // The stack's edges (4), and 16 for each of its two arranged views.
    #expect(budget.spent(.constraints) == 4 + 2 * 16)
    #expect(budget.spent(.relations) == 2)
    #expect(budget.spent(.requirements) == 1)
    #expect(budget.spent(.segments) == 3)
    // The hit, and the received list's item with its two calls.
    #expect(budget.spent(.expectations) == 1 + 3)
  }

  @Test(
    "a crossed limit is named at its line, with the total and what is counted",
    arguments: ScreenBudget.Resource.allCases)
  func namedWhereCrossed(_ resource: ScreenBudget.Resource) throws {
    // A file that passes exactly one limit, by one.
    let (file, line) = Self.crossing(resource)
    let error = try #require(throws: ScenarioError.self) {
      try ScenarioLoader.load(yaml: file, file: "x.yaml")
    }
    #expect(error.line == line, "\(error)")
    #expect(error.message.contains("\(resource.limit)"), "\(error)")
  }

  /// A file that crosses `resource`'s limit and the line it crosses it on.
  private static func crossing(_ resource: ScreenBudget.Resource) -> (String, Int) {
    let root = "views:\n  - id: Root\n    frame: [0, 0, 375, 667]\n"
    let limit = resource.limit
    switch resource {
    case .views:
      // A table shows at most 5,000 rows at once, each a cell, its content view and one view:
      // 15,001 views a table with itself, so the seventh crosses 100,000.
      let table = { (index: Int) in
        "      - {id: T\(index), kind: table, frame: [0, 0, 375, 5000], rows: 5000, rowHeight: 1, contentSubviews: [{id: v, kind: view, frame: [0, 0, 1, 1]}]}\n"
      }
      precondition(limit == 100_000)
      return (root + "    subviews:\n" + (1...7).map(table).joined(), 11)
    case .cells:
      return (
        root
          + "    subviews:\n      - {id: T, kind: table, frame: [0, 0, 375, 44], sections: [\(limit / 2), \(limit / 2)]}\n      - {id: U, kind: table, frame: [0, 50, 375, 44], rows: 1}\n",
        6
      )
    case .constraints:
      let lines = Array(repeating: "width = 10", count: limit + 1).joined(separator: ", ")
      return (
        root + "    subviews:\n      - {id: A, constraints: [\(lines)]}\n", 5
      )
    case .relations, .requirements:
      let names = (0...limit).map { "g\($0)" }.joined(separator: ", ")
      let key = resource == .relations ? "simultaneousWith" : "requireToFail"
      return (root + "    gestures:\n      - {type: tap, name: g, \(key): [\(names)]}\n", 5)
    case .segments:
      let names = Array(repeating: "s", count: limit + 1).joined(separator: ", ")
      return (
        root
          + "    subviews:\n      - {id: S, kind: segmentedControl, frame: [0, 0, 300, 30], segments: [\(names)]}\n",
        5
      )
    case .expectations:
      let calls = Array(repeating: "touchesBegan", count: limit).joined(separator: ", ")
      return (root + "expect:\n  - {view: Root, received: [\(calls)]}\n", 5)
    }
  }
}
