import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Event (§5)")
struct EventTests {
  @Test("§5 type and subtype raw values are UIKit's")
  func rawValues() {
    #expect(
      [Event.EventType.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform].map(
        \.rawValue)
        == [0, 1, 2, 3, 10, 11, 14])
    #expect(Event.EventSubtype.motionShake.rawValue == 1)
    #expect(Event.EventSubtype.remoteControlPlay.rawValue == 100)
    #expect(Event.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
  }

  @Test("§5 allTouches spans views; touches(for:) gives a view's own touches, not descendants'")
  func touchesForView() throws {
    let scene = DemoScene()
    let parent = scene.recordingView("Parent", CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = scene.recordingView(
      "Child", CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
    var counts: (all: Int, parent: Int, child: Int, window: Int)?
    child.onCall = { _, _, event in
      counts = (
        event!.allTouches!.count, event!.touches(for: parent)!.count,
        event!.touches(for: child)!.count,
        event!.touches(for: scene.window)!.count
      )
    }
    try scene.application.send([
      sample(1, .began, 10, 10, at: 0), sample(2, .began, 200, 200, at: 0),
    ])
    #expect(counts?.all == 2 && counts?.parent == 1 && counts?.child == 1 && counts?.window == 2)
  }

  @Test("§5 the touches event object is reused across dispatches; timestamp is the latest change")
  func reuse() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    var events: [ObjectIdentifier] = []
    var stamps: [TimeInterval] = []
    pad.onCall = { _, _, event in
      events.append(ObjectIdentifier(event!))
      stamps.append(event!.timestamp)
    }
    try scene.application.send([sample(1, .began, 10, 10, at: 2)])
    try scene.application.send([sample(1, .ended, 10, 10, at: 2.5)])
    #expect(events.count == 2 && Set(events).count == 1 && stamps == [2, 2.5])
  }

  @Test("§5 a moved set holds only the touches that moved; non-touch events have no touches")
  func movedSetAndNonTouch() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    try scene.application.send([sample(1, .began, 10, 10, at: 0), sample(2, .began, 50, 50, at: 0)])
    try scene.application.send([sample(1, .moved, 20, 10, at: 0.1)])
    #expect(pad.calls[1].method == .touchesMoved && pad.calls[1].touchIDs == [1])
    #expect(pad.calls[1].allTouchesCount == 2)
    final class Probe: View {
      var seen: Set<Touch>?? = .none
      override var canBecomeFirstResponder: Bool { true }
      override func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
        seen = .some(event?.allTouches)
      }
    }
    let probe = Probe().named("Probe", in: scene.window)
    probe.becomeFirstResponder()
    scene.application.sendMotion(phase: .began)
    #expect(probe.seen == .some(nil))
  }
}
