import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Delivery through sendEvent (§6)")
struct DeliveryTests {
  @Test("§6 an Application.sendEvent override that skips super blocks every delivery")
  func applicationOverride() throws {
    final class Gatekeeper: Application {
      var seen: [Event.EventType] = []
      var passes = false
      override func sendEvent(_ event: Event) {
        seen.append(event.type)
        if passes { super.sendEvent(event) }
      }
    }
    let application = Gatekeeper()
    let scene = DemoScene(application: application)
    let pad = scene.recordingView("Pad", scene.window.bounds)
    try scene.tap(at: CGPoint(x: 10, y: 10))
    #expect(pad.calls.isEmpty && application.seen == [.touches, .touches])
    application.passes = true
    scene.application.advance(by: 1)
    try scene.tap(at: CGPoint(x: 10, y: 10))
    #expect(pad.methods == [.touchesBegan, .touchesEnded])
  }

  @Test(
    "§6 events are processed one at a time in arrival order (FIFO), even when sent from a handler")
  func fifo() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    var order: [String] = []
    pad.onCall = { method, _, _ in
      order.append(method.rawValue)
      if method == .touchesBegan {
        try? scene.application.send([sample(1, .ended, 10, 10, at: 0.1)])
        order.append("queued end")
      }
    }
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    #expect(order == ["touchesBegan", "queued end", "touchesEnded"])
  }

  @Test("§6 per view and dispatch, phases arrive as separate calls: began, moved, ended, cancelled")
  func phaseOrder() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    try scene.application.send([sample(1, .began, 10, 10, at: 0), sample(2, .began, 50, 50, at: 0)])
    try scene.application.send([
      sample(1, .ended, 10, 10, at: 0.1), sample(3, .began, 90, 90, at: 0.1),
      sample(2, .moved, 60, 60, at: 0.1),
    ])
    #expect(pad.methods == [.touchesBegan, .touchesBegan, .touchesMoved, .touchesEnded])
    #expect(pad.calls.map(\.touchIDs) == [[1, 2], [3], [2], [1]])
  }

  @Test("§6 a view's phase sets hold only its own touches")
  func perViewSets() throws {
    let scene = DemoScene()
    let left = scene.recordingView("Left", CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = scene.recordingView("Right", CGRect(x: 200, y: 0, width: 100, height: 100))
    try scene.application.send([
      sample(1, .began, 10, 10, at: 0), sample(2, .began, 210, 10, at: 0),
    ])
    #expect(left.calls.map(\.touchIDs) == [[1]] && right.calls.map(\.touchIDs) == [[2]])
  }

  @Test("§6 isMultipleTouchEnabled false: a second touch on a tracking view is withheld for life")
  func multipleTouchDisabled() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    try scene.application.send([sample(2, .began, 50, 50, at: 0.1)])
    try scene.application.send([sample(2, .moved, 60, 60, at: 0.2)])
    try scene.application.send([sample(1, .ended, 10, 10, at: 0.3)])
    try scene.application.send([sample(2, .ended, 60, 60, at: 0.4)])
    #expect(pad.calls.map(\.touchIDs) == [[1], [1]])
    #expect(
      scene.recorder.records.contains(
        .touchWithheld(touch: 2, view: "Pad", reason: .multipleTouchDisabled)))
    try scene.application.send([sample(3, .began, 10, 10, at: 1)])
    #expect(pad.calls.last?.touchIDs == [3])
  }

  @Test("§6 isMultipleTouchEnabled true: every touch is delivered")
  func multipleTouchEnabled() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    try scene.application.send([sample(2, .began, 50, 50, at: 0.1)])
    #expect(pad.calls.map(\.touchIDs) == [[1], [2]])
  }

  @Test("§6 isExclusiveTouch: while it tracks, other views get no new touches")
  func exclusiveBlocksOthers() throws {
    let scene = DemoScene()
    let exclusive = scene.recordingView("Exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
    exclusive.isExclusiveTouch = true
    let other = scene.recordingView("Other", CGRect(x: 200, y: 0, width: 100, height: 100))
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    try scene.application.send([sample(2, .began, 210, 10, at: 0.1)])
    try scene.application.send([sample(2, .ended, 210, 10, at: 0.2)])
    #expect(other.calls.isEmpty)
    #expect(
      scene.recorder.records.contains(
        .touchWithheld(touch: 2, view: "Other", reason: .exclusiveTouchView("Exclusive"))))
    try scene.application.send([sample(1, .ended, 10, 10, at: 0.3)])
    try scene.application.send([sample(3, .began, 210, 10, at: 1)])
    #expect(other.calls.map(\.touchIDs) == [[3]])
  }

  @Test("§6 isExclusiveTouch: a touch landing on it is withheld while another view tracks")
  func exclusiveWaitsForOthers() throws {
    let scene = DemoScene()
    let exclusive = scene.recordingView("Exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
    exclusive.isExclusiveTouch = true
    let other = scene.recordingView("Other", CGRect(x: 200, y: 0, width: 100, height: 100))
    try scene.application.send([sample(1, .began, 210, 10, at: 0)])
    try scene.application.send([sample(2, .began, 10, 10, at: 0.1)])
    try scene.application.send([sample(2, .ended, 10, 10, at: 0.2)])
    #expect(exclusive.calls.isEmpty && other.calls.count == 1)
    #expect(
      scene.recorder.records.contains(
        .touchWithheld(touch: 2, view: "Exclusive", reason: .otherViewTracking("Other"))))
  }

  @Test("§6 cancelAllTouches cancels every live touch in the view it began in")
  func cancelAll() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    try scene.application.send([sample(1, .began, 10, 10, at: 0)])
    scene.application.cancelAllTouches()
    #expect(pad.methods == [.touchesBegan, .touchesCancelled])
    try scene.application.send([sample(1, .began, 10, 10, at: 1)])
    #expect(pad.calls.count == 3)
  }

  @Test(
    "§6 the window sends touch events to hit views only after the application passes them on (seed E16)"
  )
  func windowOverride() throws {
    for callsSuper in [true, false] {
      let (scene, window, target) = WindowIntercept.build(callsSuper: callsSuper)
      try scene.tap(at: CGPoint(x: 150, y: 200))
      #expect(window.seen == ["touch 1 began", "touch 1 ended"])
      #expect(target.methods == (callsSuper ? [.touchesBegan, .touchesEnded] : []))
    }
  }

  @Test("§6 one event with touches in two windows is sent to each window that owns touches, once")
  func twoWindows() throws {
    let application = Application()
    let left = InterceptingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = InterceptingWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    let idle = InterceptingWindow(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
    for window in [left, right, idle] {
      application.attach(window)
      window.makeKeyAndVisible()
    }
    let a = RecordingView(frame: left.bounds).named("A", in: left)
    let b = RecordingView(frame: right.bounds).named("B", in: right)
    try application.send([sample(1, .began, 50, 50, at: 0), sample(2, .began, 150, 50, at: 0)])
    #expect(left.seen == ["touch 1 began", "touch 2 began"])
    #expect(right.seen == ["touch 1 began", "touch 2 began"])
    #expect(idle.seen.isEmpty)
    #expect(a.calls.map(\.touchIDs) == [[1]] && b.calls.map(\.touchIDs) == [[2]])
    #expect(b.calls[0].locations == [CGPoint(x: 50, y: 50)])
  }
}
