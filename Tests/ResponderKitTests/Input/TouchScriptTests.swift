import Foundation
import ResponderKit
import Testing

@Suite("Touch synthesizers")
struct TouchScriptTests {
  @Test("tap: began then ended at the point, a short time apart")
  func tap() {
    var script = TouchScript(startingAt: 1)
    script.tap(at: CGPoint(x: 5, y: 6), duration: 0.1)
    let frames = script.frames
    #expect(frames.map { $0.map(\.phase) } == [[.began], [.ended]])
    #expect(frames.map { $0[0].timestamp } == [1, 1.1])
    #expect(frames.allSatisfy { $0[0].location == CGPoint(x: 5, y: 6) })
    #expect(script.time == 1.1)
  }

  @Test("doubleTap: two taps, distinct touch ids, the given interval apart")
  func doubleTap() {
    var script = TouchScript()
    script.doubleTap(at: .zero, interval: 0.2)
    let frames = script.frames
    #expect(frames.map { $0[0].touchID } == [1, 1, 2, 2])
    #expect(abs(frames[2][0].timestamp - frames[1][0].timestamp - 0.2) < 1e-9)
  }

  @Test("longPress: down, a wait of the duration, up")
  func longPress() {
    var script = TouchScript()
    script.longPress(at: .zero, duration: 0.7)
    #expect(script.steps.count == 3)
    #expect(script.steps[1] == .wait(until: 0.7))
    #expect(script.frames.last?[0].timestamp == 0.7)
  }

  @Test(
    "§3.4 shake: a motion began, a wait of the duration, a motion ended; touch time moves on (seed E12)"
  )
  func shake() {
    var script = TouchScript(startingAt: 1)
    script.shake(duration: 0.4)
    script.tap(at: .zero)
    #expect(
      Array(script.steps.prefix(3)) == [
        .motion(.motionShake, .began, at: 1), .wait(until: 1.4),
        .motion(.motionShake, .ended, at: 1.4),
      ])
    #expect(script.frames.first?.first?.timestamp == 1.4)
  }

  @Test("drag: samples at the frame rate along the path, ending where it ends")
  func drag() {
    var script = TouchScript()
    script.drag(along: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)], duration: 1)
    let frames = script.frames
    #expect(frames.count == 62)
    #expect(frames[30][0].location == CGPoint(x: 100, y: 0))
    #expect(frames.last?[0].location == CGPoint(x: 100, y: 100) && frames.last?[0].phase == .ended)
    let times = frames.map { $0[0].timestamp }
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("pinch and rotate: two fingers moving together, distance or angle changing")
  func twoFingers() {
    var pinch = TouchScript()
    pinch.pinch(center: CGPoint(x: 100, y: 100), from: 50, to: 150, duration: 0.5)
    let first = pinch.frames.first!
    let last = pinch.frames.last!
    func distance(_ frame: [TouchSample]) -> CGFloat {
      hypot(frame[0].location.x - frame[1].location.x, frame[0].location.y - frame[1].location.y)
    }
    #expect(abs(distance(first) - 50) < 1e-9 && abs(distance(last) - 150) < 1e-9)
    var rotate = TouchScript()
    rotate.rotate(center: .zero, distance: 100, from: 0, to: .pi / 2, duration: 0.5)
    let end = rotate.frames.last!
    #expect(abs(end[1].location.x) < 1e-9 && abs(end[1].location.y - 50) < 1e-9)
  }
}
