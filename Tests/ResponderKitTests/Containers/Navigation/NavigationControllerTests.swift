import Foundation
import ResponderKit
import Testing

/// A delegate that notes what it is told.
@MainActor
private final class ShowLog: NavigationControllerDelegate {
  var lines: [String] = []
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) { lines.append("will \(viewController.traceName)") }
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) { lines.append("did \(viewController.traceName)") }
}

/// The class name a view's line of `recursiveDescription()` gives it.
@MainActor
private func dumpClass(_ view: View?) -> String? {
  guard let line = view?.recursiveDescription().split(separator: "\n").first else { return nil }
  return String(line.dropFirst().prefix { $0 != ":" })
}

/// A controller named by its title.
@MainActor
private func controller(_ title: String) -> ViewController {
  let controller = ViewController()
  controller.title = title
  return controller
}

@MainActor
@Suite("Navigation controllers: the stack, the bar and the pop gesture (§18)")
struct NavigationControllerTests {
  private func shown(_ navigation: NavigationController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return window
  }

  @Test("§18.1 push, pop, pop to a controller and to the root return what left the stack")
  func stack() {
    let (a, b, c, d) = (controller("A"), controller("B"), controller("C"), controller("D"))
    let navigation = NavigationController(rootViewController: a)
    _ = shown(navigation)
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: true)
    navigation.pushViewController(d, animated: false)
    #expect(navigation.viewControllers.map(\.traceName) == ["A", "B", "C", "D"])
    #expect(d.navigationController === navigation && d.parent === navigation)
    #expect(navigation.popViewController(animated: true) === d)
    #expect(d.parent == nil && d.viewIfLoaded?.superview == nil)
    #expect(navigation.popToViewController(b, animated: false)?.map(\.traceName) == ["C"])
    #expect(navigation.popToViewController(d, animated: false) == nil)
    #expect(navigation.popToRootViewController(animated: false)?.map(\.traceName) == ["B"])
    #expect(navigation.popViewController(animated: false) == nil)
    // The top view sits in the wrapper view, two levels inside the navigation view (§18.5).
    #expect(navigation.topViewController === a && a.view.isDescendant(of: navigation.view))
    #expect(a.view.superview?.subviews.count == 1)
  }

  @Test("§18.1 the top view fills the navigation view, under the bar, which is hit-tested first")
  func layout() {
    let root = controller("Root")
    let navigation = NavigationController(rootViewController: root)
    let window = shown(navigation)
    window.layoutIfNeeded()
    #expect(root.view.frame == navigation.view.bounds)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
    #expect(navigation.view.subviews.last === navigation.navigationBar)
    #expect(
      window.hitTest(CGPoint(x: 200, y: 20), with: nil)?.isDescendant(of: navigation.navigationBar)
        == true)
  }

  @Test("§18.1 the delegate is told before and after each controller is shown")
  func delegate() {
    let log = ShowLog()
    let navigation = NavigationController(rootViewController: controller("A"))
    navigation.delegate = log
    _ = shown(navigation)
    navigation.pushViewController(controller("B"), animated: true)
    _ = navigation.popViewController(animated: true)
    #expect(log.lines == ["will A", "did A", "will B", "did B", "will A", "did A"])
  }

  @Test(
    "§18.2 a bar button item sends its action up the chain with the item as sender, or runs its closure"
  )
  func barButtonItems() {
    let navigation = NavigationController(rootViewController: controller("A"))
    let window = shown(navigation)
    var ran = 0
    let item = BarButtonItem(title: "Edit", primaryAction: Action { _ in ran += 1 })
    navigation.topViewController?.navigationItem.rightBarButtonItem = item
    window.layoutIfNeeded()
    let edit = navigation.navigationBar.subviews.compactMap { $0 as? Button }.first
    #expect(edit?.title(for: .normal) == "Edit")
    edit?.sendActions(for: .touchUpInside)
    #expect(ran == 1)
    item.isEnabled = false
    window.layoutIfNeeded()
    let disabled = navigation.navigationBar.subviews.compactMap { $0 as? Button }.first
    #expect(disabled?.isEnabled == false)
  }

  @Test("§18.1 pushing a controller already in the stack stops the program, as UIKit raises")
  func pushTwice() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let a = ViewController()
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(a, animated: false)
      }
    }
    // Sources: github.com/samuelclay/NewsBlur/issues/886 (iOS 9: "'NSInvalidArgumentException',
    // reason: 'Pushing the same view controller instance more than once is not supported (<…>)'")
    // and a public iOS 13/14 test app (a sample app's ViewController.swift, in pushCrash2): "'<…Navigation…> is pushing
    // the same view controller instance (<…>) more than once which is not supported and is most
    // likely an error in the application : <bundle>'". The wording changed; the exception did not.
    // The engine prints the newer wording, with the process name for the bundle.
    #expect(namesException(result, "NSInvalidArgumentException"))
  }

  // Sources for §18.5, read for what they show, never copied:
  // - LeoNatan/LNPopupController issue #168 (2017): a window's recursiveDescription with a
  //   navigation controller at the root: UILayoutContainerView, inside it
  //   UINavigationTransitionView (clipsToBounds = YES), inside it UIViewControllerWrapperView,
  //   inside it the top controller's view (a UITableView); all four frames the window's size.
  // - An lldb session kept in a public GitHub file (MyPlayground, `AllKindOfAlert.swift`, 2020,
  //   iOS 13): the subviews of a navigation controller's UILayoutContainerView are exactly
  //   [UINavigationTransitionView, UINavigationBar], the bar last (in front); the transition
  //   view's only subview is a UIViewControllerWrapperView, whose only subview is the pushed
  //   controller's view, whose `next` is that controller.
  // - `AnswerController.m` by onzxgway on GitHub (2019): the nextResponder chain logged from a
  //   view in a pushed controller: its superviews, the root view, the controller,
  //   UIViewControllerWrapperView, UINavigationTransitionView, UILayoutContainerView,
  //   UINavigationController, UIWindow, UIApplication, the app delegate.

  @Test(
    "Navigation §18.5 the top view is in a UIViewControllerWrapperView in a UINavigationTransitionView in the UILayoutContainerView, the bar beside the transition view (LNPopupController#168, AllKindOfAlert.swift)"
  )
  func containerViews() throws {
    let root = controller("Root")
    let navigation = NavigationController(rootViewController: root)
    let window = shown(navigation)
    window.layoutIfNeeded()
    let wrapper = try #require(root.view.superview)
    let transition = try #require(wrapper.superview)
    #expect(transition.superview === navigation.view)
    #expect(navigation.view.subviews.count == 2)
    #expect(navigation.view.subviews.first === transition)
    #expect(navigation.view.subviews.last === navigation.navigationBar)
    #expect(transition.subviews.count == 1 && wrapper.subviews.count == 1)
    #expect(dumpClass(navigation.view) == "UILayoutContainerView")
    #expect(dumpClass(transition) == "UINavigationTransitionView")
    #expect(dumpClass(wrapper) == "UIViewControllerWrapperView")
    #expect(dumpClass(navigation.navigationBar) == "UINavigationBar")
    #expect(transition.clipsToBounds && !wrapper.clipsToBounds)
    #expect(transition.frame == navigation.view.bounds && wrapper.frame == transition.bounds)
    #expect(root.view.frame == wrapper.bounds)
    let lines = navigation.view.recursiveDescription().split(separator: "\n")
    #expect(lines[1].hasPrefix("   | <UINavigationTransitionView: "))
    #expect(lines[1].contains("clipsToBounds = YES"))
    #expect(lines[2].hasPrefix("   |    | <UIViewControllerWrapperView: "))
    #expect(lines[3].hasPrefix("   |    |    | <UIView: "))
    #expect(lines[4].hasPrefix("   | <UINavigationBar: "))
  }

  @Test(
    "Navigation §18.5 the top view's responder chain: its controller, the wrapper, the transition view, the navigation view, the navigation controller, the window (AnswerController.m)"
  )
  func responderChainThroughContainers() {
    let root = controller("Root")
    let navigation = NavigationController(rootViewController: root)
    let window = shown(navigation)
    let leaf = View(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
    leaf.accessibilityIdentifier = "Leaf"
    root.view.addSubview(leaf)
    #expect(
      Array(leaf.responderChain.map(\.traceName).prefix(8)) == [
        "Leaf", "View", "Root", "UIViewControllerWrapperView", "UINavigationTransitionView",
        "UILayoutContainerView", "NavigationController", "Window",
      ])
    #expect(navigation.next === window)
  }

  @Test(
    "Navigation §18.5 a touch on the content is hit-tested through the containers, and the bar's area goes to the bar first"
  )
  func hitTestPathThroughContainers() {
    let root = controller("Root")
    let navigation = NavigationController(rootViewController: root)
    let window = shown(navigation)
    let leaf = View(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
    leaf.accessibilityIdentifier = "Leaf"
    root.view.addSubview(leaf)
    window.layoutIfNeeded()
    #expect(window.hitTest(CGPoint(x: 20, y: 120), with: nil) === leaf)
    let explanation = window.explainTouch(at: CGPoint(x: 20, y: 120))
    #expect(explanation.hitView == "Leaf")
    #expect(
      explanation.candidates.map(\.view) == [
        "Leaf", "View", "UIViewControllerWrapperView", "UINavigationTransitionView",
        "UILayoutContainerView",
      ])
    let onBar = window.explainTouch(at: CGPoint(x: 200, y: 20))
    #expect(
      onBar.candidates.contains {
        $0.view == "UINavigationTransitionView" && $0.verdict == .shadowed(by: "NavigationBar")
      })
  }

  @Test(
    "Navigation §18.5 push and pop leave the wrapper holding the new top view only; the root's controller keeps no view in the window"
  )
  func pushAndPopKeepOneViewInTheWrapper() throws {
    let (a, b) = (controller("A"), controller("B"))
    let navigation = NavigationController(rootViewController: a)
    let window = shown(navigation)
    navigation.pushViewController(b, animated: true)
    window.layoutIfNeeded()
    let wrapper = try #require(b.view.superview)
    #expect(dumpClass(wrapper) == "UIViewControllerWrapperView")
    #expect(wrapper.subviews.count == 1 && a.viewIfLoaded?.superview == nil)
    #expect(b.view.frame == wrapper.bounds)
    _ = navigation.popViewController(animated: true)
    #expect(a.view.superview === wrapper && wrapper.subviews.count == 1)
    #expect(b.viewIfLoaded?.superview == nil)
  }
}
