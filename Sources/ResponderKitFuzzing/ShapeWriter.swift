import Foundation

/// Writes the text of a scenario file from fuzzer decisions, for ``ScenarioShapeFuzzer``: views
/// nested with transforms, controls that repeat, recognizers related through aliased lists,
/// steps with long durations and counts, paths and expectation lists reused through aliases; and
/// the containers and layout real screens are made of (`ShapeWriter+Containers.swift`): tables,
/// collections, stacks, navigation and page stacks, text fields, constraint chains.
/// Anchors are used only after they are written, so the aliases are valid YAML; everything
/// else (ids used twice, unknown names, numbers out of range) is left to the loader to refuse.
struct ShapeWriter {
  /// Durations from nothing to the 600-second limit, and past it.
  static let durations = (
    ordinary: ["0", "0.05", "0.3", "1", "60", "600", "0.0001"], extreme: ["601"]
  )
  /// Counts from one to what a list's rows allow, and past what any limit allows.
  static let counts = (ordinary: ["1", "3", "100", "1000"], extreme: ["10000000", "0", "-1"])
  /// Scales a transform may have, tiny and huge included.
  static let scales = (
    ordinary: ["1", "0.5", "10", "1000"], extreme: ["10000000", "0.0000001", "0", "-2"]
  )

  var text = ""
  /// Whether this file's values may go past their limits (one file in four): a file that goes
  /// past one at every turn is refused at the first, and the rest of the tool never reached.
  var allowsExtremes = false
  var viewCount = 0
  private var gestureCount = 0
  /// The anchors written and whole, so that an alias may name them.
  var anchors: Set<String> = []
  private var treeIsWritten = false

  // MARK: Views

  /// The `views` section: up to five window subviews, each with a subtree.
  mutating func views(_ input: inout FuzzInput) {
    allowsExtremes = input.chance(64)
    text += "views:\n"
    for _ in 0...input.int(in: 0...4) { view(&input, depth: 0, indent: "  ") }
  }

  /// The kinds a view may be: the first seven since the shape target began, then the containers.
  static let kinds = [
    "view", "button", "stepper", "segmentedControl", "scrollView", "slider", "list", "table",
    "collection", "stack", "navigation", "pages", "textField", "chain",
  ]

  /// A view and its subtree; an `arranged` view (a stack's) has neither frame nor constraints.
  mutating func view(
    _ input: inout FuzzInput, depth: Int, indent: String, arranged: Bool = false
  ) {
    let id = "V\(viewCount)"
    viewCount += 1
    let kind = input.pick(Self.kinds)
    text += "\(indent)- id: \(id)\n"
    let inner = indent + "  "
    text += "\(inner)kind: \(kind == "chain" ? "view" : kind)\n"
    if arranged {
      // Its stack places it.
    } else if depth > 0, input.chance(40) {
      // Only a subview may be placed by constraints: the window's own are placed by frames.
      constraints(&input, indent: inner)
    } else {
      let size = input.int(in: 1...400)
      text +=
        "\(inner)frame: [\(input.int(in: 0...300)), \(input.int(in: 0...600)), \(size), \(size)]\n"
    }
    if input.chance(96) {
      let scale = input.pick(
        Self.scales.ordinary, else: Self.scales.extreme, allowing: allowsExtremes)
      text += "\(inner)transform: {scale: [\(scale), \(scale)], rotate: \(input.int(in: 0...90))}\n"
    }
    switch kind {
    case "stepper":
      text += "\(inner)stepValue: \(input.chance(128) ? "0.000001" : "1")\n"
      text += "\(inner)wraps: \(input.chance(128))\n\(inner)max: 10000000\n"
    case "segmentedControl":
      text += "\(inner)segments: \(list("seg", of: input.pick([2, 50, 2_000]), "S", &input))\n"
    case "list":
      text +=
        "\(inner)rows: \(input.pick(Self.counts.ordinary, else: Self.counts.extreme, allowing: allowsExtremes))\n"
    case "table", "collection": cells(kind, &input, indent: inner)
    case "stack":
      stack(&input, depth: depth, indent: inner)
      return
    case "navigation", "pages":
      screens(&input, depth: depth, indent: inner)
      return
    case "chain":
      chain(&input, indent: inner)
      return
    default: break
    }
    if input.chance(80) { gestures(&input, indent: inner) }
    if depth < 6, input.chance(110) {
      if anchors.contains("tree"), input.chance(40) {
        text += "\(inner)subviews: *tree\n"
        return
      }
      // The anchor is usable once its subtree is whole: an alias inside it would be recursive.
      let anchored = !treeIsWritten
      treeIsWritten = true
      text += "\(inner)subviews:\(anchored ? " &tree" : "")\n"
      for _ in 0...input.int(in: 0...2) { view(&input, depth: depth + 1, indent: inner + "  ") }
      if anchored { anchors.insert("tree") }
    }
  }

