import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: an app's main tab bar controller with a Post tab that presents (§18.6)")
struct TabBarPortTests {
  private func stage() -> (Stage, MainTabBarController) {
    let tabs = MainTabBarController()
    let stage = Stage(root: tabs)
    stage.window.layoutIfNeeded()
    return (stage, tabs)
  }

  /// The middle of the tab bar's button for tab `index`, in the window.
  private func tab(_ index: Int, of tabs: MainTabBarController) -> CGPoint {
    let slot = tabs.tabBar.bounds.width / CGFloat(tabs.tabBar.items?.count ?? 1)
    return tabs.tabBar.convert(CGPoint(x: slot * (CGFloat(index) + 0.5), y: 25), to: nil)
  }

  @Test("§18.6 the tabs' items are the app's; the feed's navigation controller is selected first")
  func items() {
    let (_, tabs) = stage()
    #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Search", "Post", "Profile"])
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.viewControllers?[3].tabBarItem.badgeValue == "3")
    #expect(tabs.tabBar.subviews.count == 5)
  }

  @Test("§18.6 a tap on Search selects it; the override hears the tap")
  func tapSearch() throws {
    let (stage, tabs) = stage()
    try stage.play { $0.tap(at: tab(1, of: tabs)) }
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.tappedItems == ["Search"])
  }

  @Test("§18.6 a tap on Post presents the composer and keeps the selected tab")
  func tapPost() throws {
    let (stage, tabs) = stage()
    try stage.play { $0.tap(at: tab(2, of: tabs)) }
    #expect(tabs.composerPresentations == 1)
    #expect(tabs.presentedViewController != nil)
    #expect(tabs.selectedIndex == 0 && tabs.tappedItems.isEmpty)
  }
}
