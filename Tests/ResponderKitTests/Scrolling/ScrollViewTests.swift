import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
final class ScrollLog: ScrollViewDelegate {
  var entries: [String] = []
  var zoomView: View?
  var retarget: CGPoint?
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { entries.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    entries.append("willEndDragging")
    if let retarget { targetContentOffset.pointee = retarget }
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    entries.append("didEndDragging decelerate \(decelerate)")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    entries.append("didEndDecelerating")
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) { entries.append("didZoom") }
  func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
}

@MainActor
@Suite("Scroll views (§10, seed E15)")
struct ScrollViewTests {
  /// A vertical list: a 375 x 600 scroll view with 2,000 pt of content and a recording `Row` at
  /// content y 300.
  func list() -> (DemoScene, ScrollView, RecordingView, ScrollLog, GestureLog) {
    let (scene, scroll, row) = ScrollHoldsTouches.build()
    let delegate = ScrollLog()
    scroll.delegate = delegate
    let log = GestureLog(scene)
    log.watch(row)
    return (scene, scroll, row, delegate, log)
  }

  @Test("§10 §2.3 contentOffset is the bounds origin: content is hit in content coordinates")
  func offsetIsBoundsOrigin() throws {
    let (scene, scroll, _, _, _) = list()
    scroll.contentOffset = CGPoint(x: 0, y: 250)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 250))
    #expect(scene.hitTest(CGPoint(x: 10, y: 60))?.traceName == "Row")
    #expect(scene.hitTest(CGPoint(x: 10, y: 310))?.traceName == "List")
  }

  @Test("§10 delaysContentTouches: a still touch reaches the content 0.15 s late")
  func delayedContentTouch() throws {
    let (scene, _, _, _, log) = list()
    try scene.application.send([sample(1, .began, 100, 320, at: 0)])
    #expect(log.entries.isEmpty)
    scene.application.advance(to: 0.3)
    try scene.application.send([sample(1, .ended, 100, 320, at: 0.4)])
    #expect(log.entries == ["Row touchesBegan @0.15", "Row touchesEnded @0.4"])
  }

  @Test("§10 a finger that lifts before 0.15 s gives the content began and ended back to back")
  func quickTap() throws {
    let (scene, _, _, _, log) = list()
    try scene.tap(at: CGPoint(x: 100, y: 320))
    #expect(log.entries == ["Row touchesBegan @0.05", "Row touchesEnded @0.05"])
  }

  @Test("§10 E15 when the pan begins first, the content never hears of the touch")
  func scrollSwallowsTouch() throws {
    let (scene, scroll, _, delegate, log) = list()
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 100, y: 320), CGPoint(x: 100, y: 120)], duration: 0.1)
    try scene.application.play(script)
    #expect(log.entries.isEmpty)
    #expect(delegate.entries.first == "willBeginDragging")
    #expect(scroll.contentOffset.y > 100)
  }

  @Test("§10 moving along the axis the view cannot scroll releases the touch early")
  func earlyReleaseAcross() throws {
    let (scene, _, _, _, log) = list()
    try scene.application.send([sample(1, .began, 100, 320, at: 0)])
    try scene.application.send([sample(1, .moved, 115, 320, at: 0.05)])
    #expect(log.entries == ["Row touchesBegan @0.05", "Row touchesMoved @0.05"])
  }

  @Test("§10 touchesShouldBegin false swallows the touch; delaysContentTouches false asks at once")
  func shouldBegin() throws {
    final class Refusing: ScrollView {
      override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View)
        -> Bool
      { false }
    }
    let scene = DemoScene()
    let scroll = Refusing(frame: CGRect(x: 0, y: 0, width: 375, height: 600)).named(
      "List", in: scene.window)
    scroll.contentSize = CGSize(width: 375, height: 2000)
    scroll.delaysContentTouches = false
    let row = RecordingView(frame: CGRect(x: 0, y: 300, width: 375, height: 44)).named(
      "Row", in: scroll)
    try scene.tap(at: CGPoint(x: 100, y: 320))
    #expect(row.calls.isEmpty)
  }

  @Test("§10 canCancelContentTouches: a drag after the content began cancels its touch")
  func cancelsContent() throws {
    let (scene, _, _, _, log) = list()
    try scene.application.send([sample(1, .began, 100, 320, at: 0)])
    scene.application.advance(to: 0.2)
    var frames: [[TouchSample]] = []
    for step in 1...5 {
      frames.append([
        sample(1, .moved, 100, 320 - CGFloat(step) * 10, at: 0.2 + Double(step) * 0.02)
      ])
    }
    for frame in frames { try scene.application.send(frame) }
    #expect(log.entries.first == "Row touchesBegan @0.15")
    #expect(log.entries.contains("Row touchesCancelled @0.22"))
  }

  @Test(
    "§10 touchesShouldCancel is false for controls: the button keeps its touch and the list does not scroll"
  )
  func controlsKeepTheirTouch() throws {
    let (scene, scroll, _, _, _) = list()
    let button = Button(frame: CGRect(x: 0, y: 500, width: 375, height: 44))
    scroll.addSubview(button)
    var events: [String] = []
    button.addAction(Action { _ in events.append("up") }, for: [.touchUpInside, .touchUpOutside])
    try scene.application.send([sample(1, .began, 100, 520, at: 0)])
    scene.application.advance(to: 0.2)
    for step in 1...5 {
      try scene.application.send([
        sample(1, .moved, 100, 520 - CGFloat(step) * 10, at: 0.2 + Double(step) * 0.02)
      ])
    }
    try scene.application.send([sample(1, .ended, 100, 470, at: 0.4)])
    #expect(events == ["up"] && scroll.contentOffset == .zero)
  }

  @Test("§10 canCancelContentTouches false: once the content tracks, the view does not scroll")
  func cannotCancel() throws {
    let (scene, scroll, _, _, log) = list()
    scroll.canCancelContentTouches = false
    try scene.application.send([sample(1, .began, 100, 320, at: 0)])
    scene.application.advance(to: 0.2)
    for step in 1...5 {
      try scene.application.send([
        sample(1, .moved, 100, 320 - CGFloat(step) * 10, at: 0.2 + Double(step) * 0.02)
      ])
    }
    #expect(scroll.contentOffset == .zero && !log.entries.contains { $0.contains("Cancelled") })
  }

  @Test("§10 only scrollable axes start the pan")
  func axes() throws {
    let (scene, scroll, _, _, _) = list()
    var sideways = TouchScript()
    sideways.drag(along: [CGPoint(x: 300, y: 100), CGPoint(x: 100, y: 100)], duration: 0.1)
    try scene.application.play(sideways)
    #expect(scroll.contentOffset == .zero && !scroll.panGestureRecognizer.state.isActive)
    scroll.alwaysBounceHorizontal = true
    var again = TouchScript(startingAt: 1)
    again.drag(along: [CGPoint(x: 300, y: 100), CGPoint(x: 100, y: 100)], duration: 0.1)
    try scene.application.play(again)
    scene.application.advance(by: 2)
    #expect(scroll.contentOffset.x == 0)
  }

  @Test("§10 a fling decelerates on the clock to the target (normal 0.998), telling the delegate")
  func fling() throws {
    let (scene, scroll, _, delegate, _) = list()
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 300)], duration: 0.1)
    try scene.application.play(script)
    let atLift = scroll.contentOffset.y
    #expect(scroll.isDecelerating)
    scene.application.advance(by: 0.5)
    #expect(scroll.contentOffset.y > atLift && scroll.isDecelerating)
    scene.application.advance(by: 10)
    #expect(!scroll.isDecelerating)
    #expect(
      delegate.entries == [
        "willBeginDragging", "willEndDragging", "didEndDragging decelerate true",
        "didEndDecelerating",
      ])
    #expect(scroll.contentOffset.y <= 2000 - 600)
  }

  @Test("§10 the delegate's target offset is where the deceleration ends")
  func retarget() throws {
    let (scene, scroll, _, delegate, _) = list()
    delegate.retarget = CGPoint(x: 0, y: 700)
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 300)], duration: 0.1)
    try scene.application.play(script)
    scene.application.advance(by: 10)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 700))
  }

  @Test("§10 a touch on a decelerating scroll view stops it and does not reach the content")
  func touchStopsDeceleration() throws {
    let (scene, scroll, row, _, _) = list()
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 300)], duration: 0.1)
    try scene.application.play(script)
    scene.application.advance(by: 0.3)
    let stoppedAt = scroll.contentOffset
    #expect(scroll.isDecelerating)
    let rowPoint = scroll.convert(CGPoint(x: 100, y: 320), to: nil)
    try scene.tap(at: CGPoint(x: rowPoint.x, y: max(10, rowPoint.y)))
    scene.application.advance(by: 1)
    #expect(!scroll.isDecelerating && scroll.contentOffset == stoppedAt && row.calls.isEmpty)
  }

  @Test("§10 paging stops on a multiple of the page size, one page per flick")
  func paging() throws {
    let scene = DemoScene()
    let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)).named(
      "Pager", in: scene.window)
    pager.contentSize = CGSize(width: 1200, height: 400)
    pager.isPagingEnabled = true
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 250, y: 200), CGPoint(x: 150, y: 200)], duration: 0.1)
    try scene.application.play(script)
    scene.application.advance(by: 5)
    #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
  }

  @Test("§10 bounces off: the offset stops at the edge; on: it rubber-bands and springs back")
  func bouncing() throws {
    for bounces in [false, true] {
      let (scene, scroll, _, _, _) = list()
      scroll.bounces = bounces
      try scene.application.send([sample(1, .began, 100, 100, at: 0)])
      var minimum: CGFloat = 0
      for step in 1...10 {
        try scene.application.send([
          sample(1, .moved, 100, 100 + CGFloat(step) * 20, at: Double(step) * 0.02)
        ])
        minimum = min(minimum, scroll.contentOffset.y)
      }
      if bounces { #expect(minimum < 0 && minimum > -200) } else { #expect(minimum == 0) }
      try scene.application.send([sample(1, .ended, 100, 300, at: 0.3)])
      scene.application.advance(by: 5)
      #expect(scroll.contentOffset.y == 0)
    }
  }

  @Test("§10 setContentOffset(_:animated:) moves at once, or over the clock")
  func setOffset() throws {
    let (scene, scroll, _, _, _) = list()
    scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(scroll.contentOffset.y == 100)
    scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    #expect(scroll.contentOffset.y == 100)
    scene.application.advance(by: 0.1)
    #expect(scroll.contentOffset.y > 100 && scroll.contentOffset.y < 400)
    scene.application.advance(by: 2)
    #expect(scroll.contentOffset.y == 400)
  }

  @Test("§10 zooming exists only with a zoom range and a zoom view; a pinch zooms within the range")
  func zoom() throws {
    let scene = DemoScene()
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)).named(
      "Zoom", in: scene.window)
    let photo = View.named("Photo", frame: CGRect(x: 0, y: 0, width: 375, height: 600), in: scroll)
    scroll.contentSize = photo.bounds.size
    let delegate = ScrollLog()
    scroll.delegate = delegate
    #expect(scroll.pinchGestureRecognizer == nil)
    delegate.zoomView = photo
    scroll.maximumZoomScale = 3
    #expect(scroll.pinchGestureRecognizer != nil)
    var script = TouchScript()
    script.pinch(center: CGPoint(x: 187, y: 300), from: 100, to: 250, duration: 0.3)
    try scene.application.play(script)
    #expect(scroll.zoomScale > 2 && scroll.zoomScale <= 3)
    #expect(abs(scroll.contentSize.width - 375 * scroll.zoomScale) < 1e-6)
    #expect(delegate.entries.contains("didZoom"))
  }

  @Test("§10 nested: a horizontal pager of vertical lists scrolls each in its own axis")
  func nested() throws {
    let (scene, pager, lists) = PagerOfLists.build()
    var vertical = TouchScript()
    vertical.drag(along: [CGPoint(x: 180, y: 500), CGPoint(x: 180, y: 300)], duration: 0.2)
    try scene.application.play(vertical)
    scene.application.advance(by: 5)
    #expect(lists[0].contentOffset.y > 150 && pager.contentOffset == .zero)
    var horizontal = TouchScript(startingAt: 10)
    horizontal.drag(along: [CGPoint(x: 300, y: 300), CGPoint(x: 150, y: 300)], duration: 0.2)
    try scene.application.play(horizontal)
    scene.application.advance(by: 5)
    #expect(pager.contentOffset == CGPoint(x: 375, y: 0))
    #expect(lists[0].contentOffset.x == 0)
  }

  @Test("§10 contentInset extends the range; isScrollEnabled false stops scrolling")
  func insetsAndEnabled() throws {
    let (scene, scroll, _, _, _) = list()
    scroll.bounces = false
    scroll.contentInset = EdgeInsets(top: 50, bottom: 100)
    var down = TouchScript()
    down.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 400)], duration: 0.3)
    try scene.application.play(down)
    scene.application.advance(by: 5)
    #expect(scroll.contentOffset.y == -50)
    scroll.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
    scroll.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
    #expect(scroll.contentOffset.y == 1500)
    scroll.isScrollEnabled = false
    var up = TouchScript(startingAt: 10)
    up.drag(along: [CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 100)], duration: 0.3)
    try scene.application.play(up)
    scene.application.advance(by: 5)
    #expect(scroll.contentOffset.y == 1500)
  }

  @Test("§10 isTracking while a finger is down, isDragging while it drags; didScroll on every move")
  func trackingAndDragging() throws {
    final class Counter: ScrollViewDelegate {
      var scrolls = 0
      func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    }
    let (scene, scroll, _, _, _) = list()
    let counter = Counter()
    scroll.delegate = counter
    try scene.application.send([sample(1, .began, 100, 400, at: 0)])
    #expect(scroll.isTracking && !scroll.isDragging)
    try scene.application.send([sample(1, .moved, 100, 380, at: 0.05)])
    try scene.application.send([sample(1, .moved, 100, 360, at: 0.1)])
    #expect(scroll.isDragging && counter.scrolls == 2)
    try scene.application.send([sample(1, .ended, 100, 360, at: 0.15)])
    #expect(!scroll.isTracking && !scroll.isDragging)
  }

  @Test("§10 the fast deceleration rate (0.99) stops sooner and shorter than normal (0.998)")
  func rates() throws {
    var distances: [CGFloat] = []
    for rate in [DecelerationRate.normal, .fast] {
      let (scene, scroll, _, _, _) = list()
      scroll.decelerationRate = rate
      var script = TouchScript()
      script.drag(along: [CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 450)], duration: 0.1)
      try scene.application.play(script)
      let atLift = scroll.contentOffset.y
      scene.application.advance(by: 10)
      distances.append(scroll.contentOffset.y - atLift)
    }
    #expect(DecelerationRate.normal.rawValue == 0.998 && DecelerationRate.fast.rawValue == 0.99)
    #expect(distances[0] > distances[1] * 4 && distances[1] > 0)
  }

  @Test("E15 a scroll view does not forward its touches up the chain")
  func noForwarding() throws {
    let scene = DemoScene()
    let parent = scene.recordingView("Parent", scene.window.bounds)
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)).named(
      "List", in: parent)
    scroll.contentSize = CGSize(width: 375, height: 2000)
    try scene.tap(at: CGPoint(x: 100, y: 100))
    #expect(parent.calls.isEmpty)
  }

  @Test(
    "Property §10: without bounces the offset stays within bounds; with them it returns after deceleration"
  )
  func offsetStaysInBounds() async {
    await propertyCheck(
      count: 100, input: Gen.bool,
      zip(Gen.double(in: 0...375), Gen.double(in: 0...600)).array(of: 2...8),
      Gen.double(in: 0.05...1)
    ) { bounces, path, duration in
      let (scene, scroll, _, _, _) = list()
      scroll.bounces = bounces
      var script = TouchScript()
      script.drag(along: path.map { CGPoint(x: $0.0, y: $0.1) }, duration: duration)
      var worst: CGFloat = 0
      scroll.delegate = nil
      for step in script.steps {
        if case .frame(let samples) = step { try? scene.application.send(samples) }
        let range = (min: CGFloat(0), max: CGFloat(1400))
        worst = max(worst, range.min - scroll.contentOffset.y, scroll.contentOffset.y - range.max)
      }
      if !bounces { #expect(worst <= 1e-9) }
      scene.application.advance(by: 20)
      #expect(scroll.contentOffset.y >= -1e-9 && scroll.contentOffset.y <= 1400 + 1e-9)
      #expect(!scroll.isDecelerating)
    }
  }

  @Test(
    "UIScrollView.clipsToBounds defaults to true, a plain view's to false; §2.1 hit-testing ignores it either way",
    arguments: [true, false])
  func scrollViewClips(clips: Bool) {
    #expect(ScrollView(frame: .zero).clipsToBounds)
    #expect(!View(frame: .zero).clipsToBounds)
    let scene = DemoScene()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(list)
    list.clipsToBounds = clips
    // A subview sticking out of the scroll view: its part outside is never hit (§2.1).
    let wide = View.named("Wide", frame: CGRect(x: 50, y: 10, width: 200, height: 20), in: list)
    #expect(scene.hitTest(CGPoint(x: 70, y: 20)) === wide)
    #expect(scene.hitTest(CGPoint(x: 150, y: 20)) === scene.window)
  }
}
