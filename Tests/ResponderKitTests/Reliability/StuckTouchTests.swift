import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Regression tests for findings 5 to 8: touches and recognizers that were left hanging.
@MainActor
@Suite("Reliability: no touch or recognizer is left hanging (findings 5–8)")
struct StuckTouchTests {
  @Test(
    "§9.5 §9.6 one frame ends one finger and cancels the other: pinch and rotation finish and reset",
    arguments: ["pinch", "rotation"])
  func twoFingersEndAndCancel(kind: String) throws {
    let recognizer: GestureRecognizer =
      kind == "pinch" ? PinchGestureRecognizer() : RotationGestureRecognizer()
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    let log = GestureLog(scene)
    log.watch(recognizer, as: "r")
    pad.addGestureRecognizer(recognizer)
    try scene.application.send([
      sample(1, .began, 100, 300, at: 0), sample(2, .began, 200, 300, at: 0),
    ])
    try scene.application.send([
      sample(1, .ended, 100, 300, at: 0.1), sample(2, .cancelled, 200, 300, at: 0.1),
    ])
    // The recognizer failed at once, so the view's withheld end (delaysTouchesEnded) arrives now.
    #expect(
      pad.calls.map { "\($0.method) \($0.touchIDs)" } == [
        "touchesBegan [1, 2]", "touchesEnded [1]", "touchesCancelled [2]",
      ])
    #expect(recognizer.state == .possible)
    #expect(log.entries.isEmpty)
    // It works again.
    var script = TouchScript(startingAt: 1)
    if kind == "pinch" {
      script.pinch(center: CGPoint(x: 150, y: 300), from: 100, to: 200, duration: 0.3)
    } else {
      script.rotate(
        center: CGPoint(x: 150, y: 300), distance: 100, from: 0, to: .pi / 2, duration: 0.3)
    }
    try scene.application.play(script)
    #expect(
      log.entries.contains { $0.hasPrefix("r began") }
        && log.entries.last?.hasPrefix("r ended") == true)
  }

  @Test(
    "§6 a window detached with a touch down: its view gets touchesCancelled, its recognizer resets")
  func detachedWindow() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    let pan = PanGestureRecognizer()
    pad.addGestureRecognizer(pan)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 130, 100, at: 0.05)])
    #expect(pan.state == .began)
    scene.application.detach(scene.window)
    #expect(pad.calls.map(\.method) == [.touchesBegan, .touchesCancelled])
    #expect(pan.state == .possible)
    // The backend's own end for that touch is now refused as unknown, not trusted.
    #expect(throws: InputError.self) {
      try scene.application.send([sample(1, .ended, 130, 100, at: 0.1)])
    }
  }

  @Test("§6 a window detached from a view's handler: the cancel comes after the current event")
  func detachedFromHandler() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    let other = scene.recordingView("Other", CGRect(x: 0, y: 400, width: 375, height: 100))
    _ = other
    pad.onCall = { method, _, _ in
      if method == .touchesMoved { scene.application.detach(scene.window) }
    }
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 110, 100, at: 0.05)])
    #expect(pad.calls.map(\.method) == [.touchesBegan, .touchesMoved, .touchesCancelled])
    #expect(scene.application.windows.isEmpty)
  }

  @Test(
    "§6 cancelAllTouches from a handler while an end is queued: nothing is dropped, nothing stays down"
  )
  func cancelAllFromHandler() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    scene["Pad"].isMultipleTouchEnabled = true
    var handled = false
    pad.onCall = { method, _, _ in
      guard method == .touchesBegan, !handled else { return }
      handled = true
      // Queued behind the event being dispatched: touch 1's end, touch 2's begin; then the cancel.
      try? scene.application.send([sample(1, .ended, 100, 100, at: 0.05)])
      try? scene.application.send([sample(2, .began, 200, 100, at: 0.06)])
      scene.application.cancelAllTouches()
    }
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    #expect(
      pad.calls.map { "\($0.method) \($0.touchIDs)" } == [
        "touchesBegan [1]", "touchesEnded [1]", "touchesBegan [2]", "touchesCancelled [2]",
      ])
    // Neither touch is down any more: both may begin again.
    #expect(throws: Never.self) {
      try scene.application.send([
        sample(1, .began, 100, 100, at: 1), sample(2, .began, 200, 100, at: 1),
      ])
    }
  }

  @Test(
    "§8.8 a recognizer that ignores all its touches fails and resets; one requiring it goes ahead")
  func ignoresAll() throws {
    let ignoring = ScriptedRecognizer()
    ignoring.began = { recognizer, touches in
      for touch in touches { recognizer.ignore(touch, for: recognizer.lastEvent!) }
    }
    let (scene, log) = recognizerScene(ignoring)
    let tap = TapGestureRecognizer()
    log.watch(tap, as: "tap")
    tap.require(toFail: ignoring)
    scene["Pad"].addGestureRecognizer(tap)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .ended, 100, 100, at: 0.05)])
    #expect(ignoring.state == .possible && ignoring.resets == 1)
    #expect(log.entries == ["tap ended @0.05"])
  }

  @Test("§9.3 a pan with maximumNumberOfTouches 0 fails at once and holds nobody up")
  func panWithNoTouches() throws {
    let pan = PanGestureRecognizer()
    pan.maximumNumberOfTouches = 0
    let (scene, log) = recognizerScene(pan)
    let tap = TapGestureRecognizer()
    log.watch(tap, as: "tap")
    tap.require(toFail: pan)
    scene["Pad"].addGestureRecognizer(tap)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .ended, 100, 100, at: 0.05)])
    #expect(pan.state == .possible)
    #expect(log.entries == ["tap ended @0.05"])
  }

  @Test(
    "§6 §7 a window detached when a recognizer takes its touch, with cancels queued: the recognizer still gets the cancel"
  )
  func detachedWhileTouchTaken() throws {
    let scene = DemoScene()
    let application = scene.application
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.onCall = { method, _, _ in
      if method == .touchesCancelled { application.detach(scene.window) }
    }
    let press = LongPressGestureRecognizer { _ in application.cancelAllTouches() }
    press.minimumPressDuration = 0.2
    pad.addGestureRecognizer(press)
    // A second recognizer that must fail first, and never sees touch 1.
    let rotation = RotationGestureRecognizer()
    let delegate = RefusingDelegate()
    rotation.delegate = delegate
    pad.addGestureRecognizer(rotation)
    press.require(toFail: rotation)
    try application.send([sample(1, .began, 100, 100, at: 0)])
    try application.send([sample(2, .began, 300, 600, at: 0.3)])
    // The window is leaving when touch 2 comes down: it takes no new touch.
    #expect(
      pad.calls.map { "\($0.method) \($0.touchIDs)" } == [
        "touchesBegan [1]", "touchesCancelled [1]",
      ])
    #expect(press.state == .possible)
    #expect(press.numberOfTouches == 0)
    #expect(!application.windows.contains { $0 === scene.window })
  }
}

