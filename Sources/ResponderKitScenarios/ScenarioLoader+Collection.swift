import Foundation
import ResponderKit

extension ScenarioLoader {
  /// The keys only a collection has.
  static let collectionKeys = [
    "items", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection",
  ]

  /// Reads a collection's `items` or `sections`, its flow layout and selection flags: the
  /// collection makes its cells itself, so no views are generated; the content size is the
  /// layout's, measured when the collection is built.
  static func readCollection(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    for key in ["rows", "rowHeight", "cellSubviews", "contentSubviews"] where keys[key] != nil {
      throw keys[key]!.error("'\(key)' is for tables (kind: table); a collection has 'items'")
    }
    var layout = Scenario.CollectionLayoutSpec()
    if let value = keys["itemSize"] {
      let size = try value.numbers(2, describing: "a size: [width, height]")
      guard size.allSatisfy({ $0 >= 1 && $0 <= 10_000 }) else {
        throw value.error("an item is from 1 to 10000 points wide and tall")
      }
      layout.itemSize = CGSize(width: size[0], height: size[1])
    }
    for key in ["minimumLineSpacing", "minimumInteritemSpacing"] {
      guard let value = keys[key] else { continue }
      let spacing = try value.number()
      guard spacing >= 0, spacing <= 10_000 else {
        throw value.error("'\(key)' is from 0 to 10000 points")
      }
      if key == "minimumLineSpacing" {
        layout.lineSpacing = spacing
      } else {
        layout.interitemSpacing = spacing
      }
    }
    if let value = keys["scrollDirection"] {
      let direction = try value.string()
      guard direction == "vertical" || direction == "horizontal" else {
        throw value.error("'scrollDirection' is vertical or horizontal, not \(quoted(direction))")
      }
      layout.isHorizontal = direction == "horizontal"
    }
    // Every item on screen is a cell (a view with a content view): bounded as the file's views are.
    let perScreen =
      (spec.frame.width / layout.itemSize.width).rounded(.up)
      * (spec.frame.height / layout.itemSize.height).rounded(.up)
    guard perScreen <= 5_000 else {
      throw (keys["itemSize"] ?? keys["kind"]!).error(
        "a collection shows at most 5000 items at once: make the items larger or the collection smaller"
      )
    }
    spec.collectionLayout = layout
    if keys["items"] != nil, keys["sections"] != nil {
      throw keys["sections"]!.error(
        "a collection has 'items' (one section) or 'sections', not both")
    }
    var counts: [(Int, YAMLNode)] = []
    if let value = keys["items"] {
      counts = [(try value.integer(), value)]
    } else if let value = keys["sections"] {
      for item in try value.sequence() { counts.append((try item.integer(), item)) }
      guard counts.count <= 100 else { throw value.error("a collection has at most 100 sections") }
    }
    var total = 0
    for (count, node) in counts {
      guard count >= 0, count <= 100_000 else {
        throw node.error("a section has from 0 to 100000 items")
      }
      total += count
      guard total <= 100_000 else { throw node.error("a collection has at most 100000 items") }
    }
    spec.tableSections = counts.map(\.0)
    context.collectionItems[spec.id] = total
    // Each cell on screen is two views: the cell and its content view.
    let onScreen = cellsOnScreen(total, fits: Int(perScreen), keys: keys, context)
    try context.chargeCells(
      total, views: onScreen * 2, at: keys["items"] ?? keys["sections"] ?? keys["kind"]!)
    if let value = keys["allowsSelection"] { spec.tableAllowsSelection = try value.bool() }
    if let value = keys["allowsMultipleSelection"] {
      spec.tableAllowsMultipleSelection = try value.bool()
    }
  }
}
