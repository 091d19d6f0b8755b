import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

/// Flings that reach the content edge: overshoot and spring back with `bounces`, a stop at the edge
/// without (§10; the rates are ResponderKit's choices).
extension ScrollViewTests {
  /// A list scrolled to y 300 and flung down hard (about 2,800 pt/s): left alone, the fling would
  /// end some 1,400 pt above the top.
  private func flingPastTop(
    bounces: Bool
  ) throws -> (DemoScene, ScrollView, ScrollLog) {
    let (scene, scroll, _, delegate, _) = list()
    scroll.bounces = bounces
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 380)], duration: 0.1)
    try scene.application.play(script)
    return (scene, scroll, delegate)
  }

  /// The vertical offsets a frame apart until the scroll view stops decelerating (at most 10 s),
  /// checking that it decelerates all along.
  private func offsetsUntilRest(_ scene: DemoScene, _ scroll: ScrollView) -> [CGFloat] {
    var offsets: [CGFloat] = []
    while scroll.isDecelerating, offsets.count < 600 {
      scene.application.advance(by: ScrollView.frameInterval)
      offsets.append(scroll.contentOffset.y)
    }
    return offsets
  }

  @Test(
    "§10 a fling past the top: with bounces it overshoots (less than the rubber band's reach), springs back to the edge and rests there decelerating all along; without, it stops at the edge",
    arguments: [true, false])
  func flingPastTheEdge(bounces: Bool) throws {
    let (scene, scroll, delegate) = try flingPastTop(bounces: bounces)
    #expect(scroll.isDecelerating)
    let offsets = offsetsUntilRest(scene, scroll)
    let deepest = try #require(offsets.min())
    if bounces {
      #expect(deepest < -30 && deepest > -0.55 * 600)
      // Once on its way back it goes straight to the edge, never past it into the content.
      let turn = try #require(offsets.firstIndex(of: deepest))
      let back = offsets[turn...]
      #expect(zip(back, back.dropFirst()).allSatisfy { $0 <= $1 } && back.allSatisfy { $0 <= 0 })
    } else {
      #expect(deepest == 0)
    }
    #expect(!scroll.isDecelerating && scroll.contentOffset == .zero)
    #expect(
      delegate.entries == [
        "willBeginDragging", "willEndDragging", "didEndDragging decelerate true",
        "didEndDecelerating",
      ])
    // The target the release reports is the edge, where the content comes to rest.
    #expect(
      scene.recorder.records.contains {
        if case .scrollReleased("List", _, .zero) = $0 { true } else { false }
      })
  }

  @Test(
    "§10 a touch catches the content mid-bounce where it is; lifting springs it back to the edge, and a drag goes on from where it shows",
    arguments: [false, true])
  func catchMidBounce(drags: Bool) throws {
    let (scene, scroll, _) = try flingPastTop(bounces: true)
    for _ in 0..<30 where scroll.contentOffset.y > -30 {
      scene.application.advance(by: ScrollView.frameInterval)
    }
    let caught = scroll.contentOffset
    try #require(caught.y <= -30 && scroll.isDecelerating)
    let now = scene.application.clock.now
    try scene.application.send([sample(1, .began, 100, 300, at: now)])
    scene.application.advance(by: 0.3)
    #expect(!scroll.isDecelerating && scroll.contentOffset == caught)
    // The touch caught moving content: the drag began at the touch-down (§10).
    #expect(scroll.isDragging)
    if drags {
      // 12 pt down pulls a little further out, less than the finger past the edge, no jump.
      try scene.application.send([sample(1, .moved, 100, 312, at: now + 0.35)])
      #expect(scroll.contentOffset.y < caught.y && scroll.contentOffset.y > caught.y - 12)
    }
    let lift = scroll.contentOffset
    try scene.application.send([sample(1, .ended, 100, drags ? 312 : 300, at: now + 0.4)])
    scene.application.advance(by: 0.1)
    #expect(scroll.contentOffset.y > lift.y && scroll.contentOffset.y < 0)
    scene.application.advance(by: 3)
    #expect(scroll.contentOffset == .zero)
  }

  @Test(
    "§10 a fling that ends inside the content does not overshoot, and paging settles on the last page without overshooting"
  )
  func noOvershootInside() throws {
    let (scene, scroll, _, _, _) = list()
    scroll.contentOffset = CGPoint(x: 0, y: 1000)
    var script = TouchScript()
    // About 400 pt/s: left alone it ends some 200 pt on, short of the bottom at 1,400.
    script.drag(along: [CGPoint(x: 100, y: 340), CGPoint(x: 100, y: 300)], duration: 0.1)
    try scene.application.play(script)
    let offsets = offsetsUntilRest(scene, scroll)
    #expect(offsets.allSatisfy { $0 < 1400 } && scroll.contentOffset.y > 1100)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })

    let pagerScene = DemoScene()
    let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)).named(
      "Pager", in: pagerScene.window)
    pager.contentSize = CGSize(width: 1200, height: 400)
    pager.isPagingEnabled = true
    pager.contentOffset = CGPoint(x: 900, y: 0)
    var flick = TouchScript()
    flick.drag(along: [CGPoint(x: 250, y: 200), CGPoint(x: 100, y: 200)], duration: 0.1)
    try pagerScene.application.play(flick)
    let released = pager.contentOffset.x
    var seen: [CGFloat] = []
    while pager.isDecelerating, seen.count < 600 {
      pagerScene.application.advance(by: ScrollView.frameInterval)
      seen.append(pager.contentOffset.x)
    }
    #expect(released > 900 && seen.allSatisfy { $0 >= 900 && $0 <= released })
    #expect(pager.contentOffset == CGPoint(x: 900, y: 0))
  }

  @Test(
    "Property §10: a fling comes to rest inside the content; with bounces it never goes further past an edge than the rubber band's reach, without it never passes an edge; one didEndDecelerating"
  )
  func flingsComeToRestInside() async {
    await propertyCheck(
      count: 60, input: Gen.bool, Gen.double(in: 0...1400),
      zip(Gen.double(in: 0...600), Gen.double(in: 0...600)), Gen.double(in: 0.03...0.3)
    ) { bounces, start, path, duration in
      let (scene, scroll, _, delegate, _) = list()
      scroll.bounces = bounces
      scroll.contentOffset = CGPoint(x: 0, y: start)
      var script = TouchScript()
      script.drag(
        along: [CGPoint(x: 100, y: path.0), CGPoint(x: 100, y: path.1)], duration: duration)
      try? scene.application.play(script)
      let reach: CGFloat = bounces ? 0.55 * 600 : 0
      var worst: CGFloat = 0
      for _ in 0..<(12 * 60) {
        scene.application.advance(by: ScrollView.frameInterval)
        let y = scroll.contentOffset.y
        worst = max(worst, -y, y - 1400)
      }
      #expect(worst <= reach + 1e-9)
      #expect(scroll.contentOffset.y >= 0 && scroll.contentOffset.y <= 1400)
      #expect(!scroll.isDecelerating)
      let decelerated = delegate.entries.contains("didEndDragging decelerate true")
      #expect(delegate.entries.filter { $0 == "didEndDecelerating" }.count == (decelerated ? 1 : 0))
    }
  }
}
