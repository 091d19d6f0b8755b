import Foundation
import ResponderKit

/// Seed example E8: the touch belongs to its first view.
@MainActor
public enum TouchBelongsToFirstView {
  /// E1's hierarchy with Blue replaced by a recording view.
  public static func build() -> (DemoScene, RecordingView) {
    let scene = FiveColours.build()
    let old = scene["Blue"]
    let blue = RecordingView(frame: old.frame).named("Blue")
    old.superview?.insertSubview(blue, aboveSubview: old)
    old.removeFromSuperview()
    return (scene, blue)
  }

  /// Drags from Blue up into Yellow.
  public static let demo = Demo(name: "E8", title: "The touch belongs to its first view") {
    let (scene, blue) = build()
    var script = TouchScript()
    script.drag(along: [FiveColours.tapPoint, CGPoint(x: 250, y: 110)], duration: 0.2)
    try scene.application.play(script)
    let last = blue.calls.last?.locations.first ?? .zero
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: [
        "hit-tests run: \(scene.recorder.records.hitTestVisits.filter { $0 == "Window" }.count)",
        "Blue received: \(Set(blue.methods).sorted { $0.rawValue < $1.rawValue }.map(\.rawValue).joined(separator: ", "))",
        "last location in Blue: (\(last.x), \(last.y)), outside its bounds \(blue.bounds)",
      ])
  }
}
