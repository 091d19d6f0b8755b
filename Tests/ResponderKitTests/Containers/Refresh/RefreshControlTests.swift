import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A scroll view with a refresh control, and the `valueChanged` sends it saw.
@MainActor
private final class Feed {
  let scene = DemoScene()
  let scroll: ScrollView
  let control = RefreshControl()
  var sends = 0
  var refreshingAtSend: [Bool] = []
  var fingerDownAtSend: [Bool] = []

  init(height: CGFloat = 600, contentHeight: CGFloat = 2000, topInset: CGFloat = 0) {
    scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: height)).named(
      "Feed", in: scene.window)
    scroll.contentSize = CGSize(width: 375, height: contentHeight)
    scroll.contentInset = EdgeInsets(top: topInset)
    scroll.refreshControl = control
    control.addAction(
      Action { [unowned self] _ in
        sends += 1
        refreshingAtSend.append(control.isRefreshing)
        fingerDownAtSend.append(scroll.isTracking)
      }, for: .valueChanged)
  }

  /// A slow pull of `distance` points down from y 100, held still a moment at the end so that it
  /// releases without a fling, then `settle` seconds for the content to come to rest.
  func pull(_ distance: CGFloat, settle: TimeInterval = 3) throws {
    let now = scene.application.clock.now
    let start = CGPoint(x: 100, y: 40)
    try scene.application.send([sample(1, .began, start.x, start.y, at: now)])
    let steps = 40
    for step in 1...steps {
      let y = start.y + distance * CGFloat(step) / CGFloat(steps)
      try scene.application.send([sample(1, .moved, start.x, y, at: now + Double(step) * 0.02)])
    }
    let end = start.y + distance
    try scene.application.send([sample(1, .moved, start.x, end, at: now + 1.2)])
    try scene.application.send([sample(1, .ended, start.x, end, at: now + 1.3)])
    scene.application.advance(by: settle)
  }
}

@MainActor
@Suite(
  "Refresh controls: a pull past the top refreshes, and the content rests on the control (§20.1)")
struct RefreshControlTests {
  @Test("§20.1 the control sits just above the content, the scroll view's width, behind it")
  func placement() {
    let feed = Feed()
    #expect(feed.scroll.refreshControl === feed.control)
    #expect(feed.control.superview === feed.scroll && feed.scroll.subviews.first === feed.control)
    #expect(feed.control.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
    #expect(!feed.control.isRefreshing && feed.scroll.adjustedContentInset == .zero)
    let other = RefreshControl()
    feed.scroll.refreshControl = other
    #expect(feed.control.superview == nil && other.superview === feed.scroll)
    let second = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    second.refreshControl = other
    #expect(feed.scroll.refreshControl == nil, "a control moves: the first view is left without")
    #expect(other.superview === second && other.frame.width == 200)
    second.refreshControl = nil
    #expect(other.superview == nil && second.refreshControl == nil)
  }

  @Test(
    "§20.1 a pull sends valueChanged once when the content shows 100 pt past its top, or never",
    arguments: [(60.0, 0), (150.0, 0), (200.0, 0), (260.0, 1), (450.0, 1)])
  func threshold(distance: Double, sends: Int) throws {
    let feed = Feed()
    try feed.pull(CGFloat(distance))
    #expect(feed.sends == sends)
    #expect(feed.control.isRefreshing == (sends == 1))
    #expect(feed.scroll.contentOffset.y == (sends == 1 ? -60 : 0))
  }

  @Test("§20.1 the send is traced as the control's valueChanged event, once")
  func traced() throws {
    let feed = Feed()
    feed.control.accessibilityIdentifier = "Refresh"
    try feed.pull(400)
    let sends = feed.scene.recorder.records.filter {
      $0 == .controlEvent(control: "Refresh", events: ControlEvents.valueChanged.description)
    }
    #expect(sends.count == 1)
  }

  @Test("§20.1 valueChanged comes while the finger is still down, with isRefreshing already true")
  func firesWhileDragging() throws {
    let feed = Feed()
    try feed.pull(400)
    #expect(feed.fingerDownAtSend == [true])
    #expect(feed.refreshingAtSend == [true])
  }

  @Test(
    "§20.1 while refreshing the content rests on the control: the adjusted top inset grows 60 pt")
  func restsOnControl() throws {
    let feed = Feed()
    try feed.pull(400)
    #expect(feed.scroll.adjustedContentInset.top == 60)
    #expect(feed.scroll.contentInset.top == 0)
    #expect(feed.scroll.contentOffset == CGPoint(x: 0, y: -60))
    let shown = feed.control.convert(feed.control.bounds, to: feed.scene.window)
    #expect(shown == CGRect(x: 0, y: 0, width: 375, height: 60))
  }

