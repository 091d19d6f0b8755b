import Foundation
import ResponderKit

extension ScenarioLoader {
  static func view(_ node: YAMLNode, level: ViewLevel, _ context: inout LoadContext)
    throws(ScenarioError) -> Scenario.ViewSpec
  {
    let keys = try node.mapping(allowing: viewKeys)
    guard let idNode = keys["id"] else { throw node.error("a view needs an 'id'") }
    let id = try idNode.string()
    guard context.ids.insert(id).inserted else {
      throw idNode.error("the id '\(id)' is used twice")
    }
    context.targets.insert(id)
    let fills = CGRect(origin: .zero, size: context.windowSize)
    var frame = fills
    if let frameNode = keys["frame"] {
      let f = try frameNode.numbers(4, describing: "a frame: [x, y, width, height]")
      frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
      let fillsWindow = level == .presented || (level == .window && keys["controller"] != nil)
      if fillsWindow, frame != fills {
        throw frameNode.error(
          "the root view of a \(level == .presented ? "presented" : "window's root") view controller fills the window: [0, 0, \(TextTraceFormatter.number(fills.width)), \(TextTraceFormatter.number(fills.height))]"
        )
      }
    } else if level != .presented {
      throw node.error("view '\(id)' needs a 'frame': [x, y, width, height]")
    }
    var spec = Scenario.ViewSpec(id: id, frame: frame)
    if let controller = keys["controller"] {
      guard level != .presented else {
        throw controller.error("a presented view's controller is the presentation's 'controller'")
      }
      if level == .window {
        guard !context.hasRootController else {
          throw controller.error(
            "the window has one root view controller; nest this view in its root view to make '\(id)' a child's view"
          )
        }
        context.hasRootController = true
      }
      try self.controller(controller, into: &spec, &context)
    }
    if let value = keys["performs"] { spec.performs = try actionNames(value) }
    if let value = keys["canBecomeFirstResponder"] {
      spec.canBecomeFirstResponder = try value.bool()
    }
    if let value = keys["becomesFirstResponder"] {
      spec.becomesFirstResponder = try value.bool()
      if spec.becomesFirstResponder, keys["canBecomeFirstResponder"] == nil {
        spec.canBecomeFirstResponder = true
      } else if spec.becomesFirstResponder, !spec.canBecomeFirstResponder {
        throw value.error("a view that cannot become first responder cannot be made one")
      }
      if spec.becomesFirstResponder {
        if let other = context.firstResponder {
          throw value.error("'\(other)' already becomes first responder; only one view can")
        }
        context.firstResponder = id
      }
    }
    if let value = keys["onTouchesBegan"] {
      let text = try value.string()
      let names = Scenario.TouchesBeganAction.allCases.map(\.rawValue)
      guard let action = Scenario.TouchesBeganAction(rawValue: text) else {
        let suggestion = nearestKey(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw value.error(
          "unknown touchesBegan action '\(text)'\(suggestion) (expected one of: \(names.joined(separator: ", ")))"
        )
      }
      spec.onTouchesBegan = action
    }
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
      "contentSize", "contentOffset", "isPagingEnabled", "bounces", "delaysContentTouches",
      "canCancelContentTouches",
    ]
    for key in scrollKeys where keys[key] != nil && spec.kind != .scrollView {
      throw keys[key]!.error("'\(key)' is for scroll views (kind: scrollView)")
    }
    if let size = keys["contentSize"] {
      let s = try size.numbers(2, describing: "a size: [width, height]")
      spec.contentSize = CGSize(width: s[0], height: s[1])
    }
    if let offset = keys["contentOffset"] {
      guard keys["boundsOrigin"] == nil else {
        throw offset.error("a scroll view's contentOffset is its boundsOrigin: give one of them")
      }
      let o = try offset.numbers(2, describing: "an offset: [x, y]")
      spec.boundsOrigin = CGPoint(x: o[0], y: o[1])
    }
    if let value = keys["isPagingEnabled"] { spec.isPagingEnabled = try value.bool() }
    if let value = keys["bounces"] { spec.bounces = try value.bool() }
    if let value = keys["delaysContentTouches"] { spec.delaysContentTouches = try value.bool() }
    if let value = keys["canCancelContentTouches"] {
      spec.canCancelContentTouches = try value.bool()
    }
    for key in ["isEnabled", "targets"] where keys[key] != nil {
      guard spec.kind == .button || spec.kind == .switch else {
        throw keys[key]!.error("'\(key)' is for controls (kind: button or switch)")
      }
    }
    if let value = keys["isEnabled"] { spec.isEnabled = try value.bool() }
    if let targets = keys["targets"] {
      spec.targets = try targets.sequence().map { (item) throws(ScenarioError) in
        try target(item, &context)
      }
    }
    for key in ["canBecomeFirstResponder", "becomesFirstResponder", "onTouchesBegan"]
    where keys[key] != nil {
      guard spec.kind == .view else {
        throw keys[key]!.error("'\(key)' is for plain views (kind: view)")
      }
    }
    if let implements = keys["implements"] {
      guard spec.kind == .view else {
        throw implements.error("'implements' is for plain views (kind: view)")
      }
      var methods: [ResponderMethod] = []
      for item in try implements.sequence() {
        let name = try item.string()
        guard let method = ResponderMethod(rawValue: name),
          ScenarioView.overridable.contains(method)
        else {
          throw item.error(
            "unknown method '\(name)' (expected one of: \(ScenarioView.overridable.map(\.rawValue).joined(separator: ", ")))"
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
        try view(item, level: .nested, &context)
      }
    }
    if let target = spec.redirectTo, !contains(spec.subviews, id: target) {
      throw keys["redirectTo"]!.error("'\(target)' is not a descendant of '\(id)'")
    }
    return spec
  }

  static func gesture(_ node: YAMLNode, _ context: inout LoadContext) throws(ScenarioError)
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
    if let value = keys["shouldReceive"] {
      if case .mapping = value.node {
        let except = try value.mapping(allowing: ["except"])
        guard let ids = except["except"] else {
          throw value.error("shouldReceive is true, false, or {except: [view ids]}")
        }
        var views: [String] = []
        for item in try ids.sequence() {
          let id = try item.string()
          context.viewReferences.append((id, item))
          views.append(id)
        }
        spec.shouldReceive = .except(inViews: views)
      } else {
        spec.shouldReceive = try value.bool() ? .always : .never
      }
    }
    func names(_ key: String) throws(ScenarioError) -> [String] {
      guard let value = keys[key] else { return [] }
      var result: [String] = []
      for item in try value.sequence() {
        let name = try item.string()
        context.gestureReferences.append((name, item))
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

  /// A view's `controller`: a title, or `{title, performs}`.
  private static func controller(
    _ node: YAMLNode, into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    guard case .mapping = node.node else {
      spec.controller = try context.addController(node)
      return
    }
    let keys = try node.mapping(allowing: ["title", "performs"])
    guard let title = keys["title"] else { throw node.error("a controller needs a 'title'") }
    spec.controller = try context.addController(title)
    spec.controllerPerforms = try keys["performs"].map(actionNames) ?? []
  }

  /// One of a control's targets: `{action, events, target}`.
  private static func target(_ node: YAMLNode, _ context: inout LoadContext) throws(ScenarioError)
    -> Scenario.TargetSpec
  {
    let keys = try node.mapping(allowing: ["action", "events", "target"])
    guard let action = keys["action"], let events = keys["events"] else {
      throw node.error(
        "a target needs 'action' and 'events' (and 'target', or none for the responder chain)")
    }
    var names: [String] = []
    for item in try events.sequence() {
      let name = try item.string()
      guard ControlEvents(named: name) != nil else {
        let suggestion =
          nearestKey(to: name, in: ControlEvents.names).map { "; did you mean '\($0)'?" } ?? ""
        throw item.error("unknown control event '\(name)'\(suggestion)")
      }
      names.append(name)
    }
    var target: String?
    if let node = keys["target"] {
      let name = try node.string()
      context.targetReferences.append((name, node))
      target = name
    }
    return Scenario.TargetSpec(action: try action.string(), events: names, target: target)
  }

  static func contains(_ views: [Scenario.ViewSpec], id: String) -> Bool {
    views.contains { $0.id == id || contains($0.subviews, id: id) }
  }

  static func transform(_ node: YAMLNode) throws(ScenarioError) -> CGAffineTransform {
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
}
