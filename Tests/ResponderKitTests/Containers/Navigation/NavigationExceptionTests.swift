import Foundation
import ResponderKit
import Testing

/// What UIKit raises on in navigation stacks and controller containment (issue 45): each stops
/// the program with a message naming UIKit's exception (Choices §14.11).
@Suite("Navigation: what UIKit raises on stops the program, naming the exception (§18.1)")
struct NavigationExceptionTests {
  // Sources: github.com/skywinder/ActionSheetPicker-3.0/issues/70 and
  // github.com/dekatotoro/SlideMenuControllerSwift/issues/315: "'NSInvalidArgumentException',
  // reason: 'Pushing a navigation controller is not supported'".
  @Test("§18.1 pushing a navigation controller stops the program")
  func pushNavigation() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(
          NavigationController(rootViewController: ViewController()), animated: false)
      }
    }
    #expect(namesException(result, "NSInvalidArgumentException"))
    #expect(standardError(of: result).contains("Pushing a navigation controller is not supported"))
  }

  // Source: a public iOS 13/14 sample app (PresentVC's ViewController.swift, pushCrash3) quotes
  // "'NSInternalInconsistencyException', reason: 'All view controllers in a navigation controller
  // must be distinct (( \"<UIViewController: 0x…>\", \"<UIViewController: 0x…>\" ))'" for
  // `viewControllers = [vc, vc]`.
  @Test("§18.1 a stack that names a controller twice stops the program")
  func duplicateInStack() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let a = ViewController()
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.setViewControllers([a, a], animated: false)
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
    #expect(
      standardError(of: result).contains(
        "All view controllers in a navigation controller must be distinct"))
  }

  // Source: none shows a controller added as its own child. UIKit's containment checks raise
  // UIViewControllerHierarchyInconsistency ("child view controller:<…> should have parent view
  // controller:<…> but requested parent is:<…>", github.com/weissi/FRLayeredNavigationController/
  // issues/6); the engine names it, and keeps the trap because a controller its own parent would
  // make every walk up the parents (presentingViewController, §3.5) endless.
  @Test("§3.5 adding a controller as its own child stops the program")
  func ownChild() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let controller = ViewController()
        controller.addChild(controller)
      }
    }
    #expect(namesException(result, "UIViewControllerHierarchyInconsistency"))
  }
}
