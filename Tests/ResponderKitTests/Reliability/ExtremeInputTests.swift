import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Regression tests for finding 4: finite but extreme numbers from outside.
@MainActor
@Suite("Reliability: extreme finite input is refused where it enters, nothing traps (finding 4)")
struct ExtremeInputTests {
  @Test(
    "Input rules: coordinates, timestamps and ids beyond their limits are refused with a typed error",
    arguments: [
      (sample(1, .began, 0, 1e308, at: 0), "is more than 1000000 points from the origin"),
      (sample(1, .began, 1e19, 0, at: 0), "is more than 1000000 points from the origin"),
      (sample(1, .began, 0, 0, at: 2e9), "timestamp is outside 0...1000000000 seconds"),
      (sample(1, .began, 0, 0, at: -1), "timestamp is outside 0...1000000000 seconds"),
      (sample(Int.max, .began, 0, 0, at: 0), "touch id 9223372036854775807 is outside"),
    ])
  func refused(sample: TouchSample, message: String) {
    var validator = InputValidator()
    #expect {
      try validator.validate(sample)
    } throws: { error in
      "\(error)".contains(message)
    }
    // Nothing of it applied: a normal touch 1 can begin at time 0 afterwards.
    #expect(throws: Never.self) {
      try validator.validate(
        ResponderKit.TouchSample(touchID: 1, phase: .began, location: .zero, timestamp: 0))
    }
  }

  @Test("A move to the coordinate limit keeps a scroll view's offset finite and it settles")
  func scrollStaysFinite() throws {
    let (scene, list, _) = ScrollHoldsTouches.build()
    let far = InputValidator.coordinateLimit
    try scene.application.send([sample(1, .began, 100, 500, at: 0)])
    try scene.application.send([sample(1, .moved, 100, 400, at: 0.016)])
    try scene.application.send([sample(1, .moved, -far, far, at: 0.032)])
    #expect(list.contentOffset.x.isFinite && list.contentOffset.y.isFinite)
    try scene.application.send([sample(1, .ended, -far, -far, at: 0.048)])
    scene.application.advance(by: ScrollView.longestMotion + 1)
    #expect(!list.isDecelerating)
    #expect(list.contentOffset.y >= 0 && list.contentOffset.y <= list.contentSize.height)
  }

  @Test("An animated offset between far-apart points ends within the longest motion")
  func farAnimationEnds() {
    let (scene, list, _) = ScrollHoldsTouches.build()
    list.setContentOffset(CGPoint(x: 0, y: 1e300), animated: true)
    scene.application.advance(by: ScrollView.longestMotion + 1)
    #expect(list.contentOffset == CGPoint(x: 0, y: 1e300))
    #expect(scene.application.clock.pendingTimerCount == 0)
  }

  @Test("A tap's failure reason for a move of 1e6 points is words, not a trap")
  func hugeDistanceReason() {
    let reason = GestureFailureReason.movedTooFar(distance: 1e19, allowed: 45)
    #expect(reason.description == "moved 10000000000000000000.0 pt > 45 pt allowed")
  }

  @Test("A script's touch id at Int.max does not trap while the script is built")
  func scriptIDSaturates() {
    var script = TouchScript()
    script.samples([sample(Int.max, .began, 0, 0, at: 0)])
    script.tap(at: .zero)
    #expect(script.frames.count == 3)
  }
}
