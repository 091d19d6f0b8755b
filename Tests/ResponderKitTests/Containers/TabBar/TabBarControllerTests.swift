import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A delegate that notes what it is asked and told, and refuses the tabs it is told to.
@MainActor
private final class TabLog: TabBarControllerDelegate {
  var lines: [String] = []
  var refused: Set<String> = []
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool {
    lines.append("should \(viewController.title ?? "?")")
    return !refused.contains(viewController.title ?? "")
  }
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) { lines.append("did \(viewController.title ?? "?")") }
}

/// A controller that notes its appearance callbacks in a shared log.
@MainActor
private final class TabScreen: ViewController {
  var log: (String) -> Void = { _ in }
  convenience init(_ title: String) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
  }
  override func viewWillAppear(_ animated: Bool) { log("\(title!) will appear") }
  override func viewDidAppear(_ animated: Bool) { log("\(title!) did appear") }
  override func viewWillDisappear(_ animated: Bool) { log("\(title!) will disappear") }
  override func viewDidDisappear(_ animated: Bool) { log("\(title!) did disappear") }
}

/// The class name a view's line of `recursiveDescription()` gives it.
@MainActor
private func dumpClass(_ view: View?) -> String? {
  guard let line = view?.recursiveDescription().split(separator: "\n").first else { return nil }
  return String(line.dropFirst().prefix { $0 != ":" })
}

@MainActor
@Suite("Tab bar controllers: tabs, the bar's buttons and UIKit's container views (§18.6)")
struct TabBarControllerTests {
  /// A scene showing a tab bar controller of screens titled `titles` at the window's root.
  private func tabs(
    _ titles: [String], width: CGFloat = 390, height: CGFloat = 844
  ) -> (DemoScene, TabBarController, [TabScreen]) {
    let scene = DemoScene(windowSize: CGSize(width: width, height: height))
    let screens = titles.map { TabScreen($0) }
    let controller = TabBarController()
    controller.viewControllers = screens
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    return (scene, controller, screens)
  }

  // Sources for §18.6, read for what they show, never copied:
  // - A cycript dump of WeChat's key window (a public reverse-engineering write-up, iOS 9
  //   era): the tab bar controller's UILayoutContainerView, inside it a UITransitionView
  //   (clipsToBounds = YES), inside it a UIViewControllerWrapperView holding the selected
  //   tab's view (a navigation controller's own UILayoutContainerView); all the window's size.
  // - Logged `tabBar.subviews` in public apps (iOS 13 to 17): `_UIBarBackground` (iOS 13 and
  //   later; `_UITabBarBackgroundView` before) with userInteractionEnabled = NO, then one
  //   UITabBarButton per item.
  @Test(
    "§18.6 the selected view is in a UIViewControllerWrapperView in a UITransitionView in the UILayoutContainerView, the bar in front (WeChat's dump)"
  )
  func containerViews() throws {
    let (_, controller, screens) = tabs(["Home", "Search", "Profile"])
    let wrapper = try #require(screens[0].view.superview)
    let transition = try #require(wrapper.superview)
    #expect(transition.superview === controller.view)
    #expect(controller.view.subviews.count == 2)
    #expect(controller.view.subviews.last === controller.tabBar)
    #expect(dumpClass(controller.view) == "UILayoutContainerView")
    #expect(dumpClass(transition) == "UITransitionView")
    #expect(dumpClass(wrapper) == "UIViewControllerWrapperView")
    #expect(dumpClass(controller.tabBar) == "UITabBar")
    #expect(transition.clipsToBounds && !controller.view.clipsToBounds)
    #expect(transition.frame == controller.view.bounds && wrapper.frame == transition.bounds)
    #expect(screens[0].view.frame == wrapper.bounds, "under the translucent bar")
    #expect(controller.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
    let barViews = controller.tabBar.subviews.map(dumpClass)
    #expect(barViews == ["_UIBarBackground", "UITabBarButton", "UITabBarButton", "UITabBarButton"])
    #expect(!controller.tabBar.subviews[0].isUserInteractionEnabled)
    #expect(screens[1].viewIfLoaded == nil, "only the selected tab's view is loaded")
    #expect(screens.allSatisfy { $0.parent === controller && $0.tabBarController === controller })
  }

