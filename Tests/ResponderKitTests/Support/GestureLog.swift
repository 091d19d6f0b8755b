import Foundation
import ResponderKit
import ResponderKitDemos

/// An ordered log of what recognizers and views did, with the clock time.
@MainActor
final class GestureLog {
  var entries: [String] = []
  let clock: EventClock

  init(_ scene: DemoScene) { clock = scene.application.clock }

  /// Logs every action of `recognizer` as `name state @time`.
  func watch(_ recognizer: GestureRecognizer, as name: String) {
    recognizer.name = name
    recognizer.addHandler { [weak self] recognizer in
      guard let self else { return }
      entries.append("\(name) \(recognizer.state) @\(TimeFormat.short(clock.now))")
    }
  }

  /// Logs a recording view's calls as `view method @time`.
  func watch(_ view: RecordingView) {
    view.onCall = { [weak self, unowned view] method, _, _ in
      guard let self else { return }
      entries.append("\(view.traceName) \(method.rawValue) @\(TimeFormat.short(clock.now))")
    }
  }
}

enum TimeFormat {
  /// A time with up to three decimals: `0.35`, `1`.
  static func short(_ time: TimeInterval) -> String {
    let rounded = (time * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

/// A recognizer whose touch methods run closures: the public subclass API, driven by a test.
@MainActor
final class ScriptedRecognizer: GestureRecognizer {
  var began: ((ScriptedRecognizer, Set<Touch>) -> Void)?
  var moved: ((ScriptedRecognizer, Set<Touch>) -> Void)?
  var ended: ((ScriptedRecognizer, Set<Touch>) -> Void)?
  var calls: [String] = []
  var resets = 0
  var lastEvent: Event?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    lastEvent = event
    calls.append("began \(touches.map(\.touchID).sorted())")
    began?(self, touches)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    lastEvent = event
    calls.append("moved \(touches.map(\.touchID).sorted())")
    moved?(self, touches)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    lastEvent = event
    calls.append("ended \(touches.map(\.touchID).sorted())")
    ended?(self, touches)
  }
  override func reset() {
    super.reset()
    resets += 1
  }
}

/// A delegate with settable answers.
@MainActor
final class ScriptedDelegate: GestureRecognizerDelegate {
  var shouldBegin = true
  var receivesTouches = true
  var simultaneousWith: [GestureRecognizer] = []
  var requiresFailureOf: [GestureRecognizer] = []

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  {
    receivesTouches
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { simultaneousWith.contains { $0 === otherGestureRecognizer } }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { requiresFailureOf.contains { $0 === otherGestureRecognizer } }
}

/// A window-filling `Pad` with `recognizer` attached and logged as `r`.
@MainActor
func recognizerScene<R: GestureRecognizer>(_ recognizer: R) -> (DemoScene, GestureLog) {
  let scene = DemoScene()
  let view = View.named("Pad", frame: scene.window.bounds, in: scene.window)
  let log = GestureLog(scene)
  log.watch(recognizer, as: "r")
  view.addGestureRecognizer(recognizer)
  return (scene, log)
}
