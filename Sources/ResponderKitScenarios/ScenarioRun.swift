import Foundation
import ResponderKit
import ResponderKitDemos

/// A scenario played: its trace and the expectations that did not hold.
@MainActor
public struct ScenarioRun {
  /// The scene the scenario built.
  public let scene: Scene
  /// Everything that happened.
  public let records: [TraceRecord]
  /// One line per expectation that failed: where, what was expected, what happened.
  public let failures: [String]

  /// Builds the scenario's screen, plays its script, lets timers run out, and checks its
  /// expectations. `file` names the scenario in failure messages.
  public static func play(_ scenario: Scenario, file: String) throws(InputError) -> ScenarioRun {
    let (scene, views) = makeScene(scenario)
    try scene.application.play(scenario.script)
    scene.application.advance(by: 5)
    let records = scene.recorder.records
    var failures: [String] = []
    for expectation in scenario.expectations {
      switch expectation {
      case .hit(let touch, let expected, let line):
        let actual = records.lazy.compactMap { record -> String?? in
          if case .touchBegan(touch, _, let view, _) = record { return .some(view) }
          return nil
        }.first
        guard let actual else {
          failures.append(
            "\(file):\(line): expected touch \(touch) to hit \(expected ?? "none"), but there is no touch \(touch)"
          )
          continue
        }
        if actual != expected {
          failures.append(
            "\(file):\(line): touch \(touch): expected hit \(expected ?? "none"), actual \(actual ?? "none")"
          )
        }
      case .received(let view, let expected, let line):
        let actual = views[view]?.received ?? []
        if actual != expected {
          failures.append(
            "\(file):\(line): \(view): expected \(expected.map(\.rawValue)), actual \(actual.map(\.rawValue))"
          )
        }
      }
    }
    return ScenarioRun(scene: scene, records: records, failures: failures)
  }

  /// Builds the scenario's screen, with nothing played yet.
  static func makeScene(_ scenario: Scenario) -> (Scene, [String: ScenarioView]) {
    let scene = Scene(windowSize: scenario.windowSize)
    var views: [String: ScenarioView] = [:]
    for spec in scenario.views { build(spec, in: scene.window, into: &views) }
    for spec in all(scenario.views) {
      if let target = spec.redirectTo { views[spec.id]?.redirectTarget = views[target] }
    }
    return (scene, views)
  }

  private static func build(
    _ spec: Scenario.ViewSpec, in parent: View, into views: inout [String: ScenarioView]
  ) {
    let view = ScenarioView(frame: spec.frame)
    view.accessibilityIdentifier = spec.id
    view.bounds.origin = spec.boundsOrigin
    view.transform = spec.transform
    view.alpha = spec.alpha
    view.isHidden = spec.isHidden
    view.isUserInteractionEnabled = spec.isUserInteractionEnabled
    view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
    view.isExclusiveTouch = spec.isExclusiveTouch
    view.clipsToBounds = spec.clipsToBounds
    view.touchArea = spec.touchArea
    view.passThrough = spec.passThrough
    if let title = spec.controller, let window = parent as? Window {
      let controller = ViewController()
      controller.title = title
      controller.view = view
      window.rootViewController = controller
    } else {
      parent.addSubview(view)
    }
    views[spec.id] = view
    for child in spec.subviews { build(child, in: view, into: &views) }
  }

  private static func all(_ specs: [Scenario.ViewSpec]) -> [Scenario.ViewSpec] {
    specs.flatMap { [$0] + all($0.subviews) }
  }
}
