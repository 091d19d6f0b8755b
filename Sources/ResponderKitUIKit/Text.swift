import Foundation
import ResponderKit

// MARK: Text input

/// UIKit's `UITextField`: ``ResponderKit/TextField``, with `UITextField.BorderStyle`,
/// `UITextField.ViewMode` and `UITextField.DidEndEditingReason` nested in it.
public typealias UITextField = TextField
/// UIKit's `UITextFieldDelegate`: ``ResponderKit/TextFieldDelegate``, every method optional.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's `UITextView`: ``ResponderKit/TextView``, a scroll view.
public typealias UITextView = TextView
/// UIKit's `UITextViewDelegate`: ``ResponderKit/TextViewDelegate``, every method optional.
public typealias UITextViewDelegate = TextViewDelegate
/// UIKit's `UISearchBar`: ``ResponderKit/SearchBar``.
public typealias UISearchBar = SearchBar
/// UIKit's `UISearchBarDelegate`: ``ResponderKit/SearchBarDelegate``, every method optional.
public typealias UISearchBarDelegate = SearchBarDelegate
/// UIKit's `UISearchTextField`: ``ResponderKit/SearchTextField``.
public typealias UISearchTextField = SearchTextField
/// UIKit's `UIKeyboardType`: ``ResponderKit/KeyboardType``, kept only.
public typealias UIKeyboardType = KeyboardType
/// UIKit's `UIReturnKeyType`: ``ResponderKit/ReturnKeyType``, kept only.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's `UITextAutocapitalizationType`: ``ResponderKit/TextAutocapitalizationType``.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`: ``ResponderKit/TextAutocorrectionType``.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's `UITextSpellCheckingType`: ``ResponderKit/TextSpellCheckingType``.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's `UIKeyboardAppearance`: ``ResponderKit/KeyboardAppearance``.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// UIKit's `UITextContentType`: ``ResponderKit/TextContentType``.
public typealias UITextContentType = TextContentType

// MARK: Attributed text

extension NSAttributedString.Key {
  /// UIKit's `NSAttributedString.Key.font`: the text's ``ResponderKit/Font``; kept only.
  public static let font = NSAttributedString.Key("NSFont")
  /// UIKit's `NSAttributedString.Key.foregroundColor`: the text's colour; kept only.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// UIKit's `NSAttributedString.Key.backgroundColor`; kept only.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// UIKit's `NSAttributedString.Key.kern`; kept only.
  public static let kern = NSAttributedString.Key("NSKern")
  /// UIKit's `NSAttributedString.Key.underlineStyle`; kept only.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// UIKit's `NSAttributedString.Key.strikethroughStyle`; kept only.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// UIKit's `NSAttributedString.Key.paragraphStyle`; kept only.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// UIKit's `NSAttributedString.Key.link`; kept only.
  public static let link = NSAttributedString.Key("NSLink")
  /// UIKit's `NSAttributedString.Key.baselineOffset`; kept only.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
