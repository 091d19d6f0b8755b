import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `kind: navigation`: a navigation controller whose stack is the file's screens.
@MainActor
@Suite("Scenario navigation: a stack of screens under a bar (Navigation §18)")
struct NavigationScenarioTests {
  private let stack = """
    views:
      - id: Nav
        kind: navigation
        frame: [0, 0, 375, 667]
        subviews:
          - {id: ListScreen, controller: Articles}
          - {id: ArticleScreen, controller: Article}
    """

  @Test(
    "§18.1 §18.2 the last screen is shown under the bar; its back button, titled by the one below, pops to it"
  )
  func backButton() throws {
    let yaml =
      stack + "\ntouches:\n  - tap: [40, 22]\n  - tap: [180, 300]\n"
      + "expect:\n  - {touch: 2, hit: ListScreen}\n"
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "n.yaml")
    let built = ScenarioScene(scenario)
    #expect(built.views["ArticleScreen"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(built.views["ListScreen"]?.window == nil)
    let run = try ScenarioRun.play(scenario, file: "n.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    let explained = ScenarioPrinter.explain(scenario, file: "n.yaml", at: nil, view: nil).text
    #expect(explained.contains("touch 1 [0 s] at (40, 22): hit view ‹ Articles"))
  }

  @Test("§18.3 at the root an edge swipe does not pop: the pop gesture's own delegate says no")
  func rootDoesNotPop() throws {
    let yaml = """
      views:
        - id: Nav
          kind: navigation
          frame: [0, 0, 375, 667]
          subviews: [{id: Home}]
      touches:
        - drag: {path: [[5, 300], [300, 300]], duration: 0.3}
      expect:
        - {gesture: Nav.interactivePopGestureRecognizer, recognized: false}
      """
    let run = try ScenarioRun.play(
      try ScenarioLoader.load(yaml: yaml, file: "n.yaml"), file: "n.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test("Loader: a navigation needs its stack")
  func emptyStack() {
    do {
      _ = try ScenarioLoader.load(
        yaml: "views:\n  - {id: Nav, kind: navigation, frame: [0, 0, 10, 10]}\n", file: "n.yaml")
      Issue.record("loaded")
    } catch {
      #expect(
        "\(error)".contains(
          "a navigation controller (kind: navigation) needs its stack as subviews"))
      #expect("\(error)".hasPrefix("n.yaml:2:"))
    }
  }
}
