/// The modifier keys held with a key, with UIKit's raw values (`UIKeyModifierFlags`).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable, Codable {
  /// The raw bit mask.
  public let rawValue: Int
  /// Creates flags from a raw bit mask.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock is on.
  public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
  /// Shift is held.
  public static let shift = KeyModifierFlags(rawValue: 1 << 17)
  /// Control is held.
  public static let control = KeyModifierFlags(rawValue: 1 << 18)
  /// Option (Alt) is held.
  public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
  /// Command is held.
  public static let command = KeyModifierFlags(rawValue: 1 << 20)
  /// The key is on the numeric keypad.
  public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)

  /// The flags that change which command a key means: shift, control, option and command. Caps
  /// Lock and the keypad flag do not take part in matching a ``KeyCommand``.
  public static let commandRelevant: KeyModifierFlags = [.shift, .control, .alternate, .command]

  /// The flags by their names in scenario files and traces, in a fixed order.
  public static let names: [(name: String, flag: KeyModifierFlags)] = [
    ("capsLock", .alphaShift), ("shift", .shift), ("control", .control), ("option", .alternate),
    ("command", .command), ("numericPad", .numericPad),
  ]

  /// The held flags' names joined by `+` (`command+shift`), or an empty string.
  public var traceDescription: String {
    Self.names.filter { contains($0.flag) }.map(\.name).joined(separator: "+")
  }
}