  @Test("§20.1 endRefreshing takes the inset back and scrolls the content back to its top")
  func endRefreshing() throws {
    let feed = Feed()
    try feed.pull(400)
    feed.control.endRefreshing()
    #expect(!feed.control.isRefreshing && feed.scroll.adjustedContentInset == .zero)
    #expect(feed.scroll.contentOffset.y < 0, "animated, not at once")
    feed.scene.application.advance(by: 2)
    #expect(feed.scroll.contentOffset == .zero)
    feed.control.endRefreshing()
    #expect(feed.scroll.contentOffset == .zero, "a second endRefreshing does nothing")
  }

  @Test(
    "§20.1 a pull while refreshing sends nothing; the next pull after endRefreshing sends again")
  func oncePerRefresh() throws {
    let feed = Feed()
    try feed.pull(400)
    try feed.pull(400)
    #expect(feed.sends == 1)
    feed.control.endRefreshing()
    feed.scene.application.advance(by: 2)
    try feed.pull(400)
    #expect(feed.sends == 2)
  }

  @Test("§20.1 endRefreshing during the pull that started it: the same drag does not start another")
  func oncePerPull() throws {
    let feed = Feed()
    let now = feed.scene.application.clock.now
    try feed.scene.application.send([sample(1, .began, 100, 40, at: now)])
    for step in 1...30 {
      try feed.scene.application.send([
        sample(1, .moved, 100, 40 + CGFloat(step) * 15, at: now + Double(step) * 0.02)
      ])
      if feed.sends == 1, feed.control.isRefreshing { feed.control.endRefreshing() }
    }
    try feed.scene.application.send([sample(1, .ended, 100, 490, at: now + 1)])
    feed.scene.application.advance(by: 3)
    #expect(feed.sends == 1 && !feed.control.isRefreshing)
    #expect(feed.scroll.contentOffset == .zero)
  }

  @Test("§20.1 beginRefreshing sends nothing and does not move the content")
  func beginRefreshing() throws {
    let feed = Feed()
    feed.scroll.contentOffset = CGPoint(x: 0, y: 300)
    feed.control.beginRefreshing()
    #expect(feed.control.isRefreshing && feed.sends == 0)
    #expect(feed.scroll.contentOffset == CGPoint(x: 0, y: 300))
    #expect(feed.scroll.adjustedContentInset.top == 60)
    try feed.pull(400)
    #expect(feed.sends == 0, "a pull while refreshing sends nothing")
  }

  @Test(
    "§20.1 short content is pulled only with alwaysBounceVertical, as UIKit's collection views need",
    arguments: [false, true])
  func shortContent(alwaysBounce: Bool) throws {
    let feed = Feed(contentHeight: 300)
    feed.scroll.alwaysBounceVertical = alwaysBounce
    try feed.pull(400)
    #expect(feed.sends == (alwaysBounce ? 1 : 0))
    #expect(feed.scroll.contentOffset.y == (alwaysBounce ? -60 : 0))
  }

  @Test("§20.1 the distance is measured from the top inset, and the content rests below it")
  func withTopInset() throws {
    let feed = Feed(topInset: 50)
    feed.scroll.contentOffset = CGPoint(x: 0, y: -50)
    try feed.pull(200)
    #expect(feed.sends == 0)
    try feed.pull(450)
    #expect(feed.sends == 1)
    #expect(feed.scroll.contentOffset.y == -110)
    #expect(feed.scroll.adjustedContentInset.top == 110)
  }

  @Test(
    "§20.1 the rubber band never shows more than the view's height: under 100 pt never refreshes",
    arguments: [(90.0, 0), (150.0, 1)])
  func shortViews(height: Double, sends: Int) throws {
    let feed = Feed(height: CGFloat(height), contentHeight: 2000)
    try feed.pull(700)
    #expect(feed.sends == sends)
  }

  @Test("§20.1 a drag that starts on the control drags the content: it takes no touches")
  func passesTouches() throws {
    let feed = Feed()
    feed.control.beginRefreshing()
    feed.scroll.contentOffset = CGPoint(x: 0, y: -60)
    #expect(feed.scene.window.hitTest(CGPoint(x: 100, y: 30), with: nil) === feed.scroll)
  }

  @Test("§20.1 a disabled control does not refresh")
  func disabled() throws {
    let feed = Feed()
    feed.control.isEnabled = false
    try feed.pull(400)
    #expect(feed.sends == 0 && !feed.control.isRefreshing)
  }
}
