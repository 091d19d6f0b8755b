import Foundation
import ResponderKit

/// A hardware keyboard, typing into the first responder.
extension InputSimulator {
  /// Types `text`, a key per character (letters, digits, space, return, tab), into whatever is
  /// first responder: a text field inserts it, key commands match it.
  public func type(_ text: String) throws(SimulationError) {
    var script = script()
    for character in text {
      let input = String(character)
      let lower = input.lowercased()
      guard KeySample(input: lower, phase: .down, timestamp: now) != nil else {
        throw failure(.inputRefused("no key types \(input.debugDescription)"))
      }
      script.key(lower, modifiers: input != lower ? [.shift] : [])
    }
    try play(script)
  }

  /// A key combination: `input` (`"c"`, or one of `KeyCommand`'s inputs such as
  /// `KeyCommand.inputUpArrow`) pressed with `modifiers`, held `hold` seconds.
  public func press(
    _ input: String, modifiers: KeyModifierFlags = [], hold: TimeInterval = 0.05
  ) throws(SimulationError) {
    guard KeySample(input: input, phase: .down, timestamp: now) != nil else {
      throw failure(.inputRefused("no key types \(input.debugDescription)"))
    }
    var script = script()
    script.key(input, modifiers: modifiers, hold: hold)
    try play(script)
  }
}
