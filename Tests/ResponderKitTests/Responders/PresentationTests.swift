import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Presenting and dismissing (§3.5): who presented whom, and the presentations UIKit refuses with
/// a console warning and carries on after (issue 45).
@MainActor
@Suite("§3.5 Presenting: presenting and presented controllers, and UIKit's lenient refusals")
struct PresentationTests {
  /// Runs `body` with ``Console``'s messages collected, and returns them.
  private func console(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    Console.messageHandler = { messages.append($0) }
    defer { Console.messageHandler = nil }
    body()
    return messages
  }

  /// A window with `root` as its root controller.
  private func scene(root: ViewController) -> DemoScene {
    let scene = DemoScene(windowSize: CGSize(width: 320, height: 480))
    scene.window.rootViewController = root
    return scene
  }

  // Sources: issue threads quote the warning, e.g. github.com/fouquet/RFAboutView/issues/8
  // ("Warning: Attempt to present <M2DWebViewController: 0x…> on <RFViewController: 0x…> whose
  // view is not in the window hierarchy!", iOS 10) and, since iOS 13, public code comments quote
  // "[Presentation] Attempt to present <UIAlertController: 0x…> on <ViewController: 0x…> (from
  // <ViewController: 0x…>) whose view is not in the window hierarchy." The two wordings disagree
  // only in the prefix, the "(from …)" and the last mark; the engine prints today's. The issue
  // threads show nothing presented after the warning.
  @Test(
    "§3.5 presenting from a controller whose view is not in a window warns and presents nothing")
  func presenterNotInWindow() {
    let detached = ViewController()
    detached.loadViewIfNeeded()
    let sheet = ViewController()
    var completed = false
    let messages = console {
      detached.present(sheet, animated: true) { completed = true }
    }
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.hasPrefix("[Presentation] Attempt to present <UIViewController: 0x"))
    #expect(message.hasSuffix(") whose view is not in the window hierarchy."))
    #expect(message.contains(" on <UIViewController: 0x") && message.contains(" (from <"))
    #expect(detached.presentedViewController == nil && sheet.presentingViewController == nil)
    #expect(!completed && !sheet.isViewLoaded)

    // It carries on: once the controller is in a window, the same call presents.
    let scene = scene(root: detached)
    detached.present(sheet, animated: false)
    #expect(detached.presentedViewController === sheet && sheet.view.window === scene.window)
  }

  // Sources: github.com/ThornTechPublic/InteractiveModal/issues/8 ("Warning: Attempt to present
  // <InteractiveModal.ModalViewController: 0x…> on <InteractiveModal.ViewController: 0x…> which
  // is already presenting <InteractiveModal.ModalViewController: 0x…>", iOS 10: "the modal isn't
  // being opened"); github.com/airbrake/airbrake-ios/issues/91 (the same on a root controller);
  // lodev09/react-native-true-sheet docs/…/troubleshooting.mdx quotes today's form, "Attempt to
  // present <…> on <…> (from <…>) which is already presenting <…>".
  @Test("§3.5 presenting while already presenting warns, names both, and keeps the first")
  func alreadyPresenting() {
    final class Modal: ViewController {}
    let root = ViewController()
    let scene = scene(root: root)
    let first = Modal()
    let second = ViewController()
    root.present(first, animated: false)
    var completed = false
    let messages = console {
      root.present(second, animated: true) { completed = true }
    }
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.hasPrefix("[Presentation] Attempt to present <UIViewController: 0x"))
    #expect(message.contains(") which is already presenting <"))
    #expect(message.contains("Modal: 0x") && message.hasSuffix(">."))
    #expect(root.presentedViewController === first && second.presentingViewController == nil)
    #expect(!completed && second.viewIfLoaded?.window == nil)
    #expect(first.view.window === scene.window)

    // It carries on: after a dismissal the second presentation goes through.
    root.dismiss(animated: false)
    root.present(second, animated: false)
    #expect(root.presentedViewController === second)
  }

  // Source: Apple's documentation of presentingViewController: "If the view controller was not
  // presented modally, but one of its ancestors was, this property contains the view controller
  // that presented the ancestor" (developer.apple.com/documentation/uikit/uiviewcontroller/
  // presentingviewcontroller).
  @Test(
    "§3.5 a child of a presented navigation controller answers the controller that presented it")
  func presentingOfAChild() {
    let root = ViewController()
    let scene = scene(root: root)
    scene.keepAlive([root])
    let top = ViewController()
    let navigation = NavigationController(rootViewController: top)
    root.present(navigation, animated: false)
    #expect(navigation.presentingViewController === root)
    #expect(top.presentingViewController === root)
    let pushed = ViewController()
    navigation.pushViewController(pushed, animated: false)
    #expect(pushed.presentingViewController === root)
    // Its next responder is still its view's superview, not the presenter (§3.1).
    #expect(pushed.next === pushed.view.superview)
    #expect(navigation.next === root)

    // Dismissing from the child dismisses the presented navigation controller.
    pushed.dismiss(animated: false)
    #expect(root.presentedViewController == nil && top.presentingViewController == nil)
    #expect(navigation.viewIfLoaded?.window == nil)
  }

  // Source: Apple's documentation of presentedViewController: "The view controller that is
  // presented by this view controller, or one of its ancestors in the view controller
  // hierarchy" (developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller).
  // Its discussion names only "the view controller that called the method"; the summary's wider
  // rule is what the engine follows, and sources disagree only in what they mention.
  @Test("§3.5 a child of a presenting controller answers what its ancestor presented")
  func presentedOfAChild() {
    let child = ViewController()
    let navigation = NavigationController(rootViewController: child)
    let scene = scene(root: navigation)
    scene.keepAlive([navigation])
    let sheet = ViewController()
    navigation.present(sheet, animated: false)
    #expect(navigation.presentedViewController === sheet)
    #expect(child.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)

    // The child counts as presenting: presenting from it warns, as UIKit's child hands the
    // presentation to an ancestor that is already presenting.
    let other = ViewController()
    let messages = console { child.present(other, animated: false) }
    #expect(messages.count == 1 && messages.first?.contains("which is already presenting") == true)
    #expect(other.presentingViewController == nil)

    // Dismissing from the child dismisses its ancestor's presentation.
    child.dismiss(animated: false)
    #expect(navigation.presentedViewController == nil && sheet.presentingViewController == nil)
  }
}
