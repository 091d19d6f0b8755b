import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Swipe: limits that change over time and a minimum speed (§9.4)")
struct SwipeLimitTests {
  /// The swipe's failure reasons, in order.
  private func failures(_ scene: DemoScene) -> [GestureFailureReason] {
    scene.recorder.records.compactMap { record in
      if case .recognizerStateChanged(_, _, .failed, let reason) = record { reason } else { nil }
    }
  }

  @Test(
    "§9.4 §14.4 one quick move right: the minimum relaxes from 50 pt to 26.5 pt and the sideways allowance tightens from 50 pt to 25.5 pt over 0.5 s (iOS 26 measurements)",
    arguments: [
      // (seconds after touch-down, along, across, recognized)
      (0.1, 45.2, 0.0, false), (0.1, 45.4, 0.0, true), (0.4, 31.1, 0.0, false),
      (0.4, 31.3, 0.0, true), (0.49, 27.5, 0.0, true), (0.1, 100, 45.0, true),
      (0.1, 100, 45.2, false), (0.4, 100, 30.3, true), (0.4, 100, 30.5, false),
    ])
  func limitsChangeOverTime(
    at time: TimeInterval, along: CGFloat, across: CGFloat, recognized: Bool
  ) throws {
    let swipe = SwipeGestureRecognizer()
    let (scene, log) = recognizerScene(swipe)
    try scene.application.send([sample(1, .began, 100, 300, at: 0)])
    try scene.application.send([sample(1, .moved, 100 + along, 300 + across, at: time)])
    #expect(log.entries == (recognized ? ["r ended @\(TimeFormat.short(time))"] : []))
    // Too far across fails at once; too short along is still possible.
    #expect(failures(scene).count == (!recognized && across > 0 ? 1 : 0))
  }

  @Test(
    "§9.4 §14.4 ResponderKit's choice: a finger that stops short is not recognized when the minimum relaxes under it; moving on at 50 pt/s or more is"
  )
  func stoppedShortThenMovesOn() throws {
    let swipe = SwipeGestureRecognizer()
    let (scene, log) = recognizerScene(swipe)
    try scene.application.send([sample(1, .began, 100, 300, at: 0)])
    // 40 pt at once: short of 47.65 pt.
    try scene.application.send([sample(1, .moved, 140, 300, at: 0.05)])
    // By 0.3 s the minimum is 35.9 pt, but the finger crept 0.3 pt in 0.25 s (1.2 pt/s).
    try scene.application.send([sample(1, .moved, 140.3, 300, at: 0.3)])
    #expect(log.entries.isEmpty && swipe.state == .possible)
    // Moving on at 94 pt/s recognizes.
    try scene.application.send([sample(1, .moved, 145, 300, at: 0.35)])
    #expect(log.entries == ["r ended @0.35"])
  }

  @Test("§9.4 a finger that stopped short and lifts fails for moving too slowly, not too little")
  func stoppedShortAndLifts() throws {
    let swipe = SwipeGestureRecognizer()
    let (scene, log) = recognizerScene(swipe)
    try scene.application.send([sample(1, .began, 100, 300, at: 0)])
    try scene.application.send([sample(1, .moved, 140, 300, at: 0.05)])
    try scene.application.send([sample(1, .moved, 140.3, 300, at: 0.3)])
    try scene.application.send([sample(1, .ended, 140.3, 300, at: 0.32)])
    #expect(log.entries.isEmpty)
    let reason = try #require(failures(scene).first)
    guard case .movedTooSlowly(let speed, let required) = reason else {
      Issue.record("expected a failure for moving too slowly, got \(reason)")
      return
    }
    #expect(abs(speed - 1.2) < 1e-6 && required == GestureConstants.swipeMinimumSpeed)
  }

  @Test("§9.4 a finger that lifts short fails against the minimum as relaxed by then")
  func liftsShort() throws {
    let swipe = SwipeGestureRecognizer()
    let (scene, _) = recognizerScene(swipe)
    try scene.application.send([sample(1, .began, 100, 300, at: 0)])
    try scene.application.send([sample(1, .moved, 120, 300, at: 0.05)])
    try scene.application.send([sample(1, .ended, 120, 300, at: 0.2)])
    // 0.2 s is 40 % of the way: 50 pt × (1 − 0.4 × 0.47) = 40.6 pt.
    let required: CGFloat = 50 * (1 - 0.4 * 0.47)
    #expect(failures(scene) == [.movedTooLittle(distance: 20, required: required)])
  }
}
