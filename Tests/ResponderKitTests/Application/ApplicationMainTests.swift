import Foundation
import ResponderKit
import Testing

/// An application subclass that audits touches, as UIKit apps do by overriding `sendEvent(_:)`.
/// Top-level, so that Foundation's `NSClassFromString` finds it on Linux.
final class AuditingApplication: Application {
  var auditedTouches = 0
  override func sendEvent(_ event: Event) {
    if event.type == .touches { auditedTouches += event.allTouches?.count ?? 0 }
    super.sendEvent(event)
  }
}

/// An app delegate that builds its window at launch, as an app without scenes does.
final class LaunchingAppDelegate: Responder, ApplicationDelegate {
  var window: Window?
  var log: [String] = []
  func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.append("willFinish \(launchOptions == nil ? "no options" : "options")")
    return true
  }
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.append("didFinish")
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
  func applicationDidBecomeActive(_ application: Application) { log.append("didBecomeActive") }
}

/// Restores the shared application a test replaced.
@MainActor
func withSharedRestored(_ body: () throws -> Void) rethrows {
  let previous = Application.shared
  defer { Application.makeShared(previous) }
  try body()
}

@MainActor
@Suite("The application: a subclass made shared by ApplicationMain (issue 28)")
struct ApplicationMainTests {
  @Test("UIApplicationMain's call: the principal class is shared, windows land in it, it audits")
  func namedClasses() throws {
    try withSharedRestored {
      Application.registerClass(LaunchingAppDelegate.self) { LaunchingAppDelegate() }
      let result = ApplicationMain(
        CommandLine.argc, CommandLine.unsafeArgv, NSStringFromClass(AuditingApplication.self),
        NSStringFromClass(LaunchingAppDelegate.self))
      #expect(result == 0)
      let application = try #require(Application.shared as? AuditingApplication)
      let delegate = try #require(application.delegate as? LaunchingAppDelegate)
      #expect(delegate.log == ["willFinish no options", "didFinish", "didBecomeActive"])
      let window = try #require(delegate.window)
      #expect(window.application === application && application.keyWindow === window)
      var script = TouchScript(startingAt: application.clock.now)
      script.tap(at: CGPoint(x: 50, y: 50))
      try application.play(script)
      #expect(application.auditedTouches == 2)
      // A window made later without naming an application joins it too.
      let later = Window(frame: .zero)
      #expect(later.application === application)
    }
  }

  @Test("The typed form makes the principal class shared and returns it; no delegate is fine")
  func typedForm() {
    withSharedRestored {
      let application = ApplicationMain(AuditingApplication.self, delegate: nil)
      #expect(Application.shared === application)
      #expect(application.delegate == nil && application.orderedConnectedScenes.count == 1)
    }
  }

  @Test("Applications made with init() live beside the shared one, each with its own clock")
  func sideBySide() {
    withSharedRestored {
      let shared = ApplicationMain(AuditingApplication.self, delegate: nil)
      let own = Application()
      #expect(Application.shared === shared && own !== shared)
      #expect(Application.current === own)
      own.advance(by: 2)
      #expect(own.clock.now == 2 && shared.clock.now == 0)
    }
  }

  @Test(
    "Linux Foundation finds top-level classes by NSStringFromClass's name; others are registered")
  func classLookUp() {
    let name = NSStringFromClass(AuditingApplication.self)
    #expect(name == "ResponderKitTests.AuditingApplication")
    #expect(NSClassFromString(name) == AuditingApplication.self)
    // A nested class has no name NSStringFromClass will spell on Linux; String(reflecting:)
    // gives the qualified name the registry answers to.
    Application.registerClass(Holder.NestedApplication.self) { Holder.NestedApplication() }
    withSharedRestored {
      ApplicationMain(
        0, CommandLine.unsafeArgv, String(reflecting: Holder.NestedApplication.self), nil)
      #expect(Application.shared is Holder.NestedApplication)
    }
  }

  @Test("A principal class name that finds nothing stops with a message")
  func unknownPrincipal() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = ApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, "Nowhere.NoApp", nil)
      }
    }
    // Source: github.com/realm/realm-dotnet/issues/381 and github.com/dotnet/macios/issues/16219:
    // "NSInternalInconsistencyException Reason: Unable to instantiate the UIApplication delegate
    // instance. No class named AppDelegate is loaded." (the principal class fails the same way).
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  @Test("A delegate class with no registered maker stops with a message")
  func unregisteredDelegate() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = ApplicationMain(
          CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AuditingApplication.self)
        )
      }
    }
    // Source: github.com/realm/realm-dotnet/issues/381: "NSInternalInconsistencyException Reason:
    // Unable to instantiate the UIApplication delegate instance. No class named AppDelegate is
    // loaded."
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }
}

/// A namespace for a nested application class.
enum Holder {
  /// An application class Linux Foundation cannot find by name.
  final class NestedApplication: Application {}
}
