import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a navigation stack with a carousel that keeps the swipe back (§18)")
struct NavigationPortTests {
  private func stage(keepsSwipeBack: Bool = true) -> (
    Stage, UINavigationController, ArticleListViewController
  ) {
    let list = ArticleListViewController()
    list.makeArticle = {
      let article = ArticleViewController()
      article.keepsSwipeBack = keepsSwipeBack
      return article
    }
    let navigation = UINavigationController(rootViewController: list)
    return (Stage(root: navigation), navigation, list)
  }

  /// A drag from the left edge across the carousel, quick enough to be a flick.
  private func edgeSwipe(_ stage: Stage, to x: CGFloat = 300) throws {
    try stage.play {
      $0.drag(along: [CGPoint(x: 5, y: 250), CGPoint(x: x, y: 250)], duration: 0.3)
    }
    stage.application.advance(by: 1)
  }

  @Test("§18.1 a tap pushes the article; the bar shows its back button and the Share item")
  func push() throws {
    let (stage, navigation, _) = stage()
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 142)) }
    let article = try #require(navigation.topViewController as? ArticleViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(article.view.window === stage.window)
    stage.window.layoutIfNeeded()
    let titles = navigation.navigationBar.subviews.compactMap {
      ($0 as? UIButton)?.title(for: .normal)
    }
    #expect(titles.contains("‹ Articles"))
    try stage.play { $0.tap(at: CGPoint(x: 370, y: 22)) }
    #expect(article.shares == 1)
  }

  @Test("§18.2 the back button pops to the list")
  func backButton() throws {
    let (stage, navigation, list) = stage()
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 142)) }
    try stage.play { $0.tap(at: CGPoint(x: 40, y: 22)) }
    #expect(navigation.topViewController === list)
    #expect(list.view.window === stage.window)
  }

  @Test(
    "§18.3 with require(toFail:), a swipe from the left edge over the carousel pops the article")
  func swipeBackOverCarousel() throws {
    let (stage, navigation, list) = stage()
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 142)) }
    let article = try #require(navigation.topViewController as? ArticleViewController)
    try edgeSwipe(stage)
    #expect(navigation.topViewController === list)
    #expect(article.carousel.contentOffset.x == 0)
  }

  @Test("§18.3 without it, the carousel's pan takes the edge swipe and the article stays")
  func carouselTakesTheEdgeSwipe() throws {
    let (stage, navigation, _) = stage(keepsSwipeBack: false)
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 142)) }
    let article = try #require(navigation.topViewController as? ArticleViewController)
    try edgeSwipe(stage, to: 150)
    #expect(navigation.topViewController === article)
  }

  @Test("§18.3 a short slow drag from the edge puts the article back")
  func shortDragReturns() throws {
    let (stage, navigation, _) = stage()
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 142)) }
    let article = try #require(navigation.topViewController as? ArticleViewController)
    try stage.play {
      $0.drag(along: [CGPoint(x: 5, y: 600), CGPoint(x: 120, y: 600)], duration: 1.5)
    }
    stage.application.advance(by: 1)
    #expect(navigation.topViewController === article)
    #expect(article.view.frame.origin.x == 0)
  }

  @Test("§18.3 at the root the pop gesture does not begin")
  func rootDoesNotPop() throws {
    let (stage, navigation, list) = stage()
    try edgeSwipe(stage)
    #expect(navigation.topViewController === list)
    #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
  }
}
