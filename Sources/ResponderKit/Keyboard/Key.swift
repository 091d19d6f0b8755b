/// A key on a hardware keyboard, as a press carries it (`UIKey`): its position, the characters it
/// makes with and without its modifiers, and the modifiers held.
public final class Key: Sendable, CustomStringConvertible {
  /// The characters the key makes with its modifiers (`"C"` for shift-c).
  public let characters: String
  /// The characters without the modifiers (`"c"`); for a key that types nothing, one of
  /// ``KeyCommand``'s inputs (``KeyCommand/inputUpArrow``, ...).
  public let charactersIgnoringModifiers: String
  /// The modifier keys held.
  public let modifierFlags: KeyModifierFlags
  /// The key's position on the keyboard.
  public let keyCode: KeyboardHIDUsage

  /// Creates a key.
  public init(
    keyCode: KeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
    modifierFlags: KeyModifierFlags
  ) {
    self.keyCode = keyCode
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
  }

  /// The key as traces show it: its modifiers and its input, `command+c`, `UIKeyInputUpArrow`.
  public var description: String {
    let name = Self.displayName(of: charactersIgnoringModifiers)
    let modifiers = modifierFlags.traceDescription
    return modifiers.isEmpty ? name : "\(modifiers)+\(name)"
  }

  /// The names of keys that type nothing or whitespace, by their input: how traces and scenario
  /// files write them.
  public static let names: [String: String] = [
    " ": "space", "\r": "return", "\t": "tab", "\u{8}": "backspace",
    KeyCommand.inputEscape: "escape", KeyCommand.inputUpArrow: "upArrow",
    KeyCommand.inputDownArrow: "downArrow", KeyCommand.inputLeftArrow: "leftArrow",
    KeyCommand.inputRightArrow: "rightArrow", KeyCommand.inputPageUp: "pageUp",
    KeyCommand.inputPageDown: "pageDown", KeyCommand.inputHome: "home", KeyCommand.inputEnd: "end",
  ]

  /// A readable name for an input: special keys by their ``names``, anything else as typed.
  static func displayName(of input: String) -> String {
    input.isEmpty ? "(no characters)" : names[input] ?? input
  }
}
