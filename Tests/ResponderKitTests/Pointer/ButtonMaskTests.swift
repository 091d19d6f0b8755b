import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// How a click was made in a table row: pointer buttons, or a finger.
enum ClickKind: Sendable, CustomStringConvertible {
  case pointer(Event.ButtonMask)
  case finger

  var description: String {
    switch self {
    case .pointer(let mask): "click of buttons \(mask.rawValue)"
    case .finger: "finger tap"
    }
  }
}

@MainActor
@Suite(
  "Pointer buttons and modifiers in recognizers (UITapGestureRecognizer.buttonMaskRequired, UIGestureRecognizer.buttonMask and modifierFlags)"
)
struct ButtonMaskTests {
  /// Required buttons, the click, and whether the tap fires.
  nonisolated static let requirements: [(Event.ButtonMask, ClickKind, Bool)] = [
    (.primary, ClickKind.pointer(.primary), true),
    (.primary, .pointer(.secondary), false),
    (.primary, .pointer([.primary, .secondary]), false),
    (.primary, .pointer(.button(3)), false),
    (.primary, .finger, true),
    (.secondary, .pointer(.secondary), true),
    (.secondary, .pointer(.primary), false),
    (.secondary, .finger, false),
    ([.primary, .secondary], .pointer([.primary, .secondary]), true),
    ([.primary, .secondary], .pointer(.primary), false),
  ]

  func pointer(
    _ x: CGFloat, _ y: CGFloat, _ buttons: Event.ButtonMask = [], at time: TimeInterval,
    modifiers: KeyModifierFlags = []
  ) -> PointerSample {
    PointerSample(
      location: CGPoint(x: x, y: y), buttonMask: buttons, modifierFlags: modifiers,
      timestamp: time)
  }

  /// Clicks (or taps with a finger) at (50, 50) at `time`, released 0.1 s later.
  func click(_ kind: ClickKind, _ app: Application, at time: TimeInterval) throws {
    switch kind {
    case .pointer(let buttons):
      try app.send(pointer(50, 50, buttons, at: time))
      try app.send(pointer(50, 50, at: time + 0.1))
    case .finger:
      try app.send([sample(1, .began, 50, 50, at: time)])
      try app.send([sample(1, .ended, 50, 50, at: time + 0.1)])
    }
  }

  @Test(
    "UITapGestureRecognizer.buttonMaskRequired (developer.apple.com/documentation/uikit/uitapgesturerecognizer/buttonmaskrequired): a tap fires only for the buttons it requires",
    arguments: ButtonMaskTests.requirements)
  func buttonMaskRequired(row: (Event.ButtonMask, ClickKind, Bool)) throws {
    let (required, kind, fires) = row
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let tap = TapGestureRecognizer()
    tap.buttonMaskRequired = required
    var fired = 0
    tap.addHandler { _ in fired += 1 }
    view.addGestureRecognizer(tap)
    try click(kind, scene.application, at: 1)
    #expect(fired == (fires ? 1 : 0), "\(kind) with \(required.rawValue) required")
  }

  @Test("UITapGestureRecognizer.buttonMaskRequired defaults to .primary; a right click is no tap")
  func defaultIsPrimary() throws {
    #expect(TapGestureRecognizer().buttonMaskRequired == .primary)
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let tap = TapGestureRecognizer()
    var fired = 0
    tap.addHandler { _ in fired += 1 }
    view.addGestureRecognizer(tap)
    let app = scene.application
    try click(.pointer(.secondary), app, at: 1)
    #expect(fired == 0)
    try click(.pointer(.primary), app, at: 2)
    #expect(fired == 1)
  }

