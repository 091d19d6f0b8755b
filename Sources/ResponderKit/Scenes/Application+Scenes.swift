import Foundation

extension Application {
  /// The scenes connected to the application, UIKit's shape: a set. ``orderedConnectedScenes``
  /// gives them in the order they connected.
  public var connectedScenes: Set<Scene> { Set(scenes) }

  /// The connected scenes in the order they connected.
  public var orderedConnectedScenes: [Scene] { scenes }

  /// The sessions of the connected scenes.
  public var openSessions: Set<SceneSession> { Set(scenes.map(\.session)) }

  /// Connects a new scene, as UIKit does when the system asks for one: a session of `role` is
  /// made, the delegate's ``ApplicationDelegate/application(_:configurationForConnecting:options:)``
  /// configures it, a scene of the configuration's class is made with a delegate of its
  /// delegate class, the delegate's `scene(_:willConnectTo:options:)` runs, and the scene enters
  /// the foreground and becomes active (`sceneWillEnterForeground`, `sceneDidBecomeActive`).
  @discardableResult
  public func connectScene(
    role: SceneSession.Role = .windowApplication,
    options: Scene.ConnectionOptions = Scene.ConnectionOptions()
  ) -> Scene {
    sessionCounter += 1
    let placeholder = SceneConfiguration(name: "Default Configuration", sessionRole: role)
    let session = SceneSession(
      role: role, configuration: placeholder, persistentIdentifier: "session-\(sessionCounter)")
    if let appDelegate = delegate as? ApplicationDelegate {
      session.configuration = appDelegate.application(
        self, configurationForConnecting: session, options: options)
    }
    let scene = session.configuration.sceneType.init(session: session, connectionOptions: options)
    session.scene = scene
    scene.delegate = session.configuration.makeDelegate()
    scene.applicationPointer = Unmanaged.passUnretained(self)
    scenes.append(scene)
    scene.delegate?.scene(scene, willConnectTo: session, options: options)
    setActivationState(.foregroundActive, of: scene)
    return scene
  }

  /// Moves a connected scene to `state` one step at a time, telling its delegate each step as
  /// UIKit does: to the foreground `sceneWillEnterForeground` then `sceneDidBecomeActive`; from
  /// active `sceneWillResignActive`, then to the background `sceneDidEnterBackground`.
  public func setActivationState(_ state: Scene.ActivationState, of scene: Scene) {
    precondition(
      scene.application === self,
      "setActivationState(_:of:): the scene is not connected to this application")
    precondition(
      state != .unattached, "setActivationState(_:of:): disconnect(_:) takes a scene away")
    while scene.activationState != state {
      switch (scene.activationState, state) {
      case (.unattached, _), (.background, _):
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
      case (.foregroundInactive, .foregroundActive):
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
      case (.foregroundInactive, _):
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
      case (.foregroundActive, _):
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillResignActive(scene)
      }
    }
  }

  /// Disconnects a scene: it goes to the background if it was in the foreground, its windows
  /// leave the application (touches down in them are cancelled, as ``detach(_:)`` does) and
  /// lose their scene, and its delegate's `sceneDidDisconnect(_:)` runs. The session is not
  /// discarded (UIKit discards sessions when the user closes them for good).
  public func disconnect(_ scene: Scene) {
    guard scene.application === self else { return }
    if scene.activationState != .background { setActivationState(.background, of: scene) }
    for window in attachedWindows where window.windowScene === scene {
      window.storedWindowScene = nil
      detach(window)
    }
    scenes.removeAll(identicalTo: scene)
    scene.activationState = .unattached
    scene.applicationPointer = nil
    scene.delegate?.sceneDidDisconnect(scene)
  }
}
