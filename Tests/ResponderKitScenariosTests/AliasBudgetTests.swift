import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Issue 29: YAML aliases repeat a value at each use, so a few kilobytes can stand for millions of
/// expectations, segments or relations. Each limit counts what the file comes to, aliases
/// followed, and refuses the item that crosses it before reading it. The files are built here
/// just past each limit.
@Suite("Scenario files: what aliases repeat is counted at each use (issue 29)")
struct AliasBudgetTests {
  private let screen = "views:\n  - {id: A, frame: [0, 0, 375, 667]}\ntouches:\n  - tap: [10, 10]\n"

  @Test("expectations repeated through an alias are refused at the use that crosses the limit")
  func expectations() throws {
    // Each use is 1 expectation and 20,000 expected calls: the 13th (expect[12]) passes 250,000.
    let calls = Array(repeating: "touchesBegan", count: 20_000).joined(separator: ", ")
    let yaml =
      screen + "expect:\n  - &e {view: A, received: [\(calls)]}\n"
      + String(repeating: "  - *e\n", count: 30)
    let error = try loadError(yaml)
    #expect(error.keyPath == "expect[12]")
    #expect(
      error.message
        == "this brings the scenario to 260013 expectations (each expected call or row counted); a scenario has at most \(ScenarioLoader.maximumExpectationCount) expectations (each expected call or row counted) (a YAML alias counts again at each use)"
    )
  }

  @Test("segmented controls sharing one long segment list count it for each control")
  func segments() throws {
    let titles = (0..<30_000).map { "S\($0)" }.joined(separator: ", ")
    var yaml =
      "views:\n  - {id: C0, kind: segmentedControl, frame: [0, 0, 300, 30], segments: &s [\(titles)]}\n"
    for index in 1..<10 {
      yaml += "  - {id: C\(index), kind: segmentedControl, frame: [0, 40, 300, 30], segments: *s}\n"
    }
    let error = try loadError(yaml)
    #expect(error.keyPath == "views[3].segments")
    #expect(error.line == 5)
    #expect(error.message.hasPrefix("this brings the scenario to 120000 segments"))
    #expect(error.message.contains("at most \(ScenarioLoader.maximumSegmentCount) segments"))
  }

  @Test("a segment list shared by a few controls loads, each control with every segment")
  func segmentsShared() throws {
    let yaml = """
      views:
        - {id: A, kind: segmentedControl, frame: [0, 0, 300, 30], segments: &s [Day, Week, Month]}
        - {id: B, kind: segmentedControl, frame: [0, 40, 300, 30], segments: *s}
      """
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
    #expect(
      scenario.views.map(\.valueControl.segments) == [["Day", "Week", "Month"]] + [
        ["Day", "Week", "Month"]
      ])
  }

  @Test("recognizers each related to every other through an alias are refused at the crossing")
  func relations() throws {
    // 600 recognizers each naming all 600: the 34th (gestures[33]) passes 20,000 names.
    let names = (0..<600).map { "g\($0)" }.joined(separator: ", ")
    var yaml = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    yaml += "      - {type: tap, name: g0, simultaneousWith: &n [\(names)]}\n"
    for index in 1..<600 { yaml += "      - {type: tap, name: g\(index), simultaneousWith: *n}\n" }
    let error = try loadError(yaml)
    #expect(error.keyPath == "views[0].gestures[33].simultaneousWith")
    #expect(error.line == 38)
    #expect(error.message.hasPrefix("this brings the scenario to 20400 names in recognizers'"))
  }

  @Test("a shouldReceive except list counts among the relations")
  func exceptLists() throws {
    let ids = Array(repeating: "A", count: 5_000).joined(separator: ", ")
    var yaml = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    yaml += "      - {type: tap, name: g0, shouldReceive: {except: &x [\(ids)]}}\n"
    for index in 1..<5 {
      yaml += "      - {type: tap, name: g\(index), shouldReceive: {except: *x}}\n"
    }
    let error = try loadError(yaml)
    #expect(error.keyPath == "views[0].gestures[4].shouldReceive.except")
    #expect(error.line == 9)
    #expect(error.message.contains("at most \(ScenarioLoader.maximumRelationCount) names"))
  }

  @Test("aliases of aliases are refused by what the whole file comes to, wherever they are")
  func nestedAliases() throws {
    // Ten levels of ten uses each: ten billion values in under a kilobyte.
    var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let uses = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      yaml += "a\(level): &a\(level) [\(uses)]\n"
    }
    yaml += "views: *a9\n"
    let error = try loadError(yaml)
    #expect(
      error.message.hasPrefix(
        "the file comes to more than 5000000 values once its YAML aliases are followed"))
    #expect(error.keyPath.hasPrefix("a6"))
    #expect(error.line == 1)
  }

  @Test("failure requirements have a tighter limit: every pair of 50 recognizers")
  func requirements() throws {
    // 51 recognizers each requiring all 51: the 50th list (gestures[49]) passes 2,500, under the
    // 20,000 of all relations.
    let names = (0..<51).map { "g\($0)" }.joined(separator: ", ")
    var yaml = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    yaml += "      - {type: tap, name: g0, requireToFail: &n [\(names)]}\n"
    for index in 1..<51 {
      yaml += "      - {type: tap, name: g\(index), shouldRequireFailureOf: *n}\n"
    }
    let error = try loadError(yaml)
    #expect(error.keyPath == "views[0].gestures[49].shouldRequireFailureOf")
    #expect(error.line == 54)
    #expect(
      error.message.hasPrefix(
        "this brings the scenario to 2550 names in recognizers' failure requirements; a scenario has at most \(ScenarioLoader.maximumRequirementCount)"
      ))
    let simultaneous = yaml.replacingOccurrences(
      of: "shouldRequireFailureOf", with: "simultaneousWith"
    )
    .replacingOccurrences(of: "requireToFail", with: "simultaneousWith")
    #expect(throws: Never.self) { try ScenarioLoader.load(yaml: simultaneous, file: "s.yaml") }
  }
}
