import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Hit-testing properties (§2.1)")
struct HitTestPropertyTests {
  @Test("Property: the hit view and each of its ancestors take touches and contain the point")
  func hitViewContainsPoint() async {
    await propertyCheck(
      count: 300, input: ViewSpec.gen.array(of: 1...25),
      zip(Gen.double(in: -20...400), Gen.double(in: -20...690)).array(of: 1...10)
    ) { specs, points in
      let (scene, _) = buildHierarchy(specs)
      for (x, y) in points {
        let point = CGPoint(x: x, y: y)
        let hit = scene.window.hitTest(point, with: nil)
        let inWindow = scene.window.bounds.contains(point)
        #expect((hit != nil) == inWindow)
        var current = hit
        while let view = current {
          #expect(view.point(inside: view.convert(point, from: scene.window), with: nil))
          #expect(view.hitTestExclusionReason == nil)
          current = view.superview
        }
      }
    }
  }
}
