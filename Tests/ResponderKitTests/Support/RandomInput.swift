import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

/// One step of a random input session: its kind picks begin, move, end, cancel, a wait, a
/// cancel-all, or one of several kinds of bad input.
struct InputStep: Sendable {
  var kind: Int
  var finger: Int
  var x: Double
  var y: Double

  static let gen = zip(
    Gen.int(in: 0...13), Gen.int(in: 1...4), Gen.double(in: -10...385), Gen.double(in: -10...677)
  ).map { InputStep(kind: $0, finger: $1, x: $2, y: $3) }
}

/// Plays random steps: each valid sample must be accepted and each bad one refused.
@MainActor
func playRandomly(_ steps: [InputStep], on scene: DemoScene) {
  var live: Set<Int> = []
  var positions: [Int: CGPoint] = [:]
  var time: TimeInterval = 0
  for step in steps {
    time += 0.01
    let point = CGPoint(x: step.x, y: step.y)
    let id = step.finger
    var frame: TouchSample?
    var shouldFail = false
    switch step.kind {
    case 0...2:
      shouldFail = live.contains(id)
      frame = TouchSample(touchID: id, phase: .began, location: point, timestamp: time)
    case 3:
      shouldFail = !live.contains(id)
      frame = TouchSample(touchID: id, phase: .moved, location: point, timestamp: time)
    case 4...6:
      // A small move from where the finger is, so taps, presses and short pans happen too.
      shouldFail = !live.contains(id)
      let from = positions[id] ?? point
      let nudge = CGPoint(
        x: from.x + CGFloat(Int(step.x) % 31 - 15), y: from.y + CGFloat(Int(step.y) % 31 - 15))
      frame = TouchSample(touchID: id, phase: .moved, location: nudge, timestamp: time)
    case 7, 8:
      shouldFail = !live.contains(id)
      frame = TouchSample(
        touchID: id, phase: .ended, location: positions[id] ?? point, timestamp: time)
    case 9:
      shouldFail = !live.contains(id)
      frame = TouchSample(touchID: id, phase: .cancelled, location: point, timestamp: time)
    case 10:
      scene.application.advance(by: 0.4)
      time += 0.4
    case 11:
      scene.application.cancelAllTouches()
      live.removeAll()
    case 12:
      shouldFail = true
      frame = TouchSample(
        touchID: id, phase: .moved, location: CGPoint(x: CGFloat.nan, y: 1), timestamp: time)
    default:
      shouldFail = true
      frame = TouchSample(touchID: id, phase: .moved, location: point, timestamp: time - 1)
    }
    guard let frame else { continue }
    do {
      try scene.application.send(frame)
      #expect(!shouldFail, "accepted bad input \(frame)")
      positions[id] = frame.location
      switch frame.phase {
      case .began: live.insert(id)
      case .ended, .cancelled: live.remove(id)
      default: break
      }
    } catch {
      #expect(shouldFail, "refused good input \(frame): \(error)")
    }
  }
}
