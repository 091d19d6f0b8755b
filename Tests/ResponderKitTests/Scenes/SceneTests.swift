import Foundation
import ResponderKit
import Testing

/// A view that counts the touches it begins.
final class CountingView: View {
  var began = 0
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += touches.count }
}

/// A controller whose root view counts touches.
final class CountingController: ViewController {
  override func loadView() { view = CountingView() }
}

/// A window scene that records the touches that reach it up the chain.
final class RecordingWindowScene: WindowScene {
  var reached: [String] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    reached.append("touchesBegan")
    super.touchesBegan(touches, with: event)
  }
}

/// The scene delegate Xcode's template writes, building its window in `willConnectTo`.
final class TemplateSceneDelegate: Responder, WindowSceneDelegate {
  var window: Window?
  var log: [String] = []
  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    log.append("willConnect \(session.role == .windowApplication)")
    guard let windowScene = (scene as? WindowScene) else { return }
    let window = Window(windowScene: windowScene)
    window.rootViewController = CountingController()
    window.makeKeyAndVisible()
    self.window = window
  }
  func sceneDidDisconnect(_ scene: Scene) { log.append("didDisconnect") }
  func sceneDidBecomeActive(_ scene: Scene) { log.append("didBecomeActive") }
  func sceneWillResignActive(_ scene: Scene) { log.append("willResignActive") }
  func sceneWillEnterForeground(_ scene: Scene) { log.append("willEnterForeground") }
  func sceneDidEnterBackground(_ scene: Scene) { log.append("didEnterBackground") }
}

/// An app delegate that configures scenes with the template's delegate.
final class SceneAppDelegate: Responder, ApplicationDelegate {
  var sceneClass: AnyClass?
  var asked: [SceneSession.Role] = []
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration {
    asked.append(connectingSceneSession.role)
    let configuration = SceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = TemplateSceneDelegate.self
    configuration.sceneClass = sceneClass
    return configuration
  }
}

/// An application whose delegate configures scenes with ``TemplateSceneDelegate``.
@MainActor
func sceneApplication(sceneClass: AnyClass? = nil) -> (Application, SceneAppDelegate) {
  Application.registerClass(TemplateSceneDelegate.self) { TemplateSceneDelegate() }
  let application = Application()
  let delegate = SceneAppDelegate()
  delegate.sceneClass = sceneClass
  application.delegate = delegate
  return (application, delegate)
}

@MainActor
@Suite("Scenes: UIScene, UIWindowScene, sessions, configurations and their delegates (issue 28)")
struct SceneTests {
  @Test("The template's scene delegate builds a key window that receives touches")
  func templateWindowGetsTouches() throws {
    let (application, appDelegate) = sceneApplication()
    let scene = try #require(application.connectScene() as? WindowScene)
    #expect(appDelegate.asked == [.windowApplication])
    let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
    let window = try #require(delegate.window)
    #expect(window.windowScene === scene && window.application === application)
    #expect(window.frame == Screen.main.bounds)
    #expect(scene.windows == [window] && scene.keyWindow === window && window.isKeyWindow)
    var script = TouchScript(startingAt: 0)
    script.tap(at: CGPoint(x: 100, y: 100))
    try application.play(script)
    let root = try #require(window.rootViewController?.view as? CountingView)
    #expect(root.began == 1)
  }

