import Foundation

extension FlowLayoutGeometry {
  /// Lays out one more section of items of `sizes` after the ones already laid out (§19.2).
  ///
  /// Items fill a line in order while they fit in `extent` (the bounds' width, or height when the
  /// layout scrolls horizontally) less the section's insets, with the minimum interitem spacing
  /// between them. The leftover room of every line but the section's last is spread evenly
  /// between its items, so its first and last items touch the insets; a line of a single item
  /// (one too wide to share) is centred; the last line keeps the minimum spacing. Each item is
  /// centred across its line, which is as thick as its thickest item; lines are the minimum line
  /// spacing apart.
  ///
  /// - Complexity: O(*n*) in the section's items.
  mutating func appendSection(
    sizes: [CGSize], metrics: SectionMetrics, vertical: Bool, extent: CGFloat
  ) {
    let inset = metrics.inset
    // Along a line: from `lineStart`, `room` long. Across: the section starts after its inset.
    let lineStart = vertical ? inset.left : inset.top
    let room = extent - (vertical ? inset.left + inset.right : inset.top + inset.bottom)
    var across = length + (vertical ? inset.top : inset.left)
    let first = frames.count
    var index = 0
    while index < sizes.count {
      let start = index
      var used = along(sizes[index], vertical)
      index += 1
      while index < sizes.count,
        used + metrics.interitemSpacing + along(sizes[index], vertical) <= room + 0.0001
      {
        used += metrics.interitemSpacing + along(sizes[index], vertical)
        index += 1
      }
      let count = index - start
      let isLast = index == sizes.count
      var position = lineStart
      var spacing = metrics.interitemSpacing
      if count == 1, !isLast {
        position = lineStart + max(0, (room - used) / 2)
      } else if count > 1, !isLast {
        spacing += max(0, room - used) / CGFloat(count - 1)
      }
      var thickness: CGFloat = 0
      for size in sizes[start..<index] { thickness = max(thickness, thick(size, vertical)) }
      for size in sizes[start..<index] {
        let offset = across + (thickness - thick(size, vertical)) / 2
        frames.append(
          vertical
            ? CGRect(x: position, y: offset, width: size.width, height: size.height)
            : CGRect(x: offset, y: position, width: size.width, height: size.height))
        position += along(size, vertical) + spacing
      }
      lines.append(
        Line(low: across, high: across + thickness, items: first + start..<first + index))
      across += thickness + (isLast ? 0 : metrics.lineSpacing)
    }
    length = across + (vertical ? inset.bottom : inset.right)
    sectionStarts.append(frames.count)
  }

  /// A size's measure along a line.
  private func along(_ size: CGSize, _ vertical: Bool) -> CGFloat {
    vertical ? size.width : size.height
  }

  /// A size's measure across the lines.
  private func thick(_ size: CGSize, _ vertical: Bool) -> CGFloat {
    vertical ? size.height : size.width
  }
}
