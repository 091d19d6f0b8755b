import ResponderKit
import ResponderKitUIKit
import Testing

/// Collects what a recognizer reports to its target, with the clock time of each report.
@MainActor
final class StateLog {
  let clock: EventClock
  private(set) var entries: [(state: UIGestureRecognizer.State, time: TimeInterval)] = []

  init(_ stage: Stage) { clock = stage.application.clock }

  func record(_ recognizer: UIGestureRecognizer) {
    entries.append((recognizer.state, clock.now))
  }

  var states: [UIGestureRecognizer.State] { entries.map(\.state) }
}

@MainActor
@Suite("Ports: custom recognizers (a one-finger rotation, a timer-driven press and hold)")
struct RecognizerPortTests {
  @Test("§8.10 a one-finger rotation recognizer turns a quarter circle into π/2, clockwise")
  func oneFingerRotation() throws {
    let stage = Stage()
    let wheel = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    stage.window.addSubview(wheel)
    let log = StateLog(stage)
    let rotation = OneFingerRotationGestureRecognizer(target: log, action: StateLog.record)
    wheel.addGestureRecognizer(rotation)
    var turned: [CGFloat] = []
    rotation.addTarget(log) { (_: StateLog) in
      { (sender: OneFingerRotationGestureRecognizer) in
        turned.append(sender.rotation)
      }
    }
    // Centre (200, 200): from due east, clockwise through south, 80 pt out.
    let path = stride(from: 0.0, through: 0.5, by: 0.05).map { fraction in
      CGPoint(x: 200 + 80 * cos(fraction * .pi), y: 200 + 80 * sin(fraction * .pi))
    }
    try stage.play { $0.drag(along: path, duration: 0.3) }
    #expect(log.states.first == .began && log.states.last == .ended)
    let final = try #require(turned.last)
    #expect(abs(final - .pi / 2) < 0.01)
    #expect(turned == turned.sorted(), "a clockwise turn only grows the rotation")
  }

  @Test("§8.10 a second finger fails the one-finger rotation")
  func twoFingersFailRotation() throws {
    let stage = Stage()
    let wheel = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    wheel.isMultipleTouchEnabled = true
    stage.window.addSubview(wheel)
    let log = StateLog(stage)
    wheel.addGestureRecognizer(
      OneFingerRotationGestureRecognizer(target: log, action: StateLog.record))
    try stage.play { $0.pinch(center: CGPoint(x: 200, y: 200), from: 60, to: 120, duration: 0.2) }
    #expect(log.states.isEmpty)
  }

  @Test("§12 a press-and-hold recognizer whose timer sets .began reports it at 0.1 s, not at lift")
  func pressAndHoldFiresFromItsTimer() throws {
    let stage = Stage()
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stage.window.addSubview(button)
    let log = StateLog(stage)
    button.addGestureRecognizer(PressAndHoldGestureRecognizer(target: log, action: StateLog.record))
    try stage.touch(1, .began, at: CGPoint(x: 50, y: 50), time: 0)
    stage.application.advance(to: 0.25)
    #expect(log.states == [.began])
    #expect(abs((log.entries.first?.time ?? -1) - 0.1) < 1e-9)
    try stage.touch(1, .moved, at: CGPoint(x: 80, y: 50), time: 0.3)
    try stage.touch(1, .ended, at: CGPoint(x: 80, y: 50), time: 0.4)
    #expect(log.states == [.began, .changed, .ended])
  }

  @Test("§12 the hold fails when the finger moves or lifts before the timer; the timer is dropped")
  func pressAndHoldFails() throws {
    let stage = Stage()
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stage.window.addSubview(button)
    let log = StateLog(stage)
    let hold = PressAndHoldGestureRecognizer(target: log, action: StateLog.record)
    button.addGestureRecognizer(hold)
    try stage.play {
      $0.tap(at: CGPoint(x: 50, y: 50))
      $0.wait(0.5)
      $0.drag(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 90)], duration: 0.05)
      $0.wait(0.5)
    }
    #expect(log.states.isEmpty)
    #expect(hold.state == .possible)
    #expect(stage.application.clock.pendingTimerCount == 0)
  }
}
