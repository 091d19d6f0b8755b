import Foundation

extension BezierPath {
  /// How far, at most, the straight segments that stand in for a curve stray from it, in the
  /// path's points: curves are flattened to this tolerance before ``contains(_:)`` counts
  /// crossings.
  nonisolated public static let flatteningTolerance: CGFloat = 0.1

  /// Whether `point` is in the area the path fills: by the non-zero winding rule, or the
  /// even-odd rule when ``usesEvenOddFillRule`` is set. Every subpath counts as closed, as when
  /// UIKit fills it; open lines enclose nothing. A point exactly on an edge may count either
  /// way; a rectangle's path holds what `CGRect.contains` holds inside its edges.
  ///
  /// - Complexity: O(*s*) in the segments of the flattened path: a line is one; a curve as many
  ///   as keep it within ``flatteningTolerance``.
  public func contains(_ point: CGPoint) -> Bool {
    var winding = 0
    var crossings = 0
    forEachEdge { from, to in
      // Edges crossing the horizontal line through the point, half-open in y so a vertex shared
      // by two edges counts once.
      guard (from.y <= point.y) != (to.y <= point.y) else { return }
      let x = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
      guard x > point.x else { return }
      crossings += 1
      winding += to.y > from.y ? 1 : -1
    }
    return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
  }

  /// Calls `body` with every edge of the flattened path, each subpath closed.
  private func forEachEdge(_ body: (CGPoint, CGPoint) -> Void) {
    var start = CGPoint.zero
    var current = CGPoint.zero
    var open = false
    func closeSubpath() {
      if open, current != start { body(current, start) }
      open = false
    }
    for element in elements {
      switch element {
      case .move(let point):
        closeSubpath()
        start = point
        current = point
        open = true
      case .line(let point):
        body(current, point)
        current = point
        open = true
      case .quadCurve(let end, let control):
        let pieces = Self.pieces(secondDifference: Self.length(current, -2 * control, end), 0.25)
        var previous = current
        for index in 1...pieces {
          let t = CGFloat(index) / CGFloat(pieces)
          let u = 1 - t
          let next = CGPoint(
            x: u * u * current.x + 2 * u * t * control.x + t * t * end.x,
            y: u * u * current.y + 2 * u * t * control.y + t * t * end.y)
          body(previous, next)
          previous = next
        }
        current = end
        open = true
      case .curve(let end, let control1, let control2):
        let bend = max(
          Self.length(current, -2 * control1, control2), Self.length(control1, -2 * control2, end))
        let pieces = Self.pieces(secondDifference: bend, 0.75)
        var previous = current
        for index in 1...pieces {
          let t = CGFloat(index) / CGFloat(pieces)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          let next = CGPoint(
            x: a * current.x + b * control1.x + c * control2.x + d * end.x,
            y: a * current.y + b * control1.y + c * control2.y + d * end.y)
          body(previous, next)
          previous = next
        }
        current = end
        open = true
      case .close:
        closeSubpath()
        current = start
      }
    }
    closeSubpath()
  }

  /// The length of `a + b + c`, where `b` is already scaled: a curve's second difference.
  private static func length(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
    hypot(a.x + b.x + c.x, a.y + b.y + c.y)
  }

  /// How many equal steps in t keep a curve within the tolerance (Wang's formula: the error of a
  /// step is at most `factor` × the largest second difference of the control points ÷ steps²),
  /// at most 1,000.
  private static func pieces(secondDifference: CGFloat, _ factor: CGFloat) -> Int {
    let needed = (factor * secondDifference / flatteningTolerance).squareRoot().rounded(.up)
    guard needed.isFinite else { return 1 }
    return min(1000, max(1, Int(needed)))
  }
}

extension CGPoint {
  /// The point with both coordinates multiplied by `factor`.
  fileprivate static func * (factor: CGFloat, point: CGPoint) -> CGPoint {
    CGPoint(x: factor * point.x, y: factor * point.y)
  }
}
