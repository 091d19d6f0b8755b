import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Controls (§11)")
struct ControlTests {
  /// A 100 x 44 button at (100, 300) inside a recording `Card`, with every event logged.
  private func build() -> (DemoScene, Button, card: RecordingView, log: GestureLog) {
    let scene = DemoScene()
    let card = scene.recordingView("Card", CGRect(x: 0, y: 200, width: 375, height: 300))
    let button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
    button.title = "OK"
    card.addSubview(button)
    let log = GestureLog(scene)
    button.addAction(
      Action { [unowned button] _ in log.entries.append("highlighted \(button.isHighlighted)") },
      for: .touchDown)
    for (event, name) in [
      (ControlEvents.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
      (.touchDragInside, "dragInside"),
      (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"),
      (.touchDragExit, "dragExit"),
      (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
      (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ] {
      button.addAction(Action { _ in log.entries.append(name) }, for: event)
    }
    return (scene, button, card, log)
  }

  @Test("§11.1 control event raw values are UIKit's")
  func rawValues() {
    #expect(ControlEvents.touchDown.rawValue == 1 && ControlEvents.touchDownRepeat.rawValue == 2)
    #expect(
      ControlEvents.touchDragInside.rawValue == 4 && ControlEvents.touchDragOutside.rawValue == 8)
    #expect(
      ControlEvents.touchDragEnter.rawValue == 16 && ControlEvents.touchDragExit.rawValue == 32)
    #expect(
      ControlEvents.touchUpInside.rawValue == 64 && ControlEvents.touchUpOutside.rawValue == 128)
    #expect(
      ControlEvents.touchCancel.rawValue == 256 && ControlEvents.valueChanged.rawValue == 4096)
    #expect(
      ControlEvents.primaryActionTriggered.rawValue == 8192
        && ControlEvents.menuActionTriggered.rawValue == 16384)
  }

  @Test(
    "§11.1 a tap: touchDown (highlighted), touchUpInside, primary action; touchesBegan is not forwarded"
  )
  func tap() throws {
    let (scene, button, card, log) = build()
    try scene.tap(at: CGPoint(x: 150, y: 320))
    #expect(log.entries == ["highlighted true", "touchDown", "upInside", "primary"])
    #expect(card.methods.isEmpty)
    #expect(!button.isTracking)
  }

  @Test("§11.1 the highlight lasts at least 0.12 s after a quick tap")
  func minimumHighlight() throws {
    let (scene, button, _, _) = build()
    try scene.application.send([sample(1, .began, 150, 320, at: 0)])
    try scene.application.send([sample(1, .ended, 150, 320, at: 0.02)])
    #expect(button.isHighlighted)
    scene.application.advance(to: 0.13)
    #expect(!button.isHighlighted)
  }

  @Test(
    "§11.1 dragging out of the tracking area clears the highlight at once, re-entering restores it")
  func dragOutClearsHighlight() throws {
    let (scene, button, _, log) = build()
    try scene.application.send([sample(1, .began, 150, 320, at: 0)])
    try scene.application.send([sample(1, .moved, 150, 500, at: 0.03)])
    #expect(!button.isHighlighted, "the 0.12 s minimum is for quick taps, not for drags")
    #expect(log.entries.suffix(2) == ["dragExit", "dragOutside"])
    try scene.application.send([sample(1, .moved, 150, 330, at: 0.06)])
    #expect(button.isHighlighted)
    try scene.application.send([sample(1, .moved, 150, 600, at: 0.5)])
    try scene.application.send([sample(1, .ended, 150, 600, at: 0.6)])
    #expect(!button.isHighlighted && log.entries.last == "upOutside")
  }

  @Test("§11.1 a second quick tap also sends touchDownRepeat")
  func repeatTap() throws {
    let (scene, _, _, log) = build()
    var script = TouchScript()
    script.doubleTap(at: CGPoint(x: 150, y: 320))
    try scene.application.play(script)
    #expect(log.entries.filter { $0 == "touchDownRepeat" }.count == 1)
  }

  @Test(
    "§11.1 §11.2 dragging out past the 70 pt tracking area and back: exit, outside, enter, inside")
  func dragOutAndBack() throws {
    let (scene, button, _, log) = build()
    try scene.application.send([sample(1, .began, 150, 320, at: 0)])
    try scene.application.send([sample(1, .moved, 150, 250, at: 0.1)])
    try scene.application.send([sample(1, .moved, 150, 220, at: 0.2)])
    #expect(!button.isHighlighted && !button.isTouchInside)
    try scene.application.send([sample(1, .moved, 150, 240, at: 0.3)])
    try scene.application.send([sample(1, .ended, 150, 200, at: 0.4)])
    #expect(
      log.entries == [
        "highlighted true", "touchDown", "dragInside", "dragExit", "dragOutside", "dragEnter",
        "dragInside",
        "dragExit", "upOutside",
      ])
  }

  @Test(
    "§11.2 the tracking area reaches 70 pt beyond the bounds",
    arguments: [(69.0, true), (71.0, false)])
  func trackingArea(beyond: CGFloat, inside: Bool) throws {
    let (scene, _, _, log) = build()
    try scene.application.send([sample(1, .began, 150, 320, at: 0)])
    try scene.application.send([sample(1, .ended, 200 + beyond, 320, at: 0.1)])
    #expect(log.entries.contains(inside ? "upInside" : "upOutside"))
  }

  @Test("§11.1 a cancelled touch sends touchCancel")
  func cancel() throws {
    let (scene, button, _, log) = build()
    try scene.application.send([sample(1, .began, 150, 320, at: 0)])
    scene.application.cancelAllTouches()
    #expect(log.entries.last == "cancel" && !button.isTracking && !button.isHighlighted)
  }

  @Test(
    "§11.1 beginTracking false: no events, and still no forwarding; continueTracking false stops tracking"
  )
  func trackingHooks() throws {
    final class Picky: Control {
      var begins = true
      var continues = true
      override func beginTracking(_ touch: Touch, with event: Event?) -> Bool { begins }
      override func continueTracking(_ touch: Touch, with event: Event?) -> Bool { continues }
    }
    let scene = DemoScene()
    let card = scene.recordingView("Card", scene.window.bounds)
    let control = Picky(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.addSubview(control)
    var events: [String] = []
    control.addAction(Action { _ in events.append("event") }, for: .allEvents)
    control.begins = false
    try scene.tap(at: CGPoint(x: 50, y: 50))
    #expect(events.isEmpty && card.methods == [.touchesEnded])
    control.begins = true
    control.continues = false
    scene.application.advance(by: 1)
    try scene.application.send([sample(2, .began, 50, 50, at: 2)])
    try scene.application.send([sample(2, .moved, 60, 50, at: 2.1)])
    try scene.application.send([sample(2, .ended, 60, 50, at: 2.2)])
    #expect(events == ["event"] && !control.isTracking)
    #expect(card.methods.last == .touchesEnded)
  }

  @Test("§2.1 §11 a disabled control is transparent: the touch goes to what is beneath")
  func disabled() throws {
    let (scene, button, card, log) = build()
    button.isEnabled = false
    #expect(button.state == .disabled)
    try scene.tap(at: CGPoint(x: 150, y: 320))
    #expect(log.entries.isEmpty && card.methods == [.touchesBegan, .touchesEnded])
    #expect(
      scene.recorder.records.contains(
        .hitTestExited(view: "OK", result: nil, reason: .disabledControl)))
  }

  @Test("§3.4 §11 a nil-targeted action travels the responder chain; a target gets it directly")
  func targetAction() throws {
    let (scene, button, card, _) = build()
    var received: [String] = []
    card.setAction("save:") { sender, _ in
      received.append("card from \((sender as? Button)?.title ?? "?")")
    }
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    try scene.tap(at: CGPoint(x: 150, y: 320))
    #expect(received == ["card from OK"])
    let other = View()
    other.setAction("save:") { _, _ in received.append("other") }
    button.removeTarget(nil, action: "save:", for: .touchUpInside)
    button.addTarget(other, action: "save:", for: .touchUpInside)
    scene.application.advance(by: 1)
    try scene.tap(at: CGPoint(x: 150, y: 320))
    #expect(received == ["card from OK", "other"])
    #expect(button.actions(forTarget: other, forControlEvent: .touchUpInside) == ["save:"])
  }

  @Test("§11.4 a button wins a single tap over a tap recognizer on its ancestor")
  func buttonBeatsAncestorTap() throws {
    let (scene, _, card, log) = build()
    let cardTap = TapGestureRecognizer()
    log.watch(cardTap, as: "cardTap")
    card.addGestureRecognizer(cardTap)
    try scene.tap(at: CGPoint(x: 150, y: 320))
    #expect(log.entries == ["highlighted true", "touchDown", "upInside", "primary"])
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "cardTap on Card", from: .possible, to: .failed, reason: .viewSaidNo("OK"))))
    scene.application.advance(by: 1)
    try scene.tap(at: CGPoint(x: 20, y: 220))
    #expect(log.entries.last?.hasPrefix("cardTap ended") == true)
  }

  @Test("§11.4 a tap recognizer on the button itself wins over the button")
  func ownRecognizerWins() throws {
    let (scene, button, _, log) = build()
    let tap = TapGestureRecognizer()
    log.watch(tap, as: "own")
    button.addGestureRecognizer(tap)
    try scene.tap(at: CGPoint(x: 150, y: 320))
    #expect(log.entries.contains { $0.hasPrefix("own ended") } && log.entries.last == "cancel")
    #expect(!log.entries.contains("upInside"))
  }

  @Test("§11.4 a switch toggles on tap and by its knob, even under an ancestor pan")
  func switchControl() throws {
    let scene = DemoScene()
    let card = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let cardPan = PanGestureRecognizer()
    card.addGestureRecognizer(cardPan)
    let toggle = Switch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
    card.addSubview(toggle)
    var values: [Bool] = []
    toggle.addAction(
      Action { [unowned toggle] _ in values.append(toggle.isOn) }, for: .valueChanged)
    try scene.tap(at: CGPoint(x: 120, y: 115))
    #expect(values == [true])
    var drag = TouchScript(startingAt: 1)
    drag.drag(along: [CGPoint(x: 140, y: 115), CGPoint(x: 105, y: 115)], duration: 0.2)
    try scene.application.play(drag)
    #expect(values == [true, false] && !toggle.isOn)
    #expect(cardPan.state == .possible)
    #expect(
      !scene.recorder.records.contains {
        if case .recognizerActionSent = $0 { true } else { false }
      })
  }

  @Test("Property §11.2: touch up inside or outside agrees with where the finger lifted")
  func upInsideAgreesWithLift() async {
    await propertyCheck(
      count: 200,
      input: zip(Gen.double(in: -100...500), Gen.double(in: 0...667)).array(of: 0...6),
      zip(Gen.double(in: -100...500), Gen.double(in: 0...667))
    ) { path, lift in
      let (scene, button, _, log) = build()
      var frames: [[TouchSample]] = [[sample(1, .began, 150, 320, at: 0)]]
      for (index, (x, y)) in path.enumerated() {
        frames.append([sample(1, .moved, x, y, at: 0.01 * Double(index + 1))])
      }
      frames.append([sample(1, .ended, lift.0, lift.1, at: 1)])
      for frame in frames { try? scene.application.send(frame) }
      let liftPoint = button.convert(CGPoint(x: lift.0, y: lift.1), from: nil)
      let inside = button.bounds.insetBy(dx: -70, dy: -70).contains(liftPoint)
      #expect(log.entries.last == (inside ? "primary" : "upOutside"))
    }
  }
}