  // Logged `tabBar.subviews` frames on iOS: 320 pt and 4 items (76 pt buttons at 2, 82, 162,
  // 242), 375 and 4 (2/90, 96/90, 190/89, 283/90), 390 and 4 (2/94, 100/93, 197/94, 295/93),
  // 414 and 4 (2/100, 106/99, 209/100, 313/99), 414 and 5 (2/79, 85/79, 168/78, 250/79, 333/79);
  // every button 1 pt from the top and 48 pt high.
  @Test(
    "§18.6 the buttons sit in equal slots, 2 pt in from each side, as logged on iOS",
    arguments: [
      (320.0, [2.0, 82, 162, 242], [76.0, 76, 76, 76]),
      (375.0, [2.0, 96, 190, 283], [90.0, 90, 89, 90]),
      (390.0, [2.0, 100, 197, 295], [94.0, 93, 94, 93]),
      (414.0, [2.0, 106, 209, 313], [100.0, 99, 100, 99]),
      (414.0, [2.0, 85, 168, 250, 333], [79.0, 79, 78, 79, 79]),
    ])
  func buttonFrames(width: Double, xs: [Double], widths: [Double]) {
    let titles = xs.indices.map { "Tab \($0)" }
    let (_, controller, _) = tabs(titles, width: width)
    let buttons = controller.tabBar.subviews.dropFirst()
    #expect(buttons.map { Double($0.frame.minX) } == xs)
    #expect(buttons.map { Double($0.frame.width) } == widths)
    #expect(buttons.allSatisfy { $0.frame.minY == 1 && $0.frame.height == 48 })
  }

