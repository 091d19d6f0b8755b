import Foundation

/// A path of straight lines and curves (`UIBezierPath`): built with ``move(to:)``,
/// ``addLine(to:)``, curves and arcs, and asked whether its filled area contains a point, so a
/// view can take touches only inside a shape from `point(inside:with:)`.
///
/// ResponderKit draws nothing; the path is geometry. Its points are in the coordinates of
/// whatever view uses it, y pointing down, so `clockwise` means clockwise on screen, as in UIKit.
@preconcurrency @MainActor
open class BezierPath {
  /// The elements, in the order they were added.
  @exclusivity(unchecked) var elements: [Element] = []
  /// Where the current subpath began: where ``close()`` goes back to.
  @exclusivity(unchecked) private var subpathStart: CGPoint = .zero

  /// Whether the filled area is the even-odd one (a point is inside when a ray from it crosses
  /// the path an odd number of times) instead of the non-zero winding one. Default `false`.
  @exclusivity(unchecked) public var usesEvenOddFillRule = false

  /// The width of the path's stroke, for a renderer; ``contains(_:)`` ignores it. Default 1.
  @exclusivity(unchecked) public var lineWidth: CGFloat = 1

  /// The point new lines and curves start from: the end of the last element, the subpath's
  /// start after ``close()``, or the zero point for an empty path.
  public private(set) var currentPoint: CGPoint = .zero

