import Foundation

extension CGPoint {
  /// Whether both coordinates are finite (neither NaN nor infinite).
  var isFinite: Bool { x.isFinite && y.isFinite }

  /// The straight-line distance to `other`.
  func distance(to other: CGPoint) -> CGFloat {
    hypot(other.x - x, other.y - y)
  }
}

extension CGRect {
  /// The centre of the rectangle.
  var center: CGPoint { CGPoint(x: midX, y: midY) }
}
