import Foundation

extension TableView {
  /// A table's look (UIKit's `UITableView.Style`). The engine draws nothing, so the style is kept
  /// for app code and renderers; the geometry is the same.
  public enum Style: Int, Sendable {
    /// Rows edge to edge; headers float.
    case plain = 0
    /// Sections as groups.
    case grouped = 1
    /// Groups inset from the edges.
    case insetGrouped = 2
  }

  /// Where ``TableView/scrollToRow(at:at:animated:)`` puts a row (UIKit's
  /// `UITableView.ScrollPosition`).
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as shows the whole row; none if it shows already.
    case none = 0
    /// The row's top at the table's top.
    case top = 1
    /// The row's middle at the table's middle.
    case middle = 2
    /// The row's bottom at the table's bottom.
    case bottom = 3
  }
}
