import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@MainActor
@Suite("Scenario touch scripts and scroll positions")
struct ScenarioScriptTests {
  @Test("swipe: a quick drag (0.15 s unless told) that a swipe recognizer takes; a drag does not")
  func swipe() throws {
    let yaml = """
      views:
        - id: Card
          frame: [0, 0, 375, 667]
          gestures: [{type: swipe, name: left, direction: [left]}]
      touches:
        - swipe: {path: [[300, 300], [150, 300]]}
        - wait: 1
        - drag: {path: [[300, 300], [150, 300]], duration: 2}
      expect:
        - {gesture: left, touch: 1, recognized: true}
        - {gesture: left, touch: 2, recognized: false}
      """
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
    let run = try ScenarioRun.play(scenario, file: "s.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    let first = scenario.script.frames.prefix { $0.first?.touchID == 1 }
    #expect(first.last?.first?.timestamp == 0.15)
  }

  @Test("A scroll view's contentOffset places its content before the script")
  func contentOffset() throws {
    let yaml = """
      views:
        - id: List
          kind: scrollView
          frame: [0, 0, 375, 600]
          contentSize: [375, 2000]
          contentOffset: [0, 300]
          subviews:
            - {id: Top, frame: [0, 0, 375, 300]}
            - {id: Lower, frame: [0, 300, 375, 1700]}
      touches:
        - tap: [100, 100]
      expect:
        - {touch: 1, hit: Lower}
        - {view: List, contentOffset: [0, 300]}
      """
    let run = try play(yaml: yaml, file: "o.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test(
    "Script and offset errors name the place",
    arguments: [
      (
        "views: []\ntouches:\n  - swipe: {path: [[1, 1]]}\n",
        "s.yaml:3:19: touches[0].swipe.path: a swipe needs two points"
      ),
      (
        "views: []\ntouches:\n  - drag: {path: [[1, 1], [2, 2]]}\n",
        "s.yaml:3:11: touches[0].drag: drag needs 'path' (a list of points) and 'duration'"
      ),
      (
        "views:\n  - {id: L, kind: scrollView, frame: [0, 0, 9, 9], boundsOrigin: [0, 1], contentOffset: [0, 2]}\n",
        "s.yaml:2:89: views[0].contentOffset: a scroll view's contentOffset is its boundsOrigin: give one of them"
      ),
      (
        "views:\n  - {id: V, frame: [0, 0, 9, 9], contentOffset: [0, 2]}\n",
        "s.yaml:2:49: views[0].contentOffset: 'contentOffset' is for scroll views (kind: scrollView)"
      ),
    ])
  func errors(yaml: String, message: String) {
    expectLoadError(yaml, message)
  }
}
