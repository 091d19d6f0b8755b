import Foundation
import PropertyBased
import ResponderKitDemos
import Testing

@testable import ResponderKit

/// Pages in an array: the page before and after each, `nil` past the ends.
@MainActor
final class ArrayPages: PageViewControllerDataSource {
  let pages: [ViewController]
  private(set) var asked: [String] = []

  init(count: Int) {
    pages = (0..<count).map { index in
      let page = ViewController()
      page.title = "P\(index)"
      return page
    }
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    asked.append("before \(viewController.traceName)")
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    asked.append("after \(viewController.traceName)")
    guard let index = pages.firstIndex(where: { $0 === viewController }),
      index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }
}

/// A delegate that notes what it is told.
@MainActor
final class TurnLog: PageViewControllerDelegate {
  var lines: [String] = []
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {
    lines.append("will \(pendingViewControllers.map(\.traceName).joined())")
  }
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {
    let shown = pageViewController.viewControllers?.map(\.traceName).joined() ?? ""
    lines.append(
      "did \(previousViewControllers.map(\.traceName).joined()) \(completed ? "completed" : "abandoned") showing \(shown)"
    )
  }
}

/// A page view controller of `count` pages filling a 400 x 800 window, on page `start`.
@MainActor
struct Pager {
  let scene = DemoScene(windowSize: CGSize(width: 400, height: 800))
  let controller: PageViewController
  let pages: ArrayPages
  let log = TurnLog()

  init(
    count: Int = 5, start: Int = 0,
    orientation: PageViewController.NavigationOrientation =
      .horizontal, spacing: CGFloat? = nil
  ) {
    pages = ArrayPages(count: count)
    controller = PageViewController(
      transitionStyle: .scroll, navigationOrientation: orientation,
      options: spacing.map { [PageViewController.OptionsKey.interPageSpacing: $0 as Any] })
    controller.dataSource = pages
    controller.delegate = log
    controller.setViewControllers([pages.pages[start]], direction: .forward, animated: false)
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
  }

  /// The title of the page shown.
  var shown: String { controller.viewControllers?.map(\.traceName).joined() ?? "" }

  /// A drag from `from` to `to` over `duration` seconds, then 3 s to settle.
  func drag(
    from: CGPoint, to: CGPoint, duration: TimeInterval, hold: TimeInterval = 0
  ) throws {
    var script = TouchScript(startingAt: scene.application.clock.now)
    script.drag(along: [from, to], duration: duration, hold: hold)
    try scene.application.play(script)
    scene.application.advance(by: 3)
  }

  /// A quick flick of 200 pt to the left (`forward`) or right.
  func flick(forward: Bool) throws {
    let (a, b) = (CGPoint(x: 300, y: 400), CGPoint(x: 100, y: 400))
    try drag(from: forward ? a : b, to: forward ? b : a, duration: 0.2)
  }
}

