import Foundation
import ResponderKit
import Testing

/// A layer class a view asks for, as UIKit code overrides `layerClass`.
private final class TaggedLayer: Layer {}

/// A view whose layer is a ``TaggedLayer``.
private final class TaggedView: View {
  override class var layerClass: AnyClass { TaggedLayer.self }
}

@MainActor
@Suite("Layers: the view's CALayer, and zPosition, which orders drawing and not hit-testing (§2.1)")
struct LayerTests {
  /// A window with a raised menu under a later sibling that overlaps it.
  private func screen() -> (window: Window, menu: View, share: View, feed: View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    window.isHidden = false
    let menu = View(frame: CGRect(x: 150, y: 50, width: 200, height: 120))
    menu.accessibilityIdentifier = "Menu"
    let share = View(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    share.accessibilityIdentifier = "Share"
    let feed = View(frame: CGRect(x: 0, y: 40, width: 400, height: 560))
    feed.accessibilityIdentifier = "Feed"
    menu.addSubview(share)
    window.addSubview(menu)
    window.addSubview(feed)
    return (window, menu, share, feed)
  }

  @Test("A view's layer is one object for its life, made from layerClass, and backs that view")
  func identity() {
    let view = TaggedView(frame: .zero)
    let layer = view.layer
    #expect(layer === view.layer)
    #expect(layer is TaggedLayer)
    #expect(View(frame: .zero).layer !== View(frame: .zero).layer)
  }

  @Test("The layer's geometry, opacity, visibility, clipping and colour are the view's, both ways")
  func forwarding() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.frame == view.frame)
    #expect(view.layer.position == CGPoint(x: 60, y: 45))
    view.layer.opacity = 0.25
    #expect(view.alpha == 0.25)
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.isHidden = true
    #expect(view.layer.isHidden)
    view.layer.position = CGPoint(x: 100, y: 100)
    #expect(view.center == CGPoint(x: 100, y: 100))
    view.layer.backgroundColor = Color.red.cgColor
    #expect(view.backgroundColor == Color(cgColor: Color.red.cgColor))
    view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
  }

  @Test("Core Animation's defaults: no corner, border or shadow, zPosition 0")
  func defaults() {
    let layer = Layer()
    #expect(layer.zPosition == 0 && layer.cornerRadius == 0 && layer.borderWidth == 0)
    #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(
      layer.position == CGPoint(x: 10, y: 5) && layer.bounds.size == CGSize(width: 20, height: 10))
  }

  @Test(
    "§2.1 a raised zPosition does not change hit-testing: the later sibling is still asked first")
  func zPositionDoesNotReorderHitTesting() {
    let (window, menu, _, feed) = screen()
    let point = CGPoint(x: 200, y: 80)
    #expect(window.hitTest(point, with: nil) === feed)
    menu.layer.zPosition = 100
    #expect(window.hitTest(point, with: nil) === feed)
    window.bringSubviewToFront(menu)
    #expect(window.hitTest(point, with: nil)?.accessibilityIdentifier == "Share")
  }

  @Test("§2.1 explain names the zPosition that draws a shadowed view in front, and the fix")
  func explainNamesZPosition() {
    let (window, menu, _, _) = screen()
    let point = CGPoint(x: 200, y: 80)
    let before = window.explainTouch(at: point).candidates.first { $0.view == "Share" }
    #expect(before?.verdict == .shadowed(by: "Feed"))
    menu.layer.zPosition = 100
    let after = window.explainTouch(at: point).candidates.first { $0.view == "Share" }
    #expect(
      after?.verdict
        == .shadowedDespiteZPosition(by: "Feed", drawnFront: "Menu", zPosition: 100, theirs: 0))
    #expect(after?.verdict.fix?.contains("bringSubviewToFront(Menu)") == true)
  }
}
