import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Deterministic clock and timers (§12)")
struct EventClockTests {
  @Test("Timers fire in deadline order, ties in scheduling order, with now at their deadline")
  func order() {
    let clock = EventClock()
    var fired: [String] = []
    clock.schedule(at: 2) { fired.append("b@\(clock.now)") }
    clock.schedule(at: 1) { fired.append("a@\(clock.now)") }
    clock.schedule(at: 2) { fired.append("c@\(clock.now)") }
    clock.advance(to: 1.5)
    #expect(fired == ["a@1.0"])
    clock.advance(by: 1)
    #expect(fired == ["a@1.0", "b@2.0", "c@2.0"] && clock.now == 2.5)
  }

  @Test("A cancelled timer never fires; time never runs backwards")
  func cancelAndMonotonic() {
    let clock = EventClock()
    var fired = false
    let timer = clock.schedule(after: 1) { fired = true }
    clock.cancel(timer)
    clock.advance(to: 2)
    clock.advance(to: 1)
    #expect(!fired && clock.now == 2 && clock.pendingTimerCount == 0)
  }

  @Test(
    "§12 timers fire between events: one due before a frame runs before that frame is delivered")
  func betweenEvents() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    var log: [String] = []
    pad.onCall = { method, _, _ in log.append(method.rawValue) }
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    scene.application.clock.schedule(at: 0.3) { log.append("timer") }
    try scene.application.send([sample(1, .ended, 10, 10, at: 0.5)])
    #expect(log == ["touchesBegan", "timer", "touchesEnded"])
  }

  @Test("§4 The tap-count window needs no timer: a lift leaves the clock idle, the window open")
  func tapWindowWithoutTimer() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    try scene.tap(at: CGPoint(x: 10, y: 10))
    #expect(scene.application.clock.pendingTimerCount == 0)
    scene.application.advance(by: 0.2)
    try scene.tap(at: CGPoint(x: 12, y: 10))
    scene.application.advance(by: 0.36)
    try scene.tap(at: CGPoint(x: 10, y: 10))
    let began = pad.calls.filter { $0.method == .touchesBegan }
    #expect(began.map { $0.tapCounts[0] } == [1, 2, 1])
  }
}
