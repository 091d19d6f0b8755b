import Foundation

/// One raw key event from a platform backend: a key going down, repeating or coming up.
public struct KeySample: Hashable, Sendable, Codable {
  /// Whether the key went down or came up.
  public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
    /// The key went down (or, with ``KeySample/isRepeat``, repeats while held).
    case down
    /// The key came up.
    case up
  }

  /// The key's position on the keyboard.
  public var keyCode: KeyboardHIDUsage
  /// Down or up.
  public var phase: Phase
  /// When, in seconds on the engine's clock.
  public var timestamp: TimeInterval
  /// The modifiers held.
  public var modifierFlags: KeyModifierFlags
  /// The characters the key makes with its modifiers.
  public var characters: String
  /// The characters without modifiers; for keys that type nothing, ``KeyCommand``'s inputs.
  public var charactersIgnoringModifiers: String
  /// Whether this is the keyboard's automatic repeat of a key held down.
  public var isRepeat: Bool

  /// Creates a sample. Characters left out are derived from the key code for letters, digits,
  /// space, return, tab, backspace, escape and the arrows (shift or Caps Lock makes letters
  /// upper case in ``characters``).
  public init(
    keyCode: KeyboardHIDUsage, phase: Phase, timestamp: TimeInterval,
    modifierFlags: KeyModifierFlags = [], characters: String? = nil,
    charactersIgnoringModifiers: String? = nil, isRepeat: Bool = false
  ) {
    self.keyCode = keyCode
    self.phase = phase
    self.timestamp = timestamp
    self.modifierFlags = modifierFlags
    let plain = charactersIgnoringModifiers ?? characters ?? Self.input(of: keyCode) ?? ""
    self.charactersIgnoringModifiers = plain
    let upper = !modifierFlags.intersection([.shift, .alphaShift]).isEmpty
    self.characters = characters ?? (upper && plain.count == 1 ? plain.uppercased() : plain)
    self.isRepeat = isRepeat
  }

  /// Creates a sample for the key that types `input` (`"a"`, `"7"`, `" "`, `"\r"`, or one of
  /// ``KeyCommand``'s inputs such as ``KeyCommand/inputUpArrow``), or `nil` when no key code is
  /// known for it.
  public init?(
    input: String, phase: Phase, timestamp: TimeInterval, modifierFlags: KeyModifierFlags = [],
    isRepeat: Bool = false
  ) {
    guard let code = Self.keyCode(of: input) else { return nil }
    self.init(
      keyCode: code, phase: phase, timestamp: timestamp, modifierFlags: modifierFlags,
      charactersIgnoringModifiers: input.count == 1 ? input.lowercased() : input,
      isRepeat: isRepeat)
  }

  /// Inputs by key code, for the keys whose input does not depend on the layout's letters.
  static let specialInputs: [KeyboardHIDUsage: String] = [
    .keyboardReturnOrEnter: "\r", .keyboardEscape: KeyCommand.inputEscape,
    .keyboardDeleteOrBackspace: "\u{8}", .keyboardTab: "\t", .keyboardSpacebar: " ",
    .keyboardPageUp: KeyCommand.inputPageUp, .keyboardPageDown: KeyCommand.inputPageDown,
    .keyboardRightArrow: KeyCommand.inputRightArrow, .keyboardLeftArrow: KeyCommand.inputLeftArrow,
    .keyboardDownArrow: KeyCommand.inputDownArrow, .keyboardUpArrow: KeyCommand.inputUpArrow,
  ]

  /// The input a key makes without modifiers on a US layout, if known.
  static func input(of code: KeyboardHIDUsage) -> String? {
    switch code.rawValue {
    case 0x04...0x1D: String(UnicodeScalar(UInt8(97 + code.rawValue - 0x04)))
    case 0x1E...0x26: String(code.rawValue - 0x1E + 1)
    case 0x27: "0"
    default: specialInputs[code]
    }
  }

  /// The key code of the key that makes `input`, if known.
  static func keyCode(of input: String) -> KeyboardHIDUsage? {
    if input.count == 1, let first = input.first {
      if let letter = KeyboardHIDUsage.letter(first) { return letter }
      if let digit = first.wholeNumberValue, first.isASCII {
        return KeyboardHIDUsage(rawValue: digit == 0 ? 0x27 : 0x1E + digit - 1)
      }
    }
    return specialInputs.first { $0.value == input }?.key
  }
}
