import Foundation
import ResponderKit

extension ScenarioLoader {
  /// The height of a generated list row when the file gives none: UIKit's default row height.
  static let defaultRowHeight: CGFloat = 44

  /// Reads a list's `rows` and `rowHeight`: generated rows `ID.row0`, `ID.row1`, ... stacked from
  /// the top of the content, behind the file's own subviews; numbers every row of the list; and
  /// sizes the content to hold the rows when the file gives no `contentSize`.
  static func readList(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    if spec.kind == .collection { return try readCollection(keys, into: &spec, &context) }
    for key in collectionKeys where keys[key] != nil {
      throw keys[key]!.error("'\(key)' is for collections (kind: collection)")
    }
    if spec.kind == .table { return try readTable(keys, into: &spec, &context) }
    for key in ["rows", "rowHeight"] where keys[key] != nil && spec.kind != .list {
      throw keys[key]!.error("'\(key)' is for lists and tables (kind: list, kind: table)")
    }
    for key in ["sections", "allowsSelection", "allowsMultipleSelection"] where keys[key] != nil {
      throw keys[key]!.error(
        "'\(key)' is for tables and collections (kind: table, kind: collection)")
    }
    for key in ["cellSubviews", "contentSubviews"] where keys[key] != nil {
      throw keys[key]!.error("'\(key)' is for tables (kind: table)")
    }
    if spec.kind != .list, spec.subviews.contains(where: { $0.kind == .row }) {
      throw keys["subviews"]!.error("a row (kind: row) belongs directly in a list (kind: list)")
    }
    guard spec.kind == .list else { return }
    var height = defaultRowHeight
    if let value = keys["rowHeight"] {
      height = try value.number()
      guard height > 0, height <= 10_000 else {
        throw value.error("a row height is more than 0 and at most 10000 points")
      }
    }
    var generated: [Scenario.ViewSpec] = []
    if let value = keys["rows"] {
      let count = try value.number()
      guard count >= 0, count <= 1000, count == count.rounded() else {
        throw value.error("'rows' is a whole number of rows from 0 to 1000")
      }
      for index in 0..<Int(count) {
        let id = "\(spec.id).row\(index)"
        guard context.ids.insert(id).inserted else {
          throw value.error("the generated row id \(quoted(id)) is used by another view")
        }
        try context.checkViewCount(at: value)
        context.targets.insert(id)
        var row = Scenario.ViewSpec(
          id: id,
          frame: CGRect(
            x: 0, y: CGFloat(index) * height, width: spec.frame.width, height: height))
        row.kind = .row
        generated.append(row)
      }
    }
    spec.subviews = generated + spec.subviews
    var index = 0
    for position in spec.subviews.indices where spec.subviews[position].kind == .row {
      spec.subviews[position].rowIndex = index
      index += 1
    }
    if keys["contentSize"] == nil {
      let bottom = spec.subviews.map(\.frame.maxY).max() ?? 0
      spec.contentSize = CGSize(width: spec.frame.width, height: bottom)
    }
  }
}

extension ScenarioLoader {
  /// Reads a table's `rows` or `sections`, `rowHeight` and selection flags: the table makes its
  /// cells itself, so no row views are generated; the content size is the rows'.
  private static func readTable(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    if let value = keys["rowHeight"] {
      spec.tableRowHeight = try value.number()
      guard spec.tableRowHeight >= 1, spec.tableRowHeight <= 10_000 else {
        throw value.error("a table's row height is from 1 to 10000 points")
      }
    }
    // Every row on screen is a cell (a view with a content view): bounded as the file's views are.
    guard spec.frame.height / CGFloat(spec.tableRowHeight) <= 5_000 else {
      throw (keys["rowHeight"] ?? keys["kind"]!).error(
        "a table shows at most 5000 rows at once: make the rows taller or the table shorter")
    }
    if keys["rows"] != nil, keys["sections"] != nil {
      throw keys["sections"]!.error("a table has 'rows' (one section) or 'sections', not both")
    }
    var counts: [(Int, YAMLNode)] = []
    if let value = keys["rows"] {
      counts = [(try value.integer(), value)]
    } else if let value = keys["sections"] {
      for item in try value.sequence() { counts.append((try item.integer(), item)) }
      guard counts.count <= 100 else { throw value.error("a table has at most 100 sections") }
    }
    var total = 0
    for (count, node) in counts {
      guard count >= 0, count <= 100_000 else {
        throw node.error("a section has from 0 to 100000 rows")
      }
      total += count
      guard total <= 100_000 else { throw node.error("a table has at most 100000 rows") }
    }
    spec.tableSections = counts.map(\.0)
    context.tableRows[spec.id] = total
    if let value = keys["allowsSelection"] { spec.tableAllowsSelection = try value.bool() }
    if let value = keys["allowsMultipleSelection"] {
      spec.tableAllowsMultipleSelection = try value.bool()
    }
    if keys["contentSize"] == nil {
      spec.contentSize = CGSize(
        width: spec.frame.width, height: CGFloat(total) * CGFloat(spec.tableRowHeight))
    }
    try readCellViews(keys, rows: total, into: &spec, &context)
  }

