import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A recognizer that notes the estimated-property updates it is told of.
@MainActor
private final class UpdateWatcher: GestureRecognizer {
  var updates: [CGFloat] = []
  override func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {
    updates += touches.map(\.force)
  }
}

@MainActor
@Suite("Touches for drawing: coalesced, predicted, stylus values, estimated updates (§4)")
struct CoalescedTouchTests {
  private func reading(_ x: CGFloat, at time: TimeInterval, id: Int = 1) -> TouchSample {
    TouchSample(touchID: id, phase: .moved, location: CGPoint(x: x, y: 10), timestamp: time)
  }

  @Test("§5 coalescedTouches(for:) chains previous locations through the readings; nil elsewhere")
  func coalescedChain() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    var seen: [(CGPoint, CGPoint, TimeInterval)] = []
    var earlier: Touch?
    var foreign: [Touch]? = []
    pad.onCall = { method, touches, event in
      guard let touch = touches.first, let event else { return }
      if method == .touchesBegan, earlier == nil { earlier = touch }
      guard method == .touchesMoved else { return }
      seen = (event.coalescedTouches(for: touch) ?? []).map {
        ($0.location(in: nil), $0.previousLocation(in: nil), $0.timestamp)
      }
      foreign = earlier.flatMap { event.coalescedTouches(for: $0) }
    }
    try scene.application.send(sample(5, .began, 10, 10, at: 0))
    try scene.application.send(sample(5, .ended, 10, 10, at: 0))
    try scene.application.send(sample(1, .began, 10, 10, at: 0))
    var move = reading(40, at: 0.03)
    move.coalesced = [reading(20, at: 0.01), reading(30, at: 0.02)]
    try scene.application.send(move)
    #expect(seen.map(\.0.x) == [20, 30, 40])
    #expect(seen.map(\.1.x) == [10, 20, 30])
    #expect(seen.map(\.2) == [0.01, 0.02, 0.03])
    #expect(foreign == nil)
  }

  @Test("§5 a stationary touch's coalesced list is itself alone, its predictions empty")
  func stationaryTouch() throws {
    let scene = DemoScene()
    scene.window.isMultipleTouchEnabled = true
    let pad = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    pad.isMultipleTouchEnabled = true
    var counts: [Int] = []
    pad.onCall = { method, touches, event in
      guard method == .touchesMoved, let event,
        let still = event.allTouches?.first(where: {
          $0.phase == .stationary
        })
      else { return }
      counts = [
        event.coalescedTouches(for: still)?.count ?? -1,
        event.predictedTouches(for: still)?.count ?? -1,
      ]
    }
    try scene.application.send([sample(1, .began, 10, 10, at: 0), sample(2, .began, 50, 50, at: 0)])
    var move = reading(40, at: 0.03)
    move.coalesced = [reading(20, at: 0.01)]
    move.predicted = [reading(50, at: 0.04)]
    try scene.application.send(move)
    try scene.application.send(reading(45, at: 0.05, id: 2))
    #expect(counts == [1, 0])
  }

  @Test(
    "§4 a stylus sample's force, maximum, altitude, azimuth and precise location reach the touch")
  func stylusValues() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 100, y: 100, width: 100, height: 100))
    var values: [CGFloat] = []
    pad.onCall = { method, touches, _ in
      guard method == .touchesBegan, let touch = touches.first else { return }
      let precise = touch.preciseLocation(in: pad)
      values = [
        touch.force, touch.maximumPossibleForce, touch.altitudeAngle,
        touch.azimuthAngle(in: nil), precise.x, precise.y,
      ]
    }
    try scene.application.send(
      TouchSample(
        touchID: 1, phase: .began, location: CGPoint(x: 150, y: 150), timestamp: 0, force: 1.5,
        type: .pencil, maximumPossibleForce: 4, altitudeAngle: 0.5, azimuthAngle: 1,
        preciseLocation: CGPoint(x: 150.25, y: 149.75)))
    #expect(values == [1.5, 4, 0.5, 1, 50.25, 49.75])
  }

  @Test("§4 an update reaches the live touch's view and recognizers, and settles its index")
  func liveUpdate() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    let watcher = UpdateWatcher()
    pad.addGestureRecognizer(watcher)
    var down = sample(1, .began, 10, 10, at: 0)
    down.force = 0.2
    down.estimatedProperties = [.force, .altitude]
    down.estimatedPropertiesExpectingUpdates = [.force, .altitude]
    down.estimationUpdateIndex = 3
    var live: Touch?
    pad.onCall = { method, touches, _ in if method == .touchesBegan { live = touches.first } }
    try scene.application.send(down)
    let touch = try #require(live)
    #expect(touch.estimationUpdateIndex == NSNumber(value: 3))
    try scene.application.sendEstimatedPropertiesUpdate(
      EstimatedPropertiesUpdate(touchID: 1, estimationUpdateIndex: 3, timestamp: 0.01, force: 1))
    #expect(watcher.updates == [1] && touch.force == 1)
    #expect(touch.estimatedPropertiesExpectingUpdates == .altitude)
    try scene.application.sendEstimatedPropertiesUpdate(
      EstimatedPropertiesUpdate(
        touchID: 1, estimationUpdateIndex: 3, timestamp: 0.02, noLongerExpected: .altitude))
    #expect(touch.estimationUpdateIndex == nil && touch.estimatedProperties == .altitude)
    #expect(throws: InputError.self) {
      try scene.application.sendEstimatedPropertiesUpdate(
        EstimatedPropertiesUpdate(touchID: 1, estimationUpdateIndex: 3, timestamp: 0.03, force: 2))
    }
  }

  @Test(
    "Raw readings that break the rules are refused with the touch and the reading named",
    arguments: [
      (
        "coalesced late",
        "sample 0 (touch 1, moved at t=0.03): coalesced reading 0: time 0.05 is after the sample's own 0.03"
      ),
      (
        "coalesced early",
        "sample 0 (touch 1, moved at t=0.03): coalesced reading 1: time 0.005 is before 0.01"
      ),
      (
        "coalesced other touch",
        "sample 0 (touch 1, moved at t=0.03): coalesced reading 0: touch 2 differs from the sample's touch 1"
      ),
      (
        "predicted early",
        "sample 0 (touch 1, moved at t=0.03): predicted reading 0: time 0.02 is before 0.03"
      ),
      (
        "predicted NaN",
        "sample 0 (touch 1, moved at t=0.03): predicted reading 0: location (nan, 10.0) is not finite"
      ),
      (
        "altitude",
        "sample 0 (touch 1, moved at t=0.03): altitudeAngle 2.0 must be between 0 and π/2"
      ),
      ("azimuth", "sample 0 (touch 1, moved at t=0.03): azimuthAngle inf must be finite"),
      (
        "maximum force",
        "sample 0 (touch 1, moved at t=0.03): maximumPossibleForce -1.0 must be finite and not negative"
      ),
      (
        "update",
        "estimated-properties update (touch 1, index 9 at t=0.03): no sample of touch 1 announced index 9, or its update already came"
      ),
    ])
  func refusedReadings(_ case: String, _ message: String) throws {
    let scene = DemoScene()
    scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    try scene.application.send(sample(1, .began, 10, 10, at: 0))
    var move = reading(40, at: 0.03)
    switch `case` {
    case "coalesced late": move.coalesced = [reading(30, at: 0.05)]
    case "coalesced early": move.coalesced = [reading(20, at: 0.01), reading(30, at: 0.005)]
    case "coalesced other touch": move.coalesced = [reading(20, at: 0.01, id: 2)]
    case "predicted early": move.predicted = [reading(50, at: 0.02)]
    case "predicted NaN": move.predicted = [reading(.nan, at: 0.04)]
    case "altitude": move.altitudeAngle = 2
    case "azimuth": move.azimuthAngle = .infinity
    case "maximum force": move.maximumPossibleForce = -1
    default: break
    }
    let error = #expect(throws: InputError.self) {
      if `case` == "update" {
        try scene.application.sendEstimatedPropertiesUpdate(
          EstimatedPropertiesUpdate(touchID: 1, estimationUpdateIndex: 9, timestamp: 0.03))
      } else {
        try scene.application.send(move)
      }
    }
    #expect(error?.description == message)
    try scene.application.send(reading(45, at: 0.04))
  }
}
