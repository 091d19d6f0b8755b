import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Pan, swipe, pinch, rotation, screen-edge pan (§9.3–§9.7)")
struct ContinuousGestureTests {

  @Test(
    "§9.3 a pan begins at 10 pt on either axis and removes the hysteresis from the translation",
    arguments: [
      (CGPoint(x: 12, y: 0), CGPoint(x: 2, y: 0)), (CGPoint(x: 0, y: -15), CGPoint(x: 0, y: -5)),
      (CGPoint(x: 10, y: 6), CGPoint(x: 0, y: 0)), (CGPoint(x: 9, y: 9), nil),
    ])
  func hysteresis(move: CGPoint, translation: CGPoint?) throws {
    let pan = PanGestureRecognizer()
    let (scene, log) = recognizerScene(pan)
    var atBegan: CGPoint?
    pan.addHandler { if $0.state == .began { atBegan = pan.translation(in: nil) } }
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 100 + move.x, 100 + move.y, at: 0.1)])
    #expect(atBegan == translation)
    #expect(log.entries.isEmpty == (translation == nil))
  }

  @Test("§9.3 translation follows the finger after began; setTranslation rebases it; lifting ends")
  func translation() throws {
    let pan = PanGestureRecognizer()
    let (scene, log) = recognizerScene(pan)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 120, 100, at: 0.1)])
    try scene.application.send([sample(1, .moved, 140, 130, at: 0.2)])
    #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 30))
    pan.setTranslation(.zero, in: nil)
    try scene.application.send([sample(1, .moved, 145, 130, at: 0.3)])
    #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 0))
    try scene.application.send([sample(1, .ended, 145, 130, at: 0.4)])
    #expect(log.entries == ["r began @0.1", "r changed @0.2", "r changed @0.3", "r ended @0.4"])
  }

  @Test("§9.3 translation(in:) honours the view's transform")
  func translationInTransformedView() throws {
    let pan = PanGestureRecognizer()
    let (scene, _) = recognizerScene(pan)
    let scaled = View.named(
      "Scaled", frame: CGRect(x: 0, y: 500, width: 100, height: 100), in: scene.window)
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 150, 100, at: 0.1)])
    try scene.application.send([sample(1, .moved, 170, 100, at: 0.2)])
    #expect(pan.translation(in: nil) == CGPoint(x: 60, y: 0))
    #expect(pan.translation(in: scaled) == CGPoint(x: 30, y: 0))
  }

  @Test("§9.3 velocity is 0.2 of the latest sample plus 0.8 of the one before")
  func velocity() throws {
    let pan = PanGestureRecognizer()
    let (scene, _) = recognizerScene(pan)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 110, 100, at: 0.1)])
    try scene.application.send([sample(1, .moved, 130, 100, at: 0.2)])
    let velocity = pan.velocity(in: nil)
    #expect(abs(velocity.x - (0.2 * 200 + 0.8 * 100)) < 1e-6 && velocity.y == 0)
  }

  @Test("§9.3 a second finger landing or lifting mid-pan does not make the translation jump")
  func fingersComeAndGo() throws {
    let pan = PanGestureRecognizer()
    let (scene, log) = recognizerScene(pan)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 130, 100, at: 0.1)])
    let before = pan.translation(in: nil)
    try scene.application.send([sample(2, .began, 300, 300, at: 0.2)])
    #expect(pan.translation(in: nil) == before)
    try scene.application.send([
      sample(1, .moved, 140, 100, at: 0.3), sample(2, .moved, 310, 300, at: 0.3),
    ])
    #expect(pan.translation(in: nil) == CGPoint(x: before.x + 10, y: 0))
    try scene.application.send([sample(2, .ended, 310, 300, at: 0.4)])
    #expect(pan.translation(in: nil) == CGPoint(x: before.x + 10, y: 0))
    #expect(log.entries.last == "r changed @0.3")
  }

  @Test(
    "§9.3 lifting before the hysteresis fails a pan; maximumNumberOfTouches leaves extras untracked"
  )
  func failAndMaximum() throws {
    let pan = PanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    let (scene, log) = recognizerScene(pan)
    try scene.application.send([
      sample(1, .began, 100, 100, at: 0), sample(2, .began, 200, 200, at: 0),
    ])
    #expect(pan.numberOfTouches == 1)
    try scene.application.send([
      sample(1, .ended, 104, 100, at: 0.1), sample(2, .ended, 200, 200, at: 0.1),
    ])
    #expect(log.entries.isEmpty)
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "r on Pad", from: .possible, to: .failed,
          reason: .movedTooLittle(distance: 4, required: 10))))
  }

  @Test("§9.4 a swipe is recognized while the finger is still down, in its direction only")
  func swipe() throws {
    let swipe = SwipeGestureRecognizer()
    let (scene, log) = recognizerScene(swipe)
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 50, y: 300), CGPoint(x: 250, y: 300)], duration: 0.2)
    try scene.application.play(script)
    #expect(log.entries == ["r ended @0.05"])
    #expect(swipe.direction == .right && SwipeGestureRecognizer.Direction.down.rawValue == 8)
    var left = TouchScript(startingAt: 1)
    left.drag(along: [CGPoint(x: 250, y: 300), CGPoint(x: 50, y: 300)], duration: 0.2)
    try scene.application.play(left)
    #expect(log.entries.count == 1)
  }

  @Test("§9.4 a swipe fails when too slow (0.5 s) or when it drifts across its direction")
  func swipeFailures() throws {
    let swipe = SwipeGestureRecognizer()
    swipe.direction = [.left, .up]
    let (scene, log) = recognizerScene(swipe)
    var slow = TouchScript()
    slow.drag(along: [CGPoint(x: 250, y: 300), CGPoint(x: 150, y: 300)], duration: 2)
    try scene.application.play(slow)
    var diagonal = TouchScript(startingAt: 3)
    diagonal.drag(along: [CGPoint(x: 250, y: 300), CGPoint(x: 350, y: 400)], duration: 0.2)
    try scene.application.play(diagonal)
    #expect(log.entries.isEmpty)
    let reasons = scene.recorder.records.compactMap { record -> GestureFailureReason? in
      if case .recognizerStateChanged(_, _, .failed, let reason) = record { reason } else { nil }
    }
    #expect(reasons.count == 2)
    #expect(reasons.first == .tooSlow(duration: 0.5, allowed: 0.5))
  }

  @Test(
    "§9.5 a pinch begins past 8 pt of distance change with scale near 1, then reports the ratio")
  func pinch() throws {
    let pinch = PinchGestureRecognizer()
    let (scene, log) = recognizerScene(pinch)
    var scales: [CGFloat] = []
    pinch.addHandler { scales.append(($0 as! PinchGestureRecognizer).scale) }
    try scene.application.send([
      sample(1, .began, 100, 300, at: 0), sample(2, .began, 200, 300, at: 0),
    ])
    try scene.application.send([
      sample(1, .moved, 96, 300, at: 0.1), sample(2, .moved, 204, 300, at: 0.1),
    ])
    #expect(log.entries.isEmpty)
    try scene.application.send([
      sample(1, .moved, 95, 300, at: 0.2), sample(2, .moved, 205, 300, at: 0.2),
    ])
    try scene.application.send([
      sample(1, .moved, 50, 300, at: 0.3), sample(2, .moved, 266, 300, at: 0.3),
    ])
    #expect(log.entries == ["r began @0.2", "r changed @0.3"])
    #expect(abs(scales[0] - 110.0 / 108) < 1e-9 && abs(scales[1] - 2) < 1e-9)
    #expect(pinch.velocity > 0)
    try scene.application.send([sample(1, .ended, 50, 300, at: 0.4)])
    #expect(log.entries.count == 2)
    try scene.application.send([sample(2, .ended, 266, 300, at: 0.5)])
    #expect(log.entries.last == "r ended @0.5")
  }

  @Test("§9.6 a rotation begins past 5° and reports radians, clockwise positive")
  func rotation() throws {
    let rotation = RotationGestureRecognizer()
    let (scene, log) = recognizerScene(rotation)
    var values: [CGFloat] = []
    rotation.addHandler { values.append(($0 as! RotationGestureRecognizer).rotation) }
    var script = TouchScript()
    script.rotate(
      center: CGPoint(x: 187, y: 300), distance: 150, from: 0, to: .pi / 2, duration: 0.5)
    try scene.application.play(script)
    #expect(
      log.entries.first?.hasPrefix("r began") == true
        && log.entries.last?.hasPrefix("r ended") == true)
    let expected = CGFloat.pi / 2 - GestureConstants.rotationMinimumThreshold
    #expect(abs(values.last! - expected) < 1e-6)
    #expect(values.first! >= 0 && values.first! < 0.1)
    var counter = TouchScript(startingAt: 2)
    counter.rotate(
      center: CGPoint(x: 187, y: 300), distance: 150, from: 0, to: -.pi / 2, duration: 0.5)
    values.removeAll()
    try scene.application.play(counter)
    #expect(abs(values.last! + expected) < 1e-6)
  }

  @Test("§9.7 an edge pan starts at its edge and moves away; elsewhere it fails; it delays began")
  func screenEdge() throws {
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = .left
    #expect(edge.delaysTouchesBegan && edge.maximumNumberOfTouches == 1)
    let (scene, log) = recognizerScene(edge)
    var fromEdge = TouchScript()
    fromEdge.drag(along: [CGPoint(x: 5, y: 300), CGPoint(x: 150, y: 300)], duration: 0.2)
    try scene.application.play(fromEdge)
    #expect(log.entries.first == "r began @0.017")
    var middle = TouchScript(startingAt: 1)
    middle.drag(along: [CGPoint(x: 150, y: 300), CGPoint(x: 300, y: 300)], duration: 0.2)
    try scene.application.play(middle)
    #expect(
      scene.recorder.records.contains {
        if case .recognizerStateChanged(_, _, .failed, .notAtEdge) = $0 { true } else { false }
      })
    let none = ScreenEdgePanGestureRecognizer()
    let (otherScene, otherLog) = recognizerScene(none)
    try otherScene.application.play(fromEdge)
    #expect(otherLog.entries.isEmpty)
  }
}
