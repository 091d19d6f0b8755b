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