  @Test("Connecting: configuration, willConnectTo, then foreground and active, in UIKit's order")
  func connectionOrder() throws {
    let (application, _) = sceneApplication()
    let scene = application.connectScene()
    let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
    #expect(delegate.log == ["willConnect true", "willEnterForeground", "didBecomeActive"])
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.session.scene === scene && scene.session.persistentIdentifier == "session-1")
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(application.connectedScenes == [scene] && application.openSessions == [scene.session])
  }

  @Test(
    "Activation states move one step at a time, telling the delegate each step",
    arguments: [
      (Scene.ActivationState.foregroundInactive, ["willResignActive"]),
      (.background, ["willResignActive", "didEnterBackground"]),
      (.foregroundActive, [String]()),
    ])
  func transitions(to state: Scene.ActivationState, expected: [String]) throws {
    let (application, _) = sceneApplication()
    let scene = application.connectScene()
    let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
    delegate.log.removeAll()
    application.setActivationState(state, of: scene)
    #expect(delegate.log == expected && scene.activationState == state)
  }

  @Test("From the background a scene enters the foreground, then becomes active")
  func backToForeground() throws {
    let (application, _) = sceneApplication()
    let scene = application.connectScene()
    let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
    application.setActivationState(.background, of: scene)
    delegate.log.removeAll()
    application.setActivationState(.foregroundActive, of: scene)
    #expect(delegate.log == ["willEnterForeground", "didBecomeActive"])
  }

  @Test("Activation states and roles keep UIKit's raw values")
  func rawValues() {
    #expect(Scene.ActivationState.unattached.rawValue == -1)
    #expect(Scene.ActivationState.foregroundActive.rawValue == 0)
    #expect(Scene.ActivationState.foregroundInactive.rawValue == 1)
    #expect(Scene.ActivationState.background.rawValue == 2)
    #expect(SceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
  }

  @Test("Disconnecting: background first, windows leave, the delegate hears sceneDidDisconnect")
  func disconnect() throws {
    let (application, _) = sceneApplication()
    let scene = try #require(application.connectScene() as? WindowScene)
    let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
    let window = try #require(delegate.window)
    delegate.log.removeAll()
    application.disconnect(scene)
    #expect(delegate.log == ["willResignActive", "didEnterBackground", "didDisconnect"])
    #expect(application.connectedScenes.isEmpty && scene.activationState == .unattached)
    #expect(window.application == nil && window.windowScene == nil && scene.windows.isEmpty)
    #expect(scene.application == nil)
  }

  @Test("§3.1 under scenes a window's next is its scene, and the scene's the application")
  func responderChain() throws {
    let (application, _) = sceneApplication(sceneClass: RecordingWindowScene.self)
    let scene = try #require(application.connectScene() as? RecordingWindowScene)
    let window = try #require(scene.windows.first)
    #expect(window.next === scene && scene.next === application)
    // A touch on a plain view inside a controller-less window goes up through the scene.
    window.rootViewController = nil
    let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(plain)
    var script = TouchScript(startingAt: 0)
    script.tap(at: CGPoint(x: 10, y: 10))
    try application.play(script)
    #expect(scene.reached == ["touchesBegan"])
    // A window without a scene still goes to the application.
    let loose = Window(frame: .zero, application: application)
    #expect(loose.next === application)
  }

  @Test("Setting windowScene moves a window into the scene's application")
  func settingWindowScene() throws {
    let (application, _) = sceneApplication()
    let scene = try #require(application.connectScene() as? WindowScene)
    let other = Application()
    let window = Window(frame: .zero, application: other)
    window.windowScene = scene
    #expect(window.application === application && scene.windows.contains(window))
    window.windowScene = nil
    #expect(window.application === application && !scene.windows.contains(window))
  }

  @Test("Without a delegate class the scene has no delegate and is a WindowScene")
  func defaults() throws {
    let application = Application()
    let scene = application.connectScene()
    #expect(scene.delegate == nil && scene is WindowScene)
    #expect(scene.session.configuration.delegateClass == nil)
  }

  @Test("A scene outlives its application without a dangling pointer")
  func releaseApplicationFirst() {
    var scene: Scene?
    weak var weakApplication: Application?
    do {
      let application = Application()
      weakApplication = application
      scene = application.connectScene()
      _ = Application()  // takes Application.current's place
    }
    #expect(weakApplication == nil)
    #expect(scene?.application == nil && scene?.next == nil)
  }

  /// Answers every scene with a configuration of its delegate and scene classes.
  final class Configuring: Responder, ApplicationDelegate {
    let delegateClass: AnyClass?
    let sceneClass: AnyClass?
    init(delegateClass: AnyClass?, sceneClass: AnyClass? = nil) {
      self.delegateClass = delegateClass
      self.sceneClass = sceneClass
    }
    func application(
      _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
      options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
      let configuration = SceneConfiguration(name: nil, sessionRole: .windowApplication)
      configuration.delegateClass = delegateClass
      configuration.sceneClass = sceneClass
      return configuration
    }
  }

  final class Unregistered: Responder, SceneDelegate {}
  final class NotASceneDelegate: Responder {}
  final class NotAScene: Responder {}

  // UIKit raises nothing for these (on iOS the runtime makes any class, and a delegate that
  // answers no method is simply never called): the scene connects without a delegate, as a
  // plain window scene, and the console says why and what to write.
  @Test(
    "A delegate class the engine cannot make, or that is no scene delegate: logged, no delegate",
    arguments: [
      (Unregistered.self as AnyClass, "register it with Application.registerClass(Unregistered"),
      (NotASceneDelegate.self as AnyClass, "does not conform to UISceneDelegate"),
    ])
  func unusableSceneDelegate(delegateClass: AnyClass, expected: String) throws {
    var messages: [String] = []
    Console.messageHandler = { messages.append($0) }
    defer { Console.messageHandler = nil }
    Application.registerClass(NotASceneDelegate.self) { NotASceneDelegate() }
    let application = Application()
    let delegate = Configuring(delegateClass: delegateClass)
    application.delegate = delegate
    let scene = application.connectScene()
    #expect(scene.delegate == nil)
    #expect(scene.activationState != .unattached)
    let message = try #require(messages.first)
    #expect(message.contains(expected), "\(message)")
  }

  @Test("A scene class that is not UIScene: logged, and the scene is a window scene")
  func sceneClassThatIsNoScene() throws {
    var messages: [String] = []
    Console.messageHandler = { messages.append($0) }
    defer { Console.messageHandler = nil }
    let application = Application()
    let delegate = Configuring(delegateClass: nil, sceneClass: NotAScene.self)
    application.delegate = delegate
    let scene = application.connectScene()
    #expect(scene is WindowScene)
    #expect(messages.first?.contains("is not UIScene or a subclass of it") == true)
  }
}
