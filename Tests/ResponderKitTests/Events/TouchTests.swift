import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Touch (§4)")
struct TouchTests {
  @Test("§4 phase and type raw values are UIKit's")
  func rawValues() {
    #expect(Touch.Phase.allCases.map(\.rawValue) == Array(0...7))
    #expect(
      [Touch.TouchType.direct, .indirect, .pencil, .indirectPointer].map(\.rawValue) == [
        0, 1, 2, 3,
      ])
  }

  @Test("§4 one Touch object per finger, updated in place; view and window fixed for life")
  func identityAndView() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 100, y: 100, width: 100, height: 100))
    try scene.application.send([sample(1, .began, 150, 150, at: 0)])
    try scene.application.send([sample(1, .moved, 300, 400, at: 0.1)])
    try scene.application.send([sample(1, .ended, 310, 410, at: 0.2)])
    #expect(Set(pad.touchObjects).count == 1)
    #expect(pad.methods == [.touchesBegan, .touchesMoved, .touchesEnded])
    #expect(pad.calls[2].locations == [CGPoint(x: 210, y: 310)])
  }

  @Test(
    "§4 location(in:) and previousLocation(in:); at began they are equal; timestamp tracks changes")
  func locations() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 100, y: 100, width: 100, height: 100))
    var checks: [(CGPoint, CGPoint, CGPoint, TimeInterval, Touch.Phase)] = []
    pad.onCall = { _, touches, _ in
      let touch = touches.first!
      checks.append(
        (
          touch.location(in: pad), touch.previousLocation(in: pad), touch.location(in: nil),
          touch.timestamp, touch.phase
        ))
    }
    try scene.application.send([sample(1, .began, 150, 150, at: 1)])
    try scene.application.send([sample(1, .moved, 160, 170, at: 1.1)])
    #expect(checks[0].0 == CGPoint(x: 50, y: 50) && checks[0].1 == CGPoint(x: 50, y: 50))
    #expect(checks[0].2 == CGPoint(x: 150, y: 150) && checks[0].3 == 1 && checks[0].4 == .began)
    #expect(checks[1].0 == CGPoint(x: 60, y: 70) && checks[1].1 == CGPoint(x: 50, y: 50))
    #expect(checks[1].3 == 1.1 && checks[1].4 == .moved)
  }

  @Test("§4 a stationary touch keeps its old timestamp and location")
  func stationary() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    var observed: (Touch.Phase, TimeInterval)?
    pad.onCall = { method, touches, event in
      guard method == .touchesMoved else { return }
      let other = event!.allTouches!.first { !touches.contains($0) }!
      observed = (other.phase, other.timestamp)
    }
    try scene.application.send([
      sample(1, .began, 10, 10, at: 0), sample(2, .began, 100, 100, at: 0),
    ])
    try scene.application.send([sample(2, .moved, 120, 100, at: 0.5)])
    #expect(observed?.0 == .stationary && observed?.1 == 0)
  }

  @Test(
    "§4 tapCount: continues within 0.35 s and 45 pt of the previous lift, else restarts",
    arguments: [
      (0.2, 0.0, 2), (0.35, 0.0, 2), (0.36, 0.0, 1), (0.1, 45.0, 2), (0.1, 46.0, 1),
    ])
  func tapCount(gap: TimeInterval, distance: CGFloat, expected: Int) throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    try scene.application.send([sample(1, .began, 100, 100, at: 0)])
    try scene.application.send([sample(1, .ended, 100, 100, at: 0.05)])
    try scene.application.send([sample(2, .began, 100 + distance, 100, at: 0.05 + gap)])
    #expect(pad.calls.last?.tapCounts == [expected])
  }

  @Test(
    "§4 tapCount is fixed at touch-down: a triple tap counts 1, 2, 3 and a drag keeps its count")
  func tapCountSequence() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 100, y: 100))
    script.wait(0.1)
    script.tap(at: CGPoint(x: 102, y: 100))
    script.wait(0.1)
    script.drag(along: [CGPoint(x: 100, y: 101), CGPoint(x: 300, y: 300)], duration: 0.5)
    try scene.application.play(script)
    let counts = pad.calls.map { $0.tapCounts[0] }
    #expect(counts.first == 1 && counts.last == 3)
    #expect(pad.calls.filter { $0.method == .touchesBegan }.map { $0.tapCounts[0] } == [1, 2, 3])
  }

  @Test("§4 radius and force come from the samples")
  func measurements() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    var seen: (CGFloat, CGFloat, Touch.TouchType)?
    pad.onCall = { _, touches, _ in
      let t = touches.first!
      seen = (t.majorRadius, t.force, t.type)
    }
    try scene.application.send(
      TouchSample(
        touchID: 1, phase: .began, location: CGPoint(x: 5, y: 5), timestamp: 0, majorRadius: 12,
        force: 0.5, type: .pencil))
    #expect(seen?.0 == 12 && seen?.1 == 0.5 && seen?.2 == .pencil)
  }
}
