import Foundation
import ResponderKit

/// A window that looks at every touch event first, then (optionally) lets normal delivery go on.
@MainActor
public final class InterceptingWindow: Window {
  /// Whether `sendEvent` calls `super`.
  public var callsSuper = true
  /// What the window saw: touch id and phase per changed touch.
  public private(set) var seen: [String] = []

  /// Logs the event's changed touches, then calls `super` if ``callsSuper``.
  public override func sendEvent(_ event: Event) {
    for touch in (event.allTouches ?? []).sorted(by: { $0.touchID < $1.touchID })
    where touch.phase != .stationary {
      seen.append("touch \(touch.touchID) \(touch.phase)")
    }
    if callsSuper { super.sendEvent(event) }
  }
}

/// Seed example E16: intercepting every touch at the window.
@MainActor
public enum WindowIntercept {
  /// An intercepting window holding a recording view `Target` (50, 100, 275, 300).
  public static func build(callsSuper: Bool) -> (DemoScene, InterceptingWindow, RecordingView) {
    let window = InterceptingWindow(frame: .zero)
    window.callsSuper = callsSuper
    let scene = DemoScene(window: window)
    let target = RecordingView(frame: CGRect(x: 50, y: 100, width: 275, height: 300)).named(
      "Target", in: window)
    return (scene, window, target)
  }

  /// Taps the target with and without `super`.
  public static let demo = Demo(name: "E16", title: "Intercepting every touch at the window") {
    var records: [TraceRecord] = []
    var conclusions: [String] = []
    for callsSuper in [true, false] {
      let (scene, window, target) = build(callsSuper: callsSuper)
      try scene.tap(at: CGPoint(x: 150, y: 200))
      records += scene.recorder.records
      conclusions.append(
        "with\(callsSuper ? "" : "out") super: window saw \(window.seen); Target got \(target.methods.map(\.rawValue))"
      )
    }
    return DemoReport(
      records: records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: conclusions)
  }
}
