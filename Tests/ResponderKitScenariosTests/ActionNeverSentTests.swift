import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `{action: NAME, sent: false}`: an action that must never be sent (issue 30's format gaps), the
/// usual check that a button in a scrolling list did not fire when its touch became a scroll
/// (Scroll views §10: the pan cancels the content's touches).
@MainActor
@Suite("Scenario files: an expectation that an action is never sent")
struct ActionNeverSentTests {
  private let screen = """
    views:
      - id: Feed
        kind: scrollView
        frame: [0, 0, 375, 667]
        contentSize: [375, 2000]
        subviews:
          - id: Buy
            kind: button
            frame: [100, 300, 120, 44]
            targets: [{action: "buy:", events: [touchUpInside]}]
    touches:

    """

  private func failures(_ step: String) throws -> [String] {
    let yaml = screen + "  - \(step)\nexpect:\n  - {action: \"buy:\", sent: false}\n"
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
    return try ScenarioRun.play(scenario, file: "s.yaml").failures
  }

  @Test("a drag that scrolls sends no action: the expectation holds (§10)")
  func scrolled() throws {
    #expect(try failures("drag: {path: [[150, 320], [150, 100]], duration: 0.3}") == [])
  }

  @Test("a tap sends it: the failure says how often and who performed it")
  func tapped() throws {
    let failures = try failures("tap: [150, 320]")
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasSuffix(
        ": action buy:: expected never sent, but it was sent once (performed by nobody)") == true)
  }

  @Test(
    "sent is false or absent, and not with performedBy",
    arguments: [
      ("{action: go, sent: true}", "sent: true is {action, performedBy}"),
      ("{action: go, sent: false, performedBy: none}", "either performedBy someone or sent: false"),
      ("{action: go, sent: maybe}", "expected true or false"),
    ])
  func refused(item: String, message: String) throws {
    let error = try loadError("views: []\nexpect:\n  - \(item)\n")
    #expect(error.line == 3)
    #expect(error.message.contains(message))
  }
}
