import Foundation

extension BezierPath {
  /// One element of a path, its points in the path's coordinates.
  enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(CGPoint)
    /// A straight line from the current point.
    case line(CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the subpath's first point, closing it.
    case close

    /// The element with every point moved by `transform`.
    func applying(_ transform: CGAffineTransform) -> Element {
      switch self {
      case .move(let point): .move(point.applying(transform))
      case .line(let point): .line(point.applying(transform))
      case .quadCurve(let end, let control):
        .quadCurve(to: end.applying(transform), control: control.applying(transform))
      case .curve(let end, let control1, let control2):
        .curve(
          to: end.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform))
      case .close: .close
      }
    }

    /// The element's points, control points included.
    var points: [CGPoint] {
      switch self {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let end, let control): [control, end]
      case .curve(let end, let control1, let control2): [control1, control2, end]
      case .close: []
      }
    }
  }
}
