import Foundation
import ResponderKit

/// A view that hands every touch it would take to one descendant.
@MainActor
public final class ForwardingParentView: View {
  /// The view that gets the touches.
  public weak var target: View?

  /// The target whenever the default would return any view at all.
  public override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    return target ?? hit
  }
}

/// Seed example E7: a parent that hands every touch to its carousel.
///
/// The carousel here is a recording view; paging it is the scroll-view work of a later issue.
@MainActor
public enum CarouselParent {
  /// `Parent` (0, 200, 375, 200) holding `Carousel` (60, 0, 255, 200), which does not clip.
  public static func build() -> (Scene, RecordingView) {
    let scene = Scene()
    let parent = ForwardingParentView(frame: CGRect(x: 0, y: 200, width: 375, height: 200))
      .named("Parent", in: scene.window)
    let carousel = RecordingView(frame: CGRect(x: 60, y: 0, width: 255, height: 200))
      .named("Carousel", in: parent)
    parent.target = carousel
    return (scene, carousel)
  }

  /// Swipes left starting in the parent's left margin, outside the carousel.
  public static let demo = Demo(
    name: "E7", title: "A parent that hands every touch to its carousel"
  ) {
    let (scene, carousel) = build()
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 30, y: 300), CGPoint(x: 5, y: 300)], duration: 0.1)
    try scene.application.play(script)
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: [
        "swipe starting at x 30 (outside the carousel) hit: \(scene.recorder.records.hitViews.first.flatMap { $0 } ?? "none")",
        "carousel received: \(carousel.methods.map(\.rawValue).joined(separator: ", "))",
      ])
  }
}
