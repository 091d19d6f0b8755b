import Foundation

/// A scene that shows windows: UIKit's `UIWindowScene`, the scene class an app gets unless its
/// configuration names another. Windows join it through ``Window/init(windowScene:)`` or
/// ``Window/windowScene``; they live in the scene's application, which holds them.
@preconcurrency @MainActor
open class WindowScene: Scene {
  /// The screen the scene is on.
  public var screen: Screen { Screen.main }

  /// The scene's coordinate space: its screen's.
  public var coordinateSpace: CoordinateSpace { screen.coordinateSpace }

  /// The windows of the scene, back to front as the application's ``Application/windows``.
  ///
  /// - Complexity: O(*w*) in the number of the application's windows.
  public var windows: [Window] {
    guard let application else { return [] }
    return application.windows.filter { $0.windowScene === self }
  }

  /// The key window, when it is one of the scene's windows. The engine has one key window per
  /// application, so at most one scene has a key window.
  public var keyWindow: Window? {
    guard let key = application?.keyWindow, key.windowScene === self else { return nil }
    return key
  }
}
