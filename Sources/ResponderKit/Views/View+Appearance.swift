import Foundation

extension View {
  /// The view's background colour; the scenario renderer paints it. `nil` is transparent.
  public var backgroundColor: Color? {
    get { appearance?.backgroundColor }
    set {
      appearanceForWriting.backgroundColor = newValue
      DisplayList.noteChange()
    }
  }

  /// The tint colour: the view's own, else its superview's, else the system blue.
  public var tintColor: Color! {
    get { appearance?.tintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      appearanceForWriting.tintColor = newValue
      DisplayList.noteChange()
    }
  }

  /// How the view lays out its content; kept, not acted on. Default ``ContentMode/scaleToFill``.
  public var contentMode: ContentMode {
    get { appearance?.contentMode ?? .scaleToFill }
    set { appearanceForWriting.contentMode = newValue }
  }

  /// Makes the first responder in this view's subtree resign; with `force`, even if it refuses:
  /// a text field or text view then does not ask its delegate whether it should end editing
  /// (TextInput §16.2). Returns whether no first responder in the subtree remains.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? View,
      responder.isDescendant(of: self)
    else { return true }
    let wasForcing = View.isForcingEndEditing
    View.isForcingEndEditing = force
    let resigned = responder.resignFirstResponder()
    View.isForcingEndEditing = wasForcing
    if resigned || force {
      if window.firstResponder === responder { window.firstResponder = nil }
      return true
    }
    return false
  }

  /// Whether ``endEditing(_:)`` is forcing the first responder to resign: text inputs then skip
  /// their delegate's `should end editing`.
  static var isForcingEndEditing = false

  /// The view's own ``overrideUserInterfaceStyle``.
  var ownOverrideStyle: UserInterfaceStyle { appearance?.userInterfaceStyle ?? .unspecified }

  /// Sets the view's own style override, nothing else.
  func setOwnOverrideStyle(_ style: UserInterfaceStyle) {
    appearanceForWriting.userInterfaceStyle = style
  }

  /// The appearance, made if the view has none yet, for ``accessibilityLabel``.
  var appearanceForAccessibility: ViewAppearance { appearanceForWriting }

  private var appearanceForWriting: ViewAppearance {
    if let appearance { return appearance }
    let made = ViewAppearance()
    appearance = made
    return made
  }
}

/// What a view looks like: kept out of line so plain views stay small for hit-testing.
final class ViewAppearance {
  var userInterfaceStyle = UserInterfaceStyle.unspecified
  var backgroundColor: Color?
  var tintColor: Color?
  var contentMode: View.ContentMode = .scaleToFill
  var accessibilityLabel: String?
}
