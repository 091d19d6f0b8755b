import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Regression tests for finding 3: recognizers that require one another to fail.
@MainActor
@Suite(
  "Reliability: a require(toFail:) cycle is broken and said, never a hang or a recursion (finding 3)"
)
struct RequirementCycleTests {
  /// Two recognizers of `make` on one recording view, each requiring the other to fail, by
  /// `require(toFail:)` or by delegates answering `shouldRequireFailureOf` both ways.
  private func cycle(
    _ make: () -> GestureRecognizer, byDelegate: Bool
  ) -> (DemoScene, RecordingView, GestureRecognizer, GestureRecognizer, GestureLog, [AnyObject]) {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    let (a, b) = (make(), make())
    let log = GestureLog(scene)
    log.watch(a, as: "a")
    log.watch(b, as: "b")
    log.watch(pad)
    pad.addGestureRecognizer(a)
    pad.addGestureRecognizer(b)
    var kept: [AnyObject] = []
    if byDelegate {
      let (da, db) = (ScriptedDelegate(), ScriptedDelegate())
      da.requiresFailureOf = [b]
      db.requiresFailureOf = [a]
      a.delegate = da
      b.delegate = db
      kept = [da, db]
    } else {
      a.require(toFail: b)
      b.require(toFail: a)
    }
    return (scene, pad, a, b, log, kept)
  }

  @Test(
    "§8.6 two taps requiring each other: one recognizes, the trace says the cycle was broken",
    arguments: [false, true])
  func taps(byDelegate: Bool) throws {
    let (scene, _, a, b, log, kept) = cycle({ TapGestureRecognizer() }, byDelegate: byDelegate)
    _ = kept
    for (id, time) in [(1, 0.0), (2, 1.0)] {
      try scene.application.send([sample(id, .began, 100, 100, at: time)])
      try scene.application.send([sample(id, .ended, 100, 100, at: time + 0.05)])
    }
    scene.application.advance(by: 1)
    #expect(
      log.entries == [
        "Pad touchesBegan @0", "b ended @0.05", "Pad touchesCancelled @0.05",
        "Pad touchesBegan @1", "b ended @1.05", "Pad touchesCancelled @1.05",
      ])
    #expect(a.state == .possible && b.state == .possible)
    let text = TextTraceFormatter().lines(for: scene.recorder.records).joined(separator: "\n")
    #expect(
      text.contains(
        "require(toFail:) cycle: b on Pad waits for a on Pad waits for b on Pad; broken: b on Pad goes ahead"
      ))
  }

  @Test(
    "§8.6 two pans requiring each other, the touch cancelled mid-drag: no recursion, both reset",
    arguments: [false, true])
  func pansCancelled(byDelegate: Bool) throws {
    let (scene, pad, a, b, _, kept) = cycle({ PanGestureRecognizer() }, byDelegate: byDelegate)
    _ = kept
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    for step in 1...5 {
      try scene.application.send([
        sample(1, .moved, 100 + CGFloat(step) * 10, 100, at: Double(step) * 0.016)
      ])
    }
    try scene.application.send([sample(1, .cancelled, 150, 100, at: 0.1)])
    #expect(a.state == .possible && b.state == .possible)
    #expect(pad.calls.last?.method == .touchesCancelled || pad.calls.isEmpty)
    // Usable again: the next drag is recognized by one of them.
    var script = TouchScript(startingAt: 1)
    script.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], duration: 0.2)
    try scene.application.play(script)
    #expect(a.state == .possible && b.state == .possible)
    let states = scene.recorder.records.compactMap { record -> String? in
      guard case .recognizerStateChanged(let name, _, .ended, _) = record else { return nil }
      return name
    }
    #expect(states.count == 1)
  }
}
