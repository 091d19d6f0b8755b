import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Views beside recognizers: cancels and delays (§7)")
struct ViewDelayTests {
  private func build() -> (DemoScene, RecordingView, GestureLog) {
    let scene = DemoScene()
    let view = scene.recordingView("Photo", CGRect(x: 0, y: 0, width: 375, height: 600))
    let log = GestureLog(scene)
    log.watch(view)
    return (scene, view, log)
  }

  @Test(
    "§7 cancelsTouchesInView: a tap takes its touch: the view gets began, then cancelled (§9.1)")
  func cancels() throws {
    let (scene, view, log) = build()
    let tap = TapGestureRecognizer()
    log.watch(tap, as: "tap")
    view.addGestureRecognizer(tap)
    try scene.tap(at: CGPoint(x: 100, y: 100))
    #expect(
      log.entries == ["Photo touchesBegan @0", "tap ended @0.05", "Photo touchesCancelled @0.05"])
  }

  @Test(
    "§7 a backend reuses an id while the old touch's ended is withheld: two touch objects, each begins and ends once (found by the property)"
  )
  func reusedIDWhileEndedIsWithheld() throws {
    let scene = DemoScene()
    let view = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 375, height: 600))
    view.isMultipleTouchEnabled = true
    var log: [ViewCall] = []
    view.onCall = { method, touches, _ in log.append((view.traceName, method, touches.logged)) }
    view.addGestureRecognizer(PanGestureRecognizer())
    try scene.application.send([sample(1, .began, 10, 10, at: 0.01)])
    try scene.application.send([sample(2, .began, 10, 10, at: 0.02)])
    try scene.application.send([sample(1, .ended, 10, 10, at: 0.03)])
    try scene.application.send([sample(1, .began, 10, 10, at: 0.04)])
    scene.application.cancelAllTouches()
    scene.application.advance(by: 1)
    let began = log.filter { $0.method == .touchesBegan }.flatMap(\.touches)
    #expect(began.map(\.id) == [1, 2, 1])
    #expect(began[0].object != began[2].object)
    verifyEveryBeganTouchEndsOnce(log)
  }

  @Test("§7 cancelsTouchesInView false: the view gets the whole sequence beside the gesture")
  func doesNotCancel() throws {
    let (scene, view, log) = build()
    let tap = TapGestureRecognizer()
    tap.cancelsTouchesInView = false
    log.watch(tap, as: "tap")
    view.addGestureRecognizer(tap)
    try scene.tap(at: CGPoint(x: 100, y: 100))
    #expect(
      log.entries == ["Photo touchesBegan @0", "tap ended @0.05", "Photo touchesEnded @0.05"])
  }

  @Test("§7 a recognizer that recognizes on the began dispatch keeps touchesBegan from the view")
  func recognizedAtBegan() throws {
    let (scene, view, log) = build()
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = 0
    log.watch(press, as: "press")
    view.addGestureRecognizer(press)
    try scene.tap(at: CGPoint(x: 100, y: 100))
    #expect(log.entries == ["press began @0", "press ended @0.05"])
  }

  @Test("§7 delaysTouchesBegan: recognized → the view never hears of the touch, not even a cancel")
  func delayedThenRecognized() throws {
    let (scene, view, log) = build()
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    log.watch(pan, as: "pan")
    view.addGestureRecognizer(pan)
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], duration: 0.1)
    try scene.application.play(script)
    #expect(!log.entries.contains { $0.hasPrefix("Photo") })
    #expect(
      scene.recorder.records.contains(.touchDelayed(touch: 1, phase: .began, by: "pan on Photo")))
  }

  @Test("§7 delaysTouchesBegan: failed → the view gets began and then the queued phases, in order")
  func delayedThenFailed() throws {
    let (scene, view, log) = build()
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    log.watch(pan, as: "pan")
    view.addGestureRecognizer(pan)
    var seen: [(Touch.Phase, CGPoint)] = []
    view.onCall = { method, touches, _ in
      log.entries.append(
        "Photo \(method.rawValue) @\(TimeFormat.short(scene.application.clock.now))")
      seen.append((touches.first!.phase, touches.first!.location(in: nil)))
    }
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 103, 100, at: 0.1)])
    try scene.application.send([sample(1, .ended, 104, 100, at: 0.2)])
    #expect(
      log.entries == [
        "Photo touchesBegan @0.2", "Photo touchesMoved @0.2", "Photo touchesEnded @0.2",
      ])
    #expect(seen.map(\.0) == [.began, .moved, .ended])
    #expect(
      seen.map(\.1) == [CGPoint(x: 100, y: 100), CGPoint(x: 103, y: 100), CGPoint(x: 104, y: 100)])
  }

  @Test(
    "§7 delaysTouchesEnded: a double tap holds the first tap's end until it fails, 0.35 s after the lift"
  )
  func delayedEnd() throws {
    let (scene, view, log) = build()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    log.watch(double, as: "double")
    view.addGestureRecognizer(double)
    try scene.tap(at: CGPoint(x: 100, y: 100))
    #expect(log.entries == ["Photo touchesBegan @0"])
    scene.application.advance(by: 1)
    #expect(log.entries == ["Photo touchesBegan @0", "Photo touchesEnded @0.4"])
  }

  @Test(
    "§7 delaysTouchesEnded: when the double tap recognizes, the first tap's end becomes a cancel")
  func delayedEndCancelled() throws {
    let (scene, view, log) = build()
    view.isMultipleTouchEnabled = true
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    log.watch(double, as: "double")
    view.addGestureRecognizer(double)
    var script = TouchScript()
    script.doubleTap(at: CGPoint(x: 100, y: 100))
    try scene.application.play(script)
    #expect(
      log.entries == [
        "Photo touchesBegan @0", "Photo touchesBegan @0.15", "double ended @0.2",
        "Photo touchesCancelled @0.2",
      ])
    #expect(view.calls.last?.touchIDs == [1, 2])
  }

  @Test("§7 several recognizers delaying one touch: the view gets it only when all have let go")
  func severalDelayers() throws {
    let (scene, view, log) = build()
    let first = ScriptedRecognizer()
    let second = ScriptedRecognizer()
    for recognizer in [first, second] {
      recognizer.delaysTouchesBegan = true
      recognizer.cancelsTouchesInView = false
      view.addGestureRecognizer(recognizer)
    }
    first.moved = { r, _ in r.state = .failed }
    second.ended = { r, _ in r.state = .failed }
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 101, 100, at: 0.1)])
    #expect(log.entries.isEmpty)
    try scene.application.send([sample(1, .ended, 101, 100, at: 0.2)])
    #expect(
      log.entries == [
        "Photo touchesBegan @0.2", "Photo touchesMoved @0.2", "Photo touchesEnded @0.2",
      ])
  }

  @Test("§8.8 ignore(_:for:) releases a touch the recognizer was delaying, at once")
  func ignoreReleases() throws {
    let (scene, view, log) = build()
    let recognizer = ScriptedRecognizer()
    recognizer.delaysTouchesBegan = true
    recognizer.moved = { r, touches in r.ignore(touches.first!, for: r.lastEvent!) }
    view.addGestureRecognizer(recognizer)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    #expect(log.entries.isEmpty)
    try scene.application.send([sample(1, .moved, 110, 100, at: 0.1)])
    #expect(log.entries == ["Photo touchesBegan @0.1", "Photo touchesMoved @0.1"])
    #expect(recognizer.state == .possible && recognizer.numberOfTouches == 0)
  }
}
