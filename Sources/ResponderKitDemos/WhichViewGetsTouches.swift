import Foundation
import ResponderKit

/// Seed example E10: which view gets the touch methods.
@MainActor
public enum WhichViewGetsTouches {
  /// `Parent` implementing `touchesBegan` only, holding `Hit`, which implements `methods`.
  public static func build(hitImplements methods: Set<ResponderMethod>) -> (
    DemoScene, parent: RecordingView, hit: RecordingView
  ) {
    let scene = DemoScene()
    let parent = RecordingView(
      frame: CGRect(x: 50, y: 100, width: 275, height: 300), implements: [.touchesBegan]
    )
    .named("Parent", in: scene.window)
    let hit = RecordingView(
      frame: CGRect(x: 50, y: 50, width: 150, height: 150), implements: methods
    )
    .named("Hit", in: parent)
    return (scene, parent, hit)
  }

  /// A short drag inside the hit view.
  public static func script() -> TouchScript {
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 150, y: 200), CGPoint(x: 170, y: 220)], duration: 0.05)
    return script
  }

  /// Runs both cases of the example.
  public static let demo = Demo(name: "E10", title: "Which view gets the touch methods") {
    var records: [TraceRecord] = []
    var conclusions: [String] = []
    let cases: [(String, Set<ResponderMethod>)] = [
      ("implements all four", [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]),
      ("implements moved, ended, cancelled", [.touchesMoved, .touchesEnded, .touchesCancelled]),
    ]
    for (label, methods) in cases {
      let (scene, parent, hit) = build(hitImplements: methods)
      try scene.application.play(script())
      records += scene.recorder.records
      conclusions.append(
        "hit view \(label): Hit got \(Set(hit.methods).map(\.rawValue).sorted()), Parent got \(parent.methods.map(\.rawValue))"
      )
    }
    return DemoReport(
      records: records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: conclusions)
  }
}
