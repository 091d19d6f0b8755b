import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Regression tests for finding 9: hierarchies far deeper than any screen needs are built,
/// attached, hit-tested, explained, touched and released without recursion running out of stack.
@MainActor
@Suite("Reliability: depth (finding 9)")
struct DepthTests {
  /// The depth the tests build: 100,000 levels, past where recursion on the 8 MB main stack ends.
  static let depth = 100_000

  /// A chain of `depth` plain views, each the size of the window, the deepest last.
  private func chain(_ depth: Int, under root: View) -> [View] {
    var views: [View] = []
    views.reserveCapacity(depth)
    var parent = root
    for _ in 0..<depth {
      let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(view)
      views.append(view)
      parent = view
    }
    return views
  }

  @Test(
    "§2.1 §3.1 a 100,000-deep chain built top down in a window hit-tests, explains and takes a tap")
  func topDownChain() throws {
    let scene = DemoScene()
    let views = chain(Self.depth, under: scene.window)
    let deepest = try #require(views.last)
    deepest.accessibilityIdentifier = "Deepest"
    #expect(deepest.window === scene.window)
    #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest)
    #expect(scene.window.hitTest(CGPoint(x: 150, y: 50), with: nil) === scene.window)
    let explanation = scene.window.explainTouch(at: CGPoint(x: 50, y: 50))
    #expect(explanation.hitView == "Deepest")
    #expect(explanation.candidates.count == Self.depth)
    #expect(explanation.responderChain.count == Self.depth + 2)
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    views[0].addGestureRecognizer(tap)
    try scene.tap(at: CGPoint(x: 50, y: 50))
    #expect(taps == 1)
    views[0].removeFromSuperview()
    #expect(deepest.window == nil)
  }

  @Test("§2.1 a 100,000-deep subtree built bottom up is attached to a window in one call")
  func bottomUpSubtree() throws {
    let scene = DemoScene()
    var top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let deepest = top
    for _ in 1..<Self.depth {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(top)
      top = parent
    }
    scene.window.addSubview(top)
    #expect(deepest.window === scene.window)
    #expect(scene.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === deepest)
    top.removeFromSuperview()
    #expect(deepest.window == nil)
  }

  @Test("a 100,000-deep chain is released, and no view of it outlives the release")
  func release() {
    weak var deepest: View?
    weak var root: View?
    do {
      let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let views = chain(Self.depth, under: top)
      deepest = views.last
      root = top
      #expect(deepest != nil)
    }
    #expect(root == nil)
    #expect(deepest == nil)
  }

  @Test("a subview still held elsewhere survives its parent's release with its own subviews")
  func heldSubviewSurvives() {
    var kept: View?
    weak var grandchild: View?
    do {
      let top = View(frame: .zero)
      let child = View(frame: .zero)
      let inner = View(frame: .zero)
      top.addSubview(child)
      child.addSubview(inner)
      kept = child
      grandchild = inner
    }
    #expect(kept?.superview == nil)
    #expect(kept?.subviews.first === grandchild)
    #expect(grandchild != nil)
    kept = nil
    #expect(grandchild == nil)
  }

  @Test("§2.1 viewWithTag and view(withIdentifier:) search any depth, parents before children")
  func searchAtDepth() throws {
    let top = View(frame: .zero)
    let views = chain(Self.depth, under: top)
    views[Self.depth - 1].tag = 7
    views[Self.depth - 1].accessibilityIdentifier = "Bottom"
    #expect(top.viewWithTag(7) === views[Self.depth - 1])
    #expect(top.view(withIdentifier: "Bottom") === views[Self.depth - 1])
    views[10].tag = 7
    #expect(top.viewWithTag(7) === views[10])
  }

  @Test(
    "§2.1 a window of 1,000,000 views hit-tests, takes a tap in the right view, and is released")
  func millionViews() throws {
    weak var released: View?
    do {
      let scene = DemoScene(windowSize: CGSize(width: 1000, height: 1000))
      for row in 0..<1000 {
        let container = View(frame: CGRect(x: 0, y: CGFloat(row), width: 1000, height: 1))
        for column in 0..<999 {
          container.addSubview(View(frame: CGRect(x: CGFloat(column), y: 0, width: 1, height: 1)))
        }
        scene.window.addSubview(container)
      }
      let target = scene.window.subviews[500].subviews[700]
      let pad = scene.recordingView("Pad", target.bounds)
      target.addSubview(pad)
      #expect(scene.window.hitTest(CGPoint(x: 700.5, y: 500.5), with: nil) === pad)
      try scene.tap(at: CGPoint(x: 700.5, y: 500.5))
      #expect(pad.calls.map(\.method) == [.touchesBegan, .touchesEnded])
      released = scene.window.subviews[999].subviews[998]
      scene.application.detach(scene.window)
    }
    #expect(released == nil)
  }
}
