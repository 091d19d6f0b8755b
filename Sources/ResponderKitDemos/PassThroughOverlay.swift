import Foundation
import ResponderKit

/// A view that lets touches through wherever none of its subviews takes them.
@MainActor
public final class PassThroughView: View {
  /// The default hit-test, except that the view itself is never the answer.
  public override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// Seed example E6: a transparent overlay that lets touches through.
@MainActor
public enum PassThroughOverlay {
  /// `Content` under a full-window `Overlay` that holds `Button 1` (20, 40, 100, 44) and
  /// `Button 2` (255, 40, 100, 44).
  public static func build() -> DemoScene {
    let scene = DemoScene()
    View.named("Content", frame: scene.window.bounds, in: scene.window)
    let overlay = PassThroughView(frame: scene.window.bounds).named("Overlay", in: scene.window)
    View.named("Button 1", frame: CGRect(x: 20, y: 40, width: 100, height: 44), in: overlay)
    View.named("Button 2", frame: CGRect(x: 255, y: 40, width: 100, height: 44), in: overlay)
    return scene
  }

  /// Taps and the view each reaches.
  public static let taps: [(point: CGPoint, expected: String)] = [
    (CGPoint(x: 50, y: 60), "Button 1"), (CGPoint(x: 300, y: 60), "Button 2"),
    (CGPoint(x: 187, y: 400), "Content"),
  ]

  /// Taps a button, the other button and the empty overlay.
  public static let demo = Demo(
    name: "E6", title: "A transparent overlay that lets touches through"
  ) {
    let scene = build()
    for tap in taps {
      try scene.tap(at: tap.point)
      scene.application.advance(by: 1)
    }
    let hits = scene.recorder.records.hitViews.map { $0 ?? "none" }
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: zip(taps, hits).map { "tap \($0.point.x), \($0.point.y) -> \($1)" })
  }
}
