import Foundation
import ResponderKit

/// A view that can become first responder and logs the motion events it gets.
@MainActor
public final class ShakeListenerView: View {
  /// The motion calls received, in order.
  public private(set) var motions: [String] = []
  /// `true`: the view can become first responder.
  public override var canBecomeFirstResponder: Bool { true }

  /// Logs the shake and stops it here.
  public override func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    motions.append("motionBegan \(motion)")
  }
}

/// Seed example E12: touches, events and the queue.
@MainActor
public enum TouchesEventsQueue {
  /// The parts of the example.
  public struct Parts {
    /// The scene.
    public let scene: DemoScene
    /// A multi-touch recording view filling most of the window.
    public let pad: RecordingView
    /// The first responder.
    public let listener: ShakeListenerView
    /// Everything that happened, in order, as both views saw it.
    public let log: Log
  }

  /// An ordered log shared by the views.
  @MainActor
  public final class Log {
    /// The entries.
    public var entries: [String] = []
  }

  /// `Pad` (0, 0, 375, 600), multi-touch, whose `touchesBegan` sends a shake (queued behind the
  /// current touch event); `Listener` (0, 600, 375, 67) as first responder.
  public static func build() -> Parts {
    let scene = DemoScene()
    let log = Log()
    let pad = RecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)).named(
      "Pad", in: scene.window)
    pad.isMultipleTouchEnabled = true
    let listener = ShakeListenerView(frame: CGRect(x: 0, y: 600, width: 375, height: 67)).named(
      "Listener", in: scene.window)
    listener.becomeFirstResponder()
    let application = scene.application
    pad.onCall = { method, touches, event in
      log.entries.append(
        "\(method.rawValue) \(touches.count) finger(s), event has \(event?.allTouches?.count ?? 0)")
      if method == .touchesBegan {
        application.sendMotion(.motionShake, phase: .began)
        log.entries.append("shake sent from touchesBegan")
      }
    }
    return Parts(scene: scene, pad: pad, listener: listener, log: log)
  }

  /// Two fingers down, one moves, both lift; then a double tap.
  public static func script() -> TouchScript {
    var script = TouchScript()
    let a = CGPoint(x: 100, y: 300)
    let b = CGPoint(x: 200, y: 300)
    script.samples([
      TouchSample(touchID: 1, phase: .began, location: a, timestamp: 0),
      TouchSample(touchID: 2, phase: .began, location: b, timestamp: 0),
    ])
    script.samples([
      TouchSample(touchID: 2, phase: .moved, location: CGPoint(x: 210, y: 310), timestamp: 0.05)
    ])
    script.samples([
      TouchSample(touchID: 1, phase: .ended, location: a, timestamp: 0.1),
      TouchSample(touchID: 2, phase: .ended, location: CGPoint(x: 210, y: 310), timestamp: 0.1),
    ])
    script.wait(1)
    script.doubleTap(at: CGPoint(x: 150, y: 150))
    return script
  }

  /// Runs the script and reports the order of events.
  public static let demo = Demo(name: "E12", title: "Touches, events and the queue") {
    let parts = build()
    let listener = parts.listener
    parts.scene.application.tracer = nil
    let recorder = parts.scene.recorder
    recorder.onRecord = { record in
      if case .delivered(.motionBegan, _, _) = record {
        parts.log.entries.append("shake delivered to \(listener.traceName)")
      }
    }
    parts.scene.application.tracer = recorder
    try parts.scene.application.play(script())
    let tapCounts = parts.pad.calls.filter { $0.method == .touchesBegan }.map(\.tapCounts)
    return DemoReport(
      records: recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: parts.log.entries + ["tap counts at touchesBegan: \(tapCounts)"])
  }
}
