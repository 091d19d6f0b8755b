import Foundation
import ResponderKit
import Yams

/// Reads scenario files: YAML (or JSON, which is YAML) into a ``Scenario``, refusing anything it
/// does not know with an error naming the file, line, column and key.
public enum ScenarioLoader {
  static let topKeys = ["window", "views", "touches", "expect"]
  static let viewKeys = [
    "id", "frame", "boundsOrigin", "transform", "alpha", "isHidden", "isUserInteractionEnabled",
    "isMultipleTouchEnabled", "isExclusiveTouch", "clipsToBounds", "controller", "touchArea",
    "passThrough", "redirectTo", "subviews", "kind", "contentSize", "isPagingEnabled", "bounces",
    "delaysContentTouches", "canCancelContentTouches", "isEnabled", "gestures", "implements",
    "callsSuper",
  ]
  static let gestureTypes = [
    "tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "swing",
  ]
  static let gestureNumbers = [
    "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement",
    "minimumNumberOfTouches", "maximumNumberOfTouches", "swingCount",
  ]
  static let gestureFlags = [
    "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "isEnabled",
  ]
  static let gestureKeys =
    ["type", "name", "direction", "edges", "requireToFail", "simultaneousWith", "shouldBegin"]
    + gestureNumbers + gestureFlags
  static let stepKeys = [
    "tap", "doubleTap", "longPress", "drag", "pinch", "rotate", "samples", "wait",
  ]

