import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Arbitration: exclusivity, failure requirements, reset, disabling (§8.5–§8.8)")
struct ArbitrationTests {
  private func drag(
    _ scene: DemoScene, from start: CGPoint, by delta: CGPoint, id: Int = 1,
    at time: TimeInterval = 0
  )
    throws
  {
    var script = TouchScript(startingAt: time)
    script.drag(along: [start, CGPoint(x: start.x + delta.x, y: start.y + delta.y)], duration: 0.2)
    try scene.application.play(script)
  }

  /// A window-filling `Photo` with a single tap and a double tap, logged; `configure` runs before
  /// they are attached.
  private func tapPair(
    _ configure: (TapGestureRecognizer, TapGestureRecognizer) -> Void = { _, _ in }
  ) -> (DemoScene, TapGestureRecognizer, TapGestureRecognizer, GestureLog) {
    let scene = DemoScene()
    let view = View.named("Photo", frame: scene.window.bounds, in: scene.window)
    let log = GestureLog(scene)
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    configure(single, double)
    log.watch(single, as: "single")
    log.watch(double, as: "double")
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    return (scene, single, double, log)
  }

  @Test("§8.5 two pans on one view: the first to recognize excludes the other, with the reason")
  func sameViewExclusive() throws {
    let scene = DemoScene()
    let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    let log = GestureLog(scene)
    let a = PanGestureRecognizer()
    let b = PanGestureRecognizer()
    log.watch(a, as: "a")
    log.watch(b, as: "b")
    view.addGestureRecognizer(a)
    view.addGestureRecognizer(b)
    try drag(scene, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0))
    #expect(log.entries.allSatisfy { $0.hasPrefix("a ") } && !log.entries.isEmpty)
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "b on Pad", from: .possible, to: .failed, reason: .excluded(by: "a on Pad"))))
  }

  @Test("§8.5 recognizers on an ancestor are excluded too; on unrelated siblings both recognize")
  func relatedAndSiblings() throws {
    let scene = DemoScene()
    let parent = View.named("Parent", frame: scene.window.bounds, in: scene.window)
    let left = View.named("Left", frame: CGRect(x: 0, y: 0, width: 180, height: 600), in: parent)
    let right = View.named(
      "Right", frame: CGRect(x: 190, y: 0, width: 180, height: 600), in: parent)
    let log = GestureLog(scene)
    let onParent = PanGestureRecognizer()
    let onLeft = PanGestureRecognizer()
    let onRight = PanGestureRecognizer()
    log.watch(onParent, as: "parent")
    log.watch(onLeft, as: "left")
    log.watch(onRight, as: "right")
    parent.addGestureRecognizer(onParent)
    left.addGestureRecognizer(onLeft)
    right.addGestureRecognizer(onRight)
    var frames: [[TouchSample]] = [
      [sample(1, .began, 50, 100, at: 0), sample(2, .began, 250, 100, at: 0)]
    ]
    for step in 1...10 {
      let t = Double(step) * 0.02
      frames.append([
        sample(1, .moved, 50, 100 + CGFloat(step) * 5, at: t),
        sample(2, .moved, 250, 100 + CGFloat(step) * 5, at: t),
      ])
    }
    for frame in frames { try scene.application.send(frame) }
    #expect(log.entries.contains("left began @0.04") && log.entries.contains("right began @0.04"))
    #expect(!log.entries.contains { $0.hasPrefix("parent") })
  }

  @Test("§8.5 either delegate allowing simultaneous recognition lets both recognize")
  func simultaneous() throws {
    for side in ["a", "b"] {
      let scene = DemoScene()
      let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
      let log = GestureLog(scene)
      let a = PanGestureRecognizer()
      let b = PinchGestureRecognizer()
      let delegate = ScriptedDelegate()
      if side == "a" {
        delegate.simultaneousWith = [b]
        a.delegate = delegate
      } else {
        delegate.simultaneousWith = [a]
        b.delegate = delegate
      }
      log.watch(a, as: "pan")
      log.watch(b, as: "pinch")
      view.addGestureRecognizer(a)
      view.addGestureRecognizer(b)
      var script = TouchScript()
      script.pinch(center: CGPoint(x: 150, y: 300), from: 100, to: 200, duration: 0.3)
      try scene.application.play(script)
      #expect(log.entries.contains { $0.hasPrefix("pinch began") }, "side \(side)")
      #expect(
        log.entries.contains { $0.hasPrefix("pan began") } == false,
        "side \(side): a symmetric pinch does not pan")
    }
  }

  @Test(
    "§8.6 a single tap that requires a double tap to fail fires when the double tap's interval runs out"
  )
  func requireToFail() throws {
    let (scene, _, _, log) = tapPair { single, double in single.require(toFail: double) }
    try scene.tap(at: CGPoint(x: 100, y: 100))
    scene.application.advance(by: 1)
    #expect(log.entries == ["single ended @0.4"])
    #expect(
      scene.recorder.records.contains(
        .recognizerWaiting(recognizer: "single on Photo", for: "double on Photo")))
    var script = TouchScript(startingAt: 2)
    script.doubleTap(at: CGPoint(x: 100, y: 100))
    try scene.application.play(script)
    scene.application.advance(by: 1)
    #expect(log.entries == ["single ended @0.4", "double ended @2.2"])
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "single on Photo", from: .possible, to: .failed,
          reason: .requiredRecognizerSucceeded("double on Photo"))))
  }

  @Test(
    "§8.6 a delegate's shouldRequireFailureOf works like require(toFail:); requiring oneself is ignored"
  )
  func dynamicRequirement() throws {
    let delegate = ScriptedDelegate()
    let (scene, _, _, log) = tapPair { single, double in
      single.require(toFail: single)
      delegate.requiresFailureOf = [double]
      single.delegate = delegate
    }
    try withExtendedLifetime(delegate) {
      try scene.tap(at: CGPoint(x: 100, y: 100))
      #expect(log.entries.isEmpty)
      scene.application.advance(by: 1)
      #expect(log.entries == ["single ended @0.4"])
    }
  }

  @Test("§8.5 a single tap recognizing does not exclude a double tap (tap canPrevent exception)")
  func tapException() throws {
    let (scene, _, _, log) = tapPair()
    var script = TouchScript()
    script.doubleTap(at: CGPoint(x: 100, y: 100))
    try scene.application.play(script)
    // Whether the second tap also fires the single tap depends on the order of two recognizers
    // recognizing in one pass (§14.6): not asserted.
    #expect(log.entries.first == "single ended @0.05" && log.entries.last == "double ended @0.2")
  }

  @Test("§8.7 a recognizer resets after the pass that ended it, while the finger is still down")
  func resetWithoutLift() throws {
    let scene = DemoScene()
    let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    let tap = TapGestureRecognizer()
    view.addGestureRecognizer(tap)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 160, 100, at: 0.1)])
    #expect(tap.state == .possible)
    #expect(
      scene.recorder.records.contains(.recognizerReset(recognizer: "TapGestureRecognizer on Pad")))
    try scene.application.send([sample(1, .ended, 160, 100, at: 0.2)])
    #expect(tap.state == .possible && tap.numberOfTouches == 0)
  }

  @Test(
    "§8.8 disabling a began recognizer cancels it (with an action); a possible one fails silently")
  func disabling() throws {
    let scene = DemoScene()
    let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    let log = GestureLog(scene)
    let pan = PanGestureRecognizer()
    log.watch(pan, as: "pan")
    view.addGestureRecognizer(pan)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 130, 100, at: 0.1)])
    pan.isEnabled = false
    #expect(log.entries == ["pan began @0.1", "pan cancelled @0.1"])
    try scene.application.send([sample(1, .moved, 160, 100, at: 0.2)])
    #expect(log.entries.count == 2)
    pan.isEnabled = true
    let tap = TapGestureRecognizer()
    log.watch(tap, as: "tap")
    view.addGestureRecognizer(tap)
    try scene.application.send([sample(2, .began, 10, 10, at: 1)])
    tap.isEnabled = false
    #expect(tap.state == .possible && !log.entries.contains { $0.hasPrefix("tap") })
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "tap on Pad", from: .possible, to: .failed, reason: .disabled)))
  }

  @Test("§8.8 removing an active recognizer from its view cancels it; adding it elsewhere moves it")
  func removal() throws {
    let scene = DemoScene()
    let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    let other = View.named("Other", frame: .zero, in: scene.window)
    let log = GestureLog(scene)
    let press = LongPressGestureRecognizer()
    log.watch(press, as: "press")
    view.addGestureRecognizer(press)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    scene.application.advance(by: 0.6)
    view.removeGestureRecognizer(press)
    #expect(log.entries == ["press began @0.5", "press cancelled @0.6"])
    #expect(press.view == nil && view.gestureRecognizers == nil)
    view.addGestureRecognizer(press)
    other.addGestureRecognizer(press)
    #expect(
      press.view === other && view.gestureRecognizers == nil && other.gestureRecognizers?.count == 1
    )
  }

  @Test(
    "§8.5–§8.7 a held recognizer excluded by another is failed, released and reset (found by the property)"
  )
  func heldThenExcluded() throws {
    let scene = DemoScene()
    let first = PanGestureRecognizer()
    let second = PanGestureRecognizer()
    let pinch = PinchGestureRecognizer()
    pinch.require(toFail: second)
    for recognizer in [first, second, pinch] { scene.window.addGestureRecognizer(recognizer) }
    try scene.application.send([
      sample(2, .began, 0, 0, at: 0.01), sample(1, .began, 0, 0, at: 0.01),
    ])
    try scene.application.send([sample(1, .moved, 0, 9, at: 0.02)])
    #expect(pinch.state == .began)
    try scene.application.send([sample(1, .moved, 0, 20, at: 0.03)])
    #expect(first.state == .began && second.state == .possible && pinch.state == .possible)
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "PinchGestureRecognizer on Window", from: .possible, to: .failed,
          reason: .excluded(by: "PanGestureRecognizer on Window"))))
  }
}
