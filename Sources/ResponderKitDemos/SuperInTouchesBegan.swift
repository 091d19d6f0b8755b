import Foundation
import ResponderKit

/// Seed example E9: what `super` means in `touchesBegan`.
@MainActor
public enum SuperInTouchesBegan {
  /// `Parent` (50, 100, 275, 300) holding `Leaf` (50, 50, 100, 100); both implement
  /// `touchesBegan`; the leaf calls `super` when `leafCallsSuper`.
  public static func build(leafCallsSuper: Bool) -> (
    DemoScene, parent: RecordingView, leaf: RecordingView
  ) {
    let scene = DemoScene()
    let parent = RecordingView(
      frame: CGRect(x: 50, y: 100, width: 275, height: 300), implements: [.touchesBegan]
    )
    .named("Parent", in: scene.window)
    let leaf = RecordingView(
      frame: CGRect(x: 50, y: 50, width: 100, height: 100), implements: [.touchesBegan],
      callsSuper: leafCallsSuper
    ).named("Leaf", in: parent)
    return (scene, parent, leaf)
  }

  /// A point on the leaf.
  public static let leafPoint = CGPoint(x: 150, y: 200)

  /// Taps the leaf with and without `super`.
  public static let demo = Demo(name: "E9", title: "What super means in touchesBegan") {
    var records: [TraceRecord] = []
    var conclusions: [String] = []
    for callsSuper in [true, false] {
      let (scene, parent, _) = build(leafCallsSuper: callsSuper)
      try scene.tap(at: leafPoint)
      records += scene.recorder.records
      conclusions.append(
        "leaf \(callsSuper ? "calls" : "does not call") super: Parent heard touchesBegan \(parent.calls.count) time(s)"
      )
    }
    return DemoReport(
      records: records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: conclusions)
  }
}
