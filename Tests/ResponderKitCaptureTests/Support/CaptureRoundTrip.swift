import Foundation
import ResponderKit
import ResponderKitCapture
import ResponderKitDemos
import ResponderKitScenarios
import Testing

/// A scenario's screen captured and read back: the file the helper wrote, and the scenario it
/// loads as, playing the original's script.
@MainActor
struct CaptureRoundTrip {
  /// The scenario the screen was built from.
  let original: Scenario
  /// The captured file.
  let yaml: String
  /// The captured file loaded, with the original's script.
  let captured: Scenario

  /// Builds `original`'s screen, captures it and loads the capture; `nil` (with the issue
  /// recorded) when the capture does not load.
  static func make(_ original: Scenario) -> CaptureRoundTrip? {
    let built = ScenarioScene(original)
    let yaml = ResponderKitCapture.scenario(of: built.scene.window)
    do {
      var captured = try ScenarioLoader.load(yaml: yaml, file: "captured.yaml")
      captured.script = original.script
      return CaptureRoundTrip(original: original, yaml: yaml, captured: captured)
    } catch {
      Issue.record("the captured file does not load: \(error)\n\(yaml)")
      return nil
    }
  }

  /// Each screen described view by view from the live objects (see ``fingerprint(_:)``).
  var hierarchies: (original: [String], captured: [String]) {
    (
      fingerprint(ScenarioScene(original).scene.window),
      fingerprint(ScenarioScene(captured).scene.window)
    )
  }

  /// Each script's trace as text, reasons included; `nil` when a script breaks the input rules.
  var traces: (original: [String], captured: [String])? {
    let formatter = TextTraceFormatter(showsReasons: true)
    guard let first = try? ScenarioRun.play(original, file: "original.yaml"),
      let second = try? ScenarioRun.play(captured, file: "captured.yaml")
    else { return nil }
    return (formatter.lines(for: first.records), formatter.lines(for: second.records))
  }
}

/// What a target is called: a view's id, a controller's title, else its class.
@MainActor
private func targetName(_ target: AnyHashable) -> String {
  switch target.base {
  case is NSNull: "nil"
  case let view as View: view.accessibilityIdentifier ?? "?"
  case let controller as ViewController: controller.title ?? "?"
  case let other: String(describing: type(of: other))
  }
}

/// The window's screen, one line per view and per recognizer, with everything that decides where a
/// touch goes: classes, geometry, flags, values, targets, recognizers' settings and what their
/// delegates answer about every other recognizer, controllers and the first responder.
@MainActor
func fingerprint(_ window: Window) -> [String] {
  var views: [(View, Int)] = []
  func collect(_ view: View, depth: Int) {
    views.append((view, depth))
    for subview in view.subviews { collect(subview, depth: depth + 1) }
  }
  for view in window.subviews { collect(view, depth: 0) }
  let recognizers = views.flatMap { $0.0.gestureRecognizers ?? [] }
  func name(_ recognizer: GestureRecognizer) -> String {
    recognizer.name
      ?? "\(type(of: recognizer)) on \(recognizer.view?.accessibilityIdentifier ?? "?")"
  }
  var lines: [String] = []
  for (view, depth) in views {
    let pad = String(repeating: "  ", count: depth)
    var line =
      "\(pad)\(view.accessibilityIdentifier ?? "?") \(type(of: view)) center \(view.center) bounds \(view.bounds) transform \(view.transform) alpha \(view.alpha) hidden \(view.isHidden) interaction \(view.isUserInteractionEnabled) multiple \(view.isMultipleTouchEnabled) exclusive \(view.isExclusiveTouch) clips \(view.clipsToBounds) z \(view.layer.zPosition) first \(view.isFirstResponder)"
    if let controller = view.next as? ViewController, controller.viewIfLoaded === view {
      line += " controller \(controller.title ?? "?")"
    }
    if let control = view as? Control {
      line += " enabled \(control.isEnabled)"
      for target in control.allTargets.sorted(by: { targetName($0) < targetName($1) }) {
        let object: AnyObject? = target.base is NSNull ? nil : target.base as AnyObject
        let actions = ControlEvents.names.map { name -> String in
          let event = ControlEvents(named: name)!
          return "\(name)=\(control.actions(forTarget: object, forControlEvent: event) ?? [])"
        }
        line += " target \(targetName(target)) \(actions.filter { !$0.hasSuffix("=[]") })"
      }
    }
    switch view {
    case let scroll as ScrollView:
      line +=
        " content \(scroll.contentSize) offset \(scroll.contentOffset) inset \(scroll.contentInset) scroll \(scroll.isScrollEnabled) paging \(scroll.isPagingEnabled) bounces \(scroll.bounces) \(scroll.alwaysBounceVertical) \(scroll.alwaysBounceHorizontal) delays \(scroll.delaysContentTouches) cancels \(scroll.canCancelContentTouches) rate \(scroll.decelerationRate.rawValue)"
    case let toggle as Switch: line += " on \(toggle.isOn)"
    case let slider as Slider:
      line +=
        " value \(slider.value) in \(slider.minimumValue)...\(slider.maximumValue) continuous \(slider.isContinuous)"
    case let stepper as Stepper:
      line +=
        " value \(stepper.value) in \(stepper.minimumValue)...\(stepper.maximumValue) step \(stepper.stepValue) wraps \(stepper.wraps) repeat \(stepper.autorepeat)"
    case let segmented as SegmentedControl:
      let titles = (0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) ?? "" }
      line +=
        " segments \(titles) selected \(segmented.selectedSegmentIndex) momentary \(segmented.isMomentary)"
    default: break
    }
    lines.append(line)
    for recognizer in view.gestureRecognizers ?? [] {
      var text =
        "\(pad)  \(name(recognizer)) \(type(of: recognizer)) cancels \(recognizer.cancelsTouchesInView) delaysBegan \(recognizer.delaysTouchesBegan) delaysEnded \(recognizer.delaysTouchesEnded) enabled \(recognizer.isEnabled)"
      switch recognizer {
      case let tap as TapGestureRecognizer:
        text += " taps \(tap.numberOfTapsRequired) touches \(tap.numberOfTouchesRequired)"
      case let press as LongPressGestureRecognizer:
        text +=
          " duration \(press.minimumPressDuration) movement \(press.allowableMovement) taps \(press.numberOfTapsRequired) touches \(press.numberOfTouchesRequired)"
      case let edge as ScreenEdgePanGestureRecognizer: text += " edges \(edge.edges.rawValue)"
      case let pan as PanGestureRecognizer:
        text +=
          " touches \(pan.minimumNumberOfTouches)...\(pan.maximumNumberOfTouches) scrolls \(pan.allowedScrollTypesMask.rawValue)"
      case let swipe as SwipeGestureRecognizer:
        text += " direction \(swipe.direction.rawValue) touches \(swipe.numberOfTouchesRequired)"
      default: break
      }
      if let delegate = recognizer.delegate {
        text += " begins \(delegate.gestureRecognizerShouldBegin(recognizer))"
        for other in recognizers where other !== recognizer {
          let with = delegate.gestureRecognizer(
            recognizer, shouldRecognizeSimultaneouslyWith: other)
          let requires = delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
          let required = delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)
          if with || requires || required {
            text += " [\(name(other)): with \(with) requires \(requires) required \(required)]"
          }
        }
      }
      lines.append(text)
    }
  }
  return lines
}

