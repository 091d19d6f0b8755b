import Foundation

/// A grid over the frames of a container's subviews, so that hit-testing a container of very many
/// subviews looks at the few whose frames hold the point instead of asking every one.
///
/// It is used only where it gives the scan's answer exactly: every subview is of a class with
/// standard hit-testing (no override of `hitTest(_:with:)` or `point(inside:with:)` to miss), the
/// grid only narrows the candidates, and each candidate is tested exactly as the scan tests it,
/// frontmost first. Subviews with a transform, or with a frame spanning very many cells, are
/// kept in a short list tested at every query. The container drops its index when its subviews
/// change and when one of them moves, resizes or gets a transform; the next hit-test builds it
/// again. Skip flags (`isHidden`, ...) are read at query time and invalidate nothing.
///
/// A container that changes all the time would rebuild its grid at every hit-test, and a build
/// costs about 26 scans (100,000 subviews: 29 ms against 1.1 ms, release build); so after a
/// change the grid is built only once the container has been scanned ``scansBeforeBuilding``
/// times with no change in between. As in renting skis before buying them, whatever the
/// pattern of changes, hit-testing the container then costs at most about twice what scanning
/// alone or building at once would have, whichever is less.
@MainActor
final class SubviewIndex {
  /// Containers with fewer subviews are scanned: below this, building and asking the index does
  /// not pay.
  static let minimumCount = 256
  /// How many hit-tests scan a container after a change before its grid is built.
  static let scansBeforeBuilding = 32

  /// The grid, or `nil` since the last change.
  private var grid: SubviewGrid?
  /// Hit-tests since the last change that scanned.
  private var scans = 0

  /// Forgets the grid: the subviews changed.
  func invalidate() {
    grid = nil
    scans = 0
  }

  /// What the index says at `point` for the subviews stored at `base`: the position of the
  /// frontmost subview taking part there, -1 for none, or -2 when the walk must scan (no grid
  /// yet, or a subview overrides hit-testing).
  ///
  /// - Complexity: O(*k*) in the subviews of the point's cell, or O(*n*) when it builds.
  func frontmost(at point: CGPoint, of subviews: [View], in base: UnsafePointer<View>) -> Int {
    guard let grid else {
      scans += 1
      guard scans > Self.scansBeforeBuilding else { return -2 }
      let built = SubviewGrid(subviews)
      grid = built
      return built.isUsable ? built.frontmost(at: point, in: base) : -2
    }
    return grid.isUsable ? grid.frontmost(at: point, in: base) : -2
  }
}

/// The grid of a ``SubviewIndex``.
@MainActor
final class SubviewGrid {
  /// A subview whose frame covers more cells than this goes to the always-tested list.
  private static let maximumCellsPerView = 64

  /// Whether the index may answer: `false` when some subview overrides hit-testing.
  let isUsable: Bool
  private var originX = 0.0
  private var originY = 0.0
  private var cellWidth = 1.0
  private var cellHeight = 1.0
  private var columns = 0
  private var rows = 0
  /// For each cell, where its subview positions start in `entries` (one more than cells).
  private var cellStarts: [Int32] = []
  /// The positions of the subviews in each cell, ascending (back to front).
  private var entries: [Int32] = []
  /// The positions of the subviews tested at every query, ascending.
  private var unindexed: [Int32] = []

