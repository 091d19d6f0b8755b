import Foundation
import ResponderKit

extension RawInputFuzzer {
  /// Sends one reading of desktop input, mostly valid: a key going down, repeating or up; the
  /// pointer hovering, pressing, dragging or releasing; a wheel tick or a trackpad scroll step; a
  /// trackpad pinch or rotation step. Its phases, values and time may break the rules; a refused
  /// reading must change nothing.
  func sendDesktopInput() {
    let step = Double(input.int(in: 0...40)) / 200
    let backwards = input.chance(4)
    let before = time
    time = backwards ? time - 0.5 : time + step
    let location = CGPoint(x: input.coordinate(span: 400), y: input.coordinate(span: 700))
    switch input.int(in: 0...3) {
    case 0:
      let code = KeyboardHIDUsage(
        rawValue: [0x04, 0x06, 0x19, 0x28, 0x4F, 0x52][input.int(in: 0...5)])
      let phase: KeySample.Phase = input.chance(128) ? .down : .up
      let key = KeySample(
        keyCode: code, phase: phase, timestamp: time,
        modifierFlags: input.chance(64) ? .command : [], isRepeat: input.chance(32))
      narrateAndCheck("key \(code.rawValue) \(phase) at \(time)") {
        try application.send(key)
        if phase == .down { keysDown.insert(code.rawValue) } else { keysDown.remove(code.rawValue) }
      }
    case 1:
      let buttons: [Event.ButtonMask] = [[], [], .primary, .secondary]
      let pointer = PointerSample(
        location: location, buttonMask: buttons[input.int(in: 0...3)], timestamp: time)
      narrateAndCheck("pointer \(pointer.buttonMask.rawValue) at \(location) at \(time)") {
        try application.send(pointer)
      }
    case 2:
      let type: Event.ScrollType = input.chance(96) ? .discrete : .continuous
      let phase = ScrollSample.Phase.allCases[input.int(in: 0...3)]
      let delta = CGVector(dx: input.coordinate(span: 40) - 20, dy: input.coordinate(span: 40) - 20)
      let scroll = ScrollSample(
        location: location, delta: delta, type: type, phase: type == .discrete ? .changed : phase,
        timestamp: time)
      narrateAndCheck("scroll \(type) \(scroll.phase) \(delta) at \(location) at \(time)") {
        try application.send(scroll)
        if type == .continuous { isTrackpadScrolling = phase == .began || phase == .changed }
      }
    default:
      let scales: [CGFloat] = [1, 1.1, 0.9, 2, 0, .nan]
      let rotations: [CGFloat] = [0, 0.1, -0.2, .infinity]
      let phase = TransformSample.Phase.allCases[input.int(in: 0...3)]
      let transform = TransformSample(
        location: location, scale: scales[input.int(in: 0...5)],
        rotation: rotations[input.int(in: 0...3)], phase: phase, timestamp: time)
      narrateAndCheck("transform \(phase) \(transform.scale) \(transform.rotation) at \(time)") {
        try application.send(transform)
        isTrackpadTransforming = phase == .began || phase == .changed
      }
    }
    // Time that ran backwards was refused: the next reading starts from where time was.
    if backwards { time = before }
  }

  /// Ends what desktop input left going: keys up, trackpad gestures cancelled.
  func finishDesktopInput() {
    time += 0.01
    for code in keysDown.sorted() {
      narrateAndCheck("key \(code) up at \(time)") {
        try application.send(
          KeySample(keyCode: KeyboardHIDUsage(rawValue: code), phase: .up, timestamp: time))
      }
    }
    keysDown.removeAll()
    let nowhere = CGPoint(x: -1, y: -1)
    if isTrackpadScrolling {
      narrateAndCheck("trackpad scroll cancelled at \(time)") {
        try application.send(
          ScrollSample(
            location: nowhere, delta: CGVector(dx: 0, dy: 0), type: .continuous,
            phase: .cancelled, timestamp: time))
      }
      isTrackpadScrolling = false
    }
    if isTrackpadTransforming {
      narrateAndCheck("trackpad transform cancelled at \(time)") {
        try application.send(TransformSample(location: nowhere, phase: .cancelled, timestamp: time))
      }
      isTrackpadTransforming = false
    }
  }

  /// Runs `body`, narrating `step`; a refusal must deliver no touch call and change no
  /// recognizer's state.
  private func narrateAndCheck(_ step: @autoclosure () -> String, _ body: () throws -> Void) {
    narration?(step())
    let callsBefore = ledger.callCount
    let statesBefore = recognizers.map(\.state)
    do {
      try body()
    } catch {
      if handlerDepth == 0, ledger.callCount != callsBefore {
        violations.append("a refused reading (\(error)) delivered touch calls")
      }
      if handlerDepth == 0, recognizers.map(\.state) != statesBefore {
        violations.append("a refused reading (\(error)) changed recognizer states")
      }
    }
  }
}
