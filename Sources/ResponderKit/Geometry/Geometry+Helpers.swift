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

extension CGRect {
  /// The rectangle shrunk by `insets` on each side (grown, for negative insets), as UIKit's
  /// `CGRect.inset(by:)`.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