  /// Loads the file at `path`.
  public static func load(contentsOf path: String) throws(ScenarioError) -> Scenario {
    let name = (path as NSString).lastPathComponent
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw ScenarioError(
        file: name, line: 0, column: 0, keyPath: "", message: "cannot read the file")
    }
    return try load(yaml: text, file: name)
  }

  /// Loads a scenario from text; `file` names it in errors.
  public static func load(yaml: String, file: String) throws(ScenarioError) -> Scenario {
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: yaml) else {
        throw ScenarioError(
          file: file, line: 0, column: 0, keyPath: "", message: "the file is empty")
      }
      root = node
    } catch let error as ScenarioError {
      throw error
    } catch let error as YamlError {
      throw syntaxError(error, file: file)
    } catch {
      throw ScenarioError(file: file, line: 0, column: 0, keyPath: "", message: "\(error)")
    }
    let top = try YAMLNode(node: root, path: "", file: file).mapping(allowing: topKeys)
    var scenario = Scenario()
    if let window = top["window"] {
      let size = try window.mapping(allowing: ["width", "height", "callsSuper"])
      if let value = size["callsSuper"] { scenario.windowCallsSuper = try value.bool() }
      guard let width = size["width"], let height = size["height"] else {
        throw window.error("needs width and height")
      }
      scenario.windowSize = CGSize(width: try width.number(), height: try height.number())
    }
    guard let views = top["views"] else {
      throw YAMLNode(node: root, path: "", file: file).error("needs 'views', the window's subviews")
    }
    var context = LoadContext()
    scenario.views = try views.sequence().map { (item) throws(ScenarioError) in
      try view(item, &context)
    }
    for (name, node) in context.references where context.gestures[name] == nil {
      throw node.error("no gesture is named '\(name)'")
    }
    let seen = context.ids
    if let touches = top["touches"] {
      for step in try touches.sequence() { try add(step, to: &scenario.script) }
    }
    if let expect = top["expect"] {
      for item in try expect.sequence() {
        scenario.expectations.append(
          try expectation(item, known: seen, gestures: Set(context.gestures.keys)))
      }
    }
    return scenario
  }

  private static func syntaxError(_ error: YamlError, file: String) -> ScenarioError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
      ScenarioError(
        file: file, line: mark.line, column: mark.column, keyPath: "",
        message: "YAML syntax: \(problem)")
    default:
      ScenarioError(file: file, line: 0, column: 0, keyPath: "", message: "YAML: \(error)")
    }
  }

  /// What the loader has seen so far: view ids, gesture names, and references to check at the end.
  struct LoadContext {
    var ids: Set<String> = []
    var gestures: [String: YAMLNode] = [:]
    var references: [(String, YAMLNode)] = []
  }

  private static func view(_ node: YAMLNode, _ context: inout LoadContext) throws(ScenarioError)
    -> Scenario.ViewSpec
  {
    let keys = try node.mapping(allowing: viewKeys)
    guard let idNode = keys["id"] else { throw node.error("a view needs an 'id'") }
    let id = try idNode.string()
    guard context.ids.insert(id).inserted else {
      throw idNode.error("the id '\(id)' is used twice")
    }
    guard let frameNode = keys["frame"] else {
      throw node.error("view '\(id)' needs a 'frame': [x, y, width, height]")
    }
    let f = try frameNode.numbers(4, describing: "a frame: [x, y, width, height]")
    var spec = Scenario.ViewSpec(id: id, frame: CGRect(x: f[0], y: f[1], width: f[2], height: f[3]))
    if let origin = keys["boundsOrigin"] {
      let o = try origin.numbers(2, describing: "a point: [x, y]")
      spec.boundsOrigin = CGPoint(x: o[0], y: o[1])
    }
    if let transform = keys["transform"] { spec.transform = try self.transform(transform) }
    if let alpha = keys["alpha"] {
      spec.alpha = try alpha.number()
      guard (0...1).contains(spec.alpha) else { throw alpha.error("alpha must be between 0 and 1") }
    }
    if let value = keys["isHidden"] { spec.isHidden = try value.bool() }
    if let value = keys["isUserInteractionEnabled"] {
      spec.isUserInteractionEnabled = try value.bool()
    }
    if let value = keys["isMultipleTouchEnabled"] { spec.isMultipleTouchEnabled = try value.bool() }
    if let value = keys["isExclusiveTouch"] { spec.isExclusiveTouch = try value.bool() }
    if let value = keys["clipsToBounds"] { spec.clipsToBounds = try value.bool() }
    if let value = keys["controller"] { spec.controller = try value.string() }
    if let value = keys["passThrough"] { spec.passThrough = try value.bool() }
    if let value = keys["redirectTo"] { spec.redirectTo = try value.string() }
    if let area = keys["touchArea"] {
      let edges = try area.mapping(allowing: ["top", "left", "bottom", "right"])
      var insets = EdgeInsets()
      if let v = edges["top"] { insets.top = try v.number() }
      if let v = edges["left"] { insets.left = try v.number() }
      if let v = edges["bottom"] { insets.bottom = try v.number() }
      if let v = edges["right"] { insets.right = try v.number() }
      spec.touchArea = insets
    }
    if let kind = keys["kind"] {
      let text = try kind.string()
      guard let value = Scenario.Kind(rawValue: text) else {
        let names = Scenario.Kind.allCases.map(\.rawValue)
        let suggestion = nearestKey(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw kind.error(
          "unknown kind '\(text)'\(suggestion) (expected one of: \(names.joined(separator: ", ")))")
      }
      spec.kind = value
    }
    let scrollKeys = [
      "contentSize", "isPagingEnabled", "bounces", "delaysContentTouches",
      "canCancelContentTouches",
    ]
    for key in scrollKeys where keys[key] != nil && spec.kind != .scrollView {
      throw keys[key]!.error("'\(key)' is for scroll views (kind: scrollView)")
    }
    if let size = keys["contentSize"] {
      let s = try size.numbers(2, describing: "a size: [width, height]")
      spec.contentSize = CGSize(width: s[0], height: s[1])
    }
    if let value = keys["isPagingEnabled"] { spec.isPagingEnabled = try value.bool() }
    if let value = keys["bounces"] { spec.bounces = try value.bool() }
    if let value = keys["delaysContentTouches"] { spec.delaysContentTouches = try value.bool() }
    if let value = keys["canCancelContentTouches"] {
      spec.canCancelContentTouches = try value.bool()
    }
    if let value = keys["isEnabled"] {
      guard spec.kind == .button || spec.kind == .switch else {
        throw value.error("'isEnabled' is for controls (kind: button or switch)")
      }
      spec.isEnabled = try value.bool()
    }
    if let implements = keys["implements"] {
      guard spec.kind == .view else {
        throw implements.error("'implements' is for plain views (kind: view)")
      }
      var methods: [ResponderMethod] = []
      for item in try implements.sequence() {
        let name = try item.string()
        guard let method = ResponderMethod(rawValue: name), name.hasPrefix("touches") else {
          throw item.error(
            "unknown method '\(name)' (expected touchesBegan, touchesMoved, touchesEnded or touchesCancelled)"
          )
        }
        methods.append(method)
      }
      spec.implements = methods
    }
    if let value = keys["callsSuper"] {
      guard spec.implements != nil else { throw value.error("'callsSuper' goes with 'implements'") }
      spec.callsSuper = try value.bool()
    }
    if let gestures = keys["gestures"] {
      spec.gestures = try gestures.sequence().map { (item) throws(ScenarioError) in
        try gesture(item, &context)
      }
    }
    if let subviews = keys["subviews"] {
      spec.subviews = try subviews.sequence().map { (item) throws(ScenarioError) in
        try view(item, &context)
      }
    }
    if let target = spec.redirectTo, !contains(spec.subviews, id: target) {
      throw keys["redirectTo"]!.error("'\(target)' is not a descendant of '\(id)'")
    }
    return spec
  }

  private static func gesture(_ node: YAMLNode, _ context: inout LoadContext) throws(ScenarioError)
    -> Scenario.GestureSpec
  {
    let keys = try node.mapping(allowing: gestureKeys)
    guard let typeNode = keys["type"] else {
      throw node.error("a gesture needs a 'type': \(gestureTypes.joined(separator: ", "))")
    }
    let type = try typeNode.string()
    guard gestureTypes.contains(type) else {
      let suggestion =
        nearestKey(to: type, in: gestureTypes).map { "; did you mean '\($0)'?" } ?? ""
      throw typeNode.error(
        "unknown gesture type '\(type)'\(suggestion) (expected one of: \(gestureTypes.joined(separator: ", ")))"
      )
    }
    guard let nameNode = keys["name"] else { throw node.error("a gesture needs a 'name'") }
    var spec = Scenario.GestureSpec(type: type, name: try nameNode.string())
    guard context.gestures[spec.name] == nil else {
      throw nameNode.error("the gesture name '\(spec.name)' is used twice")
    }
    context.gestures[spec.name] = nameNode
    for key in gestureNumbers {
      if let value = keys[key] { spec.numbers[key] = try value.number() }
    }
    for key in gestureFlags { if let value = keys[key] { spec.flags[key] = try value.bool() } }
    if let value = keys["shouldBegin"] { spec.shouldBegin = try value.bool() }
    func names(_ key: String) throws(ScenarioError) -> [String] {
      guard let value = keys[key] else { return [] }
      var result: [String] = []
      for item in try value.sequence() {
        let name = try item.string()
        context.references.append((name, item))
        result.append(name)
      }
      return result
    }
    spec.requireToFail = try names("requireToFail")
    spec.simultaneousWith = try names("simultaneousWith")
    if let direction = keys["direction"] ?? keys["edges"] {
      let allowed =
        type == "swipe"
        ? ["right", "left", "up", "down"] : ["top", "left", "bottom", "right", "all"]
      for item in try direction.sequence() {
        let value = try item.string()
        guard allowed.contains(value) else {
          throw item.error(
            "unknown direction '\(value)' (expected one of: \(allowed.joined(separator: ", ")))")
        }
        spec.directions.append(value)
      }
    }
    return spec
  }

  private static func contains(_ views: [Scenario.ViewSpec], id: String) -> Bool {
    views.contains { $0.id == id || contains($0.subviews, id: id) }
  }

  private static func transform(_ node: YAMLNode) throws(ScenarioError) -> CGAffineTransform {
    let keys = try node.mapping(allowing: ["scale", "rotate", "translate"])
    var transform = CGAffineTransform.identity
    if let scale = keys["scale"] {
      let s = try scale.numbers(2, describing: "a scale: [sx, sy]")
      transform = transform.concatenating(CGAffineTransform(scaleX: s[0], y: s[1]))
    }
    if let rotate = keys["rotate"] {
      transform = transform.concatenating(
        CGAffineTransform(rotationAngle: try rotate.number() * .pi / 180))
    }
    if let translate = keys["translate"] {
      let t = try translate.numbers(2, describing: "a translation: [tx, ty]")
      transform = transform.concatenating(CGAffineTransform(translationX: t[0], y: t[1]))
    }
    return transform
  }

  private static func point(_ node: YAMLNode) throws(ScenarioError) -> CGPoint {
    let p = try node.numbers(2, describing: "a point: [x, y]")
    return CGPoint(x: p[0], y: p[1])
  }

  private static func add(_ node: YAMLNode, to script: inout TouchScript) throws(ScenarioError) {
    let keys = try node.mapping(allowing: stepKeys)
    guard keys.count == 1, let (kind, value) = keys.first else {
      throw node.error("each step has exactly one of: \(stepKeys.joined(separator: ", "))")
    }
    switch kind {
    case "tap": script.tap(at: try point(value))
    case "doubleTap": script.doubleTap(at: try point(value))
    case "wait": script.wait(try value.number())
    case "longPress":
      let args = try value.mapping(allowing: ["at", "duration"])
      guard let at = args["at"] else { throw value.error("longPress needs 'at'") }
      script.longPress(at: try point(at), duration: try args["duration"]?.number() ?? 0.8)
    case "drag":
      let args = try value.mapping(allowing: ["path", "duration"])
      guard let path = args["path"], let duration = args["duration"] else {
        throw value.error("drag needs 'path' (a list of points) and 'duration'")
      }
      let points = try path.sequence().map { (item) throws(ScenarioError) in try point(item) }
      guard !points.isEmpty else { throw path.error("a path needs at least one point") }
      script.drag(along: points, duration: try duration.number())
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

  private static func expectation(
    _ node: YAMLNode, known: Set<String>, gestures: Set<String>
  ) throws(ScenarioError) -> Scenario.Expectation {
    let keys = try node.mapping(
      allowing: [
        "touch", "hit", "view", "received", "gesture", "recognized", "control", "events",
        "contentOffset",
      ])
    let line = node.node.mark?.line ?? 0
    if let touch = keys["touch"] {
      guard let hit = keys["hit"] else {
        throw node.error("a touch expectation needs 'hit': a view id or none")
      }
      let view = try hit.string()
      if view != "none", !known.contains(view), view != "Window" {
        throw hit.error("no view has the id '\(view)'")
      }
      return .hit(touch: try touch.integer(), view: view == "none" ? nil : view, line: line)
    }
    if let view = keys["view"], let received = keys["received"] {
      let id = try view.string()
      guard known.contains(id) else { throw view.error("no view has the id '\(id)'") }
      var methods: [ResponderMethod] = []
      for item in try received.sequence() {
        let name = try item.string()
        guard let method = ResponderMethod(rawValue: name) else {
          throw item.error(
            "unknown method '\(name)' (expected touchesBegan, touchesMoved, touchesEnded or touchesCancelled)"
          )
        }
        methods.append(method)
      }
      return .received(view: id, methods: methods, line: line)
    }
    if let gesture = keys["gesture"], let recognized = keys["recognized"] {
      let name = try gesture.string()
      guard gestures.contains(name) else { throw gesture.error("no gesture is named '\(name)'") }
      return .recognized(gesture: name, expected: try recognized.bool(), line: line)
    }
    if let control = keys["control"], let events = keys["events"] {
      let id = try control.string()
      guard known.contains(id) else { throw control.error("no view has the id '\(id)'") }
      let names = try events.sequence().map { (item) throws(ScenarioError) in try item.string() }
      return .controlEvents(control: id, events: names, line: line)
    }
    if let view = keys["view"], let offset = keys["contentOffset"] {
      let id = try view.string()
      guard known.contains(id) else { throw view.error("no view has the id '\(id)'") }
      let o = try offset.numbers(2, describing: "an offset: [x, y]")
      return .contentOffset(view: id, offset: CGPoint(x: o[0], y: o[1]), line: line)
    }
    throw node.error(
      "an expectation is one of: {touch, hit}, {view, received}, {gesture, recognized}, {control, events}, {view, contentOffset}"
    )
  }
}