/// A file of `Examples/`.
func examplePath(_ file: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Examples/\(file)"
    ).path
}

extension Scenario {
  /// The scenario without what UIKit keeps out of sight of the capture helper: overrides
  /// (`implements`, `touchArea`, `passThrough`, `redirectTo`, key commands, text input, what
  /// `touchesBegan` does, the window's `sendEvent`), failure requirements set with
  /// `require(toFail:)`, `shouldReceive` answers (asking needs a touch), custom recognizer classes,
  /// a list's row selection (a list is a scroll view with plain rows), actions no control sends
  /// (their performers are found by asking about the controls' actions), and expectations.
  var capturable: Scenario {
    var copy = self
    let sent = Set(
      allViews.flatMap {
        $0.targets.map(\.action) + $0.keyCommands.map(\.action)
          + $0.controllerKeyCommands.map(\.action)
      })
    let known = Set(
      allViews.flatMap { spec in
        spec.gestures.filter { !["swing", "custom"].contains($0.type) }.map(\.name)
          + (spec.kind.isScrollView ? ["\(spec.id).panGestureRecognizer"] : [])
      })
    func strip(_ spec: Scenario.ViewSpec) -> Scenario.ViewSpec {
      var spec = spec
      spec.implements = nil
      spec.callsSuper = false
      spec.touchArea = nil
      spec.passThrough = false
      spec.redirectTo = nil
      spec.onTouchesBegan = nil
      if spec.kind == .list { spec.kind = .scrollView }
      if spec.kind == .row { spec.kind = .view }
      spec.rowIndex = nil
      spec.performs = spec.performs.filter(sent.contains)
      spec.controllerPerforms = spec.controllerPerforms.filter(sent.contains)
      spec.gestures = spec.gestures.filter { !["swing", "custom"].contains($0.type) }.map {
        var gesture = $0
        gesture.requireToFail = []
        gesture.shouldReceive = .always
        gesture.simultaneousWith = gesture.simultaneousWith.filter(known.contains)
        gesture.shouldRequireFailureOf = gesture.shouldRequireFailureOf.filter(known.contains)
        gesture.shouldBeRequiredToFailBy = gesture.shouldBeRequiredToFailBy.filter(known.contains)
        return gesture
      }
      spec.subviews = spec.subviews.map(strip)
      return spec
    }
    copy.views = views.map(strip)
    copy.presentations = presentations.map {
      var presentation = $0
      presentation.view = strip(presentation.view)
      return presentation
    }
    copy.windowCallsSuper = true
    copy.appDelegatePerforms = appDelegatePerforms.filter(sent.contains)
    copy.expectations = []
    return copy
  }
}
