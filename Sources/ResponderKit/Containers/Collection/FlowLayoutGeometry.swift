import Foundation

/// Where a flow layout puts every item, in content coordinates, with the items grouped in lines
/// so that the items in a rectangle are found by a binary search (<doc:Collections> §19.2).
///
/// Measures run along two axes: *along* a line (x when the layout scrolls vertically, y when
/// horizontally) and *across* the lines (the scrolling axis).
struct FlowLayoutGeometry {
  /// One line of items: its extent across the lines, and its items' flat indices.
  struct Line {
    /// Where the line starts and ends on the scrolling axis.
    var low: CGFloat
    var high: CGFloat
    /// The flat indices of the line's items.
    var items: Range<Int>
  }

  /// One section's measures, as the delegate or the layout's properties give them.
  struct SectionMetrics {
    var inset: EdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
  }

  /// The flat index of each section's first item; one more entry holds the item count.
  var sectionStarts: [Int] = [0]
  /// Each item's frame, in flat order.
  var frames: [CGRect] = []
  /// The lines of all sections, in order along the scrolling axis.
  var lines: [Line] = []
  /// The extent of everything on the scrolling axis.
  var length: CGFloat = 0

  /// The number of sections.
  var sectionCount: Int { sectionStarts.count - 1 }

  /// Whether `indexPath` names an item.
  func contains(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let (section, item) = (indexPath[0], indexPath[1])
    return section >= 0 && section < sectionCount && item >= 0
      && item < sectionStarts[section + 1] - sectionStarts[section]
  }

  /// The flat index of `indexPath`, which must name an item.
  func flatIndex(of indexPath: IndexPath) -> Int { sectionStarts[indexPath[0]] + indexPath[1] }

  /// The index path of flat item `flat`.
  ///
  /// - Complexity: O(log *s*) in the number of sections.
  func indexPath(ofFlat flat: Int) -> IndexPath {
    var low = 0
    var high = sectionCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= flat { low = middle } else { high = middle - 1 }
    }
    return IndexPath(item: flat - sectionStarts[low], section: low)
  }

  /// The flat indices of the items whose frames overlap `rect`, in order.
  ///
  /// - Complexity: O(log *l* + *k*): a binary search over the *l* lines for the first line that
  ///   ends after the rectangle's start, then the items of the lines it crosses.
  func items(in rect: CGRect, vertical: Bool) -> [Int] {
    let (start, end) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].high > start { high = middle } else { low = middle + 1 }
    }
    var result: [Int] = []
    var index = low
    // A point-sized rectangle (a probe) finds the line that starts at it.
    while index < lines.count, lines[index].low < end || lines[index].low == start {
      for flat in lines[index].items where overlaps(frames[flat], rect) { result.append(flat) }
      index += 1
    }
    return result
  }

  /// Whether two rectangles share some area, or a point-sized `rect` lies in `frame` (top and
  /// left edges inclusive, bottom and right exclusive).
  private func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    if rect.width == 0 && rect.height == 0 {
      return rect.minX >= frame.minX && rect.minX < frame.maxX && rect.minY >= frame.minY
        && rect.minY < frame.maxY
    }
    return frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
      && rect.minY < frame.maxY
  }
}
