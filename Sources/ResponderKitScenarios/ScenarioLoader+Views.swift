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
      throw idNode.error("the id \(quoted(id)) is used twice")
    }
    try context.checkViewCount(at: idNode)
    context.targets.insert(id)
    var spec = Scenario.ViewSpec(id: id, frame: try frame(node, keys, level: level, context))
    spec.isArranged = context.inStack
    try readKind(keys, into: &spec)
    if spec.kind == .row, level != .nested {
      throw keys["kind"]!.error("a row (kind: row) belongs directly in a list (kind: list)")
    }
    if spec.kind.isScrollView {
      // Its built-in pan is nameable as UIKit exposes it, in requirements and expectations.
      context.gestures["\(id).panGestureRecognizer"] = idNode
    }
    if spec.kind == .navigation {
      context.gestures["\(id).interactivePopGestureRecognizer"] = idNode
    }
    if spec.kind == .pages {
      // The paging scroll view, and its pan, as UIKit's private `_UIQueuingScrollView`.
      context.ids.insert("\(id).scrollView")
      try context.checkViewCount(at: idNode)
      context.gestures["\(id).scrollView.panGestureRecognizer"] = idNode
    }
    try readPages(keys, into: &spec)
    try readLayout(keys, into: &spec, &context)
    if let controller = keys["controller"] {
      try readController(controller, level: level, into: &spec, &context)
    }
    try readGeometry(keys, into: &spec)
    let parentTransform = context.composedTransform
    context.composedTransform = try composedTransform(
      of: spec, under: parentTransform, at: keys["transform"] ?? idNode)
    defer { context.composedTransform = parentTransform }
    try readScrollView(keys, into: &spec, &context)
    try readControl(keys, into: &spec, &context)
    try readValueControl(keys, into: &spec, &context)
    if spec.kind == .stepper, spec.valueControl.autorepeat {
      context.hasAutorepeatingStepper = true
    }
    try readResponder(keys, into: &spec, &context)
    if let gestures = keys["gestures"] {
      spec.gestures = try gestures.sequence().map { (item) throws(ScenarioError) in
        try gesture(item, &context)
      }
    }
    let outerNavigation = context.navigationSize
    context.navigationSize =
      spec.kind == .navigation || spec.kind == .pages ? spec.frame.size : nil
    let outerStack = context.inStack
    context.inStack = spec.kind == .stack
    if let subviews = keys["subviews"] {
      spec.subviews = try subviews.sequence().map { (item) throws(ScenarioError) in
        try view(item, level: .nested, &context)
      }
    }
    context.inStack = outerStack
    context.navigationSize = outerNavigation
    if spec.kind == .stack, let subviews = keys["subviews"] {
      try chargeArrangement(
        of: spec.subviews.count, by: spec.stack.distribution, at: subviews, &context)
    }
    if spec.kind == .navigation, spec.subviews.isEmpty {
      throw (keys["subviews"] ?? keys["kind"]!).error(
        "a navigation controller (kind: navigation) needs its stack as subviews, root first")
    }
    if spec.kind == .pages, spec.subviews.isEmpty {
      throw (keys["subviews"] ?? keys["kind"]!).error(
        "a page view controller (kind: pages) needs its pages as subviews, the first shown first")
    }
    try readList(keys, into: &spec, &context)
    if let target = spec.redirectTo, !contains(spec.subviews, id: target) {
      throw keys["redirectTo"]!.error("\(quoted(target)) is not a descendant of \(quoted(id))")
    }
    return spec
  }

  /// The frame: required, but for root views of controllers, which fill the window.
  private static func frame(
    _ node: YAMLNode, _ keys: [String: YAMLNode], level: ViewLevel, _ context: LoadContext
  ) throws(ScenarioError) -> CGRect {
    let fills = CGRect(origin: .zero, size: context.windowSize)
    if context.inStack {
      if let frameNode = keys["frame"] {
        throw frameNode.error(
          "view \(quoted(try keys["id"]!.string())) is arranged by its stack view: give it no 'frame' (Auto Layout §21.9)"
        )
      }
      return .zero
    }
    if let constraints = keys["constraints"] {
      if let frameNode = keys["frame"] {
        throw frameNode.error(
          "view \(quoted(try keys["id"]!.string())) is laid out by its constraints: give it no 'frame' (UIKit would break a constraint against the frame, Auto Layout §21.5)"
        )
      }
      guard level == .nested else {
        throw constraints.error(
          "a view at the top of the window is placed by its frame, not by constraints")
      }
      return .zero
    }
    guard let frameNode = keys["frame"] else {
      // A screen of a navigation controller fills it.
      if let size = context.navigationSize { return CGRect(origin: .zero, size: size) }
      guard level == .presented else {
        throw node.error(
          "view \(quoted(try keys["id"]!.string())) needs a 'frame': [x, y, width, height]")
      }
      return fills
    }
    let f = try frameNode.numbers(4, describing: "a frame: [x, y, width, height]")
    let frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
    let fillsWindow = level == .presented || (level == .window && keys["controller"] != nil)
    if fillsWindow, frame != fills {
      throw frameNode.error(
        "the root view of a \(level == .presented ? "presented" : "window's root") view controller fills the window: [0, 0, \(TextTraceFormatter.number(fills.width)), \(TextTraceFormatter.number(fills.height))]"
      )
    }
    return frame
  }

  private static func readKind(_ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec)
    throws(ScenarioError)
  {
    guard let kind = keys["kind"] else { return }
    let text = try kind.string()
    guard let value = Scenario.Kind(rawValue: text) else {
      let names = Scenario.Kind.allCases.map(\.rawValue)
      let suggestion = nearestKey(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw kind.error(
        "unknown kind \(quoted(text))\(suggestion) (expected one of: \(names.joined(separator: ", ")))"
      )
    }
    spec.kind = value
    spec.isUserInteractionEnabled = value.takesTouchesByDefault
  }

  /// Bounds origin, transform, alpha, the flags, and the declared hit-testing overrides.
  private static func readGeometry(_ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec)
    throws(ScenarioError)
  {
    if let origin = keys["boundsOrigin"] {
      let o = try origin.numbers(2, describing: "a point: [x, y]")
      spec.boundsOrigin = CGPoint(x: o[0], y: o[1])
    }
    if let transform = keys["transform"] { spec.transform = try self.transform(transform) }
    if let animation = keys["animation"] { spec.animation = try self.animation(animation) }
    if let color = keys["backgroundColor"] {
      let text = try color.string()
      guard let parsed = Color(css: text) else {
        throw color.error(
          "backgroundColor \(quoted(text)) is not a colour: write '#rrggbb', '#rrggbbaa' or a name such as 'systemBlue'"
        )
      }
      spec.backgroundColor = parsed
    }
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
    if let value = keys["zPosition"] { spec.zPosition = try value.number() }
    if let value = keys["passThrough"] { spec.passThrough = try value.bool() }
    if let value = keys["redirectTo"] { spec.redirectTo = try value.string() }
    if let area = keys["touchArea"] { spec.touchArea = try edgeInsets(area) }
  }

  /// A mapping of `top`, `left`, `bottom`, `right`, each defaulting to 0.
  private static func edgeInsets(_ node: YAMLNode) throws(ScenarioError) -> EdgeInsets {
    let edges = try node.mapping(allowing: ["top", "left", "bottom", "right"])
    var insets = EdgeInsets()
    if let v = edges["top"] { insets.top = try v.number() }
    if let v = edges["left"] { insets.left = try v.number() }
    if let v = edges["bottom"] { insets.bottom = try v.number() }
    if let v = edges["right"] { insets.right = try v.number() }
    return insets
  }

  private static func readScrollView(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    let scrollKeys = [
      "contentSize", "contentOffset", "contentInset", "isScrollEnabled", "isPagingEnabled",
      "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "decelerationRate",
      "delaysContentTouches", "canCancelContentTouches", "touchesShouldBegin",
      "touchesShouldCancel", "panRequiresToFail", "refreshControl",
    ]
    // A page view controller's own paging scroll view takes `delaysContentTouches` too.
    for key in scrollKeys
    where keys[key] != nil && !spec.kind.isScrollView
      && !(spec.kind == .pages && key == "delaysContentTouches")
    {
      throw keys[key]!.error(
        "'\(key)' is for scroll views (kind: scrollView, list, table or collection)")
    }
    if let value = keys["refreshControl"], try value.bool() {
      // `scrollView.refreshControl = UIRefreshControl()`, named `ID.refreshControl`.
      spec.hasRefreshControl = true
      context.ids.insert("\(spec.id).refreshControl")
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
    if let inset = keys["contentInset"] { spec.contentInset = try edgeInsets(inset) }
    if let value = keys["isScrollEnabled"] { spec.isScrollEnabled = try value.bool() }
    if let value = keys["alwaysBounceVertical"] { spec.alwaysBounceVertical = try value.bool() }
    if let value = keys["alwaysBounceHorizontal"] {
      spec.alwaysBounceHorizontal = try value.bool()
    }
    if let rate = keys["decelerationRate"] {
      switch rate.node.string {
      case "normal": spec.decelerationRate = DecelerationRate.normal.rawValue
      case "fast": spec.decelerationRate = DecelerationRate.fast.rawValue
      default:
        let value = try rate.number()
        guard value > 0, value < 1 else {
          throw rate.error(
            "a deceleration rate is normal, fast, or the velocity kept per millisecond, between 0 and 1"
          )
        }
        spec.decelerationRate = value
      }
    }
    if let value = keys["isPagingEnabled"] { spec.isPagingEnabled = try value.bool() }
    if let value = keys["bounces"] { spec.bounces = try value.bool() }
    if let value = keys["delaysContentTouches"] { spec.delaysContentTouches = try value.bool() }
    if let value = keys["canCancelContentTouches"] {
      spec.canCancelContentTouches = try value.bool()
    }
    if let value = keys["touchesShouldBegin"] { spec.touchesShouldBegin = try value.bool() }
    if let value = keys["touchesShouldCancel"] { spec.touchesShouldCancel = try value.bool() }
    if let value = keys["panRequiresToFail"] {
      // `scrollView.panGestureRecognizer.require(toFail:)`: names checked with the others.
      for item in try value.sequence() {
        let name = try item.string()
        context.gestureReferences.append((name, item))
        spec.panRequiresToFail.append(name)
      }
    }
  }

  private static func readControl(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    for key in ["isEnabled", "targets"] where keys[key] != nil {
      guard spec.kind.isControl else {
        throw keys[key]!.error(
          "'\(key)' is for controls (kind: button, switch, slider, stepper, segmentedControl or control)"
        )
      }
    }
    if let value = keys["isEnabled"] { spec.isEnabled = try value.bool() }
    if let value = keys["isOn"] {
      guard spec.kind == .switch else { throw value.error("'isOn' is for switches (kind: switch)") }
      spec.isOn = try value.bool()
    }
    if let targets = keys["targets"] {
      spec.targets = try targets.sequence().map { (item) throws(ScenarioError) in
        try target(item, &context)
      }
    }
  }

  /// What the view does as a responder: actions it performs, first responder status, what its
  /// `touchesBegan` does, and the methods it overrides.
  private static func readResponder(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    if let value = keys["performs"] { spec.performs = try actionNames(value) }
    for key in ["onTouchesBegan"] where keys[key] != nil {
      guard spec.kind == .view else {
        throw keys[key]!.error("'\(key)' is for plain views (kind: view)")
      }
    }
    if let value = keys["canBecomeFirstResponder"] {
      spec.canBecomeFirstResponder = try value.bool()
    }
    if let value = keys["becomesFirstResponder"], try value.bool() {
      spec.becomesFirstResponder = true
      if keys["canBecomeFirstResponder"] == nil {
        spec.canBecomeFirstResponder = true
      } else if !spec.canBecomeFirstResponder {
        throw value.error("a view that cannot become first responder cannot be made one")
      }
      if let other = context.firstResponder {
        throw value.error(
          "\(quoted(other)) already becomes first responder; only one responder can")
      }
      context.firstResponder = spec.id
    }
    if let value = keys["onTouchesBegan"] {
      let text = try value.string()
      let names = Scenario.TouchesBeganAction.allCases.map(\.rawValue)
      guard let action = Scenario.TouchesBeganAction(rawValue: text) else {
        let suggestion = nearestKey(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw value.error(
          "unknown touchesBegan action \(quoted(text))\(suggestion) (expected one of: \(names.joined(separator: ", ")))"
        )
      }
      spec.onTouchesBegan = action
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
            "unknown method \(quoted(name)) (expected one of: \(ScenarioView.overridable.map(\.rawValue).joined(separator: ", ")))"
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
    try readKeyboard(keys, into: &spec)
  }

  /// A view's `controller`: a title, or `{title, performs}`; one root controller for the window.
  private static func readController(
    _ node: YAMLNode, level: ViewLevel, into spec: inout Scenario.ViewSpec,
    _ context: inout LoadContext
  ) throws(ScenarioError) {
    guard level != .presented else {
      throw node.error("a presented view's controller is the presentation's 'controller'")
    }
    if level == .window {
      guard !context.hasRootController else {
        throw node.error(
          "the window has one root view controller; nest this view in its root view to make \(quoted(spec.id)) a child's view"
        )
      }
      context.hasRootController = true
    }
    guard node.node.kind == .mapping else {
      spec.controller = try context.addController(node)
      return
    }
    let keys = try node.mapping(allowing: [
      "title", "performs", "keyCommands", "canBecomeFirstResponder", "becomesFirstResponder",
    ])
    guard let title = keys["title"] else { throw node.error("a controller needs a 'title'") }
    let name = try context.addController(title)
    spec.controller = name
    spec.controllerPerforms = try keys["performs"].map(actionNames) ?? []
    if let list = keys["keyCommands"] { spec.controllerKeyCommands = try keyCommands(list) }
    if let value = keys["canBecomeFirstResponder"] {
      spec.controllerCanBecomeFirstResponder = try value.bool()
    }
    if let value = keys["becomesFirstResponder"], try value.bool() {
      if keys["canBecomeFirstResponder"] == nil {
        spec.controllerCanBecomeFirstResponder = true
      } else if !spec.controllerCanBecomeFirstResponder {
        throw value.error("a controller that cannot become first responder cannot be made one")
      }
      if let other = context.firstResponder {
        throw value.error(
          "\(quoted(other)) already becomes first responder; only one responder can")
      }
      context.firstResponder = name
      spec.controllerBecomesFirstResponder = true
    }
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
        throw item.error("unknown control event \(quoted(name))\(suggestion)")
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
