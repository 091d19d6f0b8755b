import UIKit

// An app whose UIApplication subclass audits every finger that goes down, launched with
// UIApplicationMain and a scene delegate that builds its window, as Xcode's template does.
// Edits from the UIKit original: `@objc` removed; `#selector(increment)` written
// `CounterViewController.increment`; `@main` on the app delegate replaced by the call to
// `UIApplicationMain` that `main.swift` makes (here in `launchAuditingApp()`), and the two delegate
// classes registered by name before it: Swift off Apple platforms cannot make an object of a class
// given at run time without a maker for it.

final class AuditingApplication: UIApplication {
  private(set) var touchDowns: [String] = []

  override func sendEvent(_ event: UIEvent) {
    if event.type == .touches, let touches = event.allTouches {
      for touch in touches where touch.phase == .began {
        let point = touch.location(in: nil)
        touchDowns.append("\(Int(point.x)),\(Int(point.y))")
      }
    }
    super.sendEvent(event)
  }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
  private(set) var didLaunch = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    didLaunch = true
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    window.rootViewController = CounterViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class CounterViewController: UIViewController {
  let button = UIButton(type: .system)
  private(set) var count = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.setTitle("Add one", for: .normal)
    button.frame = CGRect(x: 100, y: 400, width: 190, height: 44)
    button.addTarget(self, action: CounterViewController.increment, for: .touchUpInside)
    view.addSubview(button)
  }

  func increment() {
    count += 1
  }
}

/// What `main.swift` does (its top-level code runs on the main actor).
@MainActor
func launchAuditingApp() {
  UIApplication.registerClass(AppDelegate.self) { AppDelegate() }
  UIApplication.registerClass(SceneDelegate.self) { SceneDelegate() }
  UIApplicationMain(
    CommandLine.argc, CommandLine.unsafeArgv, NSStringFromClass(AuditingApplication.self),
    NSStringFromClass(AppDelegate.self))
}