/// Says no to every touch offered.
@MainActor
private final class RefusingDelegate: GestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  {
    false
  }
}

extension StuckTouchTests {
  @Test(
    "§6 a touch begun by a handler of the cancels a detach sends does not land in the leaving window",
    arguments: [false, true])
  func touchBegunWhileLeaving(fromHandler: Bool) throws {
    let scene = DemoScene()
    let application = scene.application
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.onCall = { method, _, _ in
      if method == .touchesCancelled {
        try? application.send([sample(1, .began, 50, 50, at: 0.2)])
      }
      if method == .touchesBegan, fromHandler { application.detach(scene.window) }
    }
    try application.send([sample(1, .began, 100, 100, at: 0)])
    if !fromHandler { application.detach(scene.window) }
    #expect(
      pad.calls.map { "\($0.method) \($0.touchIDs)" } == [
        "touchesBegan [1]", "touchesCancelled [1]",
      ])
    #expect(!application.windows.contains { $0 === scene.window })
    application.cancelAllTouches()
    #expect(pad.calls.count == 2)
  }
}

extension StuckTouchTests {
  @Test(
    "§8.8 a recognizer removed by a view's handler while it ignores a touch is reset, not failed for good"
  )
  func removedWhileIgnoring() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    let twoFingerTap = TapGestureRecognizer()
    twoFingerTap.numberOfTouchesRequired = 2
    twoFingerTap.delaysTouchesBegan = true
    pad.addGestureRecognizer(twoFingerTap)
    let pinch = PinchGestureRecognizer()
    pad.addGestureRecognizer(pinch)
    pad.onCall = { method, _, _ in
      if method == .touchesBegan { pad.removeGestureRecognizer(pinch) }
    }
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(2, .began, 200, 100, at: 0.02)])
    // The third finger fails the two-finger tap, which releases the delayed touches to the pad
    // while the pinch is ignoring that finger; the pad's handler removes the pinch.
    try scene.application.send([sample(3, .began, 300, 100, at: 0.04)])
    #expect(pinch.view == nil)
    #expect(pinch.state == .possible)
    pad.onCall = nil
    pad.addGestureRecognizer(pinch)
    scene.application.cancelAllTouches()
    var script = TouchScript(startingAt: 1)
    script.pinch(center: CGPoint(x: 150, y: 300), from: 100, to: 200, duration: 0.3)
    var scales: [CGFloat] = []
    pinch.addHandler { scales.append(($0 as! PinchGestureRecognizer).scale) }
    try scene.application.play(script)
    #expect(scales.last.map { $0 > 1.5 } == true)
  }
}

