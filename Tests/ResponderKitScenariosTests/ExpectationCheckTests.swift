import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@MainActor
@Suite("Expectations checked against the trace")
struct ExpectationCheckTests {
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
}
