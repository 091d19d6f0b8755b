/// A keyboard shortcut: a key with modifiers and the action it sends (`UIKeyCommand`).
///
/// Responders offer commands through ``Responder/keyCommands``. When a key goes down, the
/// application looks for a matching command along the responder chain from the key window's first
/// responder; if one matches, the action goes to the first responder up the chain that can
/// perform it (``Responder/target(forAction:withSender:)``). A command that is performed stops
/// the key's press: no responder gets `pressesBegan` or `pressesEnded` for it.
@preconcurrency @MainActor
public final class KeyCommand {
  /// The command's title, shown in menus and discoverability lists.
  public var title: String
  /// The action sent when the command's key goes down.
  public let action: Selector
  /// The characters that must be typed, ignoring modifiers: `"c"`, `" "`, or one of the inputs
  /// below for keys that type nothing.
  public let input: String?
  /// The modifiers that must be held (Caps Lock and the keypad flag do not count).
  public let modifierFlags: KeyModifierFlags
  /// A longer title for the discoverability list.
  public var discoverabilityTitle: String?
  /// Whether the command runs before the first responder's text input handles the key (iOS 15's
  /// order): `false`, the default, lets a text-input first responder (``KeyInput``) take typing
  /// keys first, so the command runs only for keys text input does not use.
  public var wantsPriorityOverSystemBehavior = false

  /// Creates a command for `input` with `modifierFlags` that sends `action`.
  public init(
    title: String = "", action: Selector, input: String, modifierFlags: KeyModifierFlags = [],
    discoverabilityTitle: String? = nil
  ) {
    self.title = title
    self.action = action
    self.input = input
    self.modifierFlags = modifierFlags
    self.discoverabilityTitle = discoverabilityTitle
  }

  /// Creates a command for `input` with `modifierFlags` that sends `action`.
  public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  /// Whether the command matches `key`: the same input (letters in either case) and the same
  /// command-relevant modifiers.
  public func matches(_ key: Key) -> Bool {
    guard let input else { return false }
    let relevant = KeyModifierFlags.commandRelevant
    return key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant)
      && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
  }

  /// The up arrow's input.
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow's input.
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow's input.
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow's input.
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  /// Escape's input.
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  /// Page Up's input.
  nonisolated public static let inputPageUp = "UIKeyInputPageUp"
  /// Page Down's input.
  nonisolated public static let inputPageDown = "UIKeyInputPageDown"
  /// Home's input.
  nonisolated public static let inputHome = "UIKeyInputHome"
  /// End's input.
  nonisolated public static let inputEnd = "UIKeyInputEnd"
}
