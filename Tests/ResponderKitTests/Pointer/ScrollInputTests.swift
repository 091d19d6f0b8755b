import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite(
  "Scroll input: wheels and trackpads drive pans and scroll views (UIScrollType, allowedScrollTypesMask)"
)
struct ScrollInputTests {
  /// A 375 x 600 window with a vertical list (content 3,000 high) holding a horizontal strip
  /// (content 1,000 wide) at its top.
  func screen() -> (DemoScene, ScrollView, ScrollView) {
    let scene = DemoScene()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    list.contentSize = CGSize(width: 375, height: 3000)
    scene.window.addSubview(list)
    let strip = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    strip.contentSize = CGSize(width: 1000, height: 100)
    list.addSubview(strip)
    return (scene, list, strip)
  }

  func scroll(
    _ dx: CGFloat, _ dy: CGFloat, _ type: Event.ScrollType, _ phase: ScrollSample.Phase = .changed,
    at time: TimeInterval, x: CGFloat = 200, y: CGFloat = 300
  ) -> ScrollSample {
    ScrollSample(
      location: CGPoint(x: x, y: y), delta: CGVector(dx: dx, dy: dy), type: type, phase: phase,
      timestamp: time)
  }

  @Test(
    "UIPanGestureRecognizer.allowedScrollTypesMask: a trackpad scroll drives the list's pan; the list follows, then decelerates"
  )
  func trackpadScrollsList() throws {
    let (scene, list, strip) = screen()
    let app = scene.application
    try app.send(scroll(0, 0, .continuous, .began, at: 1))
    for step in 1...5 {
      try app.send(scroll(0, -20, .continuous, at: 1 + Double(step) / 60))
    }
    #expect(abs(list.contentOffset.y - 100) < 1e-9, "the content follows the deltas")
    #expect(list.isDragging)
    try app.send(scroll(0, 0, .continuous, .ended, at: 1.1))
    #expect(!list.isDragging)
    #expect(list.isDecelerating, "a trackpad scroll ends with velocity")
    app.advance(by: 5)
    #expect(list.contentOffset.y > 100 && list.contentOffset.y <= 2400)
    #expect(!list.isDecelerating)
    #expect(strip.contentOffset == .zero)
  }

  @Test("A wheel's ticks scroll with no deceleration; the pan ends 0.15 s after the last tick")
  func wheelTicks() throws {
    let (scene, list, _) = screen()
    var states: [GestureRecognizer.State] = []
    list.panGestureRecognizer.addHandler { states.append($0.state) }
    let app = scene.application
    for tick in 0..<3 {
      try app.send(scroll(0, -30, .discrete, at: 1 + Double(tick) * 0.05))
    }
    #expect(abs(list.contentOffset.y - 90) < 1e-9)
    app.advance(to: 1.1 + Application.discreteScrollEndDelay - 0.01)
    #expect(states == [.began, .changed, .changed])
    app.advance(to: 1.1 + Application.discreteScrollEndDelay + 0.01)
    #expect(states == [.began, .changed, .changed, .ended])
    #expect(!list.isDecelerating)
    #expect(abs(list.contentOffset.y - 90) < 1e-9)
  }

  @Test("Nested scroll views: the innermost that scrolls along the delta takes it")
  func nested() throws {
    let (scene, list, strip) = screen()
    let app = scene.application
    try app.send(scroll(-40, 0, .discrete, at: 1, y: 50))
    app.advance(by: 1)
    try app.send(scroll(0, -40, .discrete, at: 3, y: 50))
    app.advance(by: 1)
    #expect(abs(strip.contentOffset.x - 40) < 1e-9 && strip.contentOffset.y == 0)
    #expect(abs(list.contentOffset.y - 40) < 1e-9, "the strip does not scroll vertically")
  }

  @Test(
    "UIPanGestureRecognizer: a plain pan follows no scroll by default; allowing a type makes it follow that type only"
  )
  func plainPan() throws {
    let scene = DemoScene()
    let pad = View(frame: scene.window.bounds)
    scene.window.addSubview(pad)
    let pan = PanGestureRecognizer()
    var translations: [CGPoint] = []
    pan.addHandler { translations.append(($0 as! PanGestureRecognizer).translation(in: pad)) }
    pad.addGestureRecognizer(pan)
    let app = scene.application
    try app.send(scroll(0, -10, .discrete, at: 1))
    app.advance(by: 1)
    #expect(translations.isEmpty)
    pan.allowedScrollTypesMask = .continuous
    try app.send(scroll(0, -10, .discrete, at: 3))
    app.advance(by: 1)
    #expect(translations.isEmpty, "a wheel is not a trackpad")
    try app.send(scroll(0, 0, .continuous, .began, at: 5))
    try app.send(scroll(3, -10, .continuous, at: 5.02))
    try app.send(scroll(3, -10, .continuous, at: 5.04))
    try app.send(scroll(0, 0, .continuous, .ended, at: 5.06))
    #expect(translations == [CGPoint(x: 3, y: -10), CGPoint(x: 6, y: -20), CGPoint(x: 6, y: -20)])
    #expect(pan.state == .possible)
  }

