/// A key's position on the keyboard, as a USB HID usage code (`UIKeyboardHIDUsage`): the same
/// code whatever the layout or modifiers. Only the common keys are named; any usage code can be
/// made from its raw value.
public struct KeyboardHIDUsage: RawRepresentable, Hashable, Sendable, Codable {
  /// The HID usage code.
  public let rawValue: Int
  /// Creates a usage from its code.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The letter keys A to Z, codes 0x04 to 0x1D.
  public static func letter(_ letter: Character) -> KeyboardHIDUsage? {
    guard let ascii = letter.lowercased().first?.asciiValue, (97...122).contains(ascii) else {
      return nil
    }
    return KeyboardHIDUsage(rawValue: 0x04 + Int(ascii - 97))
  }

  /// A.
  public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
  /// C.
  public static let keyboardC = KeyboardHIDUsage(rawValue: 0x06)
  /// V.
  public static let keyboardV = KeyboardHIDUsage(rawValue: 0x19)
  /// X.
  public static let keyboardX = KeyboardHIDUsage(rawValue: 0x1B)
  /// Z.
  public static let keyboardZ = KeyboardHIDUsage(rawValue: 0x1D)
  /// Return or Enter.
  public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
  /// Escape.
  public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
  /// Delete (backspace).
  public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
  /// Tab.
  public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
  /// The space bar.
  public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
  /// Page Up.
  public static let keyboardPageUp = KeyboardHIDUsage(rawValue: 0x4B)
  /// Page Down.
  public static let keyboardPageDown = KeyboardHIDUsage(rawValue: 0x4E)
  /// Right arrow.
  public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
  /// Left arrow.
  public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
  /// Down arrow.
  public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
  /// Up arrow.
  public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
  /// Left Control.
  public static let keyboardLeftControl = KeyboardHIDUsage(rawValue: 0xE0)
  /// Left Shift.
  public static let keyboardLeftShift = KeyboardHIDUsage(rawValue: 0xE1)
  /// Left Option (Alt).
  public static let keyboardLeftAlt = KeyboardHIDUsage(rawValue: 0xE2)
  /// Left Command.
  public static let keyboardLeftGUI = KeyboardHIDUsage(rawValue: 0xE3)
}
