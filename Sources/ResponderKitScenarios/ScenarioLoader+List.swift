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
    for key in ["rows", "rowHeight"] where keys[key] != nil && spec.kind != .list {
      throw keys[key]!.error("'\(key)' is for lists (kind: list)")
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
