import Foundation
import ResponderKit
import Testing

@Suite("Geometry: CoreGraphics semantics (§2.2)")
struct GeometryTests {
  static let square = CGRect(x: 0, y: 0, width: 100, height: 100)

  @Test(
    "§2.2 rect containment: min edges inside, max edges outside",
    arguments: [
      (CGPoint(x: 0, y: 0), true), (CGPoint(x: 99, y: 99), true), (CGPoint(x: 99.99, y: 50), true),
      (CGPoint(x: 100, y: 50), false), (CGPoint(x: 50, y: 100), false),
      (CGPoint(x: -0.01, y: 0), false),
    ])
  func containment(point: CGPoint, inside: Bool) {
    #expect(Self.square.contains(point) == inside)
  }

  @Test("§2.2 negative sizes are standardized before containment")
  func negativeSize() {
    let rect = CGRect(x: 100, y: 100, width: -50, height: -50)
    #expect(rect.contains(CGPoint(x: 60, y: 60)))
    #expect(!rect.contains(CGPoint(x: 100, y: 100)))
    #expect(rect.standardized == CGRect(x: 50, y: 50, width: 50, height: 50))
  }

  @Test(
    "§2.2 zero-area rects contain nothing",
    arguments: [
      CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 10, height: 0),
    ])
  func zeroArea(rect: CGRect) {
    #expect(!rect.contains(rect.origin))
    #expect(!rect.contains(CGPoint(x: rect.midX, y: rect.midY)))
  }

  @Test("Affine transforms map points as CoreGraphics does")
  func transformsMapPoints() {
    let p = CGPoint(x: 10, y: 20)
    #expect(p.applying(CGAffineTransform(translationX: 5, y: -5)) == CGPoint(x: 15, y: 15))
    #expect(p.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 20, y: 60))
    let quarter = p.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(quarter.x - -20) < 1e-9 && abs(quarter.y - 10) < 1e-9)
  }

  @Test("concatenating applies the receiver first; translatedBy/scaledBy/rotated prepend")
  func concatenationOrder() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    let p = CGPoint(x: 1, y: 1)
    #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
    #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
    #expect(CGAffineTransform.identity.rotated(by: 0.5) == CGAffineTransform(rotationAngle: 0.5))
  }

  @Test("inverted undoes a transform; a singular transform inverts to itself")
  func inversion() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
    let p = CGPoint(x: 12.5, y: -3)
    let back = p.applying(t).applying(t.inverted())
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!t.isIdentity)
  }

  @Test("A rect maps to the bounding box of its mapped corners")
  func rectApplying() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(rotated.minX - -20) < 1e-9 && abs(rotated.width - 20) < 1e-9)
    #expect(abs(rotated.minY) < 1e-9 && abs(rotated.height - 10) < 1e-9)
  }
}
