import Foundation
import ResponderKit

/// Reads scenario files: YAML (or JSON, which is YAML) into a ``Scenario``, refusing anything it
/// does not know with an error naming the file, line, column and key.
///
/// YAML needs the package's `YAML` trait (on by default; Yams reads it). Without it, a package
/// that depends on this one with `traits: []` reads scenario files in JSON, with the same errors
/// at the same places, and refuses YAML with an error that names the trait.
public enum ScenarioLoader {
  static let topKeys = [
    "window", "views", "presented", "appDelegate", "touches", "expect",
  ]
  static let viewKeys = [
    "id", "frame", "boundsOrigin", "transform", "alpha", "isHidden", "isUserInteractionEnabled",
    "isMultipleTouchEnabled", "isExclusiveTouch", "clipsToBounds", "zPosition", "controller",
    "touchArea",
    "passThrough", "redirectTo", "subviews", "kind", "contentSize", "contentOffset",
    "contentInset", "isScrollEnabled", "isPagingEnabled", "bounces", "alwaysBounceVertical",
    "alwaysBounceHorizontal", "decelerationRate",
    "delaysContentTouches", "canCancelContentTouches", "isEnabled", "isOn", "targets", "gestures",
    "implements", "callsSuper", "performs", "canBecomeFirstResponder", "becomesFirstResponder",
    "onTouchesBegan", "backgroundColor", "touchesShouldBegin", "touchesShouldCancel", "rows",
    "sections", "allowsSelection", "allowsMultipleSelection", "cellSubviews", "contentSubviews",
    "items", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection",
    "refreshControl", "navigationOrientation", "interPageSpacing", "panRequiresToFail",
    "rowHeight", "value", "min", "max", "continuous", "stepValue", "wraps", "autorepeat",
    "segments", "selected", "momentary", "keyCommands", "textInput", "animation",
    "constraints", "text", "axis", "spacing", "distribution", "alignment",
    "layoutMarginsRelativeArrangement",
  ]
  static let gestureTypes = [
    "tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "swing", "hover",
    "custom",
  ]
  /// The gesture numbers that count taps, touches or swings: whole numbers, 1 or more.
  static let gestureCounts = [
    "numberOfTapsRequired", "numberOfTouchesRequired", "minimumNumberOfTouches",
    "maximumNumberOfTouches", "swingCount",
  ]
  static let gestureNumbers = [
    "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement",
    "minimumNumberOfTouches", "maximumNumberOfTouches", "swingCount",
  ]
  static let gestureFlags = [
    "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "isEnabled",
    "followsScrolls",
  ]
  static let gestureKeys =
    [
      "type", "name", "direction", "edges", "requireToFail", "simultaneousWith", "shouldBegin",
      "shouldReceive", "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
    ]
    + gestureNumbers + gestureFlags + customRecognizerKeys
  static let stepKeys = [
    "tap", "doubleTap", "longPress", "drag", "swipe", "pinch", "rotate", "samples", "shake",
    "wait", "key", "click", "pointerDrag", "hover", "wheel", "trackpad", "trackpadPinch",
    "trackpadRotate",
  ]

  /// Loads the file at `path`, measured before it is read (see ``ScenarioFile``).
  public static func load(contentsOf path: String) throws(ScenarioError) -> Scenario {
    let file = try ScenarioFile(path: path)
    if HierarchyDump.isDump(file.text) {
      return try HierarchyDump.scenario(from: file.text, file: file.name)
    }
    return try load(yaml: file.text, file: file.name)
  }

