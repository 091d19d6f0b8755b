import Foundation
import ResponderKit

/// Seed example E14: a custom "swing" recognizer, written only against the public subclass API,
/// as an iOS developer writes one.
///
/// It records where the finger started. If the finger drifts more than 10 pt vertically the gesture
/// is cancelled; otherwise every reversal of horizontal direction counts one swing, and at
/// ``swingCount`` swings the gesture ends (recognized).
@MainActor
public final class SwingGestureRecognizer: GestureRecognizer {
  /// The swings that make the gesture.
  public var swingCount = 3
  /// The swings so far.
  public private(set) var swings = 0
  private var startY: CGFloat = 0
  private var lastX: CGFloat = 0
  private var direction: CGFloat = 0

  /// Takes one finger and remembers where it started.
  public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    let point = touch.location(in: view)
    startY = point.y
    lastX = point.x
  }

  /// Counts reversals; cancels on vertical drift.
  public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, let touch = touches.first else { return }
    let point = touch.location(in: view)
    if abs(point.y - startY) > 10 {
      state = .cancelled
      return
    }
    let dx = point.x - lastX
    if dx != 0 {
      let newDirection: CGFloat = dx > 0 ? 1 : -1
      if direction != 0, newDirection != direction { swings += 1 }
      direction = newDirection
      lastX = point.x
    }
    if swings >= swingCount { state = .ended }
  }

  /// Lifting before enough swings fails the gesture.
  public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state == .possible { state = .failed }
  }

  /// Forgets the swings.
  public override func reset() {
    super.reset()
    swings = 0
    direction = 0
  }
}

/// Seed example E14 as a demo: a zig-zag that swings three times, then a drag that drifts.
@MainActor
public enum SwingExample {
  /// A window-filling `Pad` with a swing recognizer whose actions are logged.
  public static func build() -> (DemoScene, SwingGestureRecognizer, log: () -> [String]) {
    let scene = DemoScene()
    let pad = View.named("Pad", frame: scene.window.bounds, in: scene.window)
    let swing = SwingGestureRecognizer()
    swing.name = "swing"
    var log: [String] = []
    swing.addHandler {
      log.append("swing \($0.state) at \(TextTraceFormatter.number(scene.application.clock.now)) s")
    }
    pad.addGestureRecognizer(swing)
    return (scene, swing, { log })
  }

  /// A zig-zag with three reversals, starting at `time`.
  public static func zigZag(startingAt time: TimeInterval = 0, drift: CGFloat = 0) -> TouchScript {
    var script = TouchScript(startingAt: time)
    script.drag(
      along: [
        CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300 + drift / 4),
        CGPoint(x: 120, y: 300 + drift / 2),
        CGPoint(x: 220, y: 300 + drift * 3 / 4), CGPoint(x: 140, y: 300 + drift),
      ], duration: 0.6)
    return script
  }

  /// Plays the zig-zag, then one that drifts 30 pt down.
  public static let demo = Demo(name: "E14", title: "A custom swing recognizer") {
    let (scene, _, log) = build()
    try scene.application.play(zigZag())
    try scene.application.play(zigZag(startingAt: 2, drift: 30))
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: log())
  }
}
