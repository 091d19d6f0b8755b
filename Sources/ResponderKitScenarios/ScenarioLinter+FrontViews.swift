import Foundation
import ResponderKit

extension ScenarioLinter {
  /// How the linter looks for the views in front of a view that cover it.
  enum CoverSearch {
    /// Through a ``FrontViewIndex``: a tree over the drawing order that skips runs of views
    /// whose joint bounding box cannot cover the area.
    case indexed
    /// Every view in front, one after another: the straightforward search, kept as the oracle
    /// the indexed one is tested against.
    case scan
  }

  /// The window's views in drawing order with their areas in the window, and a tree over that order
  /// that answers "the first views in front of this one that cover or overlap this area".
  ///
  /// The views in front of a view are those drawn after it that are not its descendants: in
  /// drawing order (a view before its subviews) they are every view after its subtree, one range.
  /// Each node of the tree keeps the bounding box of the views under it that take touches, so a
  /// search skips any run of views none of which can contain or overlap the area. Searching
  /// leftmost first, it stops at the first match: on screens of many overlapping views that is
  /// close by, on screens of scattered views the boxes of runs are small.
  ///
  /// - Complexity: building is O(*n*·*d*) in the views and their depth (each view's area in the
  ///   window); a search visits O(log *n*) nodes per run of views it cannot skip.
  @MainActor
  struct FrontViewIndex {
    /// The window's views, a view before its subviews, back to front; the window first.
    private(set) var order: [View] = []
    /// Each view's area in the window.
    private(set) var areas: [CGRect] = []
    /// Whether each view can take a touch at all (not excluded, not passing touches through).
    private(set) var takesTouches: [Bool] = []
    /// The index after each view's last descendant.
    private var subtreeEnd: [Int] = []
    private var position: [ObjectIdentifier: Int] = [:]
    /// Per tree node: the bounding box (min x, min y, max x, max y) of the views under it that
    /// take touches; infinite for a view whose area is not a finite box (never skipped).
    private var minX: [CGFloat] = []
    private var minY: [CGFloat] = []
    private var maxX: [CGFloat] = []
    private var maxY: [CGFloat] = []
    private var leaves = 1

    /// Indexes every view of `window`.
    init(window: Window) {
      var pending: [(view: View, parent: Int)] = [(window, -1)]
      var parents: [Int] = []
      while let (view, parent) = pending.popLast() {
        position[ObjectIdentifier(view)] = order.count
        order.append(view)
        parents.append(parent)
        let index = order.count - 1
        for subview in view.subviews.reversed() { pending.append((subview, index)) }
      }
      let count = order.count
      subtreeEnd = Array(repeating: 0, count: count)
      for index in stride(from: count - 1, through: 0, by: -1) {
        subtreeEnd[index] = max(subtreeEnd[index], index + 1)
        if parents[index] >= 0 {
          subtreeEnd[parents[index]] = max(subtreeEnd[parents[index]], subtreeEnd[index])
        }
      }
      areas = order.map { $0 === window ? $0.bounds : $0.convert($0.bounds, to: window) }
      takesTouches = order.map {
        $0.hitTestExclusionReason == nil && !(($0 as? ScenarioView)?.passThrough ?? false)
      }
      while leaves < count { leaves *= 2 }
      minX = Array(repeating: .infinity, count: 2 * leaves)
      minY = minX
      maxX = Array(repeating: -.infinity, count: 2 * leaves)
      maxY = maxX
      for index in 0..<count where takesTouches[index] {
        let area = areas[index]
        let node = leaves + index
        if area.isFiniteBox {
          (minX[node], minY[node], maxX[node], maxY[node]) = (
            area.minX, area.minY, area.maxX, area.maxY
          )
        } else {
          (minX[node], minY[node], maxX[node], maxY[node]) = (
            -.infinity, -.infinity, .infinity, .infinity
          )
        }
      }
      for node in stride(from: leaves - 1, through: 1, by: -1) {
        let (left, right) = (2 * node, 2 * node + 1)
        minX[node] = Swift.min(minX[left], minX[right])
        minY[node] = Swift.min(minY[left], minY[right])
        maxX[node] = Swift.max(maxX[left], maxX[right])
        maxY[node] = Swift.max(maxY[left], maxY[right])
      }
    }

    /// The view's index in drawing order, or `nil` for a view not in the window.
    func index(of view: View) -> Int? { position[ObjectIdentifier(view)] }

    /// Where the views in front of the view at `index` begin: after its subtree.
    func frontStart(of index: Int) -> Int { subtreeEnd[index] }

    /// Where the subtree of the view at `index` ends.
    func subtreeEnd(of index: Int) -> Int { subtreeEnd[index] }

    /// The first index in `range` of a view that takes touches and whose area contains `area`.
    ///
    /// - Complexity: O(log *n*) per run of views the search cannot skip.
    func firstContaining(_ area: CGRect, in range: Range<Int>, using search: CoverSearch) -> Int? {
      let found = first(
        1, in: range, using: search,
        skip: { node in
          minX[node] > area.minX || minY[node] > area.minY || maxX[node] < area.maxX
            || maxY[node] < area.maxY
        },
        matches: { areas[$0].contains(area) })
      return found.first
    }

    /// The first `limit` indices in `range` of views that take touches and whose areas overlap
    /// `area`.
    ///
    /// - Complexity: O(log *n*) per run of views the search cannot skip.
    func firstOverlapping(
      _ area: CGRect, in range: Range<Int>, limit: Int, using search: CoverSearch
    )
      -> [Int]
    {
      first(
        limit, in: range, using: search,
        skip: { node in
          minX[node] > area.maxX || minY[node] > area.maxY || maxX[node] < area.minX
            || maxY[node] < area.minY
        },
        matches: { areas[$0].intersects(area) })
    }

    /// The first `limit` indices in `range` of views that take touches and match; `skip` says of a
    /// tree node that no view under it can match.
    private func first(
      _ limit: Int, in range: Range<Int>, using search: CoverSearch, skip: (Int) -> Bool,
      matches: (Int) -> Bool
    ) -> [Int] {
      var found: [Int] = []
      guard limit > 0, !range.isEmpty else { return found }
      switch search {
      case .scan:
        for index in range where takesTouches[index] && matches(index) {
          found.append(index)
          if found.count == limit { break }
        }
      case .indexed:
        // Depth first, left to right, without recursion: (node, its first leaf, its leaf count).
        var pending: [(node: Int, start: Int, width: Int)] = [(1, 0, leaves)]
        while let (node, start, width) = pending.popLast() {
          if start >= range.upperBound || start + width <= range.lowerBound || skip(node) {
            continue
          }
          if width == 1 {
            if takesTouches[start], matches(start) {
              found.append(start)
              if found.count == limit { break }
            }
            continue
          }
          let half = width / 2
          pending.append((2 * node + 1, start + half, half))
          pending.append((2 * node, start, half))
        }
      }
      return found
    }
  }
}
