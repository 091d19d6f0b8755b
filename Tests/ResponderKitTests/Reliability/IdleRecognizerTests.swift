import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Regression tests for the fuzzing findings about recognizers that were left finished for good.
@MainActor
@Suite(
  "Reliability: idle recognizers stay usable (finding 1), windows do not disturb each other (2)")
struct IdleRecognizerTests {
  private func tap(_ scene: DemoScene, at time: TimeInterval, id: Int, x: CGFloat = 100) throws {
    try scene.application.send([sample(id, .began, x, 100, at: time)])
    try scene.application.send([sample(id, .ended, x, 100, at: time + 0.05)])
  }

  @Test(
    "§8.8 an idle tap disabled and enabled again, removed and re-added, or moved, still recognizes",
    arguments: ["toggle", "remove", "move"])
  func idleRecognizerWorksAgain(change: String) throws {
    let tap = TapGestureRecognizer()
    let (scene, log) = recognizerScene(tap)
    let pad = scene["Pad"]
    try self.tap(scene, at: 0, id: 1)
    switch change {
    case "toggle":
      tap.isEnabled = false
      tap.isEnabled = true
    case "remove":
      pad.removeGestureRecognizer(tap)
      pad.addGestureRecognizer(tap)
    default:
      let other = View.named("Other", frame: scene.window.bounds, in: scene.window)
      other.addGestureRecognizer(tap)
    }
    #expect(tap.state == .possible)
    try self.tap(scene, at: 1, id: 2)
    #expect(log.entries == ["r ended @0.05", "r ended @1.05"])
  }

  @Test("§10 a scroll view whose isScrollEnabled is toggled after a scroll scrolls again")
  func scrollEnabledToggled() throws {
    let (scene, list, _) = ScrollHoldsTouches.build()
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 300)], duration: 0.1)
    script.wait(3)
    try scene.application.play(script)
    let first = list.contentOffset.y
    #expect(first > 0)
    list.isScrollEnabled = false
    list.isScrollEnabled = true
    var again = TouchScript(startingAt: scene.application.clock.now + 1)
    again.drag(along: [CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 300)], duration: 0.1)
    again.wait(3)
    try scene.application.play(again)
    #expect(list.contentOffset.y > first + 100)
  }

  @Test(
    "§8.8 disabling a recognizer that is tracking a touch fails it, and it recognizes the next tap")
  func activeRecognizerDisabled() throws {
    let tap = TapGestureRecognizer()
    let (scene, log) = recognizerScene(tap)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    tap.isEnabled = false
    #expect(tap.state == .possible, "failed, then reset at once")
    try scene.application.send([sample(1, .ended, 100, 100, at: 0.05)])
    tap.isEnabled = true
    try self.tap(scene, at: 1, id: 2)
    #expect(log.entries == ["r ended @1.05"])
  }

  @Test("§6 a finger resting in one window does not break recognizers in a window attached later")
  func secondWindow() throws {
    let scene = DemoScene()
    let resting = View.named("Resting", frame: scene.window.bounds, in: scene.window)
    _ = resting
    let second = Window(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
    second.windowLevel = .alert
    scene.application.attach(second)
    second.isHidden = false
    let pad = RecordingView(frame: second.bounds).named("Pad", in: second)
    let tap = TapGestureRecognizer()
    tap.cancelsTouchesInView = false
    let log = GestureLog(scene)
    log.watch(tap, as: "tap")
    log.watch(pad)
    pad.addGestureRecognizer(tap)
    // Touch 1 rests in the first window, above the second one.
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    for (time, id) in [(0.5, 2), (1.5, 3)] {
      try scene.application.send([sample(id, .began, 100, 400, at: time)])
      try scene.application.send([sample(id, .ended, 100, 400, at: time + 0.05)])
    }
    #expect(
      log.entries == [
        "Pad touchesBegan @0.5", "tap ended @0.55", "Pad touchesEnded @0.55",
        "Pad touchesBegan @1.5", "tap ended @1.55", "Pad touchesEnded @1.55",
      ])
  }
}
