import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Seed examples E1–E16 (seed-examples.md)")
struct SeedExampleTests {
  @Test("E1: the tap lands in Blue; chain Blue → Green → White → controller → Window → Application")
  func e1() throws {
    let scene = FiveColours.build()
    try scene.tap(at: FiveColours.tapPoint)
    #expect(scene.recorder.records.hitViews == ["Blue"])
    #expect(
      scene["Blue"].responderChain.map(\.traceName)
        == ["Blue", "Green", "White", "ViewController", "Window", "Application"])
  }

  @Test(
    "E2: each of the five reasons sends the tap to Green and the trace names it",
    arguments: SkipReasons.Reason.allCases)
  func e2(reason: SkipReasons.Reason) throws {
    let scene = try SkipReasons.run(reason)
    #expect(scene.recorder.records.hitViews == ["Green"])
    let expected: HitTestSkipReason =
      switch reason {
      case .hidden: .hidden
      case .interactionDisabled: .userInteractionDisabled
      case .transparent: .transparent(alpha: 0.005)
      case .pointInsideOverride: .pointOutside
      case .animating: .animating
      }
    #expect(
      scene.recorder.records.contains(.hitTestExited(view: "Blue", result: nil, reason: expected)))
  }

  @Test("E3: enlarged areas work 15 pt out, not 25 pt; the superview cuts them off")
  func e3() throws {
    let scene = EnlargedTarget.build()
    for tap in EnlargedTarget.taps {
      scene.recorder.removeAll()
      try scene.tap(at: tap.point)
      scene.application.advance(by: 1)
      #expect(scene.recorder.records.hitViews == [tap.expected], "\(tap.why)")
    }
  }

  @Test("E4: View 2 is hit inside View 1 and never asked outside it")
  func e4() throws {
    let scene = ChildOutsideParent.build()
    try scene.tap(at: ChildOutsideParent.insidePoint)
    scene.application.advance(by: 1)
    scene.recorder.removeAll()
    try scene.tap(at: ChildOutsideParent.outsidePoint)
    #expect(scene.recorder.records.hitViews == ["Root"])
    #expect(!scene.recorder.records.hitTestVisits.contains("View 2"))
  }

  @Test("E5: the overlap goes to B.1 and View A's branch is never visited")
  func e5() throws {
    let scene = OverlappingBranches.build()
    try scene.tap(at: OverlappingBranches.overlapPoint)
    #expect(scene.recorder.records.hitViews == ["B.1"])
    #expect(!scene.recorder.records.hitTestVisits.contains { $0.hasPrefix("A") || $0 == "View A" })
  }

  @Test("E6: buttons get their taps; elsewhere the overlay lets touches through")
  func e6() throws {
    let scene = PassThroughOverlay.build()
    for tap in PassThroughOverlay.taps {
      scene.recorder.removeAll()
      try scene.tap(at: tap.point)
      scene.application.advance(by: 1)
      #expect(scene.recorder.records.hitViews == [tap.expected])
    }
  }

  @Test("E7: a swipe starting outside the carousel pages it, one page per swipe")
  func e7() throws {
    let (scene, carousel) = CarouselParent.build()
    try scene.application.play(CarouselParent.swipe())
    #expect(scene.recorder.records.hitViews == ["Carousel"])
    #expect(carousel.contentOffset == CGPoint(x: 255, y: 0))
    try scene.application.play(CarouselParent.swipe(startingAt: scene.application.clock.now))
    #expect(carousel.contentOffset == CGPoint(x: 510, y: 0))
  }

  @Test("E8: every phase goes to the first view, outside its bounds too; one hit-test only")
  func e8() throws {
    let (scene, blue) = TouchBelongsToFirstView.build()
    var script = TouchScript()
    script.drag(along: [FiveColours.tapPoint, CGPoint(x: 250, y: 110)], duration: 0.2)
    try scene.application.play(script)
    #expect(scene.recorder.records.hitTestVisits.filter { $0 == "Window" }.count == 1)
    #expect(blue.methods.first == .touchesBegan && blue.methods.last == .touchesEnded)
    let last = try #require(blue.calls.last?.locations.first)
    #expect(!blue.bounds.contains(last))
  }

  @Test("E9: with super the parent hears touchesBegan; without, it does not")
  func e9() throws {
    for callsSuper in [true, false] {
      let (scene, parent, leaf) = SuperInTouchesBegan.build(leafCallsSuper: callsSuper)
      try scene.tap(at: SuperInTouchesBegan.leafPoint)
      #expect(leaf.methods == [.touchesBegan])
      #expect(parent.methods == (callsSuper ? [.touchesBegan] : []))
    }
  }

  @Test("E10: touchesBegan climbs to the first implementer; the others stay on the hit view")
  func e10() throws {
    let (scene, parent, hit) = WhichViewGetsTouches.build(hitImplements: [
      .touchesMoved, .touchesEnded, .touchesCancelled,
    ])
    try scene.application.play(WhichViewGetsTouches.script())
    #expect(parent.methods == [.touchesBegan])
    #expect(hit.methods.first == .touchesMoved && hit.methods.last == .touchesEnded)
    let (scene2, parent2, hit2) = WhichViewGetsTouches.build(hitImplements: [
      .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ])
    try scene2.application.play(WhichViewGetsTouches.script())
    #expect(parent2.methods.isEmpty && hit2.methods.first == .touchesBegan)
  }

  @Test("E11: the chain's links, and an unhandled touch dropped after the app delegate")
  func e11() throws {
    let parts = ResponderChainLinks.build()
    let leaf = parts.child.view.subviews[0]
    #expect(
      leaf.responderChain.map(\.traceName)
        == [
          "Leaf", "Container", "Child", "RootView", "Root", "Window", "Application", "AppDelegate",
        ])
    try parts.scene.tap(at: CGPoint(x: 50, y: 420))
    #expect(parts.scene.recorder.records.hitViews == ["SheetButton"])
    #expect(
      parts.scene.recorder.records.contains(
        .dropped(.touchesEnded, at: "AppDelegate", touches: [1])))
  }

  @Test(
    "E12: touches persist and update; events queue FIFO; non-touch events go to the first responder"
  )
  func e12() throws {
    let parts = TouchesEventsQueue.build()
    try parts.scene.application.play(TouchesEventsQueue.script())
    #expect(
      parts.log.entries.prefix(4) == [
        "touchesBegan 2 finger(s), event has 2", "shake sent from touchesBegan",
        "touchesMoved 1 finger(s), event has 2", "touchesEnded 2 finger(s), event has 2",
      ])
    #expect(parts.listener.motions.count == 3)
    let began = parts.pad.calls.filter { $0.method == .touchesBegan }
    #expect(began.map(\.tapCounts) == [[1, 1], [1], [2]])
    let shake = parts.scene.recorder.records.firstIndex(
      of: .eventDispatched(type: .motion, timestamp: 0))
    let move = parts.scene.recorder.records.firstIndex {
      if case .touchMoved = $0 { true } else { false }
    }
    #expect(try #require(shake) < #require(move))
  }

  @Test("E16: the window sees every touch first; without super nothing is delivered")
  func e16() throws {
    for callsSuper in [true, false] {
      let (scene, window, target) = WindowIntercept.build(callsSuper: callsSuper)
      try scene.tap(at: CGPoint(x: 150, y: 200))
      #expect(window.seen == ["touch 1 began", "touch 1 ended"])
      #expect(target.methods.count == (callsSuper ? 2 : 0))
    }
  }

  @Test(
    "E13: tap toggles after the double tap fails; double tap zooms; pinch zooms; long press opens the menu"
  )
  func e13() throws {
    let viewer = PhotoViewer()
    try viewer.scene.application.play(PhotoViewer.script())
    let app = viewer.log.filter { !$0.contains("Photo ") }
    #expect(
      app == [
        "[0.4 s] chrome hidden", "[1.2 s] zoom 2.0x", "[2.3 s] pinched to 3.70x",
        "[3.5 s] menu opened",
      ])
    #expect(!viewer.isChromeVisible && viewer.isMenuOpen && abs(viewer.zoomScale - 3.7) < 0.01)
    // The view hears every touch beside the recognizers: cancelled when one recognizes...
    #expect(viewer.log.contains("[0.4 s] Photo touchesCancelled [1]"))
    #expect(viewer.log.contains("[1.2 s] Photo touchesCancelled [2, 3]"))
    // ...and ended when all fail (the quick drag at 4.5 s).
    #expect(viewer.log.last == "[4.7 s] Photo touchesEnded [7]")
  }

  @Test("E14: the swing recognizer ends at its third reversal and fails when the finger drifts")
  func e14() throws {
    let (scene, swing, log) = SwingExample.build()
    var swingsAtEnd = 0
    swing.addHandler { swingsAtEnd = ($0 as! SwingGestureRecognizer).swings }
    try scene.application.play(SwingExample.zigZag())
    #expect(log() == ["swing ended at 0.483 s"] && swingsAtEnd == 3)
    try scene.application.play(SwingExample.zigZag(startingAt: 2, drift: 30))
    #expect(log().count == 1)
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "swing on Pad", from: .possible, to: .failed, reason: .setBySubclass)))
  }

  @Test("E15: a still press reaches the row 0.15 s late; a drag that scrolls at once never does")
  func e15() throws {
    let (scene, list, row) = ScrollHoldsTouches.build()
    try scene.application.play(ScrollHoldsTouches.script())
    #expect(row.methods == [.touchesBegan, .touchesEnded])
    #expect(list.contentOffset.y > 150)
    #expect(
      scene.recorder.records.contains(
        .touchDelayed(touch: 1, phase: .began, by: "delaysContentTouches on List")))
  }
}

