import Foundation
import PropertyBased
import ResponderKitDemos
import Testing

@testable import ResponderKit

/// A view that takes touches only inside a circle, as UIKit code writes it.
@MainActor
final class RoundButton: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    BezierPath(ovalIn: bounds).contains(point)
  }
}

@MainActor
@Suite("Paths (UIBezierPath): building, bounds, transforms, and the filled area for hit-testing")
struct BezierPathTests {
  @Test("An empty path: isEmpty, currentPoint zero, null bounds; lines without a start do nothing")
  func empty() {
    let path = BezierPath()
    #expect(path.isEmpty && path.currentPoint == .zero && path.bounds.isNull)
    path.addLine(to: CGPoint(x: 10, y: 10))
    path.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
    path.close()
    #expect(path.isEmpty, "UIKit: if the path is empty, addLine(to:) does nothing")
    #expect(!path.contains(.zero))
  }

  // Source: Core Graphics logs NaN and carries on, leaving the value out, as printed on iOS in
  // ChartsOrg/Charts pull request 2032 ("...to CoreGraphics API and this value is being ignored",
  // then "CGContextAddLineToPoint: no current point": the move was left out) and
  // flutter_pdfview issue 268. UIKit raises no exception for it.
  @Test("A value that is not finite is logged as Core Graphics logs it and left out; no trap")
  func nonFiniteValuesAreLoggedAndIgnored() {
    var messages: [String] = []
    Console.messageHandler = { messages.append($0) }
    defer { Console.messageHandler = nil }
    let path = BezierPath()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    #expect(path.isEmpty, "the move was ignored")
    path.move(to: CGPoint(x: 10, y: 10))
    path.addLine(to: CGPoint(x: 20, y: CGFloat.infinity))
    path.addCurve(
      to: CGPoint(x: 30, y: 30), controlPoint1: CGPoint(x: CGFloat.nan, y: 0),
      controlPoint2: .zero)
    path.addQuadCurve(to: CGPoint(x: 30, y: 30), controlPoint: CGPoint(x: 0, y: -CGFloat.infinity))
    path.addArc(
      withCenter: .zero, radius: .nan, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(path.elements.count == 1 && path.currentPoint == CGPoint(x: 10, y: 10))
    #expect(messages.count == 5)
    #expect(messages.allSatisfy { $0 == BezierPath.nonFiniteMessage })
    #expect(messages.first?.contains("this value is being ignored") == true)
    let square = CGRect(x: 0, y: 0, width: 40, height: 40)
    let rounded = BezierPath(roundedRect: square, cornerRadius: .nan)
    #expect(messages.count == 6)
    #expect(rounded.contains(CGPoint(x: 1, y: 1)), "a NaN radius leaves the plain rectangle")
    let negative = BezierPath(roundedRect: square, cornerRadius: -5)
    #expect(negative.contains(CGPoint(x: 1, y: 1)) && negative.bounds == square)
    path.addArc(withCenter: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(path.elements.count == 1 && messages.last?.contains("negative radius") == true)
  }

  @Test("move, lines and close: the current point follows; close goes back to the subpath start")
  func currentPoint() {
    let path = BezierPath()
    path.move(to: CGPoint(x: 1, y: 2))
    #expect(!path.isEmpty && path.currentPoint == CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 5, y: 2))
    path.addQuadCurve(to: CGPoint(x: 5, y: 8), controlPoint: CGPoint(x: 9, y: 5))
    #expect(path.currentPoint == CGPoint(x: 5, y: 8))
    path.close()
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    #expect(path.bounds == CGRect(x: 1, y: 2, width: 8, height: 6), "control points count")
  }

  @Test("A triangle holds its inside, not its outside")
  func triangle() {
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 100))
    path.close()
    #expect(path.contains(CGPoint(x: 20, y: 20)))
    #expect(!path.contains(CGPoint(x: 60, y: 60)))
    #expect(!path.contains(CGPoint(x: -1, y: 20)))
  }

  @Test(
    "init(ovalIn:): a circle holds the points nearer its centre than its radius, to the flattening tolerance",
    arguments: [
      (CGPoint(x: 50, y: 50), true), (CGPoint(x: 50, y: 0.2), true),
      (CGPoint(x: 99.8, y: 50), true),
      (CGPoint(x: 85, y: 85), true), (CGPoint(x: 86, y: 86), false), (CGPoint(x: 2, y: 2), false),
      (CGPoint(x: 50, y: 100.5), false),
    ])
  func oval(point: CGPoint, inside: Bool) {
    let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(path.contains(point) == inside)
    #expect(isClose(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 100)))
  }

