import Foundation

/// The shapes added since the shape target's first campaign (issue 46): the containers real
/// screens are made of and the layout that places them, each with the counts that multiply.
///
/// - Tables and collections: rows, items and sections past their bounds, tiny and huge row
///   heights and item sizes, cells with more views than allowed, and a container sized by a
///   constraint to a huge height, which puts every row on screen.
/// - Stacks: every distribution and both axes, with up to past the 1,000 arranged views a file
///   may have, nested stacks through the usual subtree.
/// - Navigation and page stacks of up to hundreds of screens, the last with a subtree.
/// - Constraints from a vocabulary of real lines, conflicting, unsatisfiable, huge or naming
///   views that do not exist; and chains of views each placed after the one before.
extension ShapeWriter {
  /// Row heights and item sides within the 1 to 10,000 allowed, and past it.
  static let cellSides = (ordinary: ["44", "1", "10000", "300"], extreme: ["0", "0.5", "10001"])
  /// Rows or items: none, few, many, the most all tables and collections may have together.
  static let cellCounts = (
    ordinary: ["0", "1", "3", "100", "10000", "100000"], extreme: ["100001", "10000000", "-1"]
  )
  /// Section lists: empty ones, one huge, many.
  static let sectionLists = (
    ordinary: ["[0]", "[1, 2]", "[5000, 5000]", "[50000]", "[0, 0, 0, 3]"],
    extreme: ["[100001]", "[-1]"]
  )
  /// Numbers of arranged views, screens or chain links, to past the limits.
  static let memberCounts = (ordinary: [1, 2, 12, 150, 600], extreme: [1_001, 4_100])
  /// Constraint lines: ordinary, conflicting, huge and unsatisfiable; and malformed ones, or
  /// lines naming a view that does not exist.
  static let constraintLines = (
    ordinary: [
      "width = 10", "height = 100000", "leading = superview.leading + 1", "top = superview.top",
      "width = V0.width * 2", "width = superview.width @ 750", "centerX = superview.centerX",
      "edges = superview + 4", "height = V0.height * 0.5 + 1", "width >= 20", "width = 30",
      "center = superview", "width = -5", "bottom = superview.safeArea.bottom - 8",
      "height = V0.width * 1000",
    ],
    extreme: ["height = 1e300", "top = Missing.bottom", "height = width * 10000000"]
  )

  /// A `constraints` list of one to five lines, in place of a frame.
  mutating func constraints(_ input: inout FuzzInput, indent: String) {
    let lines = (0...input.int(in: 0...4)).map { _ in
      input.pick(
        Self.constraintLines.ordinary, else: Self.constraintLines.extreme, allowing: allowsExtremes)
    }
    text += "\(indent)constraints: [\(lines.joined(separator: ", "))]\n"
  }

  /// A table's or a collection's cells: counts or sections, their sizes, and (tables) the views
  /// every cell adds.
  mutating func cells(_ kind: String, _ input: inout FuzzInput, indent: String) {
    if input.chance(64) {
      let sections = input.pick(
        Self.sectionLists.ordinary, else: Self.sectionLists.extreme, allowing: allowsExtremes)
      text += "\(indent)sections: \(sections)\n"
    } else {
      let count = input.pick(
        Self.cellCounts.ordinary, else: Self.cellCounts.extreme, allowing: allowsExtremes)
      text += "\(indent)\(kind == "table" ? "rows" : "items"): \(count)\n"
    }
    let side = input.pick(
      Self.cellSides.ordinary, else: Self.cellSides.extreme, allowing: allowsExtremes)
    if kind == "collection" {
      let other = input.pick(
        Self.cellSides.ordinary, else: Self.cellSides.extreme, allowing: allowsExtremes)
      text += "\(indent)itemSize: [\(side), \(other)]\n"
      if input.chance(128) { text += "\(indent)scrollDirection: horizontal\n" }
      if input.chance(64) { text += "\(indent)minimumLineSpacing: 0\n" }
      return
    }
    text += "\(indent)rowHeight: \(side)\n"
    guard input.chance(128) else { return }
    let key = input.chance(128) ? "cellSubviews" : "contentSubviews"
    text += "\(indent)\(key):\n"
    for index in 0..<input.pick([1, 3, 10], else: [11], allowing: allowsExtremes) {
      let kind = input.pick(["button", "label", "switch", "view"])
      text += "\(indent)  - {id: c\(index), kind: \(kind), frame: [\(index * 10), 0, 40, 40]}\n"
    }
  }

  /// A stack view's settings and its arranged views: plain buttons, now and then one with a
  /// subtree (a nested stack among them).
  mutating func stack(_ input: inout FuzzInput, depth: Int, indent: String) {
    text += "\(indent)axis: \(input.chance(128) ? "vertical" : "horizontal")\n"
    let distributions = [
      "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
    ]
    text += "\(indent)distribution: \(input.pick(distributions))\n"
    text +=
      "\(indent)spacing: \(input.pick(["0", "8", "100000"], else: ["-4"], allowing: allowsExtremes))\n"
    text += "\(indent)subviews:\n"
    for _
      in 0..<input.pick(
        Self.memberCounts.ordinary, else: Self.memberCounts.extreme, allowing: allowsExtremes)
    {
      if depth < 4, input.chance(8) {
        view(&input, depth: depth + 1, indent: indent + "  ", arranged: true)
      } else {
        text += "\(indent)  - {id: V\(viewCount), kind: button, text: B}\n"
        viewCount += 1
      }
    }
  }

  /// A navigation's or a page view controller's screens, root first; the last has a subtree.
  mutating func screens(_ input: inout FuzzInput, depth: Int, indent: String) {
    text += "\(indent)subviews:\n"
    let count = input.pick(
      Self.memberCounts.ordinary, else: Self.memberCounts.extreme, allowing: allowsExtremes)
    for index in 0..<count {
      let id = "V\(viewCount)"
      viewCount += 1
      text += "\(indent)  - id: \(id)\n\(indent)    controller: C\(id)\n"
      if index == count - 1, depth < 4 {
        text += "\(indent)    subviews:\n"
        view(&input, depth: depth + 1, indent: indent + "      ")
      }
    }
  }

  /// Views placed one after another by constraints, declared first to last or last to first:
  /// the solver's worst order once.
  mutating func chain(_ input: inout FuzzInput, indent: String) {
    text += "\(indent)subviews:\n"
    let count = input.pick(
      Self.memberCounts.ordinary, else: Self.memberCounts.extreme, allowing: allowsExtremes)
    let first = viewCount
    let order = input.chance(128) ? Array(0..<count) : Array((0..<count).reversed())
    viewCount += count
    for index in order {
      let after = index == 0 ? "superview.leading" : "V\(first + index - 1).trailing"
      text +=
        "\(indent)  - {id: V\(first + index), constraints: [leading = \(after), top = superview.top, width = 1, height = 10]}\n"
    }
  }
}