  @Test(
    "§18.6 the selected view's responder chain: its controller, the wrapper, the transition view, the tab bar controller's view, the tab bar controller, the window"
  )
  func responderChain() {
    let (scene, controller, screens) = tabs(["Home", "Search"])
    var chain: [String] = []
    var responder: Responder? = screens[0].view
    while let current = responder, chain.count < 8 {
      chain.append(
        (current as? View).flatMap { dumpClass($0) } ?? String(describing: type(of: current)))
      responder = current.next
    }
    #expect(
      Array(chain.prefix(6)) == [
        "UIView", "TabScreen", "UIViewControllerWrapperView", "UITransitionView",
        "UILayoutContainerView", "TabBarController",
      ])
    #expect(screens[0].view.next === screens[0] && controller.view.next === controller)
    #expect(controller.next === scene.window)
  }

  // Source: a public question (Stack Overflow 20439258) asks for a sound on touch-down because
  // tabBar(_:didSelect:) "only plays the sound on touch release": a tab is selected on touch-up.
  @Test("§18.6 a tab is selected when the finger lifts inside its button, not on touch-down")
  func selectsOnTouchUp() throws {
    let (scene, controller, screens) = tabs(["Home", "Search"])
    let button = controller.tabBar.subviews[2]
    let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    let now = scene.application.clock.now
    try scene.application.send(
      TouchSample(touchID: 1, phase: .began, location: point, timestamp: now + 0.01))
    #expect(controller.selectedIndex == 0, "nothing happens on touch-down")
    try scene.application.send(
      TouchSample(touchID: 1, phase: .ended, location: point, timestamp: now + 0.05))
    #expect(controller.selectedIndex == 1 && controller.selectedViewController === screens[1])
    #expect(controller.tabBar.selectedItem === screens[1].tabBarItem)
    #expect(screens[1].view.superview != nil && screens[0].view.superview == nil)
  }

  @Test(
    "§18.6 a tap asks the delegate, hides the old tab, shows the new one, then tells the delegate"
  )
  func tapOrder() throws {
    let (scene, controller, screens) = tabs(["Home", "Search"])
    var log: [String] = []
    for screen in screens { screen.log = { log.append($0) } }
    let delegate = TabLog()
    controller.delegate = delegate
    try scene.tap(at: center(of: controller.tabBar.subviews[2]))
    #expect(delegate.lines == ["should Search", "did Search"])
    #expect(
      log == [
        "Home will disappear", "Home did disappear", "Search will appear", "Search did appear",
      ])
  }

  @Test("§18.6 a tab the delegate refuses stays unselected, and the delegate hears no more")
  func refusedTab() throws {
    let (scene, controller, _) = tabs(["Home", "Search"])
    let delegate = TabLog()
    delegate.refused = ["Search"]
    controller.delegate = delegate
    try scene.tap(at: center(of: controller.tabBar.subviews[2]))
    #expect(delegate.lines == ["should Search"])
    #expect(controller.selectedIndex == 0)
    #expect(controller.tabBar.selectedItem === controller.viewControllers?[0].tabBarItem)
  }

  // Apple's documentation of tabBarController(_:didSelect:): "the tab bar controller calls
  // this method regardless of whether the selected view controller changed".
  @Test("§18.6 a tap on the selected tab tells the delegate again and pops its navigation stack")
  func reselect() throws {
    let scene = DemoScene(windowSize: CGSize(width: 390, height: 844))
    let root = TabScreen("Root")
    let navigation = NavigationController(rootViewController: root)
    navigation.title = "Feed"
    navigation.pushViewController(TabScreen("Detail"), animated: false)
    let controller = TabBarController()
    controller.viewControllers = [navigation, TabScreen("Other")]
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    let delegate = TabLog()
    controller.delegate = delegate
    try scene.tap(at: center(of: controller.tabBar.subviews[1]))
    #expect(delegate.lines == ["should Feed", "did Feed"])
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
  }

  @Test("§18.6 selecting in code tells the delegate nothing; an index past the end is ignored")
  func selectInCode() {
    let (_, controller, screens) = tabs(["Home", "Search", "Profile"])
    let delegate = TabLog()
    controller.delegate = delegate
    controller.selectedIndex = 2
    #expect(controller.selectedViewController === screens[2])
    controller.selectedViewController = screens[1]
    #expect(controller.selectedIndex == 1)
    controller.selectedIndex = 7
    #expect(controller.selectedIndex == 1)
    #expect(delegate.lines.isEmpty)
    #expect(TabBarController().selectedIndex == NSNotFound)
  }

  // Apple's documentation of viewControllers: the previously selected controller is reselected
  // if still there, else the one at the same index, else the first.
  @Test("§18.6 new tabs keep the selected controller, else its index, else the first")
  func replacingTabs() {
    let (_, controller, screens) = tabs(["A", "B", "C"])
    controller.selectedIndex = 2
    controller.viewControllers = [screens[2], screens[0]]
    #expect(controller.selectedViewController === screens[2] && controller.selectedIndex == 0)
    controller.selectedIndex = 1
    let fresh = [TabScreen("D"), TabScreen("E")]
    controller.viewControllers = fresh
    #expect(controller.selectedViewController === fresh[1])
    #expect(screens[0].parent == nil && screens[0].view.superview == nil)
    controller.selectedIndex = 1
    controller.viewControllers = [TabScreen("F")]
    #expect(controller.selectedIndex == 0)
    controller.viewControllers = nil
    #expect(controller.selectedIndex == NSNotFound && controller.selectedViewController == nil)
  }

  @Test("§18.6 a controller's tab bar item is made with its title and follows it")
  func tabBarItems() {
    let (_, controller, screens) = tabs(["Home", "Search"])
    #expect(controller.tabBar.items?.map(\.title) == ["Home", "Search"])
    screens[1].title = "Find"
    #expect(screens[1].tabBarItem.title == "Find")
    let item = TabBarItem(tabBarSystemItem: .mostViewed, tag: 4)
    screens[0].tabBarItem = item
    #expect(controller.tabBar.items?.first === item && item.title == "Most Viewed")
  }

  @Test("§18.6 a touch on the bar between buttons lands on the bar: its background takes none")
  func touchBetweenButtons() {
    let (scene, controller, _) = tabs(["Home", "Search"])
    let hit = scene.window.hitTest(CGPoint(x: 1, y: 844 - 25), with: nil)
    #expect(hit === controller.tabBar)
    let onTitle = scene.window.hitTest(CGPoint(x: 50, y: 844 - 8), with: nil)
    #expect(dumpClass(onTitle) == "UITabBarButton")
  }

  @Test("§18.6 a standalone tab bar selects the tapped item and tells its delegate")
  func standaloneBar() throws {
    final class Listener: TabBarDelegate {
      var selected: [String] = []
      func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        selected.append(item.title ?? "?")
      }
    }
    let scene = DemoScene(windowSize: CGSize(width: 320, height: 480))
    let bar = TabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
    let items = [
      TabBarItem(title: "One", image: nil, tag: 1), TabBarItem(title: "Two", image: nil, tag: 2),
    ]
    bar.items = items
    let listener = Listener()
    bar.delegate = listener
    scene.window.addSubview(bar)
    scene.window.layoutIfNeeded()
    try scene.tap(at: center(of: bar.subviews[2]))
    #expect(bar.selectedItem === items[1] && listener.selected == ["Two"])
  }

  private func center(of view: View) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }
}
