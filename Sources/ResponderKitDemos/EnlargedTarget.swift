import Foundation
import ResponderKit

/// A view whose touch area reaches `margin` points beyond its bounds, by `point(inside:with:)`.
@MainActor
public final class EnlargedTouchAreaView: View {
  /// How far beyond the bounds touches count, in points.
  public var margin: CGFloat

  /// Creates the view.
  public init(frame: CGRect, margin: CGFloat) {
    self.margin = margin
    super.init(frame: frame)
  }

  /// Not supported: ResponderKit has no archives.
  public required init?(coder: NSCoder) { nil }

  /// Accepts points up to ``margin`` outside the bounds.
  public override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.insetBy(dx: -margin, dy: -margin).contains(point)
  }
}

/// A view whose `hitTest(_:with:)` accepts points up to `margin` outside its bounds, written as an
/// iOS developer writes it: the hidden / interaction / alpha checks first, subviews searched first.
@MainActor
public final class ExpandedHitTestView: View {
  /// How far beyond the bounds touches count, in points.
  public var margin: CGFloat

  /// Creates the view.
  public init(frame: CGRect, margin: CGFloat) {
    self.margin = margin
    super.init(frame: frame)
  }

  /// Not supported: ResponderKit has no archives.
  public required init?(coder: NSCoder) { nil }

  /// The enlarged hit-test.
  public override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    for subview in subviews.reversed() {
      let converted = subview.convert(point, from: self)
      if let hit = subview.hitTest(converted, with: event) { return hit }
    }
    return bounds.insetBy(dx: -margin, dy: -margin).contains(point) ? self : nil
  }
}

/// Seed example E3: enlarging a small target.
@MainActor
public enum EnlargedTarget {
  /// A root with `Panel` (40, 100, 300, 300); in it `Small`, a 20-point enlarged view at
  /// (100, 100, 40, 40) of the panel, `Tiny`, a 20 x 20 hit-test-enlarged view at (200, 100), and
  /// `Edge`, a 20-point enlarged view flush with the panel's left edge at (0, 200, 40, 40).
  public static func build() -> DemoScene {
    let scene = DemoScene()
    let root = View.named("Root", frame: scene.window.bounds, in: scene.window)
    let panel = View.named("Panel", frame: CGRect(x: 40, y: 100, width: 300, height: 300), in: root)
    EnlargedTouchAreaView(frame: CGRect(x: 100, y: 100, width: 40, height: 40), margin: 20)
      .named("Small", in: panel)
    ExpandedHitTestView(frame: CGRect(x: 200, y: 100, width: 20, height: 20), margin: 10)
      .named("Tiny", in: panel)
    EnlargedTouchAreaView(frame: CGRect(x: 0, y: 200, width: 40, height: 40), margin: 20)
      .named("Edge", in: panel)
    return scene
  }

  /// The taps of the example and the view each should reach, in window coordinates.
  public static let taps: [(point: CGPoint, expected: String, why: String)] = [
    (CGPoint(x: 125, y: 215), "Small", "15 pt left of Small: inside its 20 pt margin"),
    (CGPoint(x: 115, y: 215), "Panel", "25 pt left of Small: outside its margin"),
    (CGPoint(x: 235, y: 195), "Tiny", "5 pt left of and 5 pt above Tiny: inside its 10 pt margin"),
    (CGPoint(x: 225, y: 210), "Panel", "15 pt left of Tiny: outside its margin"),
    (CGPoint(x: 30, y: 320), "Root", "10 pt left of Edge but outside Panel: the panel cuts it off"),
    (CGPoint(x: 45, y: 320), "Edge", "5 pt inside Panel, in Edge's bounds"),
  ]

  /// Taps each point of ``taps``.
  public static let demo = Demo(name: "E3", title: "Enlarging a small target") {
    let scene = build()
    var conclusions: [String] = []
    for tap in taps {
      try scene.tap(at: tap.point)
      scene.application.advance(by: 1)
      let hit = scene.recorder.records.hitViews.last.flatMap { $0 } ?? "none"
      conclusions.append("tap \(tap.point.x), \(tap.point.y) -> \(hit): \(tap.why)")
    }
    conclusions.append(
      "Apple's guidance: touch targets of at least 44 x 44 pt; enlarge smaller ones.")
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: conclusions)
  }
}
