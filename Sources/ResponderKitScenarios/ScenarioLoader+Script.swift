import Foundation
import ResponderKit

extension ScenarioLoader {
  static func point(_ node: YAMLNode) throws(ScenarioError) -> CGPoint {
    let p = try node.numbers(2, describing: "a point: [x, y]")
    return CGPoint(x: p[0], y: p[1])
  }

  static func add(_ node: YAMLNode, to script: inout TouchScript) throws(ScenarioError) {
    let keys = try node.mapping(allowing: stepKeys)
    guard keys.count == 1, let (kind, value) = keys.first else {
      throw node.error("each step has exactly one of: \(stepKeys.joined(separator: ", "))")
    }
    switch kind {
    case "tap": script.tap(at: try point(value))
    case "doubleTap": script.doubleTap(at: try point(value))
    case "wait": script.wait(try value.number())
    case "shake":
      let args = try value.mapping(allowing: ["duration"])
      script.shake(duration: try args["duration"]?.number() ?? 0.5)
    case "longPress":
      let args = try value.mapping(allowing: ["at", "duration"])
      guard let at = args["at"] else { throw value.error("longPress needs 'at'") }
      script.longPress(at: try point(at), duration: try args["duration"]?.number() ?? 0.8)
    case "drag", "swipe":
      let args = try value.mapping(allowing: ["path", "duration"])
      guard let path = args["path"], args["duration"] != nil || kind == "swipe" else {
        throw value.error("drag needs 'path' (a list of points) and 'duration'")
      }
      let points = try path.sequence().map { (item) throws(ScenarioError) in try point(item) }
      guard points.count >= (kind == "swipe" ? 2 : 1) else {
        throw path.error(kind == "swipe" ? "a swipe needs two points" : "a path needs a point")
      }
      // A swipe is a quick drag: 0.15 s unless told.
      script.drag(along: points, duration: try args["duration"]?.number() ?? 0.15)
    case "pinch", "rotate":
      let names =
        kind == "pinch"
        ? ["center", "from", "to", "duration"] : ["center", "distance", "from", "to", "duration"]
      let args = try value.mapping(allowing: names)
      for name in names where args[name] == nil { throw value.error("\(kind) needs '\(name)'") }
      let center = try point(args["center"]!)
      let from = try args["from"]!.number()
      let to = try args["to"]!.number()
      let duration = try args["duration"]!.number()
      if kind == "pinch" {
        script.pinch(center: center, from: from, to: to, duration: duration)
      } else {
        script.rotate(
          center: center, distance: try args["distance"]!.number(), from: from * .pi / 180,
          to: to * .pi / 180,
          duration: duration)
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
            "unknown phase '\(phaseText)' (expected one of: \(TouchSample.Phase.allCases.map(\.rawValue).joined(separator: ", ")))"
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