  /// Builds the index of `subviews`.
  ///
  /// - Complexity: O(*n* + *c*) for *n* subviews covering *c* cells in all (at most 64 *n*).
  init(_ subviews: [View]) {
    guard subviews.allSatisfy(\.hasStandardHitTesting) else {
      isUsable = false
      return
    }
    isUsable = true
    // The frames of the subviews without a transform, in the container's bounds space, widened
    // by a margin that covers the rounding of the scan's own containment test.
    var boxes: [(position: Int32, minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)] = []
    boxes.reserveCapacity(subviews.count)
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for (position, view) in subviews.enumerated() {
      let center = view.layerCenter
      let bounds = view.layerBounds
      let halfWidth = abs(bounds.size.width) / 2
      let halfHeight = abs(bounds.size.height) / 2
      let margin =
        (abs(center.x) + abs(center.y) + abs(bounds.origin.x) + abs(bounds.origin.y) + halfWidth
          + halfHeight + 1) * 1e-9
      let box = (
        position: Int32(position), minX: center.x - halfWidth - margin,
        minY: center.y - halfHeight - margin, maxX: center.x + halfWidth + margin,
        maxY: center.y + halfHeight + margin
      )
      guard view.hasIdentityTransform, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite,
        box.maxY.isFinite
      else {
        unindexed.append(Int32(position))
        continue
      }
      boxes.append(box)
      minX = min(minX, box.minX)
      minY = min(minY, box.minY)
      maxX = max(maxX, box.maxX)
      maxY = max(maxY, box.maxY)
    }
    guard !boxes.isEmpty else { return }
    let width = maxX - minX
    let height = maxY - minY
    let aspect = width > 0 && height > 0 ? width / height : 1
    let count = Double(boxes.count)
    columns = width > 0 ? max(1, min(4096, Int((count * aspect).squareRoot()))) : 1
    rows = height > 0 ? max(1, min(4096, Int((count / aspect).squareRoot()))) : 1
    originX = minX
    originY = minY
    cellWidth = width > 0 ? width / Double(columns) : 1
    cellHeight = height > 0 ? height / Double(rows) : 1

    // Two passes: count each cell's subviews, then place them, back to front.
    var spans: [(position: Int32, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
    spans.reserveCapacity(boxes.count)
    var counts = [Int32](repeating: 0, count: columns * rows + 1)
    for box in boxes {
      let columnRange =
        cell(
          box.minX, originX, cellWidth, columns)...cell(
          box.maxX, originX, cellWidth, columns)
      let rowRange =
        cell(
          box.minY, originY, cellHeight, rows)...cell(
          box.maxY, originY, cellHeight, rows)
      if columnRange.count * rowRange.count > Self.maximumCellsPerView {
        unindexed.append(box.position)
        continue
      }
      spans.append((box.position, columnRange, rowRange))
      for row in rowRange { for column in columnRange { counts[row * columns + column + 1] += 1 } }
    }
    unindexed.sort()
    for index in 1..<counts.count { counts[index] += counts[index - 1] }
    cellStarts = counts
    var next = counts
    entries = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
    for span in spans {
      for row in span.rows {
        for column in span.columns {
          let cell = row * columns + column
          entries[Int(next[cell])] = span.position
          next[cell] += 1
        }
      }
    }
  }

  /// The cell of coordinate `value` along one axis, clamped to the grid.
  private func cell(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
    let cell = ((value - origin) / size).rounded(.down)
    return cell < 0 ? 0 : cell >= Double(count) ? count - 1 : Int(cell)
  }

  /// The position of the frontmost subview that takes part at `point` (in the container's bounds
  /// space), or -1 if none does: what the scan of the subviews stored at `base` would find.
  ///
  /// - Complexity: O(*k*) in the subviews of the point's cell and the always-tested list.
  func frontmost(at point: CGPoint, in base: UnsafePointer<View>) -> Int {
    var cellStart = 0
    var cellEnd = 0
    let column = ((point.x - originX) / cellWidth).rounded(.down)
    let row = ((point.y - originY) / cellHeight).rounded(.down)
    if column >= 0, column < Double(columns), row >= 0, row < Double(rows) {
      let cell = Int(row) * columns + Int(column)
      cellStart = Int(cellStarts[cell])
      cellEnd = Int(cellStarts[cell + 1])
    }
    var inCell = cellEnd
    var always = unindexed.count
    while inCell > cellStart || always > 0 {
      let position: Int
      if always == 0 || (inCell > cellStart && entries[inCell - 1] > unindexed[always - 1]) {
        inCell -= 1
        position = Int(entries[inCell])
      } else {
        always -= 1
        position = Int(unindexed[always])
      }
      if base[position].hitTestBlockers == 0,
        base[position].boundsContain(base[position].pointFromSuperview(point))
      {
        return position
      }
    }
    return -1
  }
}
