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
    #expect(navigation.topViewController === a && a.view.superview === navigation.view)
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
}
