import Foundation
import ResponderKit

/// Seed example E5: overlapping branches; the later branch is searched first.
@MainActor
public enum OverlappingBranches {
  /// `View A` (20, 100, 200, 200) holding `A.1`, `A.2`; `View B` (150, 250, 200, 200) holding
  /// `B.1`, `B.2`. B.1 (window 150…250, 250…350) overlaps A.2 (window 120…220, 200…300).
  public static func build() -> DemoScene {
    let scene = DemoScene()
    let root = View.named("Root", frame: scene.window.bounds, in: scene.window)
    let a = View.named("View A", frame: CGRect(x: 20, y: 100, width: 200, height: 200), in: root)
    View.named("A.1", frame: CGRect(x: 0, y: 0, width: 80, height: 80), in: a)
    View.named("A.2", frame: CGRect(x: 100, y: 100, width: 100, height: 100), in: a)
    let b = View.named("View B", frame: CGRect(x: 150, y: 250, width: 200, height: 200), in: root)
    View.named("B.1", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: b)
    View.named("B.2", frame: CGRect(x: 100, y: 100, width: 100, height: 100), in: b)
    return scene
  }

  /// A point in the overlap of A.2 and B.1.
  public static let overlapPoint = CGPoint(x: 180, y: 270)

  /// Taps the overlap.
  public static let demo = Demo(name: "E5", title: "Overlapping branches") {
    let scene = build()
    try scene.tap(at: overlapPoint)
    let visits = scene.recorder.records.hitTestVisits
    return DemoReport(
      records: scene.recorder.records,
      conclusions: [
        "hit view: \(scene.recorder.records.hitViews.first.flatMap { $0 } ?? "none")",
        "View A's branch visited: \(visits.contains("View A") ? "yes" : "no")",
      ])
  }
}
