import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Finding touches by id (§4)")
struct TouchTablePropertyTests {
  @Test(
    """
    Property: with up to 24 fingers down, lifted in any order, every sample reaches the touch \
    with its id and the input rules know which ids are down (scanning and hashing switch as \
    the count crosses 8)
    """)
  func everySampleFindsItsTouch() async {
    await propertyCheck(
      count: 120,
      input: Gen.int(in: 1...24), Gen.int(in: 0...1_000).array(of: 24),
      Gen.int(in: 0...1_000).array(of: 24)
    ) { fingers, liftKeys, moveKeys in
      // swift-property-based drops what a property's body throws (it runs it under `try?`):
      // a thrown error is recorded here, as a failure.
      do {
        let scene = DemoScene()
        let pad = scene.recordingView("Pad", scene.window.bounds)
        pad.isMultipleTouchEnabled = true
        var time: TimeInterval = 0
        @MainActor func send(_ id: Int, _ phase: TouchSample.Phase, y: CGFloat) throws {
          time += 0.01
          try scene.application.send(
            TouchSample(
              touchID: id, phase: phase, location: CGPoint(x: CGFloat(id) * 10, y: y),
              timestamp: time))
        }
        let ids = Array(1...fingers)
        for id in ids { try send(id, .began, y: 100) }
        // Each finger moves once, then lifts, in two independent random orders that interleave.
        let moves = ids.sorted { moveKeys[$0 - 1] < moveKeys[$1 - 1] }
        let lifts = ids.sorted { liftKeys[$0 - 1] < liftKeys[$1 - 1] }
        // The validator's ids down cross the same threshold: a live id cannot begin again, and
        // a lifted one cannot move.
        let again = ids[liftKeys[0] % fingers]
        #expect(throws: InputError.self) { try send(again, .began, y: 100) }
        for id in moves { try send(id, .moved, y: 300 + CGFloat(id)) }
        for id in lifts { try send(id, .ended, y: 300 + CGFloat(id)) }
        #expect(throws: InputError.self) { try send(again, .moved, y: 100) }
        try send(again, .began, y: 100)
        try send(again, .ended, y: 300 + CGFloat(again))
        for call in pad.calls where call.method == .touchesMoved || call.method == .touchesEnded {
          for (id, location) in zip(call.touchIDs, call.locations) {
            #expect(location == CGPoint(x: CGFloat(id) * 10, y: 300 + CGFloat(id)))
          }
        }
        let ended = pad.calls.filter { $0.method == .touchesEnded }.flatMap(\.touchIDs)
        #expect(ended == lifts + [again])
        #expect(pad.calls.filter { $0.method == .touchesMoved }.flatMap(\.touchIDs) == moves)
      } catch { Issue.record(error) }
    }
  }
}
