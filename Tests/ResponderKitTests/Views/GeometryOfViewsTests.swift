import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("View geometry: frame, bounds, center, transform (§2.3)")
struct GeometryOfViewsTests {
  @Test("frame, bounds and center agree; a bounds origin leaves the frame alone")
  func frameBoundsCenter() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.bounds.origin = CGPoint(x: 30, y: 40)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
  }

  @Test("A transform scales the frame about the center, leaving bounds alone")
  func transformedFrame() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
    #expect(view.bounds.size == CGSize(width: 100, height: 100))
  }

  @Test("Setting the frame moves the center and resizes bounds, keeping the bounds origin")
  func settingFrame() {
    let view = View()
    view.bounds.origin = CGPoint(x: 5, y: 5)
    view.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
    #expect(view.center == CGPoint(x: 30, y: 20))
    #expect(view.bounds == CGRect(x: 5, y: 5, width: 40, height: 20))
  }
}