  /// Whether the path has no element at all (a lone ``move(to:)`` is an element).
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle enclosing every point of the path, control points included (as
  /// UIKit's `bounds`); the null rectangle for an empty path.
  ///
  /// - Complexity: O(*n*) in the elements.
  public var bounds: CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for element in elements {
      for point in element.points {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
      }
    }
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Creates an empty path.
  public init() {}

  /// Creates a closed path around `rect`: from its origin clockwise (on screen) through its other
  /// three corners.
  public convenience init(rect: CGRect) {
    self.init()
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// Creates a closed ellipse inscribed in `rect` (a circle for a square), of four cubic curves,
  /// clockwise on screen from the middle of the right side.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let rect = rect.standardized
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let rx = rect.width / 2
    let ry = rect.height / 2
    // The control points' distance for a quarter of a circle of radius 1.
    let k: CGFloat = 0.552_284_749_830_793_4
    move(to: CGPoint(x: center.x + rx, y: center.y))
    addCurve(
      to: CGPoint(x: center.x, y: center.y + ry),
      controlPoint1: CGPoint(x: center.x + rx, y: center.y + k * ry),
      controlPoint2: CGPoint(x: center.x + k * rx, y: center.y + ry))
    addCurve(
      to: CGPoint(x: center.x - rx, y: center.y),
      controlPoint1: CGPoint(x: center.x - k * rx, y: center.y + ry),
      controlPoint2: CGPoint(x: center.x - rx, y: center.y + k * ry))
    addCurve(
      to: CGPoint(x: center.x, y: center.y - ry),
      controlPoint1: CGPoint(x: center.x - rx, y: center.y - k * ry),
      controlPoint2: CGPoint(x: center.x - k * rx, y: center.y - ry))
    addCurve(
      to: CGPoint(x: center.x + rx, y: center.y),
      controlPoint1: CGPoint(x: center.x + k * rx, y: center.y - ry),
      controlPoint2: CGPoint(x: center.x + rx, y: center.y - k * ry))
    close()
  }

  /// Creates a closed rectangle with quarter-circle corners of `cornerRadius`, limited to half
  /// the shorter side. UIKit draws slightly smoother ("continuous") corners; the filled areas
  /// differ by under a point near the corners. A radius that is not finite is logged as Core
  /// Graphics logs it and ignored, and a negative one is taken as 0: the path is the rectangle.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    if !cornerRadius.isFinite { Self.logNonFinite() }
    let rect = rect.standardized
    let r = cornerRadius.isFinite ? max(0, min(cornerRadius, rect.width / 2, rect.height / 2)) : 0
    move(to: CGPoint(x: rect.minX + r, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
    addArc(
      withCenter: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r,
      startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
    addArc(
      withCenter: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r,
      startAngle: 0, endAngle: .pi / 2, clockwise: true)
    addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
    addArc(
      withCenter: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r,
      startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
    addArc(
      withCenter: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r,
      startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
    close()
  }

  /// Creates an open path of one arc of the circle around `center` (see
  /// ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Starts a new subpath at `point`, leaving the previous one open.
  public func move(to point: CGPoint) {
    guard Self.isFinite(point) else { return Self.logNonFinite() }
    elements.append(.move(point))
    subpathStart = point
    currentPoint = point
  }

  /// Adds a straight line from the current point to `point`. On an empty path it does nothing,
  /// as UIKit documents.
  public func addLine(to point: CGPoint) {
    guard Self.isFinite(point) else { return Self.logNonFinite() }
    guard !isEmpty else { return }
    elements.append(.line(point))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve from the current point to `endPoint`, pulled towards
  /// `controlPoint`. On an empty path it does nothing.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    guard Self.isFinite(endPoint) && Self.isFinite(controlPoint) else {
      return Self.logNonFinite()
    }
    guard !isEmpty else { return }
    elements.append(.quadCurve(to: endPoint, control: controlPoint))
    currentPoint = endPoint
  }

  /// Adds a cubic Bézier curve from the current point to `endPoint` with two control points.
  /// On an empty path it does nothing.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    guard Self.isFinite(endPoint) && Self.isFinite(controlPoint1) && Self.isFinite(controlPoint2)
    else { return Self.logNonFinite() }
    guard !isEmpty else { return }
    elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    currentPoint = endPoint
  }

  /// Adds an arc of the circle of `radius` around `center`, from `startAngle` to `endAngle`
  /// (radians from the positive x axis), clockwise on screen or not. A line joins the current
  /// point to the arc's start; on an empty path the arc starts a subpath. A sweep of a full turn
  /// or more draws the whole circle once. The arc is made of cubic curves of at most a quarter
  /// turn each. An arc with a value that is not finite is logged as Core Graphics logs it and
  /// left out; so is one of negative radius, with a message of the engine's.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    guard
      Self.isFinite(center) && radius.isFinite && startAngle.isFinite && endAngle.isFinite
    else { return Self.logNonFinite() }
    guard radius >= 0 else {
      return Console.log(
        "addArc(withCenter:radius:startAngle:endAngle:clockwise:): a negative radius (\(radius)) "
          + "draws nothing; the arc is left out")
    }
    let fullTurn = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
      sweep = min(sweep, fullTurn)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
      sweep = max(sweep, -fullTurn)
    }
    let start = CGPoint(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if isEmpty { move(to: start) } else { addLine(to: start) }
    let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    // The control points' distance along the tangent for an arc of `step` on a unit circle.
    let k = 4 / 3 * tan(step / 4)
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      addCurve(
        to: CGPoint(x: center.x + radius * c1, y: center.y + radius * s1),
        controlPoint1: CGPoint(
          x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
        controlPoint2: CGPoint(
          x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)))
      angle = next
    }
  }

  /// Closes the current subpath with a line back to its first point, which becomes the current
  /// point. On an empty path it does nothing.
  public func close() {
    guard !isEmpty else { return }
    elements.append(.close)
    currentPoint = subpathStart
  }

  /// Adds the elements of `bezierPath` after this path's; its current point becomes this one's.
  ///
  /// - Complexity: O(*m*) in the elements of `bezierPath`.
  public func append(_ bezierPath: BezierPath) {
    guard !bezierPath.isEmpty else { return }
    elements.append(contentsOf: bezierPath.elements)
    subpathStart = bezierPath.subpathStart
    currentPoint = bezierPath.currentPoint
  }

  /// Removes every element: the path is empty again.
  public func removeAllPoints() {
    elements.removeAll()
    subpathStart = .zero
    currentPoint = .zero
  }

  /// Moves every point of the path by `transform`.
  ///
  /// - Complexity: O(*n*) in the elements.
  public func apply(_ transform: CGAffineTransform) {
    elements = elements.map { $0.applying(transform) }
    subpathStart = subpathStart.applying(transform)
    currentPoint = currentPoint.applying(transform)
  }

  private static func isFinite(_ point: CGPoint) -> Bool {
    point.x.isFinite && point.y.isFinite
  }

  /// What Core Graphics prints when it is given NaN or an infinity, and then ignores the value
  /// (the element is left out); as printed on iOS, quoted in public issues (ChartsOrg/Charts
  /// pull request 2032, flutter_pdfview issue 268).
  static let nonFiniteMessage =
    "Error: this application, or a library it uses, has passed an invalid numeric value (NaN, "
    + "or not-a-number) to CoreGraphics API and this value is being ignored. Please fix this "
    + "problem."

  private static func logNonFinite() {
    Console.log(nonFiniteMessage)
  }
}
