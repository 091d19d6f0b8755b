import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@MainActor
@Suite("Expectations checked against the trace")
struct ExpectationCheckTests {
  @Test("20,000 expectations over 2,000 taps are each checked against one index of the trace")
  func manyExpectations() throws {
    // Issue 46: each expectation scanned the whole trace (50,000 against 25,000 taps: 82 s).
    let taps = 2000
    var yaml = """
      views:
        - id: Photo
          frame: [0, 0, 375, 667]
          gestures: [{type: tap, name: single}]
        - {id: Buy, kind: button, frame: [0, 600, 100, 60]}
      touches:

      """
    for index in 0..<taps {
      yaml += index % 2 == 0 ? "  - tap: [100, 100]\n" : "  - tap: [50, 630]\n"
      yaml += "  - wait: 0.5\n"
    }
    yaml += "expect:\n"
    for touch in 1...taps {
      let onPhoto = touch % 2 == 1
      yaml += "  - {touch: \(touch), hit: \(onPhoto ? "Photo" : "Buy")}\n"
      yaml += "  - {gesture: single, touch: \(touch), recognized: \(onPhoto)}\n"
      yaml += "  - {touch: \(touch), tapCount: 1}\n"
      for _ in 0..<7 { yaml += "  - {gesture: single, recognized: true}\n" }
    }
    yaml += "  - {gesture: single, touch: 2, recognized: true}\n"
    let run = try play(yaml: yaml, file: "m.yaml")
    #expect(
      run.failures == [
        "m.yaml:\(7 + 2 * taps + 10 * taps + 1): gesture single: expected recognized during touch 2, actual not recognized"
      ])
  }

  @Test("recognized with touch: only from that touch-down to the next; a miss says why it failed")
  func recognizedPerTouch() throws {
    let yaml = """
      views:
        - id: Photo
          frame: [0, 0, 375, 667]
          gestures:
            - {type: tap, name: single, requireToFail: [double]}
            - {type: tap, name: double, numberOfTapsRequired: 2}
      touches:
        - tap: [100, 100]
        - wait: 1
        - doubleTap: [100, 100]
        - wait: 1
        - drag: {path: [[100, 100], [200, 100]], duration: 0.2}
      expect:
        - {gesture: single, touch: 1, recognized: true}
        - {gesture: double, touch: 3, recognized: true}
        - {gesture: single, touch: 2, recognized: false}
        - {gesture: double, touch: 1, recognized: true}
        - {gesture: single, touch: 4, recognized: true}
        - {gesture: single, touch: 9, recognized: true}
        - {gesture: single, recognized: true}
      """
    let run = try play(yaml: yaml, file: "g.yaml")
    #expect(
      run.failures == [
        "g.yaml:17: gesture double: expected recognized during touch 1, actual not recognized (failed: no next tap within 0.35 s of the lift)",
        "g.yaml:18: gesture single: expected recognized during touch 4, actual not recognized (failed: moved 50 pt > 45 pt allowed)",
        "g.yaml:19: gesture single: expected recognized during touch 9, but there is no touch 9",
      ])
  }

  @Test("A list's rows select on touchesEnded; a scroll or a cancelling tap selects nothing")
  func listSelection() throws {
    // The fling would end past the bottom (offset 900): it bounces there, so the first press stops
    // it (selecting nothing) and the second lands on row 18 at content y 920.
    let yaml = """
      views:
        - id: Settings
          kind: list
          frame: [0, 0, 375, 600]
          rows: 30
          rowHeight: 50
          gestures:
            - {type: tap, name: dismissKeyboard, cancelsTouchesInView: false}
      touches:
        - tap: [100, 120]
        - wait: 1
        - drag: {path: [[100, 500], [100, 100]], duration: 0.2}
        - wait: 1
        - longPress: {at: [100, 20], duration: 0.3}
        - wait: 6
        - longPress: {at: [100, 20], duration: 0.3}
      expect:
        - {list: Settings, selected: [2, 18]}
        - {view: Settings.row2, received: [touchesBegan, touchesEnded]}
        - {view: Settings.row2, received: [touchesBegan, touchesEnded], at: 0.05}
        - {view: Settings.row18, received: [touchesBegan], at: [8.6, 8.75]}
        - {list: Settings, selected: [2]}
        - {view: Settings.row2, received: [touchesBegan], at: 0.15}
      """
    let run = try play(yaml: yaml, file: "l.yaml")
    #expect(
      run.failures == [
        "l.yaml:22: list Settings: expected rows [2] selected, actual [2, 18]",
        "l.yaml:23: Settings.row2: expected at 0.149–0.151 s [\"touchesBegan\"], actual []",
      ])
  }
}
