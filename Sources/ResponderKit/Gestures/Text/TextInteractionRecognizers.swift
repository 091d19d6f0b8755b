import Foundation

// The private recognizers of ``TextInteraction`` (Containers/Text). They live here, after the
// recognizers they subclass in the module's file order: Swift 6.3's module emission rejects an
// in-module subclass of a recognizer (whose `deinit` is `isolated`) in a file it reads first.

/// What a text interaction's tap does.
enum TextTapRole: String {
  /// One tap: begin editing and place the caret.
  case caretTap
  /// Two taps: select a word.
  case wordDoubleTap
}

/// A text view's tap recognizer (UIKit's private `UITextTapRecognizer`): it cancels the view's
/// touches when it recognizes and does not delay their ends, as UIKit's does (§16.4).
@MainActor
final class TextTapRecognizer: TapGestureRecognizer {
  /// What the tap does: a double tap wants two taps.
  var role: TextTapRole { numberOfTapsRequired == 1 ? .caretTap : .wordDoubleTap }

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    delaysTouchesEnded = false
  }

  /// Named by its view and what it does: `email.caretTap`.
  override var traceName: String { name ?? "\(view?.traceName ?? "text").\(role.rawValue)" }

  /// The one-tap recognizer leaves the second tap of a double tap to the double tap.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if role == .caretTap, touches.contains(where: { $0.tapCount > 1 }) {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }

  /// The text interaction's own taps do not exclude one another.
  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
    !(preventedGestureRecognizer is TextTapRecognizer && preventedGestureRecognizer.view === view)
  }

  /// The text interaction's own taps do not exclude one another.
  override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
    !(preventingGestureRecognizer is TextTapRecognizer && preventingGestureRecognizer.view === view)
  }
}

/// A text view's loupe (UIKit's private `UIVariableDelayLoupeGesture`): a long press of
/// ``GestureConstants/textLoupePressDuration`` that moves the caret under the finger (§16.4).
@MainActor
final class TextLoupeRecognizer: LongPressGestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    minimumPressDuration = GestureConstants.textLoupePressDuration
    delaysTouchesEnded = false
  }

  /// Named by its view: `email.loupeLongPress`.
  override var traceName: String { name ?? "\(view?.traceName ?? "text").loupeLongPress" }
}
