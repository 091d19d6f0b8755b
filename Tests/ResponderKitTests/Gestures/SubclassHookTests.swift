import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A recognizer that begins on its first move, with its arbitration hooks answered by closures.
@MainActor
final class HookedRecognizer: GestureRecognizer {
  var preventsOthers = true
  var preventable = true
  var mustWaitFor: GestureRecognizer?
  var othersMustWait: GestureRecognizer?
  var takesEvents = true

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    state = state == .possible ? .began : .changed
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    state = state.isActive ? .ended : .failed
  }
  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
    preventsOthers
  }
  override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
    preventable
  }
  override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
    otherGestureRecognizer === mustWaitFor
  }
  override func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    otherGestureRecognizer === othersMustWait
  }
  override func shouldReceive(_ event: Event) -> Bool { takesEvents }
}

@MainActor
@Suite("Subclass and delegate hooks (§8.3, §8.5, §8.6, §8.9, §8.10)")
struct SubclassHookTests {
  private func build() -> (DemoScene, View, HookedRecognizer, HookedRecognizer, GestureLog) {
    let scene = DemoScene()
    let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    let a = HookedRecognizer()
    let b = HookedRecognizer()
    let log = GestureLog(scene)
    log.watch(a, as: "a")
    log.watch(b, as: "b")
    view.addGestureRecognizer(a)
    view.addGestureRecognizer(b)
    return (scene, view, a, b, log)
  }

  private func moveOnce(_ scene: DemoScene) throws {
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .moved, 101, 100, at: 0.1)])
  }

  @Test("§8.5 by default the first recognizer excludes the second")
  func defaultExclusion() throws {
    let (scene, _, _, _, log) = build()
    try moveOnce(scene)
    #expect(log.entries == ["a began @0.1"])
  }

  @Test(
    "§8.5 canPrevent false or canBePrevented false lets both recognize",
    arguments: ["canPrevent", "canBePrevented"])
  func preventionHooks(hook: String) throws {
    let (scene, _, a, b, log) = build()
    if hook == "canPrevent" { a.preventsOthers = false } else { b.preventable = false }
    try moveOnce(scene)
    #expect(log.entries == ["a began @0.1", "b began @0.1"])
  }

  @Test(
    "§8.6 shouldRequireFailure(of:) and shouldBeRequiredToFail(by:) make a recognizer wait",
    arguments: ["requireFailure", "beRequiredToFail", "delegate"])
  func dynamicRequirementHooks(hook: String) throws {
    let (scene, _, a, b, log) = build()
    switch hook {
    case "requireFailure": a.mustWaitFor = b
    case "beRequiredToFail": b.othersMustWait = a
    default:
      final class Requiring: GestureRecognizerDelegate {
        weak var dependent: GestureRecognizer?
        func gestureRecognizer(
          _ gestureRecognizer: GestureRecognizer,
          shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
        ) -> Bool { otherGestureRecognizer === dependent }
      }
      let requiring = Requiring()
      requiring.dependent = a
      b.delegate = requiring
      try moveOnce(scene)
      try scene.application.send([sample(1, .ended, 101, 100, at: 0.2)])
      #expect(log.entries.first == "b began @0.1")
      return
    }
    try moveOnce(scene)
    // b recognizes first because a waits for it; then a fails (its requirement succeeded).
    #expect(log.entries == ["b began @0.1"])
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "a on Pad", from: .possible, to: .failed,
          reason: .requiredRecognizerSucceeded("b on Pad"))))
  }

  @Test("§8.3 shouldReceive(_ event:) false keeps a recognizer out of the touch")
  func shouldReceiveEvent() throws {
    let (scene, _, a, _, log) = build()
    a.takesEvents = false
    try moveOnce(scene)
    #expect(log.entries == ["b began @0.1"] && a.numberOfTouches == 0)
  }

  @Test("§8.1 requiresExclusiveTouchType: once a type is seen, other types are refused until reset")
  func exclusiveTouchType() throws {
    let scene = DemoScene()
    let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    view.isMultipleTouchEnabled = true
    let recognizer = ScriptedRecognizer()
    view.addGestureRecognizer(recognizer)
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    try scene.application.send(
      TouchSample(
        touchID: 2, phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 0.1, type: .pencil))
    #expect(recognizer.calls == ["began [1]"])
    recognizer.requiresExclusiveTouchType = false
    try scene.application.send(
      TouchSample(
        touchID: 3, phase: .began, location: CGPoint(x: 90, y: 90), timestamp: 0.2, type: .pencil))
    #expect(recognizer.calls == ["began [1]", "began [3]"])
  }

  @Test(
    "§8.3 while an exclusive-touch view tracks, recognizers not on it or its ancestors get no new touch"
  )
  func exclusiveViewBlocksRecognizers() throws {
    let scene = DemoScene()
    let exclusive = View.named(
      "Exclusive", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
    exclusive.isExclusiveTouch = true
    let other = View.named(
      "Other", frame: CGRect(x: 200, y: 0, width: 100, height: 100), in: scene.window)
    let onOther = ScriptedRecognizer()
    let onWindow = ScriptedRecognizer()
    other.addGestureRecognizer(onOther)
    scene.window.addGestureRecognizer(onWindow)
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    try scene.application.send([sample(2, .began, 210, 10, at: 0.1)])
    #expect(onOther.calls.isEmpty)
    #expect(onWindow.calls == ["began [1]", "began [2]"])
  }

  @Test("§8.9 location(ofTouch:in:) gives each touch; numberOfTouches counts them")
  func locationOfTouch() throws {
    let scene = DemoScene()
    let view = View.named(
      "Pad", frame: CGRect(x: 100, y: 100, width: 200, height: 200), in: scene.window)
    view.isMultipleTouchEnabled = true
    let recognizer = ScriptedRecognizer()
    var seen: [CGPoint] = []
    recognizer.began = { r, _ in
      seen = (0..<r.numberOfTouches).map { r.location(ofTouch: $0, in: view) }
      seen.append(r.location(in: view))
    }
    view.addGestureRecognizer(recognizer)
    try scene.application.send([
      sample(1, .began, 110, 120, at: 0), sample(2, .began, 150, 160, at: 0),
    ])
    #expect(seen == [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 60), CGPoint(x: 30, y: 40)])
  }

  @Test("§8.9 an out-of-range touch index stops the program, as UIKit raises")
  func locationOfTouchOutOfRange() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = GestureRecognizer().location(ofTouch: 0, in: nil)
      }
    }
    // Source: github.com/ChartsOrg/Charts/issues/327 and github.com/mapbox/mapbox-maps-ios/issues/1074:
    // 'NSRangeException', reason: '-[UIPanGestureRecognizer locationOfTouch:inView:]: index (0)
    // beyond bounds (0).'
    #expect(namesException(result, "NSRangeException"))
  }
}
