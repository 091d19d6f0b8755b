import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Recognizer state and defaults (§8.1, §8.2)")
struct StateMachineTests {
  @Test("§8.1 defaults and raw values")
  func defaults() {
    let recognizer = GestureRecognizer()
    #expect(recognizer.state == .possible && recognizer.isEnabled)
    #expect(
      recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan
        && recognizer.delaysTouchesEnded)
    #expect(
      recognizer.requiresExclusiveTouchType && recognizer.view == nil && recognizer.name == nil)
    #expect(GestureRecognizer.State.allCases.map(\.rawValue) == Array(0...5))
    #expect(GestureRecognizer.State.recognized == .ended)
  }

  /// Runs `requests` in a recognizer's touchesBegan and returns the states seen after each.
  private func run(_ requests: [GestureRecognizer.State]) throws -> [GestureRecognizer.State] {
    let scene = DemoScene()
    let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    let recognizer = ScriptedRecognizer()
    var seen: [GestureRecognizer.State] = []
    recognizer.began = { r, _ in
      for request in requests {
        r.state = request
        seen.append(r.state)
      }
    }
    view.addGestureRecognizer(recognizer)
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    return seen
  }

  @Test(
    "§8.2 the state setter normalises requests",
    arguments: [
      ([GestureRecognizer.State.began], [GestureRecognizer.State.began]),
      ([.changed], [.began]),
      ([.ended], [.ended]),
      ([.cancelled], [.failed]),
      ([.failed], [.failed]),
      ([.possible], [.possible]),
      ([.began, .began], [.began, .changed]),
      ([.began, .possible], [.began, .began]),
      ([.began, .failed], [.began, .cancelled]),
      ([.began, .changed, .began], [.began, .changed, .changed]),
      ([.began, .changed, .possible], [.began, .changed, .changed]),
      ([.began, .changed, .failed], [.began, .changed, .cancelled]),
      ([.began, .ended, .began], [.began, .ended, .ended]),
      ([.failed, .began], [.failed, .failed]),
    ])
  func normalisation(requests: [GestureRecognizer.State], expected: [GestureRecognizer.State])
    throws
  {
    #expect(try run(requests) == expected)
  }

  @Test(
    "§8.2 leaving possible asks the delegate and the touches' views; a no means failed, no action")
  func shouldBegin() throws {
    final class Refusing: View {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        false
      }
    }
    for refuser in ["delegate", "view"] {
      let scene = DemoScene()
      let view: View =
        refuser == "view" ? Refusing(frame: scene.window.bounds) : View(frame: scene.window.bounds)
      scene.window.addSubview(view.named("Pad"))
      let delegate = ScriptedDelegate()
      delegate.shouldBegin = refuser != "delegate"
      let recognizer = ScriptedRecognizer()
      recognizer.delegate = delegate
      recognizer.began = { r, _ in r.state = .began }
      var actions = 0
      recognizer.addHandler { _ in actions += 1 }
      view.addGestureRecognizer(recognizer)
      try scene.application.send([sample(1, .began, 10, 10, at: 0)])
      #expect(actions == 0)
      let reason: GestureFailureReason = refuser == "view" ? .viewSaidNo("Pad") : .delegateSaidNo
      #expect(
        scene.recorder.records.contains(
          .recognizerStateChanged(
            recognizer: "ScriptedRecognizer on Pad", from: .possible, to: .failed, reason: reason)))
    }
  }
}
