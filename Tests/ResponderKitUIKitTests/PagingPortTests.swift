import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: an onboarding pager and a feed with pull to refresh (§20)")
struct PagingPortTests {
  /// A quick swipe of 240 pt across the middle of the screen, to the left (`forward`) or right,
  /// then time to settle.
  private func swipe(_ stage: Stage, forward: Bool) throws {
    let (right, left) = (CGPoint(x: 340, y: 400), CGPoint(x: 100, y: 400))
    try stage.play {
      $0.drag(along: forward ? [right, left] : [left, right], duration: 0.2)
    }
    stage.application.advance(by: 2)
  }

  @Test("§20.2 swipes turn the onboarding pages and the delegate keeps the page label in step")
  func onboardingSwipes() throws {
    let onboarding = OnboardingPageViewController()
    let stage = Stage(root: onboarding)
    #expect(onboarding.pageLabel.text == "1 of 3")
    try swipe(stage, forward: true)
    #expect(onboarding.viewControllers?.first === onboarding.pages[1])
    #expect(onboarding.pageLabel.text == "2 of 3")
    try swipe(stage, forward: true)
    #expect(onboarding.pageLabel.text == "3 of 3" && onboarding.skipButton.isHidden)
    try swipe(stage, forward: true)
    #expect(onboarding.viewControllers?.first === onboarding.pages[2], "the last page bounces")
    try swipe(stage, forward: false)
    #expect(onboarding.pageLabel.text == "2 of 3")
    #expect(onboarding.children.count == 1 && onboarding.children.first === onboarding.pages[1])
    #expect(onboarding.pages[1].view.window === stage.window)
  }

  @Test("§20.2 a short slow drag goes back: the label stays, the pending page is forgotten")
  func onboardingAbandoned() throws {
    let onboarding = OnboardingPageViewController()
    let stage = Stage(root: onboarding)
    try stage.play {
      $0.drag(
        along: [CGPoint(x: 300, y: 400), CGPoint(x: 240, y: 400)], duration: 1.2, hold: 0.2)
    }
    stage.application.advance(by: 2)
    #expect(onboarding.viewControllers?.first === onboarding.pages[0])
    #expect(onboarding.pageLabel.text == "1 of 3" && onboarding.pendingIndex == nil)
  }

  @Test("§20.2 Skip jumps to the last page through setViewControllers, without the delegate")
  func onboardingSkip() throws {
    let onboarding = OnboardingPageViewController()
    let stage = Stage(root: onboarding)
    try stage.play { $0.tap(at: CGPoint(x: 348, y: 62)) }
    #expect(onboarding.viewControllers?.first === onboarding.pages[2])
    #expect(onboarding.pageLabel.text == "3 of 3")
    try swipe(stage, forward: false)
    #expect(onboarding.pageLabel.text == "2 of 3")
  }

  /// A pull of 400 pt down the feed over `duration` seconds.
  private func pull(_ stage: Stage, duration: TimeInterval = 1.5) throws {
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 500)], duration: duration)
    }
  }

  @Test("§20.1 a pull refreshes the feed once; the post comes 3 s later and the table goes back")
  func feedPull() throws {
    let feed = RefreshingFeedViewController()
    let stage = Stage(root: feed)
    try pull(stage)
    #expect(feed.refreshCount == 1 && feed.refreshControl.isRefreshing)
    stage.application.advance(by: 0.7)
    #expect(feed.tableView.contentOffset.y == -60)
    try pull(stage, duration: 1)
    #expect(feed.refreshCount == 1, "a pull while refreshing sends nothing")
    stage.application.advance(by: 3)
    #expect(!feed.refreshControl.isRefreshing)
    #expect(feed.posts.first == "Post 4")
    #expect(feed.tableView.contentOffset.y == 0)
    #expect(
      feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Post 4")
  }

  @Test("§20.1 a short pull does not refresh")
  func feedShortPull() throws {
    let feed = RefreshingFeedViewController()
    let stage = Stage(root: feed)
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 220)], duration: 1.0)
    }
    stage.application.advance(by: 2)
    #expect(feed.refreshCount == 0 && feed.tableView.contentOffset.y == 0)
  }

  @Test("§20.1 beginRefreshing from code sends no valueChanged and leaves the table where it is")
  func feedProgrammatic() throws {
    let feed = RefreshingFeedViewController()
    let stage = Stage(root: feed)
    var sends = 0
    feed.refreshControl.addAction(UIAction { _ in sends += 1 }, for: .valueChanged)
    feed.reload()
    #expect(sends == 0 && feed.refreshCount == 1 && feed.refreshControl.isRefreshing)
    #expect(feed.tableView.contentOffset.y == 0)
    stage.application.advance(by: 3.5)
    #expect(!feed.refreshControl.isRefreshing && feed.posts.count == 4)
  }
}
