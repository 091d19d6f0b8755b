extension KeyCommand {
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
  /// Delete's input (iOS 15).
  nonisolated public static let inputDelete = "UIKeyInputDelete"
  /// F1's input (iOS 13.4).
  nonisolated public static let f1 = "UIKeyInputF1"
  /// F2's input (iOS 13.4).
  nonisolated public static let f2 = "UIKeyInputF2"
  /// F3's input (iOS 13.4).
  nonisolated public static let f3 = "UIKeyInputF3"
  /// F4's input (iOS 13.4).
  nonisolated public static let f4 = "UIKeyInputF4"
  /// F5's input (iOS 13.4).
  nonisolated public static let f5 = "UIKeyInputF5"
  /// F6's input (iOS 13.4).
  nonisolated public static let f6 = "UIKeyInputF6"
  /// F7's input (iOS 13.4).
  nonisolated public static let f7 = "UIKeyInputF7"
  /// F8's input (iOS 13.4).
  nonisolated public static let f8 = "UIKeyInputF8"
  /// F9's input (iOS 13.4).
  nonisolated public static let f9 = "UIKeyInputF9"
  /// F10's input (iOS 13.4).
  nonisolated public static let f10 = "UIKeyInputF10"
  /// F11's input (iOS 13.4).
  nonisolated public static let f11 = "UIKeyInputF11"
  /// F12's input (iOS 13.4).
  nonisolated public static let f12 = "UIKeyInputF12"
}
