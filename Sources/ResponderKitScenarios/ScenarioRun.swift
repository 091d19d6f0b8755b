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
    let (scene, _) = makeScene(scenario)
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
        let actual = records.compactMap { record -> ResponderMethod? in
          switch record {
          case .delivered(let method, view, _), .forwarded(let method, _, view): method
          default: nil
          }
        }.filter { $0.rawValue.hasPrefix("touches") }
        if actual != expected {
          failures.append(
            "\(file):\(line): \(view): expected \(expected.map { $0.rawValue }), actual \(actual.map { $0.rawValue })"
          )
        }
      case .recognized(let gesture, let expected, let line):
        let label = records.contains {
          if case .recognizerActionSent(let name, let state) = $0 {
            return name.hasPrefix("\(gesture) on ") && (state == .began || state == .ended)
          }
          return false
        }
        if label != expected {
          failures.append(
            "\(file):\(line): gesture \(gesture): expected \(expected ? "recognized" : "not recognized"), actual \(label ? "recognized" : "not recognized")"
          )
        }
      case .controlEvents(let control, let expected, let line):
        let actual = records.flatMap { record -> [String] in
          if case .controlEvent(control, let events) = record {
            return events.split(separator: "|").map(String.init)
          }
          return []
        }
        if actual != expected {
          failures.append(
            "\(file):\(line): control \(control): expected \(expected), actual \(actual)")
        }
      case .contentOffset(let view, let expected, let line):
        let actual = (scene.window.view(withIdentifier: view) as? ScrollView)?.contentOffset
        if let actual, abs(actual.x - expected.x) <= 0.5, abs(actual.y - expected.y) <= 0.5 {
          continue
        }
        let shown = actual.map { TextTraceFormatter.point($0) } ?? "not a scroll view"
        failures.append(
          "\(file):\(line): \(view): expected content offset \(TextTraceFormatter.point(expected)), actual \(shown)"
        )
      }
    }
    return ScenarioRun(scene: scene, records: records, failures: failures)
  }

  /// Builds the scenario's screen, with nothing played yet.
  static func makeScene(_ scenario: Scenario) -> (Scene, [String: View]) {
    let window = InterceptingWindow(frame: .zero)
    window.callsSuper = scenario.windowCallsSuper
    window.accessibilityIdentifier = "Window"
    let scene = Scene(windowSize: scenario.windowSize, window: window)
    var views: [String: View] = [:]
    for spec in scenario.views { build(spec, in: scene.window, into: &views) }
    var recognizers: [String: GestureRecognizer] = [:]
    var delegates: [ScenarioDelegate] = []
    let specs = scenario.allViews
    for spec in specs {
      if let target = spec.redirectTo {
        (views[spec.id] as? ScenarioView)?.redirectTarget = views[target]
      }
      for gesture in spec.gestures {
        let recognizer = gesture.makeRecognizer()
        recognizers[gesture.name] = recognizer
        views[spec.id]?.addGestureRecognizer(recognizer)
      }
    }
    for gesture in specs.flatMap(\.gestures) {
      guard let recognizer = recognizers[gesture.name] else { continue }
      for other in gesture.requireToFail {
        if let other = recognizers[other] { recognizer.require(toFail: other) }
      }
      if !gesture.shouldBegin || !gesture.simultaneousWith.isEmpty {
        let delegate = ScenarioDelegate()
        delegate.shouldBegin = gesture.shouldBegin
        delegate.simultaneous = gesture.simultaneousWith.compactMap { recognizers[$0] }
        recognizer.delegate = delegate
        delegates.append(delegate)
      }
    }
    scene.keepAlive(delegates)
    return (scene, views)
  }

  private static func build(
    _ spec: Scenario.ViewSpec, in parent: View, into views: inout [String: View]
  ) {
    let view: View
    switch spec.kind {
    case .view:
      let plain = ScenarioView(frame: spec.frame)
      plain.touchArea = spec.touchArea
      plain.passThrough = spec.passThrough
      plain.implements = Set(spec.implements ?? [])
      plain.callsSuper = spec.callsSuper
      view = plain
    case .button:
      let button = Button(frame: spec.frame)
      button.isEnabled = spec.isEnabled
      view = button
    case .switch:
      let toggle = Switch(frame: spec.frame)
      toggle.isEnabled = spec.isEnabled
      view = toggle
    case .scrollView:
      let scroll = ScrollView(frame: spec.frame)
      scroll.contentSize = spec.contentSize
      scroll.isPagingEnabled = spec.isPagingEnabled
      scroll.bounces = spec.bounces
      scroll.delaysContentTouches = spec.delaysContentTouches
      scroll.canCancelContentTouches = spec.canCancelContentTouches
      view = scroll
    }
    view.accessibilityIdentifier = spec.id
    view.bounds.origin = spec.boundsOrigin
    view.transform = spec.transform
    view.alpha = spec.alpha
    view.isHidden = spec.isHidden
    view.isUserInteractionEnabled = spec.isUserInteractionEnabled
    view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
    view.isExclusiveTouch = spec.isExclusiveTouch
    view.clipsToBounds = spec.clipsToBounds
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

}