  /// Loads a screen from text as a file's contents load (``load(contentsOf:)``): a pasted
  /// `recursiveDescription` dump when it reads as one, else a scenario in YAML or JSON; `name`
  /// names it in errors, as a file's name does. Nothing is written to disk.
  ///
  /// - Complexity: O(*n*) in the text, plus what loading it costs.
  public static func load(text: String, name: String) throws(ScenarioError) -> Scenario {
    guard text.utf8.count <= maximumFileSize else {
      throw ScenarioError(
        file: name, line: 0, column: 0, keyPath: "",
        message:
          "the text is \(text.utf8.count) bytes; a screen is limited to \(maximumFileSize) bytes")
    }
    if HierarchyDump.isDump(text) { return try HierarchyDump.scenario(from: text, file: name) }
    return try load(yaml: text, file: name)
  }

  /// Loads a scenario from text, YAML or JSON (YAML needs the `YAML` trait); `file` names it in
  /// errors.
  public static func load(yaml: String, file: String) throws(ScenarioError) -> Scenario {
    guard yaml.utf8.count <= maximumFileSize else {
      throw ScenarioError(
        file: file, line: 0, column: 0, keyPath: "",
        message:
          "the file is \(yaml.utf8.count) bytes; scenario files are limited to \(maximumFileSize) bytes"
      )
    }
    return try load(document: try document(yaml, file: file), of: yaml, file: file)
  }

