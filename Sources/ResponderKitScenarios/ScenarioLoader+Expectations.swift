import Foundation
import ResponderKit

extension ScenarioLoader {
  static let expectationKeys = [
    "touch", "hit", "tapCount", "view", "received", "responderChain", "gesture", "recognized",
    "control", "events", "contentOffset", "action", "performedBy", "sent", "at", "afterTouch",
    "list",
    "selected",
  ]
  static let expectationShapes =
    "{touch, hit}, {touch, tapCount}, {view, received[, at]}, {view, responderChain}, "
    + "{gesture, recognized[, touch][, at]}, {control, events}, {view, contentOffset[, afterTouch]}, "
    + "{list, selected}, {action, performedBy}, {action, sent: false}"

  /// Charges the `expect` item at `node` to the screen's budget before it is read
  /// (``maximumExpectationCount``): one, and one more for each item of its lists (`received`,
  /// `responderChain`, `events`, `selected`).
  ///
  /// - Complexity: O(*k*) in the item's keys.
  static func countExpectation(_ node: YAMLNode, _ context: inout LoadContext)
    throws(ScenarioError)
  {
    var items = 1
    for (_, value) in node.node.entries where value.kind == .sequence {
      items += value.items.count
    }
    try context.charge(node, adding: items, to: .expectations)
  }

  /// The expectations of one `expect` item: usually one, two for `{touch, hit, tapCount}`.
  static func expectations(_ node: YAMLNode, _ context: LoadContext) throws(ScenarioError)
    -> [Scenario.Expectation]
  {
    let keys = try node.mapping(allowing: expectationKeys)
    let line = node.node.line
    func viewID(_ node: YAMLNode) throws(ScenarioError) -> String {
      let id = try node.string()
      guard context.hasView(id) else { throw node.error("no view has the id \(quoted(id))") }
      return id
    }
    var within: ClosedRange<TimeInterval>?
    if let at = keys["at"] {
      guard keys["recognized"] != nil || keys["received"] != nil else {
        throw at.error("'at' times a gesture's recognition or a view's received calls")
      }
      let bounds: [Double]
      if at.node.kind == .scalar {
        let time = try at.number()
        bounds = [time - 0.001, time + 0.001]
      } else {
        bounds = try at.numbers(2, describing: "a time in seconds, or a window: [from, to]")
      }
      guard bounds[0] <= bounds[1] else {
        throw at.error("a window [from, to] needs from <= to")
      }
      within = bounds[0]...bounds[1]
    }
    if let list = keys["list"], let selected = keys["selected"] {
      let id = try viewID(list)
      let rows = try selected.sequence().map { (item) throws(ScenarioError) in try item.integer() }
      return [.selected(list: id, rows: rows, line: line)]
    }
    if let gesture = keys["gesture"], let recognized = keys["recognized"] {
      let name = try gesture.string()
      guard context.gestures[name] != nil else {
        throw gesture.error("no gesture is named \(quoted(name))")
      }
      return [
        .recognized(
          gesture: name, expected: try recognized.bool(), touch: try keys["touch"]?.integer(),
          within: within, line: line)
      ]
    }
    if let touch = keys["touch"] {
      guard keys["hit"] != nil || keys["tapCount"] != nil else {
        throw node.error("a touch expectation needs 'hit' (a view id or none) or 'tapCount'")
      }
      let id = try touch.integer()
      var result: [Scenario.Expectation] = []
      if let hit = keys["hit"] {
        let view = try hit.string()
        if view != "none", view != "Window", !context.hasView(view) {
          throw hit.error("no view has the id \(quoted(view))")
        }
        result.append(.hit(touch: id, view: view == "none" ? nil : view, line: line))
      }
      if let count = keys["tapCount"] {
        result.append(.tapCount(touch: id, count: try count.integer(), line: line))
      }
      return result
    }
    if let view = keys["view"], let received = keys["received"] {
      let id = try viewID(view)
      var calls: [Scenario.ExpectedCall] = []
      for item in try received.sequence() { calls.append(try call(item)) }
      return [.received(view: id, calls: calls, within: within, line: line)]
    }
    if let view = keys["view"], let chain = keys["responderChain"] {
      let names = try chain.sequence().map { (item) throws(ScenarioError) in try item.string() }
      return [.responderChain(view: try viewID(view), chain: names, line: line)]
    }
    if let control = keys["control"], let events = keys["events"] {
      let id = try viewID(control)
      let names = try events.sequence().map { (item) throws(ScenarioError) in try item.string() }
      return [.controlEvents(control: id, events: names, line: line)]
    }
    if let view = keys["view"], let offset = keys["contentOffset"] {
      let o = try offset.numbers(2, describing: "an offset: [x, y]")
      return [
        .contentOffset(
          view: try viewID(view), offset: CGPoint(x: o[0], y: o[1]),
          afterTouch: try keys["afterTouch"]?.integer(), line: line)
      ]
    }
    if let action = keys["action"], let sent = keys["sent"] {
      guard keys["performedBy"] == nil else {
        throw sent.error("an action is expected either performedBy someone or sent: false")
      }
      guard try !sent.bool() else {
        throw sent.error("sent: true is {action, performedBy}: say who performs it (none: nobody)")
      }
      return [.actionNotSent(name: try action.string(), line: line)]
    }
    if let action = keys["action"], let performer = keys["performedBy"] {
      let name = try performer.string()
      return [
        .action(name: try action.string(), performer: name == "none" ? nil : name, line: line)
      ]
    }
    throw node.error("an expectation is one of: \(expectationShapes)")
  }

  /// One expected call: a method name, or `{method: [touch ids]}`.
  private static func call(_ item: YAMLNode) throws(ScenarioError) -> Scenario.ExpectedCall {
    let methods = ResponderMethod.allCases.map(\.rawValue)
    func method(_ name: String, _ node: YAMLNode) throws(ScenarioError) -> ResponderMethod {
      guard let method = ResponderMethod(rawValue: name) else {
        let suggestion = nearestKey(to: name, in: methods).map { "; did you mean '\($0)'?" } ?? ""
        throw node.error("unknown method \(quoted(name))\(suggestion)")
      }
      return method
    }
    if item.node.kind == .mapping {
      let pairs = try item.mapping(allowing: methods)
      guard pairs.count == 1, let (name, ids) = pairs.first else {
        throw item.error(
          "a call with touches is one method and its touch ids: {touchesBegan: [1, 2]}")
      }
      let touches = try ids.sequence().map { (id) throws(ScenarioError) in try id.integer() }
      return Scenario.ExpectedCall(method: try method(name, item), touches: touches)
    }
    return Scenario.ExpectedCall(method: try method(try item.string(), item), touches: nil)
  }
}
