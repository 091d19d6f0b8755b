import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Touches for drawing: properties (§4, §5)")
struct CoalescedTouchPropertyTests {
  @Test("Property: a stroke's coalesced touches replay every reading once, in time order, chained")
  func coalescedReplayEveryReading() async {
    await propertyCheck(
      count: 150,
      input: Gen.int(in: 1...6), Gen.double(in: 0.02...0.5),
      zip(Gen.double(in: 0...375), Gen.double(in: 0...667)).array(of: 2...5),
      Gen.int(in: 0...3)
    ) { readings, duration, path, predicted in
      let scene = DemoScene()
      let pad = scene.recordingView("Pad", scene.window.bounds)
      var seen: [(location: CGPoint, previous: CGPoint, time: TimeInterval)] = []
      var tails: [Int] = []
      pad.onCall = { method, touches, event in
        guard let touch = touches.first, let event else { return }
        let coalesced = event.coalescedTouches(for: touch) ?? []
        #expect(coalesced.last?.location(in: nil) == touch.location(in: nil))
        seen += coalesced.map { ($0.location(in: nil), $0.previousLocation(in: nil), $0.timestamp) }
        if method == .touchesMoved { tails.append(event.predictedTouches(for: touch)?.count ?? -1) }
      }
      var script = TouchScript()
      script.stroke(
        along: path.map { CGPoint(x: $0.0, y: $0.1) }, duration: duration,
        readingsPerFrame: readings, predicted: predicted)
      try? scene.application.play(script)
      let frames = script.frames.count
      #expect(seen.count == 1 + (frames - 1) * readings)
      #expect(zip(seen, seen.dropFirst()).allSatisfy { $1.time >= $0.time })
      #expect(zip(seen, seen.dropFirst()).allSatisfy { $1.previous == $0.location })
      #expect(tails.allSatisfy { $0 == predicted })
    }
  }

  @Test("Property: a sample with stylus values and readings survives JSON unchanged")
  func samplesRoundTripThroughJSON() async {
    await propertyCheck(
      count: 200,
      input: Gen.double(in: 0...4), Gen.double(in: 0...(Double.pi / 2)),
      Gen.double(in: -Double.pi...Double.pi), Gen.int(in: 0...3), Gen.bool
    ) { force, altitude, azimuth, readings, estimated in
      var sample = TouchSample(
        touchID: 3, phase: .moved, location: CGPoint(x: 10, y: 20), timestamp: 1, force: force,
        type: .pencil, maximumPossibleForce: 4, altitudeAngle: altitude,
        azimuthAngle: azimuth,
        coalesced: (0..<readings).map {
          TouchSample(
            touchID: 3, phase: .moved, location: CGPoint(x: Double($0), y: 0),
            timestamp: 0.9 + Double($0) * 0.01)
        })
      if estimated {
        sample.estimatedProperties = [.force, .altitude]
        sample.estimatedPropertiesExpectingUpdates = .force
        sample.estimationUpdateIndex = 12
      }
      let data = try! JSONEncoder().encode(sample)
      let decoded = try! JSONDecoder().decode(TouchSample.self, from: data)
      #expect(decoded == sample && decoded.hashValue == sample.hashValue)
      var plain = sample
      plain.coalesced = []
      #expect(plain != sample || readings == 0, "the readings take part in equality")
    }
  }
}
