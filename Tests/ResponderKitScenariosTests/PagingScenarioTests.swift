import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `refreshControl: true` on a scroll view and `kind: pages`: UIKit's refresh control and page
/// view controller in scenario files.
@MainActor
@Suite("Scenario refresh controls and page view controllers (Refreshing and paging §20)")
struct PagingScenarioTests {
  private func trace(_ yaml: String) throws -> (text: String, held: Bool) {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "p.yaml")
    var lines: [String] = []
    let held = ScenarioPrinter.trace(
      scenario, file: "p.yaml", json: false, reasons: false, write: { lines.append($0) })
    return (lines.joined(separator: "\n"), held)
  }

  private let feed = """
    views:
      - id: Feed
        kind: table
        frame: [0, 0, 375, 600]
        rows: 40
        refreshControl: true
    touches:
      - drag: {path: [[180, 100], [180, END]], duration: 1}
    """

  @Test(
    "§20.1 a pull past the threshold sends valueChanged with the finger down and the table rests showing the control; a short pull sends nothing",
    arguments: [(500, true), (200, false)] as [(Int, Bool)])
  func pullToRefresh(end: Int, refreshes: Bool) throws {
    let yaml =
      feed.replacingOccurrences(of: "END", with: "\(end)")
      + (refreshes ? "\nexpect:\n  - {control: Feed.refreshControl, events: [valueChanged]}\n" : "")
    let result = try trace(yaml)
    #expect(result.held)
    #expect(result.text.contains("Feed.refreshControl sends valueChanged") == refreshes)
    #expect(result.text.contains("Feed scrolled to (0, -60)") == refreshes)
  }

  private let onboarding = """
    window: {width: 320, height: 480}
    views:
      - id: Onboarding
        kind: pages
        frame: [0, 0, 320, 480]
        ORIENTATION
        subviews:
          - id: Welcome
          - id: Photos
            subviews:
              - {id: Allow, kind: button, frame: [110, 400, 100, 44]}
    touches:
      - swipe: {path: [START, END], duration: 0.2}
      - wait: 1
      - tap: [160, 420]
    expect:
      - {touch: 2, hit: HIT}
    """

  @Test(
    "§20.2 a swipe turns to the next page, where a tap lands; a swipe before the first page bounces back; vertical pages turn by vertical swipes",
    arguments: [
      ("interPageSpacing: 10", "[300, 200]", "[20, 200]", "Allow"),
      ("interPageSpacing: 10", "[20, 200]", "[300, 200]", "Welcome"),
      ("navigationOrientation: vertical", "[160, 300]", "[160, 20]", "Allow"),
      ("navigationOrientation: vertical", "[300, 200]", "[20, 200]", "Welcome"),
    ])
  func pages(orientation: String, start: String, end: String, hit: String) throws {
    let yaml = onboarding.replacingOccurrences(of: "ORIENTATION", with: orientation)
      .replacingOccurrences(of: "START", with: start).replacingOccurrences(of: "END", with: end)
      .replacingOccurrences(of: "HIT", with: hit)
    let result = try trace(yaml)
    #expect(result.held, "\(result.text.suffix(400))")
  }

  @Test(
    "Loader: page and refresh keys are checked where they are",
    arguments: [
      ("kind: pages", "a page view controller (kind: pages) needs its pages as subviews"),
      (
        "kind: pages\n    navigationOrientation: diagonal\n    subviews: [{id: A}]",
        "'navigationOrientation' is horizontal or vertical, not 'diagonal'"
      ),
      (
        "kind: view\n    interPageSpacing: 4",
        "'interPageSpacing' is for page view controllers (kind: pages)"
      ),
      ("kind: view\n    refreshControl: true", "'refreshControl' is for scroll views"),
    ] as [(String, String)])
  func errors(keys: String, message: String) {
    let yaml = "views:\n  - id: P\n    frame: [0, 0, 100, 100]\n    \(keys)\n"
    do {
      _ = try ScenarioLoader.load(yaml: yaml, file: "p.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".hasPrefix("p.yaml:"))
      #expect("\(error)".contains(message), "\(error)")
    }
  }
}