  @Test("init(roundedRect:cornerRadius:): the corners are cut off, the edges kept")
  func roundedRect() {
    let path = BezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20)
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    #expect(path.contains(CGPoint(x: 8, y: 8)), "inside the corner's circle")
    #expect(path.contains(CGPoint(x: 100, y: 0.5)) && path.contains(CGPoint(x: 0.5, y: 50)))
    #expect(!path.contains(CGPoint(x: 197, y: 97)))
    let capped = BezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 99)
    #expect(!capped.contains(CGPoint(x: 3, y: 3)) && capped.contains(CGPoint(x: 20, y: 1)))
  }

  @Test(
    "init(arcCenter:radius:startAngle:endAngle:clockwise:): clockwise on screen (y down) or the other way",
    arguments: [true, false])
  func arc(clockwise: Bool) {
    // From 0 (right) to π/2 (down on screen): a quarter clockwise, three quarters the other way.
    let path = BezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
      clockwise: clockwise)
    #expect(isClose(path.currentPoint, CGPoint(x: 50, y: 90)))
    path.addLine(to: CGPoint(x: 50, y: 50))
    path.close()
    let lowerRight = CGPoint(x: 70, y: 70)
    let upperLeft = CGPoint(x: 30, y: 30)
    #expect(path.contains(lowerRight) == clockwise)
    #expect(path.contains(upperLeft) == !clockwise)
  }

  @Test("addArc after a point joins it with a line; a full turn or more is one circle")
  func arcJoinsAndFullTurn() {
    let path = BezierPath()
    path.move(to: .zero)
    path.addArc(
      withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 7 * .pi,
      clockwise: true)
    #expect(isClose(path.currentPoint, CGPoint(x: 60, y: 50)), "a full turn ends where it began")
    #expect(path.contains(CGPoint(x: 50, y: 50)))
  }

  @Test("The non-zero rule fills a ring drawn twice the same way; even-odd makes a hole")
  func fillRules() {
    let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let inner = BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50))
    path.append(inner)
    let centre = CGPoint(x: 50, y: 50)
    #expect(path.contains(centre), "both circles turn the same way: winding 2")
    path.usesEvenOddFillRule = true
    #expect(!path.contains(centre), "two crossings: outside")
    #expect(path.contains(CGPoint(x: 10, y: 50)))
  }

  @Test("apply(_:) moves every point; contains follows")
  func transform() {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.apply(CGAffineTransform(translationX: 100, y: 50).scaledBy(x: 2, y: 2))
    #expect(path.bounds == CGRect(x: 100, y: 50, width: 20, height: 20))
    #expect(path.contains(CGPoint(x: 115, y: 65)) && !path.contains(CGPoint(x: 5, y: 5)))
    #expect(path.currentPoint == CGPoint(x: 100, y: 50))
  }

  @Test("§2 a view hit-tests a shape from point(inside:with:): the corners of a round button miss")
  func roundButton() {
    let scene = DemoScene()
    let button = RoundButton(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
    scene.window.addSubview(button)
    #expect(scene.hitTest(CGPoint(x: 140, y: 140)) === button)
    #expect(scene.hitTest(CGPoint(x: 103, y: 103)) === scene.window)
  }

  @Test(
    """
    Property: a rectangle's path holds exactly what CGRect.contains holds, for points off its \
    edges, under both fill rules
    """)
  func rectMatchesCGRect() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: -50...50), Gen.double(in: -50...50), Gen.double(in: 0.5...80),
      Gen.double(in: 0.5...80), Gen.double(in: -100...150).array(of: 12)
    ) { x, y, width, height, coordinates in
      let rect = CGRect(x: x, y: y, width: width, height: height)
      let path = BezierPath(rect: rect)
      for evenOdd in [false, true] {
        path.usesEvenOddFillRule = evenOdd
        for index in stride(from: 0, to: coordinates.count, by: 2) {
          let point = CGPoint(x: coordinates[index], y: coordinates[index + 1])
          let onEdge =
            abs(point.x - rect.minX) < 1e-9 || abs(point.x - rect.maxX) < 1e-9
            || abs(point.y - rect.minY) < 1e-9 || abs(point.y - rect.maxY) < 1e-9
          guard !onEdge else { continue }
          #expect(path.contains(point) == rect.contains(point), "\(rect) \(point)")
        }
      }
    }
  }

  @Test(
    "Property: a circle's path holds the points at least the tolerance inside, misses those outside"
  )
  func circleMatchesDistance() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: 1...200), Gen.double(in: -300...300), Gen.double(in: -300...300)
    ) { radius, x, y in
      let path = BezierPath(
        arcCenter: .zero, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
      path.close()
      let distance = hypot(x, y)
      // The cubic arcs bulge at most 0.03 % of the radius outside the circle.
      let margin = BezierPath.flatteningTolerance + radius * 3e-4
      if distance < radius - margin { #expect(path.contains(CGPoint(x: x, y: y))) }
      if distance > radius + margin { #expect(!path.contains(CGPoint(x: x, y: y))) }
    }
  }
}