  mutating func gestures(_ input: inout FuzzInput, indent: String) {
    text += "\(indent)gestures:\n"
    let types = ["tap", "pan", "longPress", "pinch", "rotation", "swipe", "hover"]
    for _ in 0...input.int(in: 0...3) {
      let name = "g\(gestureCount)"
      gestureCount += 1
      text += "\(indent)  - {type: \(types[input.int(in: 0...types.count - 1)]), name: \(name)"
      if input.chance(100) {
        let key = input.chance(128) ? "simultaneousWith" : "requireToFail"
        text += ", \(key): \(list("rel", of: gestureCount, "g", &input))"
      }
      text += "}\n"
    }
  }

  // MARK: Touches

  /// The `touches` section: up to sixteen steps of every kind that expands.
  mutating func touches(_ input: inout FuzzInput) {
    text += "touches:\n"
    for _ in 0...input.int(in: 0...15) {
      let at = "[\(input.int(in: 0...375)), \(input.int(in: 0...667))]"
      let duration = input.pick(
        Self.durations.ordinary, else: Self.durations.extreme, allowing: allowsExtremes)
      let count = input.pick(
        Self.counts.ordinary, else: Self.counts.extreme, allowing: allowsExtremes)
      switch input.int(in: 0...11) {
      case 0: text += "  - tap: \(at)\n"
      case 1: text += "  - longPress: {at: \(at), duration: \(duration)}\n"
      case 2: text += "  - drag: {path: \(path(&input)), duration: \(duration)}\n"
      case 3: text += "  - hover: {path: \(path(&input)), duration: \(duration)}\n"
      case 4: text += "  - wheel: {at: \(at), delta: [0, -3], ticks: \(count)}\n"
      case 5: text += "  - trackpad: {at: \(at), delta: [0, -50], duration: \(duration)}\n"
      case 6: text += "  - trackpadPinch: {at: \(at), scale: 2, duration: \(duration)}\n"
      case 7: text += "  - trackpadRotate: {at: \(at), degrees: 90, duration: \(duration)}\n"
      case 8: text += "  - key: {key: downArrow, hold: \(duration)}\n"
      case 9: text += "  - wait: \(duration)\n"
      case 10: text += "  - doubleTap: \(at)\n"
      default:
        // Typing, for a text field a tap made first responder.
        let key = input.pick(["a", "shift+a", "delete", "return", "control+z", "space"])
        text += "  - key: {key: \(key), hold: \(duration)}\n"
      }
    }
  }

  /// A path, written with an anchor the first time and reused through its alias after.
  private mutating func path(_ input: inout FuzzInput) -> String {
    if anchors.contains("path"), input.chance(160) { return "*path" }
    let count = input.pick([2, 20, 3_000])
    let start = input.int(in: 0...300)
    let points = (0..<count).map { "[\(start + $0 % 50), \(100 + $0 % 400)]" }
    let anchor = anchors.insert("path").inserted ? "&path " : ""
    return "\(anchor)[\(points.joined(separator: ", "))]"
  }

  // MARK: Expectations

  /// The `expect` section: an expectation with a long `received` list, repeated through its
  /// alias, and a recognizer or two.
  mutating func expectations(_ input: inout FuzzInput) {
    guard input.chance(200) else { return }
    text += "expect:\n"
    let calls = Array(repeating: "touchesBegan", count: input.pick([1, 100, 5_000]))
    text += "  - &e {view: V0, received: [\(calls.joined(separator: ", "))]}\n"
    for _ in 0..<input.pick([0, 10, 200]) { text += "  - *e\n" }
    if gestureCount > 0 { text += "  - {gesture: g0, recognized: \(input.chance(128))}\n" }
  }

  // MARK: Support

  /// A list named `anchor`: written with its anchor the first time (`count` items `prefix0`,
  /// `prefix1`, ...), its alias after, now and then written again.
  private mutating func list(
    _ anchor: String, of count: Int, _ prefix: String, _ input: inout FuzzInput
  ) -> String {
    if anchors.contains(anchor), input.chance(200) { return "*\(anchor)" }
    let items = (0..<max(count, 1)).map { "\(prefix)\($0)" }.joined(separator: ", ")
    return anchors.insert(anchor).inserted ? "&\(anchor) [\(items)]" : "[\(items)]"
  }

}
