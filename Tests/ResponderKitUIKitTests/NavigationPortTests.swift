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

  // The names and nesting are pinned in ResponderKitTests (§18.5); here, the port's screens.
  // Sources, read for what they show, never copied: the recursiveDescription in
  // LeoNatan/LNPopupController issue #168 (UILayoutContainerView > UINavigationTransitionView >
  // UIViewControllerWrapperView > the top view), and a public GitHub note on
  // hidesBottomBarWhenPushed (a UITabBar's superviews logged mid-push, 2017) whose chain during
  // the transition runs from the outgoing screen's view, moved 124 pt left, up through a
  // UIViewControllerWrapperView and a UINavigationTransitionView to the UILayoutContainerView.
  // Where the incoming view sits mid-transition none of them shows: one wrapper for both is
  // ResponderKit's choice.
  @Test(
    "Navigation §18.5 mid-swipe the list's view is behind the article's in the same UIViewControllerWrapperView; after the pop the wrapper holds the list alone (LNPopupController#168, a hidesBottomBarWhenPushed note)"
  )
  func swipeBackInsideTheWrapper() throws {
    let (stage, navigation, list) = stage()
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 142)) }
    let article = try #require(navigation.topViewController as? ArticleViewController)
    let wrapper = try #require(article.view.superview)
    #expect(wrapper.recursiveDescription().hasPrefix("<UIViewControllerWrapperView: "))
    #expect(wrapper.superview?.superview === navigation.view)
    let start = stage.now + 0.1
    try stage.touch(1, .began, at: CGPoint(x: 5, y: 600), time: start)
    for step in 1...6 {
      let point = CGPoint(x: 5 + CGFloat(step) * 20, y: 600)
      try stage.touch(1, .moved, at: point, time: start + Double(step) * 0.05)
    }
    #expect(list.view.superview === wrapper)
    #expect(
      wrapper.subviews.map(ObjectIdentifier.init)
        == [list.view, article.view].map(ObjectIdentifier.init))
    #expect(article.view.frame.origin.x > 0)
    try stage.touch(1, .ended, at: CGPoint(x: 300, y: 600), time: start + 0.4)
    stage.application.advance(by: 1)
    #expect(navigation.topViewController === list)
    #expect(wrapper.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(list.view)])
    #expect(list.view.frame == wrapper.bounds)
  }
}