@MainActor
@Suite("Page view controllers: pages in a paging scroll view (§20.2)")
struct PageViewControllerTests {
  // Sources for the class names, read for what they show, never copied:
  // - iltercengiz/ICViewPager issue #6 (2013, iOS 7): a logged page view controller's view
  //   describes itself as `<_UIPageViewControllerContentView: …; clipsToBounds = YES; …>`.
  // - cwRichardKim/RKSwipeBetweenViewControllers issue #31 (2015): the page view controller's
  //   view's subviews hold a scroll view, which the reporter finds to be a
  //   `_UIQueuingScrollView`; the maintainer answers that every scroll-style page view
  //   controller has one.
  @Test(
    "Paging §20.2 the view is a _UIPageViewControllerContentView holding a _UIQueuingScrollView, which holds the page; the page's chain goes through both (ICViewPager#6, RKSwipeBetweenViewControllers#31)"
  )
  func uikitClassNames() throws {
    let pager = Pager(start: 1)
    let lines = pager.controller.view.recursiveDescription().split(separator: "\n")
    #expect(lines[0].hasPrefix("<_UIPageViewControllerContentView: "))
    #expect(lines[1].hasPrefix("   | <_UIQueuingScrollView: "))
    #expect(lines[1].contains("contentOffset: {400, 0}"))
    let page = pager.pages.pages[1]
    let scroller = try #require(page.view.superview)
    #expect(scroller is ScrollView && scroller.superview === pager.controller.view)
    #expect(pager.controller.view.subviews.count == 1)
    #expect(pager.controller.view.traceName == "_UIPageViewControllerContentView")
    // The scroller keeps the name scenario files and traces give it.
    #expect(scroller.traceName == "PageViewController.scrollView")
    #expect(
      Array(page.view.responderChain.map(\.traceName).prefix(5)) == [
        "View", "P1", "PageViewController.scrollView", "_UIPageViewControllerContentView",
        "PageViewController",
      ])
  }

  @Test(
    "§20.2 a flick to the left turns to the next page: willTransitionTo, then didFinish completed")
  func flickForward() throws {
    let pager = Pager()
    try pager.flick(forward: true)
    #expect(pager.shown == "P1")
    #expect(pager.log.lines == ["will P1", "did P0 completed showing P1"])
    #expect(pager.controller.children.map(\.traceName) == ["P1"])
    #expect(pager.pages.pages[0].parent == nil && pager.pages.pages[0].viewIfLoaded?.window == nil)
    #expect(pager.pages.pages[1].view.window === pager.scene.window)
  }

  @Test("§20.2 a flick to the right turns back to the previous page")
  func flickBack() throws {
    let pager = Pager(start: 2)
    try pager.flick(forward: false)
    #expect(pager.shown == "P1")
    #expect(pager.log.lines == ["will P1", "did P2 completed showing P1"])
  }

  @Test(
    "§20.2 drags settle by the scroll view's paging rules: slow and short goes back, past half turns",
    arguments: [(60.0, 1.5, "P2", false), (260.0, 1.5, "P3", true), (80.0, 0.1, "P3", true)])
  func settling(distance: Double, duration: Double, page: String, completes: Bool) throws {
    let pager = Pager(start: 2)
    try pager.drag(
      from: CGPoint(x: 350, y: 400), to: CGPoint(x: 350 - distance, y: 400), duration: duration,
      hold: 0.2)
    #expect(pager.shown == page)
    let outcome = completes ? "completed" : "abandoned"
    #expect(pager.log.lines == ["will P3", "did P2 \(outcome) showing \(page)"])
    #expect(pager.controller.children.map(\.traceName) == [page])
  }

  @Test("§20.2 at the first and last page the pages bounce and nothing turns", arguments: [0, 4])
  func endsBounce(start: Int) throws {
    let pager = Pager(start: start)
    try pager.flick(forward: start == 4)
    #expect(pager.shown == "P\(start)")
    #expect(pager.log.lines.isEmpty)
    #expect(pager.controller.children.map(\.traceName) == ["P\(start)"])
    let scroller = try #require(pager.controller.scroller)
    #expect(scroller.contentOffset.x == (start == 0 ? 0 : 400))
  }

  @Test("§20.2 while a drag shows a neighbour, it is a child with its view beside the current page")
  func pendingChild() throws {
    let pager = Pager(start: 1)
    let app = pager.scene.application
    let now = app.clock.now
    try app.send([sample(1, .began, 300, 400, at: now)])
    for step in 1...5 {
      try app.send([sample(1, .moved, 300 - CGFloat(step) * 20, 400, at: now + Double(step) * 0.05)]
      )
    }
    #expect(pager.controller.children.map(\.traceName) == ["P1", "P2"])
    #expect(pager.log.lines == ["will P2"])
    let next = pager.pages.pages[2]
    #expect(next.view.window === pager.scene.window)
    #expect(next.view.frame.origin.x == pager.pages.pages[1].view.frame.maxX)
    #expect(pager.shown == "P1", "viewControllers changes only when the turn completes")
    try app.send([sample(1, .ended, 200, 400, at: now + 1)])
    app.advance(by: 3)
  }

  @Test("§20.2 a tap that stops the pages mid-turn lets them go to the nearest page on the lift")
  func caughtMidTurn() throws {
    let pager = Pager(start: 1)
    var script = TouchScript(startingAt: pager.scene.application.clock.now)
    script.drag(along: [CGPoint(x: 300, y: 400), CGPoint(x: 100, y: 400)], duration: 0.2)
    try pager.scene.application.play(script)
    pager.scene.application.advance(by: 0.05)
    let scroller = try #require(pager.controller.scroller)
    #expect(scroller.isDecelerating)
    try pager.scene.tap(at: CGPoint(x: 200, y: 400))
    pager.scene.application.advance(by: 3)
    #expect(pager.shown == "P2")
    #expect(pager.log.lines == ["will P2", "did P1 completed showing P2"])
    #expect(scroller.contentOffset.x == 400)
  }

  @Test("§10 §20.2 any paging scroll view caught between pages goes to the nearest on the lift")
  func pagingScrollViewCaught() throws {
    let scene = DemoScene()
    let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)).named(
      "Pager", in: scene.window)
    pager.contentSize = CGSize(width: 1200, height: 400)
    pager.isPagingEnabled = true
    pager.bounces = false
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 250, y: 200), CGPoint(x: 100, y: 200)], duration: 0.15)
    try scene.application.play(script)
    scene.application.advance(by: 0.03)
    try #require(pager.isDecelerating)
    try scene.tap(at: CGPoint(x: 150, y: 200))
    let caught = pager.contentOffset.x
    #expect(caught > 150 && caught < 300)
    scene.application.advance(by: 2)
    #expect(pager.contentOffset.x == 300)
  }

  @Test("§20.2 a drag that goes one way then the other turns to the page it ends on")
  func changeOfMind() throws {
    let pager = Pager(start: 2)
    var script = TouchScript(startingAt: pager.scene.application.clock.now)
    script.drag(
      along: [CGPoint(x: 200, y: 400), CGPoint(x: 150, y: 400), CGPoint(x: 380, y: 400)],
      duration: 0.4)
    try pager.scene.application.play(script)
    pager.scene.application.advance(by: 3)
    #expect(pager.shown == "P1")
    #expect(pager.log.lines == ["will P3", "will P1", "did P2 completed showing P1"])
    #expect(pager.controller.children.map(\.traceName) == ["P1"])
  }

  @Test("§20.2 setViewControllers shows the page at once, runs the completion, tells no delegate")
  func programmatic() throws {
    let pager = Pager()
    var finished: [Bool] = []
    pager.controller.setViewControllers(
      [pager.pages.pages[3]], direction: .forward, animated: true
    ) { finished.append($0) }
    #expect(finished == [true])
    #expect(pager.shown == "P3" && pager.log.lines.isEmpty)
    #expect(pager.controller.children.map(\.traceName) == ["P3"])
    #expect(pager.pages.pages[0].parent == nil && pager.pages.pages[0].view.superview == nil)
    #expect(pager.pages.pages[3].view.window === pager.scene.window)
    #expect(pager.pages.asked.suffix(2) == ["before P3", "after P3"])
    try pager.flick(forward: false)
    #expect(pager.shown == "P2")
  }

  @Test("§20.2 vertical pages turn with a flick upwards")
  func vertical() throws {
    let pager = Pager(orientation: .vertical)
    try pager.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
    #expect(pager.shown == "P1")
    try pager.flick(forward: true)
    #expect(pager.shown == "P1", "a sideways flick does not turn vertical pages")
  }

  @Test(
    "§20.2 interPageSpacing: the scroller is one page plus the spacing wide, pages that far apart")
  func spacing() throws {
    let pager = Pager(start: 1, spacing: 20)
    let scroller = try #require(pager.controller.scroller)
    #expect(scroller.frame == CGRect(x: 0, y: 0, width: 420, height: 800))
    #expect(scroller.contentSize == CGSize(width: 1260, height: 800))
    #expect(scroller.contentOffset == CGPoint(x: 420, y: 0))
    #expect(pager.pages.pages[1].view.frame == CGRect(x: 420, y: 0, width: 400, height: 800))
    try pager.flick(forward: true)
    #expect(pager.shown == "P2")
    #expect(pager.pages.pages[2].view.frame.width == 400)
  }

  @Test("§20.2 without a data source a drag does nothing; gestureRecognizers is empty")
  func noDataSource() throws {
    let pager = Pager(start: 1)
    #expect(pager.controller.gestureRecognizers.isEmpty)
    pager.controller.dataSource = nil
    try pager.flick(forward: true)
    #expect(pager.shown == "P1" && pager.log.lines.isEmpty)
  }

  @Test("§20.2 the styles and options are kept; a page curl has a spine, a scroll none")
  func options() {
    let curl = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.mid])
    #expect(curl.spineLocation == .mid && curl.isDoubleSided)
    #expect(curl.transitionStyle == .pageCurl && curl.gestureRecognizers.isEmpty)
    let (a, b) = (ViewController(), ViewController())
    curl.setViewControllers([a, b], direction: .forward, animated: false)
    #expect(curl.viewControllers?.count == 2 && curl.children.count == 2)
    let scroll = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
    #expect(scroll.spineLocation == .none && scroll.navigationOrientation == .vertical)
    #expect(scroll.viewControllers?.isEmpty == true)
  }

  @Test("§20.2 two pages for the scroll style stop the program, as UIKit raises")
  func wrongCount() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers(
          [ViewController(), ViewController()], direction: .forward, animated: false)
      }
    }
    // Source: github.com/Taehyeon-Kim/TIL/issues/18 and github.com/NYPL-Simplified/Simplified-iOS/
    // issues/781: 'NSInvalidArgumentException', reason: 'The number of view controllers provided
    // (3) doesn't match the number required (1) for the requested transition'.
    #expect(namesException(result, "NSInvalidArgumentException"))
  }

  /// One drag of a random sequence: how far along the axis, how long, and whether it lets the
  /// pages settle before the next.
  struct Step: Sendable, CustomStringConvertible {
    var distance: Double
    var duration: Double
    var settles: Bool
    var description: String { "\(distance) pt in \(duration) s\(settles ? "" : ", interrupted")" }
  }

  /// From taps (under the 10 pt that starts a scroll, §10) to drags across the screen.
  static let stepGen = zip(
    Gen.double(in: 0...380), Gen.bool, Gen.double(in: 0.05...1.2), Gen.bool
  ).map { Step(distance: $1 ? $0 : -$0, duration: $2, settles: $3) }

  @Test(
    "Property §20.2: after any drags, one current page, a child whose view is in the window, its neighbours the data source's"
  )
  func anyDrags() async {
    await propertyCheck(count: 150, input: Self.stepGen.array(of: 1...6), Gen.int(in: 0...4)) {
      steps, start in
      let pager = Pager(start: start)
      for step in steps {
        let from = CGPoint(x: step.distance < 0 ? 10 : 390, y: 400)
        let to = CGPoint(x: from.x - step.distance, y: 400)
        var script = TouchScript(startingAt: pager.scene.application.clock.now)
        script.drag(along: [from, to], duration: step.duration)
        try? pager.scene.application.play(script)
        pager.scene.application.advance(by: step.settles ? 3 : 0.05)
      }
      pager.scene.application.advance(by: 3)
      let shown = try #require(pager.controller.viewControllers)
      #expect(shown.count == 1)
      let page = try #require(shown.first)
      #expect(pager.controller.children.count == 1 && pager.controller.children.first === page)
      #expect(page.view.window === pager.scene.window)
      let index = try #require(pager.pages.pages.firstIndex { $0 === page })
      #expect(pager.controller.before === (index > 0 ? pager.pages.pages[index - 1] : nil))
      #expect(pager.controller.after === (index < 4 ? pager.pages.pages[index + 1] : nil))
      let scroller = try #require(pager.controller.scroller)
      #expect(scroller.contentOffset.x == (index > 0 ? 400 : 0))
      let completed = pager.log.lines.filter { $0.contains("completed") }.count
      let wills = pager.log.lines.filter { $0.hasPrefix("will") }.count
      #expect(completed <= wills)
    }
  }
}
