import Foundation
import ResponderKit
import Testing

/// A view that notes each trait change it hears.
@MainActor
private final class TraitLoggingView: View {
  var changes: [UserInterfaceStyle?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    changes.append(previousTraitCollection?.userInterfaceStyle)
  }
}

/// A controller that notes each trait change it hears.
@MainActor
private final class TraitLoggingController: ViewController {
  var changes: [UserInterfaceStyle?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    changes.append(previousTraitCollection?.userInterfaceStyle)
  }
}

@MainActor
@Suite("Traits: the style, size classes, scale and idiom a view is shown with (Choices, Traits)")
struct TraitCollectionTests {
  private func window(_ width: CGFloat, _ height: CGFloat) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
  }

  @Test(
    "Size classes follow the window's size: an iPhone's portrait, a small landscape, an iPad",
    arguments: [
      (390.0, 844.0, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
      (667.0, 375.0, .compact, .compact),
      (1024.0, 1366.0, .regular, .regular),
    ])
  func sizeClasses(
    width: Double, height: Double, horizontal: UserInterfaceSizeClass,
    vertical: UserInterfaceSizeClass
  ) {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window(width, height).addSubview(view)
    let traits = view.traitCollection
    #expect(traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical)
    #expect(traits.userInterfaceStyle == .light, "the system's appearance here")
    #expect(traits.displayScale == Screen.main.scale)
    #expect(traits.userInterfaceIdiom == Device.current.userInterfaceIdiom)
  }

  @Test("A view outside any window has no style or size classes")
  func outsideWindow() {
    let traits = View().traitCollection
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified)
  }

  @Test("An override applies to the subtree; each view whose style changes hears it once")
  func viewOverride() {
    let root = TraitLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = TraitLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let keepsLight = TraitLoggingView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    keepsLight.overrideUserInterfaceStyle = .light
    root.addSubview(child)
    root.addSubview(keepsLight)
    window(390, 844).addSubview(root)
    #expect(keepsLight.changes == [.unspecified], "its own override changed its style first")
    keepsLight.changes = []
    root.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(keepsLight.traitCollection.userInterfaceStyle == .light)
    #expect(root.changes == [.light] && child.changes == [.light])
    #expect(keepsLight.changes.isEmpty)
    root.overrideUserInterfaceStyle = .dark
    #expect(child.changes.count == 1, "setting the same style again tells no one")
    root.overrideUserInterfaceStyle = .unspecified
    #expect(child.changes == [.light, .dark] && child.traitCollection.userInterfaceStyle == .light)
  }

  @Test("A controller's override reaches its view, the views in it and itself")
  func controllerOverride() {
    let controller = TraitLoggingController()
    let window = window(390, 844)
    window.rootViewController = controller
    let leaf = TraitLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(leaf)
    controller.overrideUserInterfaceStyle = .dark
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark && leaf.changes == [.light])
    #expect(controller.changes == [.light])
    #expect(window.traitCollection.userInterfaceStyle == .light, "the window is above it")
  }

  @Test("Collections compare by their traits; colours differ when the styles do")
  func equality() {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    #expect(dark == TraitCollection(userInterfaceStyle: .dark))
    #expect(dark != TraitCollection(userInterfaceStyle: .light))
    #expect(
      dark.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light)))
    #expect(
      !dark.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
    #expect(TraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
  }

  @Test("The status bar: read back only; a tab bar controller forwards to its selected tab")
  func statusBar() {
    let plain = ViewController()
    #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
    #expect(plain.childForStatusBarStyle == nil)
    let tabs = TabBarController()
    let first = ViewController()
    tabs.viewControllers = [first, ViewController()]
    #expect(tabs.childForStatusBarStyle === first && tabs.childForStatusBarHidden === first)
  }
}
