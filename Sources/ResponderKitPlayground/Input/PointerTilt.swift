import Foundation

/// A pen's Pointer Events tilt (`tiltX`, `tiltY`: the angles of the pen in the X–Z and Y–Z
/// planes, in degrees) as UIKit's altitude (0 lying flat, π/2 upright) and azimuth (the direction
/// it points in the window, radians from the x axis towards y).
enum PointerTilt {
  /// The altitude for a tilt, or `nil` without one.
  static func altitude(_ tiltX: Double?, _ tiltY: Double?) -> CGFloat? {
    guard tiltX != nil || tiltY != nil else { return nil }
    let (x, y) = tangents(tiltX, tiltY)
    let lean = (x * x + y * y).squareRoot()
    guard lean.isFinite else { return 0 }
    return CGFloat(atan2(1, lean))
  }

  /// The azimuth for a tilt, in 0 ..< 2π, or `nil` without one; an upright pen points along x.
  static func azimuth(_ tiltX: Double?, _ tiltY: Double?) -> CGFloat? {
    guard tiltX != nil || tiltY != nil else { return nil }
    let (x, y) = tangents(tiltX, tiltY)
    guard x.isFinite, y.isFinite else {
      return CGFloat(atan2((tiltY ?? 0).clamped90, (tiltX ?? 0).clamped90).positiveAngle)
    }
    return CGFloat(atan2(y, x).positiveAngle)
  }

  private static func tangents(_ tiltX: Double?, _ tiltY: Double?) -> (Double, Double) {
    let radians = Double.pi / 180
    return (tan((tiltX ?? 0).clamped90 * radians), tan((tiltY ?? 0).clamped90 * radians))
  }
}

extension Double {
  /// The angle in degrees held to -90...90 (NaN stays NaN, for the engine to refuse).
  fileprivate var clamped90: Double { isNaN ? self : Swift.min(Swift.max(self, -90), 90) }

  /// The angle in radians moved into 0 ..< 2π.
  fileprivate var positiveAngle: Double { self < 0 ? self + 2 * .pi : self }
}