  @Test("A right click fails a default tap, and the trace says which buttons it pressed")
  func failureIsTraced() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    view.addGestureRecognizer(TapGestureRecognizer())
    try click(.pointer(.secondary), scene.application, at: 1)
    let failures = scene.recorder.records.compactMap { record -> GestureFailureReason? in
      if case .recognizerStateChanged(_, _, .failed, let reason) = record { reason } else { nil }
    }
    #expect(failures == [.wrongButtons(pressed: .secondary, required: .primary)])
    #expect(failures.first?.description == "pressed secondary, needs primary")
  }

  @Test("A second button pressed during a primary click fails the tap at once")
  func chordDuringClick() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let tap = TapGestureRecognizer()
    var states: [GestureRecognizer.State] = []
    tap.addHandler { states.append($0.state) }
    view.addGestureRecognizer(tap)
    let app = scene.application
    try app.send(pointer(50, 50, .primary, at: 1))
    try app.send(pointer(50, 50, [.primary, .secondary], at: 1.05))
    #expect(tap.state == .possible, "failed and reset")
    try app.send(pointer(50, 50, at: 1.1))
    #expect(states.isEmpty)
  }

  /// One recognizer of each standard kind, on a view the pointer drags across.
  nonisolated static let kinds: [String] = ["tap", "pan", "longPress", "swipe", "custom"]

  func make(_ kind: String) -> GestureRecognizer {
    switch kind {
    case "tap": TapGestureRecognizer()
    case "pan": PanGestureRecognizer()
    case "longPress": LongPressGestureRecognizer()
    case "swipe": SwipeGestureRecognizer()
    default: GestureRecognizer()
    }
  }

  @Test(
    "UIGestureRecognizer.buttonMask and modifierFlags (iOS 13.4) on every recognizer: the buttons and modifiers of the last event it saw",
    arguments: kinds)
  func everyRecognizerReadsTheEvent(kind: String) throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let recognizer = make(kind)
    view.addGestureRecognizer(recognizer)
    #expect(recognizer.buttonMask == [] && recognizer.modifierFlags == [])
    var seen: [(Event.ButtonMask, KeyModifierFlags)] = []
    let app = scene.application
    try app.send(pointer(50, 50, .primary, at: 1, modifiers: [.command]))
    seen.append((recognizer.buttonMask, recognizer.modifierFlags))
    try app.send(pointer(52, 50, [.primary, .secondary], at: 1.05, modifiers: [.command, .shift]))
    seen.append((recognizer.buttonMask, recognizer.modifierFlags))
    #expect(seen[0].0 == .primary && seen[0].1 == .command, "\(kind) at the press")
    #expect(
      seen[1].0 == [.primary, .secondary] && seen[1].1 == [.command, .shift], "\(kind) moved")
    try app.send(pointer(52, 50, at: 1.1))
    // A finger's touch carries no buttons and no modifiers.
    try app.send([sample(1, .began, 60, 60, at: 2)])
    #expect(recognizer.buttonMask == [] && recognizer.modifierFlags == [], "\(kind): a finger")
    try app.send([sample(1, .ended, 60, 60, at: 2.1)])
  }

  @Test(
    "UIGestureRecognizer.buttonMask in a tap's action: the buttons of the click, though they came up"
  )
  func tapActionReadsItsClick() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let tap = TapGestureRecognizer()
    tap.buttonMaskRequired = .secondary
    var seen: [(Event.ButtonMask, KeyModifierFlags)] = []
    tap.addHandler { seen.append(($0.buttonMask, $0.modifierFlags)) }
    view.addGestureRecognizer(tap)
    let app = scene.application
    try app.send(pointer(50, 50, .secondary, at: 1, modifiers: .alternate))
    try app.send(pointer(50, 50, at: 1.1, modifiers: .alternate))
    #expect(seen.count == 1)
    #expect(seen.first?.0 == .secondary && seen.first?.1 == .alternate)
  }

  @Test("UIGestureRecognizer.modifierFlags on a hover recognizer: the hover reading's")
  func hoverReadsModifiers() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let hover = HoverGestureRecognizer()
    var seen: [(GestureRecognizer.State, Event.ButtonMask, KeyModifierFlags)] = []
    hover.addHandler { seen.append(($0.state, $0.buttonMask, $0.modifierFlags)) }
    view.addGestureRecognizer(hover)
    let app = scene.application
    try app.send(pointer(50, 50, at: 1, modifiers: .shift))
    try app.send(pointer(60, 50, at: 1.1, modifiers: .control))
    try app.send(pointer(60, 50, .primary, at: 1.2, modifiers: .command))
    #expect(seen.map(\.0) == [.began, .changed, .ended])
    #expect(seen.map(\.2) == [.shift, .control, .command])
    #expect(seen.map(\.1) == [[], [], .primary], "the press that ends the hover has its button")
  }

  @Test(
    "A button going down ends hovering at the press's time, after the timers due before it"
  )
  func hoverEndsAtPressTime() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let hover = HoverGestureRecognizer()
    let app = scene.application
    var log: [String] = []
    hover.addHandler { log.append("\($0.state) at \(app.clock.now)") }
    view.addGestureRecognizer(hover)
    try app.send(pointer(50, 50, at: 1))
    _ = app.clock.schedule(after: 0.5) { log.append("timer at \(app.clock.now)") }
    try app.send(pointer(70, 50, .primary, at: 2))
    #expect(log == ["began at 1.0", "timer at 1.5", "ended at 2.0"])
    #expect(hover.location(in: view) == CGPoint(x: 70, y: 50), "ended where the press is")
  }
}
