import Foundation

/// The methods a scene calls on its delegate as it connects and changes state: UIKit's
/// `UISceneDelegate`, with UIKit's signatures. Every requirement has a default implementation,
/// as UIKit's are optional.
@preconcurrency @MainActor
public protocol SceneDelegate: AnyObject {
  /// Tells the delegate that `scene` is connecting to the app: build its windows here.
  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions)
  /// Tells the delegate that `scene` was disconnected from the app.
  func sceneDidDisconnect(_ scene: Scene)
  /// Tells the delegate that `scene` became active.
  func sceneDidBecomeActive(_ scene: Scene)
  /// Tells the delegate that `scene` is about to stop being active.
  func sceneWillResignActive(_ scene: Scene)
  /// Tells the delegate that `scene` is about to enter the foreground.
  func sceneWillEnterForeground(_ scene: Scene)
  /// Tells the delegate that `scene` is now in the background.
  func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: Scene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: Scene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: Scene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: Scene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: Scene) {}
}

/// A scene delegate that manages a window: UIKit's `UIWindowSceneDelegate`.
@preconcurrency @MainActor
public protocol WindowSceneDelegate: SceneDelegate {
  /// The scene's main window.
  var window: Window? { get set }
}

extension WindowSceneDelegate {
  /// No window: a delegate that keeps one declares `var window: Window?`.
  public var window: Window? {
    get { nil }
    set {}
  }
}
