import Foundation

/// Where every row of a table lies, in content coordinates: the rows of all sections in one flat
/// list (row *r* of section *s* is flat index `sectionStarts[s] + r`), with each row's top and
/// height, and each section's header and footer band (<doc:Tables> §17.3).
struct TableRowGeometry {
  /// The flat index of each section's first row; one more entry holds the row count.
  var sectionStarts: [Int] = [0]
  /// The top of each row, in flat order.
  var rowTops: [CGFloat] = []
  /// The height of each row, in flat order.
  var rowHeights: [CGFloat] = []
  /// The top of each section's header and the bottom of its footer.
  var sectionBands: [(top: CGFloat, bottom: CGFloat)] = []
  /// The height of everything: header view, sections, footer view.
  var contentHeight: CGFloat = 0

  /// The number of sections.
  var sectionCount: Int { sectionStarts.count - 1 }
  /// The number of rows in all sections.
  var rowCount: Int { rowTops.count }

  /// The number of rows in `section`.
  func rowCount(inSection section: Int) -> Int {
    sectionStarts[section + 1] - sectionStarts[section]
  }

  /// Whether `indexPath` names a row.
  func contains(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let section = indexPath[0]
    let row = indexPath[1]
    return section >= 0 && section < sectionCount && row >= 0
      && row < rowCount(inSection: section)
  }

  /// The flat index of `indexPath`, which must name a row.
  func flatIndex(of indexPath: IndexPath) -> Int {
    sectionStarts[indexPath[0]] + indexPath[1]
  }

  /// The index path of flat row `flat`.
  ///
  /// - Complexity: O(log *s*) in the number of sections.
  func indexPath(ofFlat flat: Int) -> IndexPath {
    // The last section whose start is at or before `flat` and which has rows.
    var low = 0
    var high = sectionCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= flat { low = middle } else { high = middle - 1 }
    }
    return IndexPath(row: flat - sectionStarts[low], section: low)
  }

  /// The first flat row whose bottom is below `y`, or ``rowCount``.
  ///
  /// - Complexity: O(log *n*) in the number of rows.
  func firstRow(endingAfter y: CGFloat) -> Int {
    var low = 0
    var high = rowCount
    while low < high {
      let middle = (low + high) / 2
      if rowTops[middle] + rowHeights[middle] > y { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The first flat row whose top is at or below `y`, or ``rowCount``.
  ///
  /// - Complexity: O(log *n*) in the number of rows.
  func firstRow(startingAtOrAfter y: CGFloat) -> Int {
    var low = 0
    var high = rowCount
    while low < high {
      let middle = (low + high) / 2
      if rowTops[middle] >= y { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The flat rows that overlap the band from `minY` to `maxY`.
  ///
  /// - Complexity: O(log *n*) in the number of rows.
  func rows(overlappingFrom minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
    let first = firstRow(endingAfter: minY)
    let end = max(first, firstRow(startingAtOrAfter: maxY))
    return first..<end
  }

  /// The flat row containing content height `y`, or `nil` in a header, footer or past the rows.
  ///
  /// - Complexity: O(log *n*) in the number of rows.
  func row(at y: CGFloat) -> Int? {
    let flat = firstRow(endingAfter: y)
    guard flat < rowCount, rowTops[flat] <= y else { return nil }
    return flat
  }
}
