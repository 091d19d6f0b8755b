import Foundation
import PropertyBased
import ResponderKit
import Testing

@MainActor
@Suite("Coordinate conversion (§2.3)")
struct ConversionTests {
  @Test("§2.3 conversion goes through frames and bounds origins; nil means the window")
  func framesAndBoundsOrigins() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scroller = View(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
    window.addSubview(scroller)
    scroller.bounds.origin = CGPoint(x: 0, y: 250)
    let row = View(frame: CGRect(x: 0, y: 300, width: 400, height: 44))
    scroller.addSubview(row)
    // The row at content y 300 shows 50 pt below the scroller's top (§2.3's scroll consequence).
    #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 150))
    #expect(row.convert(CGPoint(x: 0, y: 150), from: nil) == .zero)
    #expect(scroller.convert(CGPoint(x: 10, y: 310), to: row) == CGPoint(x: 10, y: 10))
  }

  @Test("§2.3 transforms are honoured: a view scaled ×2 about its centre")
  func transforms() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    window.addSubview(view)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
    #expect(view.convert(CGPoint(x: 50, y: 50), from: nil) == .zero)
    #expect(view.convert(CGPoint(x: 350, y: 350), from: nil) == CGPoint(x: 150, y: 150))
  }

  @Test("Rects convert to the bounding box of their converted corners")
  func rects() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    window.addSubview(view)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let box = view.convert(view.bounds, to: nil)
    #expect(isClose(box, CGRect(x: 125, y: 75, width: 50, height: 100)))
    #expect(isClose(view.convert(box, from: nil), view.bounds))
  }

  @Test("Views in different windows convert through the screen")
  func acrossWindows() {
    let left = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = Window(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    let a = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    left.addSubview(a)
    #expect(a.convert(CGPoint.zero, to: right) == CGPoint(x: -90, y: 10))
  }

  /// A random hierarchy path: each level's frame origin, size, bounds origin and an invertible
  /// transform (rotation and a non-zero scale).
  struct Level: Sendable {
    var origin: CGPoint
    var size: CGFloat
    var boundsOrigin: CGPoint
    var angle: CGFloat
    var scale: CGFloat
  }

  static let levelGen = zip(
    Gen.double(in: -300...300), Gen.double(in: -300...300), Gen.double(in: 1...400),
    Gen.double(in: -100...100), Gen.double(in: -.pi...(.pi)), Gen.double(in: 0.25...4)
  ).map { x, y, size, b, angle, scale in
    Level(
      origin: CGPoint(x: x, y: y), size: size, boundsOrigin: CGPoint(x: b, y: -b), angle: angle,
      scale: scale)
  }

  @Test("Property: convert(convert(p, to: v), from: v) == p for invertible transforms (§2.3)")
  func roundTrip() async {
    await propertyCheck(
      input: Self.levelGen.array(of: 1...6), Self.levelGen.array(of: 1...4),
      Gen.double(in: -1000...1000), Gen.double(in: -1000...1000)
    ) { pathA, pathB, x, y in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
      @MainActor func build(_ levels: [Level]) -> View {
        var parent: View = window
        for level in levels {
          let view = View(
            frame: CGRect(origin: level.origin, size: CGSize(width: level.size, height: level.size))
          )
          view.bounds.origin = level.boundsOrigin
          view.transform = CGAffineTransform(rotationAngle: level.angle).scaledBy(
            x: level.scale, y: level.scale)
          parent.addSubview(view)
          parent = view
        }
        return parent
      }
      let a = build(pathA)
      let b = build(pathB)
      let p = CGPoint(x: x, y: y)
      #expect(isClose(a.convert(a.convert(p, to: b), from: b), p, tolerance: 1e-6))
      #expect(isClose(a.convert(a.convert(p, to: nil), from: nil), p, tolerance: 1e-6))
    }
  }
}
