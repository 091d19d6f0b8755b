import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Tap and long press (§9.1, §9.2)")
struct TapAndPressTests {

  private func failure(_ scene: DemoScene) -> GestureFailureReason? {
    scene.recorder.records.lazy.compactMap { record -> GestureFailureReason? in
      if case .recognizerStateChanged("r on Pad", _, .failed, let reason) = record {
        reason
      } else {
        nil
      }
    }.first
  }

  @Test(
    "§9.1 a tap survives 45 pt of movement and fails past it, saying by how much",
    arguments: [(45.0, true), (46.0, false)])
  func tapMovement(distance: CGFloat, recognized: Bool) throws {
    let tap = TapGestureRecognizer()
    let (scene, log) = recognizerScene(tap)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 100 + distance, 100, at: 0.05)])
    try scene.application.send([sample(1, .ended, 100 + distance, 100, at: 0.1)])
    #expect((log.entries == ["r ended @0.1"]) == recognized)
    if !recognized {
      #expect(failure(scene) == .movedTooFar(distance: 46, allowed: 45))
      #expect(failure(scene)?.description == "moved 46 pt > 45 pt allowed")
    }
  }

  @Test(
    "§9.1 a double tap needs the second tap within 0.35 s of the first lift",
    arguments: [(0.3, true), (0.41, false)])
  func doubleTapInterval(gap: TimeInterval, recognized: Bool) throws {
    let tap = TapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    let (scene, log) = recognizerScene(tap)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 100, y: 100))
    script.wait(gap)
    script.tap(at: CGPoint(x: 100, y: 100))
    try scene.application.play(script)
    #expect(log.entries.isEmpty != recognized)
    if !recognized {
      #expect(failure(scene)?.description == "no next tap within 0.35 s of the lift")
    }
  }

  @Test("§9.1 a second tap landing more than 45 pt from the first fails a double tap")
  func secondTapFarAway() throws {
    let tap = TapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    let (scene, log) = recognizerScene(tap)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 100, y: 100))
    script.wait(0.1)
    script.tap(at: CGPoint(x: 150, y: 100))
    try scene.application.play(script)
    #expect(log.entries.isEmpty && failure(scene) == .movedTooFar(distance: 50, allowed: 45))
  }

  @Test("§9.1 a two-finger tap needs both fingers down together; three fingers fail it")
  func twoFingers() throws {
    let tap = TapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    let (scene, log) = recognizerScene(tap)
    try scene.application.send([
      sample(1, .began, 100, 100, at: 0), sample(2, .began, 140, 100, at: 0),
    ])
    try scene.application.send([
      sample(1, .ended, 100, 100, at: 0.05), sample(2, .ended, 140, 100, at: 0.05),
    ])
    #expect(log.entries == ["r ended @0.05"])
    try scene.application.send([sample(3, .began, 100, 100, at: 1)])
    try scene.application.send([sample(3, .ended, 100, 100, at: 1.05)])
    #expect(failure(scene) == .tooFewTouches(count: 1, required: 2))
    try scene.application.send([
      sample(4, .began, 100, 100, at: 2), sample(5, .began, 120, 100, at: 2),
      sample(6, .began, 140, 100, at: 2),
    ])
    #expect(
      scene.recorder.records.contains {
        if case .recognizerStateChanged("r on Pad", _, .failed, .tooManyTouches(3, 2)) = $0 {
          true
        } else {
          false
        }
      })
  }

  @Test("§9.1 a two-finger tap's fingers must land together (our 0.25 s, §9.1 [U])")
  func fingersTogether() throws {
    let tap = TapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    let (scene, log) = recognizerScene(tap)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(2, .began, 140, 100, at: 0.3)])
    try scene.application.send([
      sample(1, .ended, 100, 100, at: 0.35), sample(2, .ended, 140, 100, at: 0.35),
    ])
    #expect(log.entries.isEmpty)
    #expect(failure(scene)?.description == "fingers landed 0.30 s apart > 0.25 s")
  }

  @Test("§9.1 a tap held longer than the maximum tap duration fails (our 0.75 s, §14.3)")
  func heldTooLong() throws {
    let tap = TapGestureRecognizer()
    let (scene, log) = recognizerScene(tap)
    var script = TouchScript()
    script.longPress(at: CGPoint(x: 100, y: 100), duration: 1)
    try scene.application.play(script)
    #expect(log.entries.isEmpty)
    #expect(failure(scene) == .heldTooLong(duration: 0.75, allowed: 0.75))
  }

  @Test("§9.1 location(in:) is the centroid of the first tap")
  func tapLocation() throws {
    let tap = TapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    let (scene, _) = recognizerScene(tap)
    var location = CGPoint.zero
    tap.addHandler { location = $0.location(in: nil) }
    var script = TouchScript()
    script.tap(at: CGPoint(x: 100, y: 100))
    script.wait(0.1)
    script.tap(at: CGPoint(x: 110, y: 100))
    try scene.application.play(script)
    #expect(location == CGPoint(x: 100, y: 100))
  }

  @Test("§9.2 a long press begins 0.5 s after touch-down; moves change it; lifting ends it")
  func longPress() throws {
    let press = LongPressGestureRecognizer()
    let (scene, log) = recognizerScene(press)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    scene.application.advance(by: 0.49)
    #expect(log.entries.isEmpty)
    try scene.application.send([sample(1, .moved, 150, 100, at: 0.6)])
    try scene.application.send([sample(1, .ended, 150, 100, at: 0.7)])
    #expect(log.entries == ["r began @0.5", "r changed @0.6", "r ended @0.7"])
  }

  @Test(
    "§9.2 before it begins, more than 10 pt of movement fails a long press",
    arguments: [(10.0, true), (10.5, false)])
  func longPressMovement(distance: CGFloat, begins: Bool) throws {
    let press = LongPressGestureRecognizer()
    let (scene, log) = recognizerScene(press)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 100, 100 + distance, at: 0.2)])
    scene.application.advance(to: 1)
    #expect((log.entries == ["r began @0.5"]) == begins)
  }

  @Test("§9.2 lifting before the duration fails a long press, saying when")
  func liftedEarly() throws {
    let press = LongPressGestureRecognizer()
    let (scene, log) = recognizerScene(press)
    try scene.tap(at: CGPoint(x: 100, y: 100))
    scene.application.advance(by: 1)
    #expect(log.entries.isEmpty)
    #expect(failure(scene) == .liftedTooEarly(after: 0.05, required: 0.5))
  }

  @Test("§9.2 extra fingers after the press began are ignored")
  func extraFingerIgnored() throws {
    let press = LongPressGestureRecognizer()
    let (scene, log) = recognizerScene(press)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    scene.application.advance(to: 0.6)
    try scene.application.send([sample(2, .began, 200, 200, at: 0.7)])
    #expect(press.numberOfTouches == 1)
    try scene.application.send([sample(1, .ended, 100, 100, at: 0.8)])
    #expect(log.entries == ["r began @0.5", "r ended @0.8"])
  }

  @Test("§9.2 numberOfTapsRequired: a tap, then a press within 0.35 s")
  func tapThenPress() throws {
    let press = LongPressGestureRecognizer()
    press.numberOfTapsRequired = 1
    let (scene, log) = recognizerScene(press)
    try scene.tap(at: CGPoint(x: 100, y: 100))
    try scene.application.send([sample(2, .began, 100, 100, at: 0.2)])
    scene.application.advance(to: 1)
    #expect(log.entries == ["r began @0.7"])
  }
}
