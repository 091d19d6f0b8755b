import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

/// One step of a random session of touches and keys.
struct MixedStep: Sendable {
  var kind: Int
  var which: Int
  var x: Double
  var y: Double

  static let gen = zip(
    Gen.int(in: 0...15), Gen.int(in: 0...3), Gen.double(in: 0...375), Gen.double(in: 0...600)
  ).map { MixedStep(kind: $0, which: $1, x: $2, y: $3) }
}

/// A first responder that logs every press call with the press's identity.
@MainActor
final class PressLog: View, KeyInput {
  /// Each call with its press, held so that identities are never reused.
  var calls: [(method: String, press: Press, responder: String, key: String)] = []
  var typed = ""
  override var canBecomeFirstResponder: Bool { true }
  override var keyCommands: [KeyCommand]? {
    [KeyCommand(input: "c", modifierFlags: .command, action: "copy:")]
  }
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == "copy:"
  }
  override func perform(_ action: Selector, sender: Any?, event: Event?) {}
  var hasText: Bool { !typed.isEmpty }
  func insertText(_ text: String) { typed += text }
  func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses {
      calls.append(("began", press, traceName, press.key?.description ?? ""))
    }
  }
  override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses {
      calls.append(("ended", press, traceName, press.key?.description ?? ""))
    }
  }
  override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses {
      calls.append(("cancelled", press, traceName, press.key?.description ?? ""))
    }
  }
}

@MainActor
@Suite("Property: random touches, keys, pointer and scrolls together")
struct MixedInputPropertyTests {
  /// The keys the session presses: a letter, command-c (a key command), an arrow and Delete.
  static let keys: [(code: KeyboardHIDUsage, modifiers: KeyModifierFlags)] = [
    (.keyboardA, []), (.keyboardC, .command), (.keyboardDownArrow, []),
    (.keyboardDeleteOrBackspace, []),
  ]

