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

  /// The scene class to make: ``sceneClass``, checked, or ``WindowScene``.
  var sceneType: Scene.Type {
    guard let sceneClass else { return WindowScene.self }
    guard let type = sceneClass as? Scene.Type else {
      preconditionFailure(
        "SceneConfiguration.sceneClass \(sceneClass) is not Scene or a subclass of it")
    }
    return type
  }

  /// A new delegate of ``delegateClass``, or `nil` when there is none.
  func makeDelegate() -> SceneDelegate? {
    guard let delegateClass else { return nil }
    guard let made = ClassRegistry.make(delegateClass) else {
      preconditionFailure(
        "SceneConfiguration.delegateClass \(delegateClass): no way to make it; register it with "
          + "Application.registerClass(\(delegateClass).self) { \(delegateClass)() }")
    }
    guard let delegate = made as? SceneDelegate else {
      preconditionFailure(
        "SceneConfiguration.delegateClass \(delegateClass) does not conform to SceneDelegate")
    }
    return delegate
  }
}
