import Foundation

extension TouchScript {
  /// Points along a polyline by share of its length, for a gesture that asks for one every
  /// frame. A path of more than ``walkedPointCount`` points is measured once and each point found
  /// by bisection; a shorter one is walked from its start every time, as it always was (the same
  /// numbers to the last bit, so recorded traces do not change). Walking a long path for every
  /// frame made a 600-second hover along 200,000 points take billions of steps.
  struct PathWalker {
    /// The most points a path may have and still be walked from its start for every frame.
    static let walkedPointCount = 64

    private let path: [CGPoint]
    /// The length from the start to the end of each segment; empty for a walked path.
    private let ends: [Double]

    /// Measures `path` when it is long; it must have a point.
    ///
    /// - Complexity: O(*n*) in the path's points.
    init(_ path: [CGPoint]) {
      self.path = path
      guard path.count > Self.walkedPointCount else {
        ends = []
        return
      }
      var total = 0.0
      ends = zip(path, path.dropFirst()).map { a, b in
        total += a.distance(to: b)
        return total
      }
    }

    /// The point `fraction` (0…1) of the way along the path, by length.
    ///
    /// - Complexity: O(log *n*) for a measured path, O(*n*) for a walked one.
    func point(at fraction: Double) -> CGPoint {
      guard let total = ends.last else { return TouchScript.point(along: path, at: fraction) }
      guard total > 0 else { return path[0] }
      let target = total * fraction
      // The first segment whose end is at or past the target.
      var low = 0
      var high = ends.count
      while low < high {
        let middle = (low + high) / 2
        if ends[middle] < target { low = middle + 1 } else { high = middle }
      }
      guard low < ends.count else { return path[path.count - 1] }
      let start = low == 0 ? 0 : ends[low - 1]
      let length = ends[low] - start
      let t = length > 0 ? (target - start) / length : 0
      let a = path[low]
      let b = path[low + 1]
      return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
  }
}