  /// Loads a scenario from its document `root`, read from `yaml` (`nil` when it has none); `file`
  /// names it in errors.
  static func load(document root: DocumentNode?, of yaml: String, file: String)
    throws(ScenarioError) -> Scenario
  {
    guard let root else {
      let hasComments = yaml.contains("#")
      throw ScenarioError(
        file: file, line: 1, column: 1, keyPath: "",
        message: hasComments
          ? "the file has only comments and blank lines; it needs 'views', the window's subviews"
          : "the file is empty; it needs 'views', the window's subviews")
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
    var context = LoadContext(windowSize: scenario.windowSize)
    scenario.views = try views.sequence().map { (item) throws(ScenarioError) in
      try view(item, level: .window, &context)
    }
    if let presented = top["presented"] {
      for item in try presented.sequence() {
        scenario.presentations.append(try presentation(item, &context))
      }
    }
    if let delegate = top["appDelegate"] {
      if delegate.node.kind == .scalar {
        scenario.hasResponderAppDelegate = try delegate.bool()
      } else {
        let keys = try delegate.mapping(allowing: ["performs"])
        scenario.hasResponderAppDelegate = true
        scenario.appDelegatePerforms = try keys["performs"].map(actionNames) ?? []
      }
      if scenario.hasResponderAppDelegate { context.targets.insert("AppDelegate") }
    }
    try context.checkReferences()
    try readScript(top, &context, into: &scenario)
    scenario.budget = context.budget
    return scenario
  }

  /// Reads the `touches` and `expect` of `top` into `scenario`, whose views `context` has seen.
  static func readScript(
    _ top: [String: YAMLNode], _ context: inout LoadContext, into scenario: inout Scenario
  ) throws(ScenarioError) {
    if let touches = top["touches"] {
      var validator = InputValidator()
      var budget = ScriptBudget(hasAutorepeatingStepper: context.hasAutorepeatingStepper)
      for step in try touches.sequence() {
        budget.addPath(of: step)
        try check(budget, at: step)
        let before = scenario.script.steps.count
        try add(step, to: &scenario.script)
        let added = scenario.script.steps[before...]
        budget.add(added)
        try check(budget, at: step)
        try check(added, of: step, with: &validator)
      }
    }
    if let expect = top["expect"] {
      for item in try expect.sequence() {
        try countExpectation(item, &context)
        scenario.expectations += try expectations(item, context)
      }
    }
  }

  private static func presentation(_ node: YAMLNode, _ context: inout LoadContext)
    throws(ScenarioError) -> Scenario.Presentation
  {
    let keys = try node.mapping(allowing: ["controller", "by", "view"])
    for key in ["controller", "by", "view"] where keys[key] == nil {
      throw node.error("a presentation needs 'controller', 'by' and 'view'")
    }
    let by = keys["by"]!
    let presenter = try by.string()
    guard context.controllers[presenter] != nil else {
      throw by.error("no view controller is titled \(quoted(presenter))")
    }
    guard context.presenters.insert(presenter).inserted else {
      throw by.error("\(quoted(presenter)) already presents a controller")
    }
    let title = try context.addController(keys["controller"]!)
    var view = try view(keys["view"]!, level: .presented, &context)
    view.controller = title
    return Scenario.Presentation(controller: title, presenter: presenter, view: view)
  }

  /// The largest scenario file read, in bytes: far more than any screen needs, small enough that
  /// loading stays quick and bounded.
  public static let maximumFileSize = 8 << 20
  /// The most samples a scenario's script may expand into, counting every event its steps
  /// synthesize (touch samples, pointer readings, wheel ticks, trackpad steps, keys with their
  /// repeats, shakes) and the repeats an autorepeating stepper could send while held (a 60 Hz
  /// drag of over an hour). It keeps every command under a few seconds and about 250 MB.
  public static let maximumSampleCount = 250_000
  /// The most views (rows included) a scenario may have.
  public static let maximumViewCount = 100_000

  /// Where a view sits: a window subview, inside another view, or the root view of a presented
  /// controller.
  enum ViewLevel {
    case window, nested, presented
  }

  /// What the loader has seen so far: view ids, gesture names, controller titles, and references
  /// to check once everything is read.
  struct LoadContext {
    var windowSize: CGSize
    var ids: Set<String> = []
    /// The rows of each table, whose cells `ID.rowN` (and their `ID.rowN.contentView`) may be
    /// named though the file does not list them.
    var tableRows: [String: Int] = [:]
    /// The ids of the views each table puts in every cell (`cellSubviews`, `contentSubviews`),
    /// named `ID.rowN.VIEW` in the file.
    var tableCellViews: [String: Set<String>] = [:]
    /// The items of each collection, whose cells `ID.itemN` (and their `ID.itemN.contentView`)
    /// may be named.
    var collectionItems: [String: Int] = [:]
    /// Whether the views being read are a stack view's arranged subviews, which it places.
    var inStack = false
    /// The size of the navigation controller whose screens are being read, which they fill.
    var navigationSize: CGSize?
    var gestures: [String: YAMLNode] = [:]
    var controllers: [String: YAMLNode] = [:]
    var presenters: Set<String> = []
    var hasRootController = false
    var firstResponder: String?
    /// Whether a stepper repeats while held (its `autorepeat`, on by default): a script's held
    /// time then counts in its budget.
    var hasAutorepeatingStepper = false
    /// The linear part of the transforms of the view being read and its ancestors, composed.
    var composedTransform = CGAffineTransform.identity
    /// Names a control's target can be: view ids, controller titles, the app delegate.
    var targets: Set<String> = []
    var gestureReferences: [(String, YAMLNode)] = []
    var viewReferences: [(String, YAMLNode)] = []
    var targetReferences: [(String, YAMLNode)] = []
    /// What the screen read so far comes to: views, cells, constraints, recognizer relations,
    /// segments and expectations, each against its limit.
    var budget = ScreenBudget()

    /// Counts the view just read at `node`, refusing it when it is one too many.
    mutating func checkViewCount(at node: YAMLNode) throws(ScenarioError) {
      let own = ids.count
      try budget.charge(1, of: .views, at: node) { total, limit in
        let cells = total > own ? ", the views of cells on screen included" : ""
        return "this is view number \(total)\(cells); a scenario has at most \(limit) views"
      }
    }

    /// Charges a table's or collection's `cells` (rows or items) toward
    /// ``ScenarioLoader/maximumCellCount``, and the `views` its cells may hold on screen at once
    /// toward ``ScenarioLoader/maximumViewCount`` with the file's own views, refusing at `node`
    /// the container that crosses either: each container is bounded on its own, and this bounds
    /// them together, however many there are.
    mutating func chargeCells(_ cells: Int, views: Int, at node: YAMLNode) throws(ScenarioError) {
      try budget.charge(cells, of: .cells, at: node) { total, limit in
        "this brings the scenario's tables and collections to \(total) rows and items; they have at most \(limit) together"
      }
      try budget.charge(views, of: .views, at: node) { total, limit in
        "the cells this shows at once bring the screen to \(total) views (the file's and its cells'); a scenario has at most \(limit): fewer rows or items, or fewer views per cell"
      }
    }

    /// Charges the items of the list at `node` (before they are read) and `extra` more to
    /// `resource`, refusing the list that crosses its limit.
    ///
    /// - Parameter owner: the mapping that holds the list, whose line the error names: the list
    ///   itself may be an alias, whose line is its anchor's.
    mutating func charge(
      _ node: YAMLNode, in owner: YAMLNode? = nil, adding extra: Int = 0,
      to resource: ScreenBudget.Resource
    ) throws(ScenarioError) {
      let items = node.node.kind == .sequence ? node.node.items.count : 0
      let place = owner.map { YAMLNode(node: $0.node, path: node.path, file: node.file) } ?? node
      try budget.charge(items + extra, of: resource, at: place)
    }

    /// Records a controller's title, refusing one used twice or by a view.
    mutating func addController(_ node: YAMLNode) throws(ScenarioError) -> String {
      let title = try node.string()
      guard controllers[title] == nil else {
        throw node.error("the controller title \(quoted(title)) is used twice")
      }
      controllers[title] = node
      targets.insert(title)
      return title
    }

    /// Refuses references to gestures, views and targets that are not in the file, and a
    /// controller titled like a view (a target naming it would be ambiguous).
    func checkReferences() throws(ScenarioError) {
      for (name, node) in gestureReferences where gestures[name] == nil {
        throw node.error("no gesture is named \(quoted(name))")
      }
      for (id, node) in viewReferences where !hasView(id) {
        throw node.error("no view has the id \(quoted(id))")
      }
      for (name, node) in controllers where ids.contains(name) {
        throw node.error("\(quoted(name)) names both a view and a view controller")
      }
      for (name, node) in targetReferences where !targets.contains(name) {
        throw node.error(
          "a target is a view, a view controller or AppDelegate; none is named \(quoted(name))")
      }
    }
  }

  /// A list of action names.
  static func actionNames(_ node: YAMLNode) throws(ScenarioError) -> [String] {
    try node.sequence().map { (item) throws(ScenarioError) in try item.string() }
  }
}

extension ScenarioLoader.LoadContext {
  /// Whether `id` names a view of the file or a cell of one of its tables or collections.
  func hasView(_ id: String) -> Bool {
    if ids.contains(id) { return true }
    var name = Substring(id)
    if name.hasSuffix(".contentView") { name = name.dropLast(".contentView".count) }
    if isRow(name) { return true }
    if let marker = name.range(of: ".item", options: .backwards),
      let item = Int(name[marker.upperBound...]), item >= 0,
      let items = collectionItems[String(name[..<marker.lowerBound])]
    {
      return item < items
    }
    // A view of a table's cells: `ID.rowN.VIEW`.
    guard let dot = name.lastIndex(of: "."), isRow(name[..<dot]) else { return false }
    let row = name[..<dot]
    let table = String(row[..<row.range(of: ".row", options: .backwards)!.lowerBound])
    return tableCellViews[table]?.contains(String(name[name.index(after: dot)...])) ?? false
  }

  /// Whether `name` is `ID.rowN` for a table `ID` with more than `N` rows.
  private func isRow(_ name: Substring) -> Bool {
    guard let marker = name.range(of: ".row", options: .backwards),
      let row = Int(name[marker.upperBound...]), row >= 0,
      let rows = tableRows[String(name[..<marker.lowerBound])]
    else { return false }
    return row < rows
  }
}
