import Foundation

/// What the application makes a scene from: UIKit's `UISceneConfiguration`, the answer of
/// ``ApplicationDelegate/application(_:configurationForConnecting:options:)``. The engine has no
/// `Info.plist`: the classes are set in code.
@preconcurrency @MainActor
open class SceneConfiguration {
  /// The configuration's name.
  public let name: String?
  /// The role of the sessions it configures.
  public let role: SceneSession.Role
  /// The class of the scene's delegate, or `nil` for none. It is made through the maker
  /// registered with ``Application/registerClass(_:making:)`` (a delegate class's initializer is
  /// not required, so Swift cannot make one from the class alone).
  open var delegateClass: AnyClass?
  /// The class of the scene: ``Scene`` or a subclass; `nil` means ``WindowScene``.
  open var sceneClass: AnyClass?

  /// Creates a configuration for sessions of `sessionRole`.
  public init(name: String?, sessionRole: SceneSession.Role) {
    self.name = name
    role = sessionRole
  }

  /// The scene class to make: ``sceneClass``, or ``WindowScene`` when it is `nil` or not a
  /// scene class (logged; UIKit raises nothing there, and the engine carries on).
  var sceneType: Scene.Type {
    guard let sceneClass else { return WindowScene.self }
    guard let type = sceneClass as? Scene.Type else {
      Console.log(
        "SceneConfiguration.sceneClass \(sceneClass) is not UIScene or a subclass of it; "
          + "the scene is a UIWindowScene")
      return WindowScene.self
    }
    return type
  }

  /// A new delegate of ``delegateClass``, or `nil` when there is none. A class the engine cannot
  /// make (not registered) or that is not a scene delegate leaves the scene without a delegate,
  /// with a message saying what to do: on iOS neither can happen (the runtime makes any class,
  /// and a delegate that answers nothing is simply never called).
  func makeDelegate() -> SceneDelegate? {
    guard let delegateClass else { return nil }
    guard let made = ClassRegistry.make(delegateClass) else {
      Console.log(
        "SceneConfiguration.delegateClass \(delegateClass): no way to make it, so the scene has "
          + "no delegate; register it with "
          + "Application.registerClass(\(delegateClass).self) { \(delegateClass)() }")
      return nil
    }
    guard let delegate = made as? SceneDelegate else {
      Console.log(
        "SceneConfiguration.delegateClass \(delegateClass) does not conform to "
          + "UISceneDelegate; the scene has no delegate")
      return nil
    }
    return delegate
  }
}
