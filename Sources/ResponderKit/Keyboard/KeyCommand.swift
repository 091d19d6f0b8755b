import Foundation

/// A keyboard shortcut: a key with modifiers and the action it sends (`UIKeyCommand`).
///
/// Responders offer commands through ``Responder/keyCommands``. When a key goes down, the
/// application looks for a matching command along the responder chain from the key window's first
/// responder; if one matches, the action goes to the first responder up the chain that can
/// perform it (`target(forAction:withSender:)`). A command that is performed stops
/// the key's press: no responder gets `pressesBegan` or `pressesEnded` for it.
///
/// The action is a ``Selector``: a name, or a method reference (`#selector(refresh(_:))` written
/// `Feed.refresh`), which reaches the first responder of the method's class along the chain.
@preconcurrency @MainActor
open class KeyCommand: Command {
  /// The characters that must be typed, ignoring modifiers: `"c"`, `" "`, or one of the inputs
  /// below for keys that type nothing.
  public let input: String?
  /// The modifiers that must be held (Caps Lock and the keypad flag do not count).
  public let modifierFlags: KeyModifierFlags
  /// Whether the command runs before the first responder's text input handles the key (iOS 15's
  /// order): `false`, the default, lets a text-input first responder (``KeyInput``) take typing
  /// keys first, so the command runs only for keys text input does not use.
  open var wantsPriorityOverSystemBehavior = false
  /// Whether the system may localize the command's input for the keyboard layout.
  open var allowsAutomaticLocalization = true
  /// Whether the system may mirror the command's input in right-to-left layouts.
  open var allowsAutomaticMirroring = true

  /// Creates a command for `input` with `modifierFlags` that sends `action`: UIKit's full
  /// initializer, with its defaults.
  public init(
    title: String = "", image: Image? = nil, action: Selector, input: String,
    modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [CommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: MenuElement.Attributes = [], state: MenuElement.State = .off
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(
      title: title, image: image, action: action, propertyList: propertyList,
      alternates: alternates, discoverabilityTitle: discoverabilityTitle, attributes: attributes,
      state: state)
  }

  /// Creates a command for `input` with `modifierFlags` that sends `action`.
  public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  /// Creates a command with a discoverability title (UIKit's older initializer, deprecated in
  /// iOS 13 but still common).
  public convenience init(
    input: String, modifierFlags: KeyModifierFlags, action: Selector,
    discoverabilityTitle: String
  ) {
    self.init(
      action: action, input: input, modifierFlags: modifierFlags,
      discoverabilityTitle: discoverabilityTitle)
  }

  /// Creates a command whose action is a method taking the command: `#selector(refresh(_:))`
  /// written `Feed.refresh`.
  public convenience init<Owner: AnyObject, Sender>(
    input: String, modifierFlags: KeyModifierFlags,
    action: @escaping (Owner) -> (Sender) -> Void
  ) {
    self.init(action: Selector(action), input: input, modifierFlags: modifierFlags)
  }

  /// Creates a command whose action is a method taking nothing.
  public convenience init<Owner: AnyObject>(
    input: String, modifierFlags: KeyModifierFlags, action: @escaping (Owner) -> () -> Void
  ) {
    self.init(action: Selector(action), input: input, modifierFlags: modifierFlags)
  }

  /// UIKit's full initializer with a method taking the command as its action.
  public convenience init<Owner: AnyObject, Sender>(
    title: String = "", image: Image? = nil, action: @escaping (Owner) -> (Sender) -> Void,
    input: String, modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [CommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: MenuElement.Attributes = [], state: MenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, action: Selector(action), input: input,
      modifierFlags: modifierFlags, propertyList: propertyList, alternates: alternates,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  /// UIKit's full initializer with a method taking nothing as its action.
  public convenience init<Owner: AnyObject>(
    title: String = "", image: Image? = nil, action: @escaping (Owner) -> () -> Void,
    input: String, modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [CommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: MenuElement.Attributes = [], state: MenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, action: Selector(action), input: input,
      modifierFlags: modifierFlags, propertyList: propertyList, alternates: alternates,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  /// Whether the command matches `key`: the same input (letters in either case) and the same
  /// command-relevant modifiers.
  public func matches(_ key: Key) -> Bool {
    guard let input else { return false }
    let relevant = KeyModifierFlags.commandRelevant
    return key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant)
      && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
  }
}
