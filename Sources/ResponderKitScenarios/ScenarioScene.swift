import Foundation
import ResponderKit
import ResponderKitDemos

/// A scenario's screen, built and ready to play: the window's views, view controllers (the root,
/// children, presented ones), recognizers with their delegates, control targets, the app delegate
/// and the first responder. A live tool (the playground) keeps one and feeds it input.
@MainActor
public struct ScenarioScene {
  /// The application, its window and the trace recorder.
  public let scene: DemoScene
  /// The views by id.
  public internal(set) var views: [String: View] = [:]
  /// The view controllers by title.
  var controllers: [String: ViewController] = [:]

  /// Builds `scenario`'s screen; its script is not played.
  public init(_ scenario: Scenario) {
    let window = InterceptingWindow(frame: .zero)
    window.callsSuper = scenario.windowCallsSuper
    window.accessibilityIdentifier = "Window"
    scene = DemoScene(windowSize: scenario.windowSize, window: window)
    var kept: [AnyObject] = []
    if scenario.hasResponderAppDelegate {
      let delegate = AppDelegate()
      for action in scenario.appDelegatePerforms {
        delegate.setAction(Selector(action)) { _, _ in }
      }
      scene.application.delegate = delegate
      kept.append(delegate)
    }
    for spec in scenario.views { build(spec, in: scene.window, enclosing: nil) }
    for presentation in scenario.presentations {
      guard let presenter = controllers[presentation.presenter] else { continue }
      let spec = presentation.view
      let controller = makeController(presentation.controller, spec)
      let view = makeView(spec)
      controller.view = view
      presenter.present(controller, animated: false)
      views[spec.id] = view
      for child in spec.subviews { build(child, in: view, enclosing: controller) }
    }
    let specs = scenario.allViews
    activateConstraints(specs)
    kept += connectGestures(specs)
    connectTargets(specs)
    // Recorded, so that the trace opens with who is first responder.
    for spec in specs where spec.becomesFirstResponder || spec.controllerBecomesFirstResponder {
      let responder: Responder? =
        spec.becomesFirstResponder ? views[spec.id] : spec.controller.flatMap { controllers[$0] }
      scene.recorder.recording { _ = responder?.becomeFirstResponder() }
    }
    startAnimations(specs)
    scene.keepAlive(kept)
  }

  mutating func build(
    _ spec: Scenario.ViewSpec, in parent: View, enclosing: ViewController?
  ) {
    if spec.kind == .navigation { return buildNavigation(spec, in: parent, enclosing: enclosing) }
    if spec.kind == .pages { return buildPages(spec, in: parent, enclosing: enclosing) }
    let view = makeView(spec)
    var owner = enclosing
    if let title = spec.controller {
      let controller = makeController(title, spec)
      controller.view = view
      if let window = parent as? Window {
        window.rootViewController = controller
      } else {
        enclosing?.addChild(controller)
        parent.addSubview(view)
        if let enclosing { controller.didMove(toParent: enclosing) }
      }
      owner = controller
    } else if let stack = parent as? StackView {
      stack.addArrangedSubview(view)
    } else {
      parent.addSubview(view)
    }
    views[spec.id] = view
    for child in spec.subviews { build(child, in: view, enclosing: owner) }
  }

  /// A navigation controller whose stack is the spec's subviews, each the view of its own
  /// controller, shown as the window's root or as a child of the enclosing controller.
  private mutating func buildNavigation(
    _ spec: Scenario.ViewSpec, in parent: View, enclosing: ViewController?
  ) {
    let navigation = NavigationController()
    navigation.title = spec.controller
    controllers[spec.id] = navigation
    let view: View = navigation.view
    view.frame = spec.frame
    view.accessibilityIdentifier = spec.id
    navigation.interactivePopGestureRecognizer?.name = "\(spec.id).interactivePopGestureRecognizer"
    navigation.setViewControllers(makeScreens(spec.subviews), animated: false)
    if let window = parent as? Window {
      window.rootViewController = navigation
    } else {
      enclosing?.addChild(navigation)
      parent.addSubview(view)
      if let enclosing { navigation.didMove(toParent: enclosing) }
    }
    views[spec.id] = view
  }

  /// A container's screens (a navigation stack, a page view controller's pages): each the view of
  /// its own controller, titled by its `controller` or its id, with its subviews built.
  mutating func makeScreens(_ screens: [Scenario.ViewSpec]) -> [ViewController] {
    var made: [ViewController] = []
    for screen in screens {
      let controller = makeController(screen.controller ?? screen.id, screen)
      let screenView = makeView(screen)
      controller.view = screenView
      views[screen.id] = screenView
      made.append(controller)
      for child in screen.subviews { build(child, in: screenView, enclosing: controller) }
    }
    return made
  }

  /// The responder a control's target names: a view id, a controller title, or `AppDelegate`.
  func responder(named name: String) -> Responder? {
    views[name] ?? controllers[name]
      ?? (name == "AppDelegate" ? scene.application.delegate as? Responder : nil)
  }

  mutating func makeController(_ title: String, _ spec: Scenario.ViewSpec) -> ViewController {
    let controller = ScenarioController()
    controller.title = title
    for action in spec.controllerPerforms { controller.setAction(Selector(action)) { _, _ in } }
    controller.adopt(
      keyCommands: spec.controllerKeyCommands,
      canBecomeFirstResponder: spec.controllerCanBecomeFirstResponder ? true : nil)
    controllers[title] = controller
    return controller
  }

  /// Starts the animations in flight when the script starts: each view is put at its `from`
  /// frame, then animated to its own, so that the model value is the end value at once.
  private func startAnimations(_ specs: [Scenario.ViewSpec]) {
    for spec in specs {
      guard let animation = spec.animation, let view = views[spec.id] else { continue }
      let options = ScenarioLoader.animationOptions.filter { animation.options.contains($0.name) }
        .reduce(into: AnimationOptions()) { $0.formUnion($1.option) }
      View.performWithoutAnimation { view.frame = animation.from }
      View.animate(
        withDuration: animation.duration, delay: animation.delay, options: options,
        animations: { view.frame = spec.frame })
    }
  }
}