  /// How many of a container's `count` cells may be on screen at once: those its frame holds
  /// (`fits`), or every one when constraints or a stack view size it (its frame is not known
  /// until layout, and a height of 100,000 pt shows them all).
  static func cellsOnScreen(
    _ count: Int, fits: Int, keys: [String: YAMLNode], _ context: LoadContext
  ) -> Int {
    keys["constraints"] != nil || context.inStack ? count : min(count, fits)
  }

  /// The keys a view of a table's cells may have: it is made once per cell, so it has no
  /// recognizers, targets, controller or subviews of its own.
  static let cellViewKeys = [
    "id", "kind", "frame", "alpha", "isHidden", "isUserInteractionEnabled", "isEnabled", "isOn",
    "backgroundColor",
  ]
  /// The kinds a view of a table's cells may be.
  static let cellViewKinds: Set<Scenario.Kind> = [
    .view, .button, .control, .label, .imageView, .switch,
  ]

  /// Reads `cellSubviews` and `contentSubviews`: views every cell makes, to itself or to its
  /// content view, named `ID.rowN.VIEW` in the file (each id once per table).
  private static func readCellViews(
    _ keys: [String: YAMLNode], rows: Int, into spec: inout Scenario.ViewSpec,
    _ context: inout LoadContext
  ) throws(ScenarioError) {
    var names: Set<String> = []
    for key in ["cellSubviews", "contentSubviews"] {
      guard let list = keys[key] else { continue }
      let items = try list.sequence()
      guard items.count <= 10 else { throw list.error("a table's cells have at most 10 views") }
      var views: [Scenario.ViewSpec] = []
      for item in items {
        let itemKeys = try item.mapping(allowing: cellViewKeys)
        // Read as any view, then forgotten as a view of the file: its names are per row.
        // A cell places its views by their frames, whatever holds the table: a stack that
        // arranges the table, or a navigation whose screen it is, does not arrange them.
        let (ids, targets) = (context.ids, context.targets)
        let (inStack, navigationSize) = (context.inStack, context.navigationSize)
        (context.inStack, context.navigationSize) = (false, nil)
        let view = try view(item, level: .nested, &context)
        // Its views are charged with the table's cells (`chargeCells`).
        (context.ids, context.targets) = (ids, targets)
        context.budget.refund(1, of: .views)
        (context.inStack, context.navigationSize) = (inStack, navigationSize)
        guard cellViewKinds.contains(view.kind) else {
          throw itemKeys["kind"]!.error(
            "a cell's view is a view, button, control, label, imageView or switch")
        }
        guard !view.id.contains("."), names.insert(view.id).inserted else {
          throw itemKeys["id"]!.error(
            "\(quoted(view.id)) names one view of every cell: once per table, with no '.'")
        }
        views.append(view)
      }
      if key == "cellSubviews" {
        spec.tableCellSubviews = views
      } else {
        spec.tableContentSubviews = views
      }
    }
    // Every cell on screen holds these views too: bounded as the file's views are.
    let rowsOnScreen = Int((spec.frame.height / CGFloat(spec.tableRowHeight)).rounded(.up)) + 1
    guard rowsOnScreen * (names.count + 2) <= 20_000 else {
      throw (keys["cellSubviews"] ?? keys["contentSubviews"]!).error(
        "the cells on screen would hold more than 20000 views: fewer views per cell or taller rows")
    }
    let onScreen = cellsOnScreen(rows, fits: rowsOnScreen, keys: keys, context)
    try context.chargeCells(
      rows, views: onScreen * (names.count + 2),
      at: keys["rows"] ?? keys["sections"] ?? keys["kind"]!)
    context.tableCellViews[spec.id] = names
  }
}