extension StuckTouchTests {
  /// A multi-touch pad with a pan (cancelling touches in view) that waits for another recognizer
  /// to fail: a plain `GestureRecognizer`, which never decides by itself.
  private func waitingPan() -> (DemoScene, RecordingView, PanGestureRecognizer, GestureRecognizer) {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    let tap = GestureRecognizer()
    let pan = PanGestureRecognizer()
    pan.require(toFail: tap)
    pad.addGestureRecognizer(tap)
    pad.addGestureRecognizer(pan)
    return (scene, pad, pan, tap)
  }

  @Test(
    "§6 §8.6 a pan that a view's touchesBegan handler lets recognize takes the touches: the same event's moves no longer reach the view"
  )
  func takenDuringBegan() throws {
    let (scene, pad, pan, tap) = waitingPan()
    pad.onCall = { method, touches, _ in
      if method == .touchesBegan, touches.contains(where: { $0.touchID == 2 }) {
        tap.isEnabled = false
      }
    }
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 150, 100, at: 0.05)])
    try scene.application.send([
      sample(1, .moved, 170, 100, at: 0.1), sample(2, .began, 300, 300, at: 0.1),
    ])
    #expect(pan.state == .began || pan.state == .changed)
    #expect(
      pad.calls.map { "\($0.method) \($0.touchIDs)" } == [
        "touchesBegan [1]", "touchesMoved [1]", "touchesBegan [2]", "touchesCancelled [1, 2]",
      ])
  }

  @Test(
    "§6 §7 a recognizer that recognizes from a view's touchesCancelled handler does not cancel that touch in the view again"
  )
  func takenDuringCancelled() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    let taker = Taker()
    pad.addGestureRecognizer(taker)
    let other = Taker()
    pad.addGestureRecognizer(other)
    pad.onCall = { method, _, _ in
      guard method == .touchesCancelled, other.isEnabled else { return }
      taker.state = .began
      // Disabling a recognizer that has touches runs the update pass now, inside the handler.
      other.isEnabled = false
    }
    try scene.application.send([
      sample(1, .began, 100, 100, at: 0), sample(2, .began, 200, 100, at: 0),
    ])
    try scene.application.send([sample(1, .cancelled, 100, 100, at: 0.1)])
    // Touch 1's own cancel made the taker recognize; it takes touch 2 from the pad, not 1 again.
    #expect(
      pad.calls.map { "\($0.method) \($0.touchIDs)" } == [
        "touchesBegan [1, 2]", "touchesCancelled [1]", "touchesCancelled [2]",
      ])
  }
}

/// A recognizer that keeps watching through cancelled touches and recognizes when told.
@MainActor
private final class Taker: GestureRecognizer {
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
}
