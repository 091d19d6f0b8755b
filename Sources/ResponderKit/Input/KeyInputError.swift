import Foundation

/// A raw key sample that breaks the rules, refused before it reaches any responder; the engine's
/// state is as it was.
public struct KeyInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// An up, or a repeat, for a key that is not down.
    case keyNotDown
    /// A down (not a repeat) for a key that is already down.
    case keyAlreadyDown
    /// The timestamp is earlier than the previous input's.
    case timeWentBackwards(previous: TimeInterval)
    /// The timestamp is NaN, infinite, negative or beyond ``InputValidator/timestampLimit``.
    case invalidTimestamp
    /// The key code is outside 0...0xFFFF, the range of HID usage codes.
    case keyCodeOutOfRange
  }

  /// What is wrong.
  public var kind: Kind
  /// The offending sample.
  public var sample: KeySample

  /// Names the key, the phase, the time and the rule broken.
  public var description: String {
    let code = String(sample.keyCode.rawValue, radix: 16, uppercase: true)
    let location =
      "key 0x\(code) (\(Key.displayName(of: sample.charactersIgnoringModifiers))) \(sample.isRepeat ? "repeat" : sample.phase.rawValue) at t=\(sample.timestamp)"
    switch kind {
    case .keyNotDown: return "\(location): the key is not down; it needs a down first"
    case .keyAlreadyDown:
      return "\(location): the key is already down; it must come up first (or be a repeat)"
    case .timeWentBackwards(let previous):
      return "\(location): time went backwards from \(previous) to \(sample.timestamp)"
    case .invalidTimestamp:
      return
        "\(location): timestamp is not within 0...\(TextTraceFormatter.number(InputValidator.timestampLimit)) seconds"
    case .keyCodeOutOfRange: return "\(location): key code is not a HID usage (0...0xFFFF)"
    }
  }
}
