import Foundation

// The values of UIKit's `UITextInputTraits`, with UIKit's raw values. App code sets them on text
// fields and text views; there is no software keyboard here, so nothing acts on them (TextInput
// §16.1).

/// The kind of keyboard a text input asks for (`UIKeyboardType`). Kept only.
public enum KeyboardType: Int, Hashable, Sendable, CaseIterable {
  /// The default keyboard of the current input method.
  case `default` = 0
  /// Characters and symbols an ASCII keyboard types.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For web addresses (UIKit's spelling).
  case URL = 3
  /// Digits 0 to 9.
  case numberPad = 4
  /// Digits, `*` and `#`.
  case phonePad = 5
  /// A name or a phone number.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// Digits and a decimal separator.
  case decimalPad = 8
  /// For Twitter text entry.
  case twitter = 9
  /// For web search terms and addresses.
  case webSearch = 10
  /// Digits 0 to 9 from an ASCII keyboard.
  case asciiCapableNumberPad = 11
  /// The same as ``asciiCapable``.
  public static let alphabet = KeyboardType.asciiCapable
}

/// The title of the keyboard's return key (`UIReturnKeyType`). Kept only.
public enum ReturnKeyType: Int, Hashable, Sendable, CaseIterable {
  /// "return".
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google".
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo".
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue".
  case `continue` = 11
}

/// When typed letters are capitalized (`UITextAutocapitalizationType`). Kept only.
public enum TextAutocapitalizationType: Int, Hashable, Sendable, CaseIterable {
  /// Never.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence.
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}

/// Whether typing is autocorrected (`UITextAutocorrectionType`). Kept only.
public enum TextAutocorrectionType: Int, Hashable, Sendable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spelling is checked (`UITextSpellCheckingType`). Kept only.
public enum TextSpellCheckingType: Int, Hashable, Sendable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// The keyboard's appearance (`UIKeyboardAppearance`). Kept only.
public enum KeyboardAppearance: Int, Hashable, Sendable, CaseIterable {
  /// The system's default.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2
  /// The same as ``dark``.
  public static let alert = KeyboardAppearance.dark
}

/// What a text input's content is, for autofill (`UITextContentType`): a string value, as UIKit's.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A web address (UIKit's spelling).
  public static let URL = TextContentType(rawValue: "url")
}
