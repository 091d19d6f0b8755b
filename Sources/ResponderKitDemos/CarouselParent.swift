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

/// Seed example E7: a parent that hands every touch to its paging carousel, so a swipe anywhere in
/// the parent, even outside the carousel, pages it.
@MainActor
public enum CarouselParent {
  /// `Parent` (0, 200, 375, 200) holding `Carousel` (60, 0, 255, 200), a horizontally paging scroll
  /// view of four 255-point pages that does not clip.
  public static func build() -> (DemoScene, ScrollView) {
    let scene = DemoScene()
    let parent = ForwardingParentView(frame: CGRect(x: 0, y: 200, width: 375, height: 200))
      .named("Parent", in: scene.window)
    let carousel = ScrollView(frame: CGRect(x: 60, y: 0, width: 255, height: 200)).named(
      "Carousel", in: parent)
    carousel.isPagingEnabled = true
    carousel.contentSize = CGSize(width: 255 * 4, height: 200)
    for page in 0..<4 {
      View.named(
        "Page \(page)", frame: CGRect(x: 255 * CGFloat(page), y: 0, width: 255, height: 200),
        in: carousel)
    }
    parent.target = carousel
    return (scene, carousel)
  }

  /// A swipe left that starts in the parent's left margin, outside the carousel.
  public static func swipe(startingAt time: TimeInterval = 0) -> TouchScript {
    var script = TouchScript(startingAt: time)
    script.drag(along: [CGPoint(x: 40, y: 300), CGPoint(x: 5, y: 300)], duration: 0.1)
    script.wait(2)
    return script
  }

  /// Swipes twice from the margin and shows the page reached.
  public static let demo = Demo(
    name: "E7", title: "A parent that hands every touch to its carousel"
  ) {
    let (scene, carousel) = build()
    try scene.application.play(swipe())
    let first = carousel.contentOffset.x / carousel.bounds.width
    try scene.application.play(swipe(startingAt: scene.application.clock.now))
    let second = carousel.contentOffset.x / carousel.bounds.width
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: [
        "swipe from x 40 (outside the carousel) hit: \(scene.recorder.records.hitViews.first.flatMap { $0 } ?? "none")",
        "page after one swipe: \(Int(first)); after two: \(Int(second))",
      ])
  }
}
