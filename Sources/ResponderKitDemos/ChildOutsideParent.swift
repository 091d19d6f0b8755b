import Foundation
import ResponderKit

/// Seed example E4: a child outside its parent cannot be hit there.
@MainActor
public enum ChildOutsideParent {
  /// `View 1` (50, 100, 200, 200) in the root; `View 2` (150, 150, 100, 100) in View 1, so that it
  /// spans window x 200…300 while View 1 ends at x 250.
  public static func build() -> DemoScene {
    let scene = DemoScene()
    let root = View.named("Root", frame: scene.window.bounds, in: scene.window)
    let one = View.named("View 1", frame: CGRect(x: 50, y: 100, width: 200, height: 200), in: root)
    View.named("View 2", frame: CGRect(x: 150, y: 150, width: 100, height: 100), in: one)
    return scene
  }

  /// Where View 2 lies inside View 1.
  public static let insidePoint = CGPoint(x: 220, y: 280)
  /// Where View 2 sticks out of View 1.
  public static let outsidePoint = CGPoint(x: 270, y: 280)

  /// Taps both points.
  public static let demo = Demo(name: "E4", title: "A child outside its parent") {
    let scene = build()
    try scene.tap(at: insidePoint)
    scene.application.advance(by: 1)
    try scene.tap(at: outsidePoint)
    let hits = scene.recorder.records.hitViews.map { $0 ?? "none" }
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsReasons: true),
      conclusions: [
        "tap inside View 1 on View 2 -> \(hits[0])",
        "tap on the part of View 2 outside View 1 -> \(hits[1]): View 1 returned nil, View 2 never asked",
      ])
  }
}
