import Foundation

/// The methods an application calls on its delegate as it launches, changes state and connects
/// scenes: UIKit's `UIApplicationDelegate`, with UIKit's signatures. Every requirement has a
/// default implementation, as UIKit's are optional, so a delegate implements only what it needs.
///
/// ``ApplicationMain(_:_:_:_:)`` makes the delegate, calls the two launching methods, then asks
/// ``application(_:configurationForConnecting:options:)`` for the first scene's configuration.
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
  /// The app's window when it does not use scenes (`UIApplicationDelegate.window`).
  var window: Window? { get set }

  /// Tells the delegate that launching has begun. Default `true`.
  func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Tells the delegate that launching is almost done: build the window here when the app uses no
  /// scenes. Default `true`.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Returns the configuration of a scene about to connect. The default is UIKit's
  /// `Default Configuration` for the session's role, with no delegate class.
  func application(
    _ application: Application,
    configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration

  /// Tells the delegate that sessions were discarded (their scenes disconnected for good).
  func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)

  /// Tells the delegate that the app became active.
  func applicationDidBecomeActive(_ application: Application)
  /// Tells the delegate that the app is about to become inactive.
  func applicationWillResignActive(_ application: Application)
  /// Tells the delegate that the app is now in the background.
  func applicationDidEnterBackground(_ application: Application)
  /// Tells the delegate that the app is about to enter the foreground.
  func applicationWillEnterForeground(_ application: Application)
  /// Tells the delegate that the app is about to terminate.
  func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
  /// No window: a delegate that keeps one declares `var window: Window?`.
  public var window: Window? {
    get { nil }
    set {}
  }

  /// Launching goes on.
  public func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Launching goes on.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// `Default Configuration` for the session's role.
  public func application(
    _ application: Application,
    configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration {
    SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  /// Does nothing.
  public func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>
  ) {}
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: Application) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: Application) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: Application) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: Application) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: Application) {}
}

extension Application {
  /// The keys of the launch options dictionary (UIKit's `UIApplication.LaunchOptionsKey`). A
  /// headless launch passes none: ``ApplicationMain(_:_:_:_:)`` gives the delegate `nil`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was asked to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that asked for the launch.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
  }
}
