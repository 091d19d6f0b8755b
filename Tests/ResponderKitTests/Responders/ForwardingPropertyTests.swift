import Foundation
import PropertyBased
import ResponderKit
import Testing

/// A view that logs each touch call it gets, then forwards it or keeps it.
private final class Relay: View {
  var log: (@MainActor (String) -> Void)?
  var forwards = true

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    log?("began \(accessibilityIdentifier ?? "?")")
    if forwards { super.touchesBegan(touches, with: event) }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    log?("ended \(accessibilityIdentifier ?? "?")")
    if forwards { super.touchesEnded(touches, with: event) }
  }
}

/// A controller that logs the touch calls forwarded to it.
private final class LoggingController: ViewController {
  var log: (@MainActor (String) -> Void)?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    log?("began \(title ?? "?")")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    log?("ended \(title ?? "?")")
    super.touchesEnded(touches, with: event)
  }
}

@MainActor
@Suite("Forwarding up the responder chain (§3.2)")
struct ForwardingPropertyTests {
  /// One level of a chain, from the window down: its kind (plain view, image view, disabled
  /// control, relay that forwards, relay that keeps the call) and whether a controller owns it.
  struct Level: Sendable, CustomStringConvertible {
    var kind: Int
    var ownedByController: Bool
    var description: String { "\(kind)\(ownedByController ? "+vc" : "")" }
  }

  static let levelGen = zip(Gen.int(in: 0...4), Gen.int(in: 0...3)).map {
    Level(kind: $0, ownedByController: $1 == 0)
  }

  /// Builds the chain, taps its deepest view, and returns who got which call, in order.
  private static func play(_ levels: [Level], tracing: Bool) throws -> [String] {
    var log: [String] = []
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
    window.makeKeyAndVisible()
    var controllers: [ViewController] = []
    var parent: View = window
    for (index, level) in levels.enumerated() {
      let view: View
      switch level.kind {
      case 0: view = View(frame: window.bounds)
      case 1:
        view = ImageView(frame: window.bounds)
        view.isUserInteractionEnabled = true
      case 2:
        // A disabled control is transparent to hit-testing; its subviews still take touches.
        let control = Control(frame: window.bounds)
        control.isEnabled = false
        view = control
      default:
        let relay = Relay(frame: window.bounds)
        relay.forwards = level.kind == 3
        relay.log = { log.append($0) }
        view = relay
      }
      view.accessibilityIdentifier = "v\(index)"
      if level.ownedByController {
        let controller = LoggingController()
        controller.title = "vc\(index)"
        controller.log = { log.append($0) }
        controller.view = view
        controllers.append(controller)
      }
      parent.addSubview(view)
      parent = view
    }
    let point = CGPoint(x: 50, y: 50)
    let tap = {
      try application.send(
        TouchSample(touchID: 1, phase: .began, location: point, timestamp: 1))
      try application.send(
        TouchSample(touchID: 1, phase: .ended, location: point, timestamp: 1.05))
    }
    if tracing {
      let recorder = TraceRecorder()
      try recorder.recording { try tap() }
      #expect(!recorder.records.isEmpty)
    } else {
      try tap()
    }
    withExtendedLifetime(controllers) {}
    return log
  }

  @Test(
    "Property: with no trace kept, forwarding passes default views by and reaches the same responders in the same order as the recorded walk"
  )
  func fastForwardingEqualsRecorded() async {
    await propertyCheck(count: 300, input: Self.levelGen.array(of: 1...30)) { levels in
      // swift-property-based drops what a property's body throws (it runs it under `try?`):
      // a thrown error is recorded here, as a failure.
      do {
        let fast = try Self.play(levels, tracing: false)
        let recorded = try Self.play(levels, tracing: true)
        #expect(fast == recorded, "\(levels)")
      } catch { Issue.record(error) }
    }
  }

  @Test(
    "§3.2 a tap on a plain view under a controller's root reaches the controller, then stops at the relay that keeps it"
  )
  func controllerBetweenDefaults() throws {
    let levels = [
      Level(kind: 4, ownedByController: false), Level(kind: 0, ownedByController: true),
      Level(kind: 0, ownedByController: false), Level(kind: 0, ownedByController: false),
    ]
    let log = try Self.play(levels, tracing: false)
    #expect(log == ["began vc1", "began v0", "ended vc1", "ended v0"])
  }
}
