import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A view that counts its layout passes and places its one subview in its right half.
@MainActor
private final class SplitView: View {
  var passes = 0
  let right = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(right)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    passes += 1
    right.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

@MainActor
@Suite("Layout: layoutSubviews before the next touch, as UIKit lays out before it draws (issue 9)")
struct LayoutTests {
  @Test("A view added to a window is laid out before the first touch hit-tests it")
  func laidOutBeforeFirstTouch() throws {
    let scene = DemoScene()
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scene.window.addSubview(split)
    #expect(split.passes == 0)
    try scene.application.send(sample(1, .began, 150, 50, at: 0))
    #expect(split.passes == 1)
    #expect(scene.window.hitTest(CGPoint(x: 150, y: 50), with: nil) === split.right)
  }

  @Test("A new size asks for layout again; the same size does not")
  func resizingAsksForLayout() throws {
    let scene = DemoScene()
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scene.window.addSubview(split)
    split.layoutIfNeeded()
    split.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    split.layoutIfNeeded()
    #expect(split.passes == 1)
    split.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    try scene.application.send(sample(1, .began, 160, 50, at: 0))
    #expect(split.passes == 2 && split.right.frame.minX == 150)
  }

  @Test("setNeedsLayout then layoutIfNeeded lays out at once, outside any event")
  func layoutIfNeeded() {
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    split.layoutIfNeeded()
    split.setNeedsLayout()
    split.layoutIfNeeded()
    split.layoutIfNeeded()
    #expect(split.passes == 2)
  }
}