  @Test(
    "Scroll readings that break the rules are refused, naming the pointer and the rule",
    arguments: [
      (
        "NaN delta", [(CGFloat.nan, Event.ScrollType.discrete, ScrollSample.Phase.changed)],
        "scroll delta (nan, -5.0) is not a finite distance"
      ),
      (
        "trackpad changed first", [(0, .continuous, .changed)],
        "a trackpad scroll changed before it began"
      ),
      (
        "trackpad began twice", [(0, .continuous, .began), (0, .continuous, .began)],
        "a trackpad scroll began during another"
      ),
      (
        "wheel with a phase", [(0, .discrete, .began)],
        "a wheel's readings have no phases: each is .changed"
      ),
    ])
  func badScroll(
    name: String, readings: [(CGFloat, Event.ScrollType, ScrollSample.Phase)], message: String
  ) throws {
    let (scene, _, _) = screen()
    var thrown: InputError?
    for (index, reading) in readings.enumerated() {
      do {
        try scene.application.send(
          scroll(reading.0, -5, reading.1, reading.2, at: 1 + Double(index) * 0.01))
      } catch { thrown = error }
    }
    let error = try #require(thrown, "\(name) is refused")
    // The rule is the message's last words: nothing is appended to it.
    #expect(error.description.hasSuffix(": " + message), "\(error)")
    #expect(error.description.contains("the pointer"))
  }

  @Test(
    "A pan busy with touches is not taken by a scroll; its touches end as usual (found by the property)"
  )
  func busyPanKeepsItsTouches() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 375, height: 600))
    pad.isMultipleTouchEnabled = true
    pad.addGestureRecognizer(TapGestureRecognizer())
    let pan = PanGestureRecognizer()
    pan.allowedScrollTypesMask = .all
    pad.addGestureRecognizer(pan)
    var log: [ViewCall] = []
    pad.onCall = { method, touches, _ in log.append((pad.traceName, method, touches.logged)) }
    let app = scene.application
    try app.send(sample(1, .began, 0, 10, at: 0.01))
    try app.send(sample(0, .began, 0, 10, at: 0.02))
    try app.send(sample(0, .ended, 0, 0, at: 0.03))
    try app.send(scroll(-290, -187, .continuous, .began, at: 0.04, x: 0, y: 10))
    try app.send(scroll(0, 0, .continuous, .ended, at: 0.05, x: 0, y: 10))
    #expect(pan.state == .possible, "the scroll found no free pan")
    app.cancelAllTouches()
    app.advance(by: 10)
    verifyEveryBeganTouchEndsOnce(log)
  }

  @Test(
    "UIPanGestureRecognizer.setTranslation(_:in:) on a pan driven by scrolls: the next step adds to the translation set",
    arguments: [Event.ScrollType.continuous, .discrete])
  func setTranslationWhileScrolling(type: Event.ScrollType) throws {
    let scene = DemoScene()
    let pad = View.named(
      "Pad", frame: CGRect(x: 0, y: 0, width: 375, height: 600), in: scene.window)
    let pan = PanGestureRecognizer()
    pan.allowedScrollTypesMask = .all
    var seen: [CGPoint] = []
    pan.addHandler { recognizer in
      guard let pan = recognizer as? PanGestureRecognizer, recognizer.state.isActive else { return }
      seen.append(pan.translation(in: pad))
      pan.setTranslation(.zero, in: pad)
    }
    pad.addGestureRecognizer(pan)
    let app = scene.application
    if type == .continuous { try app.send(scroll(0, 0, type, .began, at: 1)) }
    try app.send(scroll(0, -20, type, at: 1.01))
    try app.send(scroll(5, -30, type, at: 1.02))
    try app.send(scroll(0, -40, type, at: 1.03))
    #expect(seen == [CGPoint(x: 0, y: -20), CGPoint(x: 5, y: -30), CGPoint(x: 0, y: -40)])
    if type == .continuous { try app.send(scroll(0, 0, type, .ended, at: 1.04)) }
    app.advance(by: 1)
    #expect(pan.state == .possible)
  }

  @Test("UIPanGestureRecognizer.setTranslation(_:in:) to a value mid-scroll, in a scaled view")
  func setTranslationToValue() throws {
    let scene = DemoScene()
    let pad = View.named(
      "Pad", frame: CGRect(x: 0, y: 0, width: 375, height: 600), in: scene.window)
    pad.transform = CGAffineTransform(scaleX: 2, y: 2)
    let pan = PanGestureRecognizer()
    pan.allowedScrollTypesMask = .all
    pad.addGestureRecognizer(pan)
    let app = scene.application
    try app.send(scroll(0, 0, .continuous, .began, at: 1, x: 180, y: 300))
    try app.send(scroll(0, -20, .continuous, at: 1.01, x: 180, y: 300))
    pan.setTranslation(CGPoint(x: 100, y: 100), in: pad)
    #expect(isClose(pan.translation(in: pad), CGPoint(x: 100, y: 100)))
    try app.send(scroll(10, 0, .continuous, at: 1.02, x: 180, y: 300))
    #expect(
      isClose(pan.translation(in: pad), CGPoint(x: 105, y: 100)), "10 window points are 5 in Pad")
    try app.send(scroll(0, 0, .continuous, .ended, at: 1.03, x: 180, y: 300))
  }
}
