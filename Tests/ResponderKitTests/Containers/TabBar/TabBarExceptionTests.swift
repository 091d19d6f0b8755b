import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("Tab bar controllers: the misuses UIKit raises an exception for (§18.6)")
struct TabBarExceptionTests {
  // Sources: comments in several public apps that replace a tab bar controller's bar quote the
  // console: "'Changing the delegate of a tab bar managed by a tab bar controller is not
  // allowed.'"; ESTabBarController's source quotes "Directly modifying a tab bar managed by a
  // tab bar controller is not allowed" for setItems on the managed bar.
  @Test("§18.6 setting the delegate of a managed tab bar raises NSInternalInconsistencyException")
  func changingTheDelegate() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        final class Other: TabBarDelegate {}
        let controller = TabBarController()
        let other = Other()
        controller.tabBar.delegate = other
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  @Test("§18.6 setting the items of a managed tab bar raises NSInternalInconsistencyException")
  func modifyingTheBar() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let controller = TabBarController()
        controller.tabBar.items = [TabBarItem(title: "A", image: nil, tag: 0)]
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  // Source: a public app's comment quotes the crash: "Thread 1: \"-[UITabBarController
  // setSelectedViewController:] only a view controller in the tab bar controller's list of view
  // controllers can be selected.\"".
  @Test("§18.6 selecting a controller that is no tab raises NSInvalidArgumentException")
  func selectingAStranger() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let controller = TabBarController()
        controller.viewControllers = [ViewController()]
        controller.selectedViewController = ViewController()
      }
    }
    #expect(namesException(result, "NSInvalidArgumentException"))
  }
}
