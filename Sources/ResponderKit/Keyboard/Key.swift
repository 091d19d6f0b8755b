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

  /// A readable name for an input: arrows and other special keys by their names, space, return,
  /// tab and backspace by theirs, anything else as typed.
  static func displayName(of input: String) -> String {
    switch input {
    case " ": "space"
    case "\r": "return"
    case "\t": "tab"
    case "\u{8}": "backspace"
    case "": "(no characters)"
    default:
      input.hasPrefix("UIKeyInput") ? String(input.dropFirst("UIKeyInput".count)) : input
    }
  }
}
