import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A target for recognizer and control actions that does nothing.
@MainActor
private final class Sink {
  func fire() {}
}

@MainActor
@Suite("Touch stories: what happened to each touch after hit-testing, and why")
struct TouchStoryTests {
  /// Plays `script` on the scene and reads the stories of its touches (only this script's).
  private func stories(_ scene: DemoScene, _ script: TouchScript) throws -> [TouchStory] {
    let start = scene.recorder.records.count
    try scene.application.play(script)
    scene.application.advance(by: 5)
    return TouchStory.stories(from: Array(scene.recorder.records[start...]))
  }

  @Test(
    "§10 delaysContentTouches: a still press is late by the delay; a drag never reaches the row")
  func contentDelay() throws {
    let (scene, _, _) = ScrollHoldsTouches.build()
    let told = try stories(scene, ScrollHoldsTouches.script())
    #expect(told.count == 2)
    #expect(
      told[0].causes.first
        == .contentTouchesDelayed(scrollView: "List", from: 0, released: 0.15))
    #expect(told[0].outcome == "touch 1: Row got touchesBegan (0.15 s late), touchesEnded")
    #expect(
      told[1].causes.first
        == .contentTouchesDelayed(scrollView: "List", from: 1, released: nil))
    #expect(told[1].calls.isEmpty)
    #expect(told[1].recognized == ["List.panGestureRecognizer on List"])
    #expect(told[1].outcome.hasSuffix("List scrolled to (0, 1188)"))
  }

  @Test(
    "§7 cancelsTouchesInView: a tap on the parent turns the row's touchesEnded into touchesCancelled",
    arguments: [true, false])
  func tapCancelsRow(cancels: Bool) throws {
    let scene = DemoScene()
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300)).named(
      "Parent", in: scene.window)
    _ = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 44)).named("Row", in: parent)
    let sink = Sink()
    scene.keepAlive([sink])
    let tap = TapGestureRecognizer(target: sink, action: Sink.fire)
    tap.name = "dismissKeyboard"
    parent.addGestureRecognizer(tap)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 10, y: 10))
    tap.cancelsTouchesInView = cancels
    let story = try #require(try stories(scene, script).first)
    #expect(story.recognized == ["dismissKeyboard on Parent"])
    guard cancels else {
      #expect(story.calls.map(\.method) == [.touchesBegan, .touchesEnded])
      #expect(story.causes.isEmpty)
      return
    }
    #expect(
      story.causes.contains(
        .takenByRecognizer(recognizer: "dismissKeyboard on Parent", at: 0.05, viewsHadIt: true)))
    #expect(story.calls.map(\.method) == [.touchesBegan, .touchesCancelled])
    let fix = try #require(story.causes.compactMap(\.fix).first)
    #expect(fix.contains("dismissKeyboard.cancelsTouchesInView = false"))
  }

  @Test(
    "§9.1 a single tap with no requirement fires on the first tap of a double tap",
    arguments: [false, true])
  func singleBeforeDouble(requires: Bool) throws {
    let scene = DemoScene()
    let photo = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300)).named(
      "Photo", in: scene.window)
    let sink = Sink()
    scene.keepAlive([sink])
    let single = TapGestureRecognizer(target: sink, action: Sink.fire)
    single.name = "like"
    let double = TapGestureRecognizer(target: sink, action: Sink.fire)
    double.name = "zoom"
    double.numberOfTapsRequired = 2
    photo.addGestureRecognizer(single)
    photo.addGestureRecognizer(double)
    if requires { single.require(toFail: double) }
    var script = TouchScript()
    script.doubleTap(at: CGPoint(x: 100, y: 100))
    let told = try stories(scene, script)
    let early = TouchCause.singleTapBeforeDoubleTap(
      single: "like on Photo", double: "zoom on Photo", laterTouch: 2)
    #expect(told[0].causes.contains(early) == !requires)
    #expect(told.flatMap(\.recognized).contains("like on Photo") == !requires)
  }

  @Test("§10 touchesShouldCancel is false for controls: the list's pan cannot take the drag")
  func controlKeepsDrag() throws {
    let (scene, list, _) = ScrollHoldsTouches.build()
    let button = Button(frame: CGRect(x: 0, y: 400, width: 375, height: 60)).named("Buy", in: list)
    _ = button
    var script = TouchScript()
    script.drag(
      along: [CGPoint(x: 100, y: 420), CGPoint(x: 100, y: 220)], duration: 0.5, hold: 0.3)
    let told = try stories(scene, script)
    let story = try #require(told.first)
    #expect(
      story.causes.contains(
        .scrollCouldNotCancel(
          recognizer: "List.panGestureRecognizer on List", scrollView: "List", content: "Buy",
          canCancel: true)))
    #expect(story.scrolls.isEmpty)
    #expect(story.actions.contains { $0.hasPrefix("Buy touchDown") })
  }

  @Test("§8.5 a recognizer excluded by another names the winner and the fix")
  func excluded() throws {
    let scene = DemoScene()
    let pad = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300)).named(
      "Pad", in: scene.window)
    let sink = Sink()
    scene.keepAlive([sink])
    let pan = PanGestureRecognizer(target: sink, action: Sink.fire)
    pan.name = "drag"
    let swipe = SwipeGestureRecognizer(target: sink, action: Sink.fire)
    swipe.name = "swipe"
    swipe.direction = .right
    pad.addGestureRecognizer(pan)
    pad.addGestureRecognizer(swipe)
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 20, y: 100), CGPoint(x: 220, y: 100)], duration: 0.2)
    let told = try stories(scene, script)
    let causes = told.flatMap(\.causes)
    let exclusion = try #require(
      causes.first { if case .excluded = $0 { true } else { false } })
    let fix = try #require(exclusion.fix)
    #expect(fix.contains("shouldRecognizeSimultaneouslyWith"))
    #expect(fix.contains("require(toFail:"))
  }

  @Test("A window whose sendEvent override swallows the touch: the hit view got nothing, said so")
  func notDelivered() throws {
    let told = try TouchStory.stories(from: [
      .eventDispatched(type: .touches, timestamp: 0),
      .touchBegan(touch: 1, at: .zero, view: "Target", tapCount: 1),
      .eventDispatched(type: .touches, timestamp: 0.05),
      .touchEnded(touch: 1, at: .zero),
    ])
    #expect(told.first?.causes == [.notDelivered(view: "Target")])
    #expect(told.first?.end == .lifted(0.05))
    #expect(told.first?.outcome == "touch 1: no view got a call")
  }

  @Test("Every cause names a section of the rules that the documentation's articles have")
  func causesNameRules() throws {
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ResponderKit/ResponderKit.docc")
    let articles = [
      "Scroll views": "ScrollViews.md", "Delivery": "Delivery.md", "Controls": "Controls.md",
      "Gesture recognizers": "GestureRecognizersAndArbitration.md",
    ]
    let causes: [TouchCause] = [
      .contentTouchesDelayed(scrollView: "L", from: 0, released: 0.15),
      .beganDelayed(recognizer: "r", from: 0, released: nil),
      .endedDelayed(recognizer: "r", from: 0, released: 1),
      .takenByRecognizer(recognizer: "r on V", at: 0, viewsHadIt: true),
      .takenByRecognizer(recognizer: "L.panGestureRecognizer on L", at: 0, viewsHadIt: true),
      .swallowedByScrollView(scrollView: "L", stoppedMotion: true),
      .scrollCouldNotCancel(recognizer: "p", scrollView: "L", content: "B", canCancel: true),
      .viewRefusedRecognizer(recognizer: "t", view: "B"), .delegateRefused(recognizer: "t"),
      .excluded(recognizer: "a", by: "b"), .requiredRecognizerWon(recognizer: "a", required: "b"),
      .waitedForFailure(recognizer: "a", other: "b", recognizedAt: nil),
      .singleTapBeforeDoubleTap(single: "a", double: "b", laterTouch: 2),
      .recognizerSkipped(recognizer: "a", reason: .delegateDeclined),
      .withheldFromView(view: "V", reason: .multipleTouchDisabled), .notDelivered(view: "V"),
      .recognizerFailed(recognizer: "a", reason: .touchCancelled),
    ]
    for cause in causes {
      let parts = cause.rule.components(separatedBy: " §")
      let file = try #require(articles[parts[0]], "no article for \(cause.rule)")
      let text = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
      #expect(text.contains("### §\(parts[1]) "), "\(file) has no section §\(parts[1])")
    }
  }
}