@MainActor
@Suite("Scroll examples (issue: scroll views and controls)")
struct ScrollExampleTests {
  @Test(
    "§10 §11 a list of buttons: a tap presses the button; a drag starting on a button scrolls instead"
  )
  func buttons() throws {
    let (scene, list, log) = ButtonList.build()
    try scene.tap(at: CGPoint(x: 100, y: 140))
    #expect(log() == ["Button 2 pressed"])
    var drag = TouchScript(startingAt: 1)
    drag.drag(along: [CGPoint(x: 100, y: 320), CGPoint(x: 100, y: 120)], duration: 0.15)
    drag.wait(3)
    try scene.application.play(drag)
    #expect(log() == ["Button 2 pressed"] && list.contentOffset.y > 200)
  }

  @Test("§10 a pager of lists: vertical drags scroll the list, horizontal ones page")
  func pager() throws {
    let (scene, pager, lists) = PagerOfLists.build()
    try scene.application.play(PagerOfLists.script())
    #expect(lists[0].contentOffset.y > 200 && lists[0].contentOffset.x == 0)
    #expect(pager.contentOffset == CGPoint(x: 375, y: 0))
  }

  @Test("§10 a zoomable photo zooms by pinching, within its range")
  func zoom() throws {
    let viewer = ZoomablePhoto()
    var script = TouchScript()
    script.pinch(center: CGPoint(x: 187, y: 333), from: 100, to: 500, duration: 0.3)
    try viewer.scene.application.play(script)
    #expect(viewer.scrollView.zoomScale == 4)
    #expect(abs(viewer.photo.frame.width - 375 * 4) < 1e-9)
  }
}
