import Foundation
import ResponderKit

extension ScenarioLoader {
  static func point(_ node: YAMLNode) throws(ScenarioError) -> CGPoint {
    let p = try node.numbers(2, describing: "a point: [x, y]")
    return CGPoint(x: p[0], y: p[1])
  }

  /// The longest gesture a step may synthesize, in seconds: a drag samples at 60 Hz, so this
  /// bounds a step to 36,000 frames.
  static let longestGesture: TimeInterval = 600

  /// A gesture's duration: from 0 to ``longestGesture`` seconds.
  static func duration(_ node: YAMLNode?, default value: TimeInterval) throws(ScenarioError)
    -> TimeInterval
  {
    guard let node else { return value }
    let seconds = try node.number()
    guard (0...longestGesture).contains(seconds) else {
      throw node.error(
        "a duration is from 0 to \(TextTraceFormatter.number(longestGesture)) seconds, not \(TextTraceFormatter.number(seconds))"
      )
    }
    return seconds
  }

  /// Checks a step's frames against the input rules (a touch must begin before it moves, time
  /// runs forwards, ...), so a script that breaks them is refused with the step's place in the
  /// file, the offending sample's where the step lists samples.
  static func check(
    _ steps: ArraySlice<TouchScript.Step>, of node: YAMLNode, with validator: inout InputValidator
  ) throws(ScenarioError) {
    for step in steps {
      switch step {
      case .frame(let samples):
        do {
          try validator.validate(samples)
        } catch {
          let items = try? node.mapping(allowing: stepKeys)["samples"]?.sequence()
          let place = items.flatMap {
            $0.indices.contains(error.sampleIndex) ? $0[error.sampleIndex] : nil
          }
          let what = place == nil ? "this step" : "this sample"
          throw (place ?? node).error("\(what) breaks the input rules: \(error)")
        }
      case .wait(let time): validator.advance(to: time)
      case .motion: break
      case .pointer(let sample): validator.advance(to: sample.timestamp)
      case .scroll(let sample): validator.advance(to: sample.timestamp)
      case .transform(let sample): validator.advance(to: sample.timestamp)
      case .key(let sample):
        do {
          try validator.validate(sample)
        } catch {
          throw node.error("this step breaks the input rules: \(error)")
        }
      }
    }
  }

  static func add(_ node: YAMLNode, to script: inout TouchScript) throws(ScenarioError) {
    let keys = try node.mapping(allowing: stepKeys)
    guard keys.count == 1, let (kind, value) = keys.first else {
      throw node.error("each step has exactly one of: \(stepKeys.joined(separator: ", "))")
    }
    switch kind {
    case "tap": script.tap(at: try point(value))
    case "doubleTap": script.doubleTap(at: try point(value))
    case "wait":
      let seconds = try value.number()
      guard seconds >= 0 else { throw value.error("time only runs forwards: a wait is 0 or more") }
      script.wait(seconds)
    case "key":
      let (input, modifiers, hold) = try keyStep(value)
      script.key(input, modifiers: modifiers, hold: hold)
    case "click", "pointerDrag", "hover", "wheel", "trackpad", "trackpadPinch", "trackpadRotate":
      try addPointerStep(kind, value, to: &script)
    case "shake":
      let args = try value.mapping(allowing: ["duration"])
      script.shake(duration: try duration(args["duration"], default: 0.5))
    case "longPress":
      let args = try value.mapping(allowing: ["at", "duration"])
      guard let at = args["at"] else { throw value.error("longPress needs 'at'") }
      script.longPress(at: try point(at), duration: try duration(args["duration"], default: 0.8))
    case "drag", "swipe":
      let args = try value.mapping(allowing: ["path", "duration", "hold"])
      guard let path = args["path"], args["duration"] != nil || kind == "swipe" else {
        throw value.error("drag needs 'path' (a list of points) and 'duration'")
      }
      let points = try path.sequence().map { (item) throws(ScenarioError) in try point(item) }
      guard points.count >= (kind == "swipe" ? 2 : 1) else {
        throw path.error(kind == "swipe" ? "a swipe needs two points" : "a path needs a point")
      }
      // A swipe is a quick drag: 0.15 s unless told.
      script.drag(
        along: points, duration: try duration(args["duration"], default: 0.15),
        hold: try duration(args["hold"], default: 0))
    case "pinch", "rotate":
      let names =
        kind == "pinch"
        ? ["center", "from", "to", "duration"] : ["center", "distance", "from", "to", "duration"]
      let args = try value.mapping(allowing: names)
      for name in names where args[name] == nil { throw value.error("\(kind) needs '\(name)'") }
      let center = try point(args["center"]!)
      let from = try args["from"]!.number()
      let to = try args["to"]!.number()
      let seconds = try duration(args["duration"], default: 0)
      if kind == "pinch" {
        script.pinch(center: center, from: from, to: to, duration: seconds)
      } else {
        script.rotate(
          center: center, distance: try args["distance"]!.number(), from: from * .pi / 180,
          to: to * .pi / 180, duration: seconds)
      }
    default:
      var samples: [TouchSample] = []
      for item in try value.sequence() {
        let args = try item.mapping(allowing: ["id", "phase", "at", "time"])
        for name in ["id", "phase", "at", "time"] where args[name] == nil {
          throw item.error("a sample needs '\(name)'")
        }
        let phaseText = try args["phase"]!.string()
        guard let phase = TouchSample.Phase(rawValue: phaseText) else {
          throw args["phase"]!.error(
            "unknown phase \(quoted(phaseText)) (expected one of: \(TouchSample.Phase.allCases.map(\.rawValue).joined(separator: ", ")))"
          )
        }
        samples.append(
          TouchSample(
            touchID: try args["id"]!.integer(), phase: phase, location: try point(args["at"]!),
            timestamp: try args["time"]!.number()))
      }
      script.samples(samples)
    }
  }
}
