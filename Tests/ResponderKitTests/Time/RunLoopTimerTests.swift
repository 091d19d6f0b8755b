import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("RunLoopTimer: app code's timers on the deterministic clock (§12)")
struct RunLoopTimerTests {
  @Test("§12 a one-shot timer fires once at its date on the clock of the application advancing")
  func oneShot() {
    let scene = DemoScene()
    var firings: [TimeInterval] = []
    scene.application.advance(to: 1)
    let timer = RunLoopTimer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
      firings.append(scene.application.clock.now)
    }
    #expect(timer.fireDate == 1.25 && timer.isValid)
    scene.application.advance(to: 2)
    #expect(firings == [1.25] && !timer.isValid)
  }

  @Test("§12 a repeating timer fires every interval until invalidated from its own block")
  func repeating() {
    let scene = DemoScene()
    var count = 0
    RunLoopTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
      count += 1
      if count == 3 { timer.invalidate() }
    }
    scene.application.advance(to: 5)
    #expect(count == 3)
    #expect(scene.application.clock.pendingTimerCount == 0)
  }

  @Test("§12 a timer made outside dispatch runs on the application most recently created")
  func madeDuringSetUp() {
    let first = DemoScene()
    let second = DemoScene()
    var fired = false
    RunLoopTimer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in fired = true }
    first.application.advance(to: 1)
    #expect(!fired)
    second.application.advance(to: 1)
    #expect(fired)
  }

  @Test("§12 a timer made while a touch is dispatched runs on that application's clock")
  func madeDuringDispatch() throws {
    // Other suites may leave timers on the shared application (a port launched as the shared
    // app taps in it): what counts is that this one added none there.
    let sharedPending = Application.shared.clock.pendingTimerCount
    let scene = DemoScene()
    var fired: TimeInterval?
    let view = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 100, height: 100))
    view.onCall = { method, _, _ in
      guard method == .touchesBegan else { return }
      RunLoopTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        fired = scene.application.clock.now
      }
    }
    try scene.application.send(sample(1, .began, 10, 10, at: 3))
    #expect(fired == nil)
    scene.application.advance(to: 4)
    #expect(fired == 3.5)
    #expect(Application.shared.clock.pendingTimerCount == sharedPending)
  }

  @Test(
    "§12 a target and method-reference timer calls the method and holds its target until invalidated, as Foundation's Timer does"
  )
  func targetTimer() {
    final class Ticker {
      var ticks = 0
      func tick() { ticks += 1 }
    }
    let scene = DemoScene()
    let ticker = Ticker()
    weak var heldOnlyByTimer: Ticker?
    let kept = RunLoopTimer.scheduledTimer(
      timeInterval: 0.1, target: ticker, selector: Ticker.tick, userInfo: "kept", repeats: true)
    let other: RunLoopTimer
    do {
      let target = Ticker()
      heldOnlyByTimer = target
      other = RunLoopTimer.scheduledTimer(
        timeInterval: 0.1, target: target, selector: Ticker.tick, userInfo: nil, repeats: true)
    }
    #expect(kept.userInfo as? String == "kept")
    scene.application.advance(to: 0.35)
    #expect(ticker.ticks == 3)
    #expect(scene.application.clock.pendingTimerCount == 2)
    #expect(heldOnlyByTimer?.ticks == 3, "a target only the timer holds lives on")
    kept.invalidate()
    other.invalidate()
    #expect(scene.application.clock.pendingTimerCount == 0 && heldOnlyByTimer == nil)
  }
}
