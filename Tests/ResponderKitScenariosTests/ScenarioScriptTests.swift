import Foundation
import ResponderKit
import ResponderKitDemos
import ResponderKitScenarios
import Testing

@MainActor
@Suite("Scenario touch scripts and scroll positions")
struct ScenarioScriptTests {
  @Test("swipe: a quick drag (0.15 s unless told) that a swipe recognizer takes; a drag does not")
  func swipe() throws {
    // The drag moves 25 pt/s: by 0.5 s it is 12.5 pt along, short of the relaxed 26.5 pt (§9.4).
    let yaml = """
      views:
        - id: Card
          frame: [0, 0, 375, 667]
          gestures: [{type: swipe, name: left, direction: [left]}]
      touches:
        - swipe: {path: [[300, 300], [150, 300]]}
        - wait: 1
        - drag: {path: [[300, 300], [250, 300]], duration: 2}
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

  /// A list with `keys` added to it, dragged with `drag`, then left to settle.
  private func list(_ keys: String, drag: String, contentHeight: Int = 2000) throws -> ScenarioRun {
    try play(
      yaml: """
        views:
          - id: List
            kind: scrollView
            frame: [0, 0, 375, 600]
            contentSize: [375, \(contentHeight)]
        \(keys.isEmpty ? "" : "    " + keys)
            subviews:
              - {id: Row, frame: [0, 0, 375, 44]}
        touches:
          - drag: \(drag)
          - wait: 5
        """, file: "l.yaml")
  }

  private func offset(_ run: ScenarioRun) throws -> CGPoint {
    try #require(run.scene.window.view(withIdentifier: "List") as? ScrollView).contentOffset
  }

  private func dragged(_ run: ScenarioRun) -> Bool {
    run.records.contains { if case .scrolled(_, .beganDragging, _) = $0 { true } else { false } }
  }

  @Test(
    "§10 Scroll view keys in files: isScrollEnabled, alwaysBounceVertical, decelerationRate, contentInset"
  )
  func scrollViewKeys() throws {
    let flick = "{path: [[100, 500], [100, 300]], duration: 0.1}"
    #expect(try offset(try list("", drag: flick)).y > 200)
    let disabled = try list("isScrollEnabled: false", drag: flick)
    #expect(try offset(disabled) == .zero && !dragged(disabled))
    let pull = "{path: [[100, 100], [100, 400]], duration: 0.5}"
    #expect(!dragged(try list("", drag: pull, contentHeight: 600)))
    let bouncing = try list("alwaysBounceVertical: true", drag: pull, contentHeight: 600)
    let bounced = try offset(bouncing)
    #expect(dragged(bouncing) && bounced == .zero)
    let normal = try offset(try list("", drag: flick)).y
    let fast = try offset(try list("decelerationRate: fast", drag: flick)).y
    #expect(fast < normal)
    let inset = try list("contentInset: {top: 100}", drag: pull)
    #expect(try offset(inset) == CGPoint(x: 0, y: -100))
  }

  @Test("A switch's isOn: tapping one that is on turns it off, with valueChanged")
  func switchIsOn() throws {
    let run = try play(
      yaml: """
        views:
          - {id: Wifi, kind: switch, frame: [20, 20, 51, 31], isOn: true}
        touches:
          - tap: [40, 35]
        expect:
          - {control: Wifi, events: [touchDown, touchUpInside, valueChanged, primaryActionTriggered]}
        """, file: "w.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    #expect((run.scene.window.view(withIdentifier: "Wifi") as? Switch)?.isOn == false)
  }

  @Test(
    "Script, offset and gesture-number errors name the place; samples that break the input rules name the sample",
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
        "s.yaml:2:49: views[0].contentOffset: 'contentOffset' is for scroll views (kind: scrollView, list, table or collection)"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100]}\ntouches:\n  - drag: {path: [[1, 1], [5, 5]], duration: -3}\n",
        "s.yaml:4:46: touches[0].drag.duration: a duration is from 0 to 600 seconds, not -3"
      ),
      (
        "views: []\ntouches:\n  - drag: {path: [[1, 1], [2, 2]], duration: 601}\n",
        "s.yaml:3:46: touches[0].drag.duration: a duration is from 0 to 600 seconds, not 601"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100]}\ntouches:\n  - longPress: {at: [1, 1], duration: -1}\n",
        "s.yaml:4:39: touches[0].longPress.duration: a duration is from 0 to 600 seconds, not -1"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 9, 9], gestures: [{type: longPress, name: p, allowableMovement: -2}]}\n",
        "s.yaml:2:91: views[0].gestures[0].allowableMovement: allowableMovement is 0 or more, not -2"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100]}\ntouches:\n  - pinch: {center: [50, 50], from: 10, to: 100, duration: -1}\n",
        "s.yaml:4:60: touches[0].pinch.duration: a duration is from 0 to 600 seconds, not -1"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100]}\ntouches:\n  - samples:\n      - {id: -4, phase: began, at: [1, 1], time: 0}\n      - {id: -4, phase: ended, at: [1, 1], time: 0.1}\n",
        "s.yaml:6:9: touches[0].samples[1]: this sample breaks the input rules: sample 1 (touch -4, ended at t=0.1): touch -4 appears twice in one frame"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100]}\ntouches:\n  - shake: {duration: -1}\n  - tap: [1,1]\n",
        "s.yaml:4:23: touches[0].shake.duration: a duration is from 0 to 600 seconds, not -1"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100], gestures: [{type: tap, name: t, numberOfTapsRequired: 0}]}\ntouches:\n  - tap: [1, 1]\n",
        "s.yaml:2:92: views[0].gestures[0].numberOfTapsRequired: numberOfTapsRequired is from 1 to 100, not 0"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100], gestures: [{type: tap, name: t, numberOfTapsRequired: 1e30}]}\ntouches:\n  - tap: [1, 1]\n",
        "s.yaml:2:92: views[0].gestures[0].numberOfTapsRequired: expected a whole number, got '1e30'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100]}\ntouches:\n  - samples:\n      - {id: 1, phase: began, at: [1, 1], time: 0}\n  - samples:\n      - {id: 2, phase: moved, at: [1, 1], time: 0.1}\n  - tap: [5, 5]\n",
        "s.yaml:7:9: touches[1].samples[0]: this sample breaks the input rules: sample 0 (touch 2, moved at t=0.1): touch 2 is not down; it needs a began first"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 100, 100]}\ntouches:\n  - wait: -1\n  - tap: [1, 1]\n",
        "s.yaml:4:11: touches[0].wait: time only runs forwards: a wait is 0 or more"
      ),
    ])
  func errors(yaml: String, message: String) {
    expectLoadError(yaml, message)
  }
}
