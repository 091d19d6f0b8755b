import Foundation

extension TableView {
  /// Scrolls so that the row at `indexPath` sits at `scrollPosition`, within the content's range
  /// (the offset is clamped, so the last rows cannot reach the top). A path that names no row
  /// stops the program, as UIKit raises (§17.3).
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    loadIfNeeded()
    let section = indexPath.section
    precondition(
      section >= 0 && section < geometry.sectionCount,
      uncaughtException(
        "NSRangeException",
        "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(geometry.sectionCount) sections. Table view: \(Console.describe(self))"
      ))
    precondition(
      geometry.contains(indexPath),
      uncaughtException(
        "NSRangeException",
        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(geometry.rowCount(inSection: section)) rows in section \(section). Table view: \(Console.describe(self))"
      ))
    let row = rectForRow(at: indexPath)
    let visibleHeight = bounds.height - contentInset.top - contentInset.bottom
    let top = contentOffset.y + contentInset.top
    var y: CGFloat
    switch scrollPosition {
    case .top:
      y = row.minY - contentInset.top
    case .middle:
      y = row.midY - contentInset.top - visibleHeight / 2
    case .bottom:
      y = row.maxY - contentInset.top - visibleHeight
    case .none:
      if row.minY < top {
        y = row.minY - contentInset.top
      } else if row.maxY > top + visibleHeight {
        y = row.maxY - contentInset.top - visibleHeight
      } else {
        return
      }
    }
    let range = offsetRange
    y = min(max(y, range.min.y), range.max.y)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}
