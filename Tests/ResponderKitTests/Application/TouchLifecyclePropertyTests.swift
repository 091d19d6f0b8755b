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

@MainActor
@Suite("Touch lifecycle properties (spec §4, §6)")
struct TouchLifecyclePropertyTests {
  @Test(
    "Property: every touch that reaches touchesBegan ends or is cancelled exactly once, in that view"
  )
  func everyTouchEndsOnce() async {
    await propertyCheck(
      count: 200, input: ViewSpec.gen.array(of: 1...12), InputStep.gen.array(of: 1...60)
    ) { specs, steps in
      let (scene, views) = buildHierarchy(specs)
      var log: [(view: String, method: ResponderMethod, ids: [Int])] = []
      for view in views {
        view.onCall = { method, touches, _ in
          log.append((view.traceName, method, touches.map(\.touchID).sorted()))
        }
      }
      var live: Set<Int> = []
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
        case 3...6:
          shouldFail = !live.contains(id)
          frame = TouchSample(touchID: id, phase: .moved, location: point, timestamp: time)
        case 7, 8:
          shouldFail = !live.contains(id)
          frame = TouchSample(touchID: id, phase: .ended, location: point, timestamp: time)
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
          switch frame.phase {
          case .began: live.insert(id)
          case .ended, .cancelled: live.remove(id)
          default: break
          }
        } catch {
          #expect(shouldFail, "refused good input \(frame): \(error)")
        }
      }
      scene.application.cancelAllTouches()
      var open: [Int: String] = [:]
      for entry in log {
        for id in entry.ids {
          switch entry.method {
          case .touchesBegan:
            #expect(open[id] == nil, "touch \(id) began twice in \(entry.view)")
            open[id] = entry.view
          case .touchesMoved:
            #expect(
              open[id] == entry.view,
              "touch \(id) moved in \(entry.view), began in \(open[id] ?? "none")")
          default:
            #expect(
              open[id] == entry.view,
              "touch \(id) finished in \(entry.view), began in \(open[id] ?? "none")")
            open[id] = nil
          }
        }
      }
      #expect(open.isEmpty, "touches left open: \(open)")
    }
  }
}
