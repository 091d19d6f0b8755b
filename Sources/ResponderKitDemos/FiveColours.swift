import Foundation
import ResponderKit

/// Seed example E1: the five-colour hierarchy and its hit-test trace.
@MainActor
public enum FiveColours {
  /// The tap point of the example, in window coordinates.
  public static let tapPoint = CGPoint(x: 250, y: 420)

  /// White (the root view of a view controller) holding Green then Yellow; Green holding Blue then
  /// Black. Frames as in the seed.
  public static func build() -> DemoScene {
    let scene = DemoScene()
    let controller = ViewController()
    let white = View.named("White", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    controller.view = white
    scene.window.rootViewController = controller
    let green = View.named(
      "Green", frame: CGRect(x: 20, y: 200, width: 335, height: 300), in: white)
    View.named("Yellow", frame: CGRect(x: 20, y: 60, width: 335, height: 100), in: white)
    View.named("Blue", frame: CGRect(x: 175, y: 150, width: 140, height: 120), in: green)
    View.named("Black", frame: CGRect(x: 20, y: 20, width: 140, height: 100), in: green)
    return scene
  }

  /// Only the example's own views print their hit-test, as in the seed (the window is not one).
  public static let formatter = TextTraceFormatter(
    hitTestViews: ["White", "Green", "Yellow", "Blue", "Black"])

  /// Taps at (250, 420) and reports the trace and the responder chain.
  public static let demo = Demo(
    name: "E1", title: "The five-colour hierarchy and its hit-test trace"
  ) {
    let scene = build()
    try scene.tap(at: tapPoint)
    let blue = scene["Blue"]
    return DemoReport(
      records: scene.recorder.records, formatter: formatter,
      conclusions: [
        "hit view: \(scene.recorder.records.hitViews.first.flatMap { $0 } ?? "none")",
        "responder chain: \(blue.responderChainDescription)",
      ])
  }
}
