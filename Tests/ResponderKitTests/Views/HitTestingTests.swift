import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Hit-testing (§2.1, §2.2, §2.4)")
struct HitTestingTests {
  @Test("§2.1 subviews are visited frontmost first and the first answer wins (seed E1)")
  func visitOrder() {
    let scene = FiveColours.build()
    let hit = scene.hitTest(FiveColours.tapPoint)
    #expect(hit?.traceName == "Blue")
    #expect(
      scene.recorder.records.hitTestVisits == [
        "Window", "White", "Yellow", "Green", "Black", "Blue",
      ])
  }

  @Test(
    "§2.1 a view skipped by its own state hides its whole subtree, and says why",
    arguments: [
      ("hidden", HitTestSkipReason.hidden),
      ("interaction", .userInteractionDisabled),
      ("alpha", .transparent(alpha: 0.005)),
    ])
  func exclusions(change: String, reason: HitTestSkipReason) {
    let scene = FiveColours.build()
    let green = scene["Green"]
    switch change {
    case "hidden": green.isHidden = true
    case "interaction": green.isUserInteractionEnabled = false
    default: green.alpha = 0.005
    }
    #expect(scene.hitTest(FiveColours.tapPoint)?.traceName == "White")
    #expect(
      scene.recorder.records.contains(.hitTestExited(view: "Green", result: nil, reason: reason)))
    #expect(!scene.recorder.records.hitTestVisits.contains("Blue"))
  }

  @Test(
    "§2.1 alpha cut-off: below 0.01 is skipped, 0.01 and above are hit",
    arguments: [(0.005, false), (0.0099, false), (0.01, true), (0.02, true)])
  func alphaThreshold(alpha: CGFloat, hits: Bool) {
    let scene = FiveColours.build()
    scene["Blue"].alpha = alpha
    #expect((scene.hitTest(FiveColours.tapPoint)?.traceName == "Blue") == hits)
  }

  @Test("§2.1 the alpha test uses the view's own alpha, not the product with its ancestors'")
  func ownAlphaOnly() {
    let scene = FiveColours.build()
    scene["Green"].alpha = 0.1
    scene["Blue"].alpha = 0.1
    #expect(scene.hitTest(FiveColours.tapPoint)?.traceName == "Blue")
  }

  @Test("§2.1 hitTest called directly on a hidden view returns nil")
  func directCallOnHidden() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    view.isHidden = true
    #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
  }

  @Test("§2.1 step 2: when point(inside:) says no, subviews are not visited (seed E4)")
  func outsideStopsSearch() {
    let scene = ChildOutsideParent.build()
    #expect(scene.hitTest(ChildOutsideParent.outsidePoint)?.traceName == "Root")
    #expect(!scene.recorder.records.hitTestVisits.contains("View 2"))
    scene.recorder.removeAll()
    #expect(scene.hitTest(ChildOutsideParent.insidePoint)?.traceName == "View 2")
  }

  @Test("§2.1 clipsToBounds changes nothing for hit-testing")
  func clipsToBoundsIrrelevant() {
    for clips in [false, true] {
      let scene = ChildOutsideParent.build()
      scene["View 1"].clipsToBounds = clips
      #expect(scene.hitTest(ChildOutsideParent.outsidePoint)?.traceName == "Root")
      #expect(scene.hitTest(ChildOutsideParent.insidePoint)?.traceName == "View 2")
    }
  }

  @Test("§2.1 a view in a non-interactive animation is skipped until the animation ends (seed E2)")
  func animations() {
    let scene = FiveColours.build()
    let blue = scene["Blue"]
    View.animate(withDuration: 0.3, animations: { blue.center.x += 1 })
    #expect(scene.hitTest(FiveColours.tapPoint)?.traceName == "Green")
    scene.application.advance(by: 0.31)
    #expect(scene.hitTest(FiveColours.tapPoint)?.traceName == "Blue")
    View.animate(
      withDuration: 0.3, options: .allowUserInteraction, animations: { blue.alpha = 0.5 })
    #expect(scene.hitTest(FiveColours.tapPoint)?.traceName == "Blue")
  }

  @Test("§2.2 a bounds origin shifts the region point(inside:) accepts")
  func boundsOriginShiftsInside() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds.origin = CGPoint(x: 50, y: 50)
    #expect(view.point(inside: CGPoint(x: 50, y: 50), with: nil))
    #expect(view.point(inside: CGPoint(x: 149.99, y: 149.99), with: nil))
    #expect(!view.point(inside: CGPoint(x: 49, y: 60), with: nil))
    #expect(!view.point(inside: CGPoint(x: 150, y: 60), with: nil))
  }

  @Test("§2.3 a transformed subview is hit in its visual area, but only inside its superview")
  func transformedHit() {
    let scene = DemoScene()
    let parent = View.named(
      "Parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), in: scene.window)
    let child = View.named(
      "Child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: parent)
    child.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(scene.hitTest(CGPoint(x: 10, y: 10))?.traceName == "Child")
    #expect(scene.hitTest(CGPoint(x: 210, y: 100))?.traceName == "Window")
    child.transform = CGAffineTransform(rotationAngle: .pi / 4)
    #expect(scene.hitTest(CGPoint(x: 100, y: 35))?.traceName == "Child")
    #expect(scene.hitTest(CGPoint(x: 52, y: 52))?.traceName == "Parent")
  }

  @Test("§2.4 windows are hit front to back: higher level first, then most recently ordered front")
  func windowOrder() throws {
    let scene = DemoScene()
    let base = scene.recordingView("Base", scene.window.bounds)
    let alert = Window(
      frame: CGRect(x: 0, y: 0, width: 375, height: 100), application: scene.application)
    let banner = RecordingView(frame: alert.bounds).named("Banner", in: alert)
    alert.windowLevel = .alert
    try scene.tap(at: CGPoint(x: 10, y: 10))
    #expect(base.methods == [.touchesBegan, .touchesEnded])
    alert.makeKeyAndVisible()
    scene.application.advance(by: 1)
    try scene.tap(at: CGPoint(x: 10, y: 10))
    #expect(banner.methods == [.touchesBegan, .touchesEnded])
    scene.application.advance(by: 1)
    try scene.tap(at: CGPoint(x: 10, y: 200))
    #expect(base.methods.count == 4)
    let second = Window(frame: scene.window.frame, application: scene.application)
    let cover = RecordingView(frame: second.bounds).named("Cover", in: second)
    second.makeKeyAndVisible()
    scene.application.advance(by: 1)
    try scene.tap(at: CGPoint(x: 10, y: 200))
    #expect(cover.methods == [.touchesBegan, .touchesEnded] && base.methods.count == 4)
  }

  @Test("§2.4 a window entering a new level is ordered in front of that level's windows")
  func newLevelOrdersFront() throws {
    let scene = DemoScene()
    let first = Window(frame: scene.window.frame, application: scene.application)
    first.makeKeyAndVisible()
    let second = Window(frame: scene.window.frame, application: scene.application)
    second.makeKeyAndVisible()
    #expect(scene.application.windowsFrontToBack.prefix(2).map { $0 === second } == [true, false])
    first.windowLevel = .statusBar
    second.windowLevel = .statusBar
    #expect(scene.application.windowsFrontToBack.first === second)
    first.windowLevel = .normal
    first.windowLevel = .statusBar
    #expect(scene.application.windowsFrontToBack.first === first)
  }

  @Test("§2.4 a window with no subview claiming the point is itself the hit view")
  func windowIsHitView() {
    let scene = DemoScene()
    #expect(scene.hitTest(CGPoint(x: 5, y: 5)) === scene.window)
  }
}