  @Test(
    "Property: with touches, keys, pointer clicks and hover, wheels and trackpads mixed, every press that began ends once where it began, a command's press never begins, every touch (the pointer's too) ends once in its view, recognizers reset, bad input is refused"
  )
  func mixedInput() async {
    await propertyCheck(count: 150, input: MixedStep.gen.array(of: 1...60)) { steps in
      let scene = DemoScene()
      let pad = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 375, height: 600))
      pad.isMultipleTouchEnabled = true
      pad.addGestureRecognizer(TapGestureRecognizer())
      let pan = PanGestureRecognizer()
      pan.allowedScrollTypesMask = .all
      pad.addGestureRecognizer(pan)
      let hover = HoverGestureRecognizer()
      pad.addGestureRecognizer(hover)
      var trackpadScrolling = false
      var touchLog: [ViewCall] = []
      pad.onCall = { method, touches, _ in touchLog.append((pad.traceName, method, touches.logged))
      }
      let first = PressLog(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let second = PressLog(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
      scene.window.addSubview(first)
      scene.window.addSubview(second)
      _ = first.becomeFirstResponder()
      var time: TimeInterval = 0
      var keysDown: Set<Int> = []
      var fingers: Set<Int> = []
      for step in steps {
        time += 0.01
        let key = Self.keys[step.which]
        let point = CGPoint(x: step.x, y: step.y)
        switch step.kind {
        case 0...2, 3:
          let isRepeat = step.kind == 3
          let sample = KeySample(
            keyCode: key.code, phase: .down, timestamp: time, modifierFlags: key.modifiers,
            isRepeat: isRepeat)
          let valid = isRepeat == keysDown.contains(key.code.rawValue)
          do {
            try scene.application.send(sample)
            #expect(valid, "accepted \(sample)")
            keysDown.insert(key.code.rawValue)
          } catch { #expect(!valid, "refused \(sample): \(error)") }
        case 4, 5:
          let sample = KeySample(
            keyCode: key.code, phase: .up, timestamp: time, modifierFlags: key.modifiers)
          let valid = keysDown.contains(key.code.rawValue)
          do {
            try scene.application.send(sample)
            #expect(valid, "accepted \(sample)")
            keysDown.remove(key.code.rawValue)
          } catch { #expect(!valid, "refused \(sample): \(error)") }
        case 6:
          // The first responder moves between the two while keys may be down.
          _ = (step.which % 2 == 0 ? first : second).becomeFirstResponder()
        case 7, 8:
          let phase: TouchSample.Phase = fingers.contains(step.which) ? .ended : .began
          let sample = TouchSample(
            touchID: step.which, phase: phase, location: point, timestamp: time)
          #expect(throws: Never.self) { try scene.application.send(sample) }
          if phase == .began { fingers.insert(step.which) } else { fingers.remove(step.which) }
        case 9:
          guard fingers.contains(step.which) else { continue }
          try? scene.application.send(
            TouchSample(touchID: step.which, phase: .moved, location: point, timestamp: time))
        case 10:
          scene.application.advance(by: 0.3)
          time += 0.3
        case 12:
          // The pointer: buttons from `which` (0: none, hover), anywhere.
          let buttons: Event.ButtonMask =
            step.which == 0 ? [] : step.which == 1 ? .primary : .secondary
          #expect(throws: Never.self) {
            try scene.application.send(
              PointerSample(location: point, buttonMask: buttons, timestamp: time))
          }
        case 13:
          #expect(throws: Never.self) {
            try scene.application.send(
              ScrollSample(
                location: point, delta: CGVector(dx: 0, dy: step.x - 187), type: .discrete,
                timestamp: time))
          }
        case 14:
          let phase: ScrollSample.Phase =
            trackpadScrolling ? (step.which == 0 ? .ended : .changed) : .began
          #expect(throws: Never.self) {
            try scene.application.send(
              ScrollSample(
                location: point, delta: CGVector(dx: step.y - 300, dy: step.x - 187),
                type: .continuous, phase: phase, timestamp: time))
          }
          trackpadScrolling = phase != .ended
        case 15:
          // Bad scroll input is refused and changes nothing.
          #expect(throws: InputError.self) {
            try scene.application.send(
              ScrollSample(
                location: point, delta: CGVector(dx: .nan, dy: 0), type: .discrete,
                timestamp: time))
          }
        default:
          // Time running backwards is refused for keys as for touches.
          let late = KeySample(keyCode: key.code, phase: .up, timestamp: time - 1)
          #expect(throws: KeyInputError.self) { try scene.application.send(late) }
        }
      }
      for code in keysDown {
        time += 0.01
        try? scene.application.send(
          KeySample(keyCode: KeyboardHIDUsage(rawValue: code), phase: .up, timestamp: time))
      }
      time += 0.01
      if trackpadScrolling {
        try? scene.application.send(
          ScrollSample(
            location: .zero, delta: CGVector(dx: 0, dy: 0), type: .continuous, phase: .ended,
            timestamp: time))
      }
      // The pointer lifts its buttons and leaves: hovering ends.
      try? scene.application.send(PointerSample(location: CGPoint(x: 500, y: 900), timestamp: time))
      scene.application.cancelAllTouches()
      scene.application.advance(by: 10)
      #expect(pan.state == .possible && hover.state == .possible, "recognizers reset")
      #expect(scene.application.keyboardPressesDown.isEmpty)
      verifyEveryBeganTouchEndsOnce(touchLog)
      var open: [ObjectIdentifier: String] = [:]
      var seen: Set<ObjectIdentifier> = []
      let commandPresses = (first.calls + second.calls).filter { $0.key == "command+c" }
      #expect(commandPresses.isEmpty, "the command took command-c's presses")
      // Each log in its order: a press begins once and ends once, in the responder it began in.
      for log in [first.calls, second.calls] {
        for call in log {
          switch call.method {
          case "began":
            let id = ObjectIdentifier(call.press)
            #expect(!seen.contains(id), "a press began twice")
            seen.insert(id)
            open[id] = call.responder
          default:
            let id = ObjectIdentifier(call.press)
            #expect(open[id] == call.responder, "a press ended where it did not begin")
            open[id] = nil
          }
        }
      }
      #expect(open.isEmpty, "presses left open")
    }
  }
}
