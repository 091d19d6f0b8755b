import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("InputSimulator: every kind of input, aimed at views, on the virtual clock")
struct SimulatedInputTests {
  let screen = SimulatedScreen()
  var application: Application { screen.application }
  var window: Window { screen.window }
  var simulator: InputSimulator { screen.simulator }
  let card: View

  init() {
    card = View(frame: CGRect(x: 50, y: 100, width: 275, height: 300))
    card.accessibilityIdentifier = "Card"
    card.isMultipleTouchEnabled = true
    window.addSubview(card)
  }

  /// Adds `recognizer` to the card and returns it.
  func attach<R: GestureRecognizer>(_ recognizer: R) -> R {
    card.addGestureRecognizer(recognizer)
    return recognizer
  }

  @Test("a double tap is recognized by a two-tap recognizer")
  func doubleTap() throws {
    let twice = attach(TapGestureRecognizer())
    twice.numberOfTapsRequired = 2
    try simulator.doubleTap("Card")
    try simulator.expectRecognized(twice)
  }

  @Test(
    "pinch and rotate move two fingers as asked; the recognizers report from where they began (§9.5 8-pt hysteresis, §9.6 5° threshold)"
  )
  func twoFingers() throws {
    let pinch = attach(PinchGestureRecognizer())
    var scale: CGFloat = 0
    pinch.addHandler { scale = ($0 as! PinchGestureRecognizer).scale }
    try simulator.pinch("Card", scale: 2)
    #expect(abs(scale - 200 / 108) < 0.01, "100 pt apart to 200, begun at 108")
    let rotation = attach(RotationGestureRecognizer())
    var angle: CGFloat = 0
    rotation.addHandler { angle = ($0 as! RotationGestureRecognizer).rotation }
    try simulator.rotate("Card", by: .pi / 4)
    #expect(abs(angle - 40 * .pi / 180) < 0.01, "45° turned, begun at 5°")
  }

  @Test("a pencil stroke arrives as pencil touches with their force")
  func pencil() throws {
    let log = PencilLog(frame: CGRect(x: 0, y: 0, width: 275, height: 300))
    log.accessibilityIdentifier = "Canvas"
    card.addSubview(log)
    try simulator.pencilStroke("Canvas", by: CGVector(dx: 80, dy: 0), force: 2)
    #expect(log.types == [.pencil] && log.forces.allSatisfy { $0 == 2 } && !log.forces.isEmpty)
  }

  @Test("a click, a secondary click, hovering and the pointer leaving")
  func pointer() throws {
    let secondary = attach(TapGestureRecognizer())
    secondary.buttonMaskRequired = .secondary
    try simulator.click("Card")
    #expect(simulator.states(of: secondary) == [.failed])
    try simulator.secondaryClick("Card")
    try simulator.expectRecognized(secondary)
    let hover = attach(HoverGestureRecognizer())
    try simulator.hover("Card")
    #expect(hover.state == .changed)
    try simulator.pointerExit()
    #expect(simulator.states(of: hover).last == .ended)
  }

  @Test("a wheel and a trackpad scroll a scroll view; waitUntilIdle lets it stop")
  func scrolling() throws {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 275, height: 300))
    list.accessibilityIdentifier = "List"
    list.contentSize = CGSize(width: 275, height: 3_000)
    card.addSubview(list)
    try simulator.scrollWheel("List", delta: CGVector(dx: 0, dy: -40), ticks: 3)
    #expect(abs(list.contentOffset.y - 120) < 1e-9)
    try simulator.trackpadScroll("List", by: CGVector(dx: 0, dy: -200))
    #expect(list.isDecelerating)
    try simulator.waitUntilIdle()
    #expect(!list.isDecelerating && list.contentOffset.y > 320)
  }

  @Test("keys: text typed reaches the first responder; a combination runs its key command instead")
  func keys() throws {
    let editor = KeyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    card.addSubview(editor)
    _ = editor.becomeFirstResponder()
    try simulator.type("Hi")
    try simulator.press("s", modifiers: .command)
    #expect(editor.keys == ["H", "i"], "the key command took Command-S")
    #expect(editor.saved == 1)
  }

  @Test("waiting ten virtual seconds fires the timers due and ends on time")
  func waits() throws {
    var fired: [TimeInterval] = []
    application.clock.schedule(after: 3) { fired.append(self.simulator.now) }
    let start = simulator.now
    let error = #expect(throws: SimulationError.self) {
      try simulator.wait(until: { false }, timeout: 10, "nothing")
    }
    #expect(error?.kind == .timedOut("nothing", after: 10))
    #expect(abs(simulator.now - start - 10) < 1e-9)
    #expect(fired == [3])
  }

  @Test("wait(for:toReach:) sees a long press begin, though it has ended by the time it returns")
  func waitForState() throws {
    let press = attach(LongPressGestureRecognizer())
    var script = TouchScript(startingAt: simulator.now)
    script.longPress(at: CGPoint(x: 100, y: 200), duration: 0.6)
    try application.play(script)
    try simulator.wait(for: press, toReach: .possible, timeout: 1)
    #expect(simulator.states(of: press) == [.began, .ended])
  }
}

/// Records the types and forces of the touches it gets.
final class PencilLog: View {
  var types: Set<Touch.TouchType> = []
  var forces: [CGFloat] = []

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    for touch in touches {
      types.insert(touch.type)
      forces.append(touch.force)
    }
  }
}

/// A first responder that records key presses and has a Command-S key command.
final class KeyView: View {
  var keys: [String] = []
  var saved = 0

  override var canBecomeFirstResponder: Bool { true }

  override var keyCommands: [KeyCommand]? {
    [KeyCommand(input: "s", modifierFlags: .command, action: Selector(KeyView.save))]
  }

  func save(_ sender: Any?) { saved += 1 }

  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { keys.append(press.key?.characters ?? "?") }
  }
}
