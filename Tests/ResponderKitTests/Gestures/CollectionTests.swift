import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Which recognizers see a touch, and when (§8.3, §8.4)")
struct CollectionTests {
  private func build() -> (
    DemoScene, parent: RecordingView, child: RecordingView, sibling: RecordingView
  ) {
    let scene = DemoScene()
    let parent = scene.recordingView("Parent", CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = scene.recordingView(
      "Child", CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
    let sibling = scene.recordingView("Sibling", CGRect(x: 0, y: 400, width: 100, height: 100))
    return (scene, parent, child, sibling)
  }

  @Test(
    "§8.3 recognizers from the hit view up to the window get the touch, in that order; others do not"
  )
  func collection() throws {
    let (scene, parent, child, sibling) = build()
    let onChild = ScriptedRecognizer()
    let onParent = ScriptedRecognizer()
    let onWindow = ScriptedRecognizer()
    let onSibling = ScriptedRecognizer()
    child.addGestureRecognizer(onChild)
    parent.addGestureRecognizer(onParent)
    scene.window.addGestureRecognizer(onWindow)
    sibling.addGestureRecognizer(onSibling)
    var seenOnTouch: [GestureRecognizer] = []
    onChild.began = { _, touches in seenOnTouch = touches.first!.gestureRecognizers ?? [] }
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    #expect(
      seenOnTouch.map { ObjectIdentifier($0) }
        == [onChild, onParent, onWindow].map { ObjectIdentifier($0) })
    #expect(onSibling.calls.isEmpty)
  }

  @Test("§8.3 the trace says why a recognizer on the path did not get the touch")
  func skippedTouchIsTraced() throws {
    final class Choosy: GestureRecognizer {
      override func shouldReceive(_ event: Event) -> Bool { false }
    }
    let (scene, _, child, sibling) = build()
    sibling.isExclusiveTouch = true
    let refused = ScriptedRecognizer()
    refused.name = "refused"
    let delegate = ScriptedDelegate()
    delegate.receivesTouches = false
    refused.delegate = delegate
    let choosy = Choosy()
    choosy.name = "choosy"
    let blocked = ScriptedRecognizer()
    blocked.name = "blocked"
    blocked.delaysTouchesEnded = false
    child.addGestureRecognizer(refused)
    child.addGestureRecognizer(choosy)
    scene.window.addGestureRecognizer(blocked)
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    try scene.application.send([sample(1, .ended, 10, 10, at: 0.05)])
    try scene.application.send([sample(2, .began, 10, 410, at: 0.1)])
    try scene.application.send([sample(3, .began, 20, 20, at: 0.2)])
    let skips = scene.recorder.records.compactMap { record -> String? in
      guard case .recognizerSkippedTouch(let recognizer, let touch, let reason) = record else {
        return nil
      }
      return "\(recognizer) \(touch): \(reason)"
    }
    #expect(
      skips == [
        "refused on Child 1: its delegate's shouldReceive said no",
        "choosy on Child 1: its shouldReceive(_:) said no",
        "refused on Child 3: touch down in exclusive-touch view Sibling",
        "choosy on Child 3: touch down in exclusive-touch view Sibling",
      ])
    // The window's recognizer is an ancestor of the exclusive view, so it gets every touch.
    #expect(blocked.calls == ["began [1]", "ended [1]", "began [2]", "began [3]"])
  }

  @Test("§8.3 disabled recognizers, refused touch types and a delegate's no keep a recognizer out")
  func filters() throws {
    let (scene, _, child, _) = build()
    let disabled = ScriptedRecognizer()
    disabled.isEnabled = false
    let pencilOnly = ScriptedRecognizer()
    pencilOnly.allowedTouchTypes = [NSNumber(value: Touch.TouchType.pencil.rawValue)]
    let refused = ScriptedRecognizer()
    let delegate = ScriptedDelegate()
    delegate.receivesTouches = false
    refused.delegate = delegate
    let accepted = ScriptedRecognizer()
    for recognizer in [disabled, pencilOnly, refused, accepted] {
      child.addGestureRecognizer(recognizer)
    }
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    #expect(disabled.calls.isEmpty && pencilOnly.calls.isEmpty && refused.calls.isEmpty)
    #expect(accepted.calls == ["began [1]"])
  }

  @Test("§8.3 the set is frozen at touch-down: a recognizer added later never sees that touch")
  func frozen() throws {
    let (scene, _, child, _) = build()
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    let late = ScriptedRecognizer()
    child.addGestureRecognizer(late)
    try scene.application.send([sample(1, .moved, 20, 10, at: 0.1)])
    try scene.application.send([sample(1, .ended, 20, 10, at: 0.2)])
    #expect(late.calls.isEmpty)
    try scene.application.send([sample(2, .began, 10, 10, at: 1)])
    #expect(late.calls == ["began [2]"])
  }

  @Test("§8.4 recognizers get each event before views; actions wait until every recognizer has it")
  func order() throws {
    let (scene, parent, child, _) = build()
    var log: [String] = []
    child.onCall = { method, _, _ in log.append("Child \(method.rawValue)") }
    parent.onCall = { method, _, _ in log.append("Parent \(method.rawValue)") }
    let first = ScriptedRecognizer()
    let second = ScriptedRecognizer()
    first.cancelsTouchesInView = false
    second.cancelsTouchesInView = false
    first.began = { r, _ in
      log.append("first touchesBegan")
      r.state = .began
    }
    second.began = { _, _ in log.append("second touchesBegan") }
    first.addHandler { log.append("first action \($0.state)") }
    first.addHandler { _ in log.append("first second-target") }
    child.addGestureRecognizer(first)
    let simultaneous = ScriptedDelegate()
    simultaneous.simultaneousWith = [first]
    second.delegate = simultaneous
    parent.addGestureRecognizer(second)
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    #expect(
      log == [
        "first touchesBegan", "second touchesBegan", "first action began", "first second-target",
        "Child touchesBegan",
      ])
  }

  @Test("§8.3 Event.touches(for:) gives the recognizer's touches")
  func touchesForRecognizer() throws {
    let (scene, _, child, _) = build()
    child.isMultipleTouchEnabled = true
    let recognizer = ScriptedRecognizer()
    var count = 0
    recognizer.moved = { r, _ in count = r.numberOfTouches }
    var eventTouches = 0
    recognizer.began = { r, _ in eventTouches = r.lastEvent?.touches(for: r)?.count ?? 0 }
    child.addGestureRecognizer(recognizer)
    try scene.application.send([sample(1, .began, 10, 10, at: 0), sample(2, .began, 20, 20, at: 0)])
    try scene.application.send([sample(1, .moved, 15, 10, at: 0.1)])
    #expect(count == 2 && eventTouches == 2)
  }
}
