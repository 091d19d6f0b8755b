import Foundation

/// The recognizers UIKit's text interaction puts on a text field or a text view (§16.4): a tap that
/// begins editing and places the caret, a double tap that selects a word, and the loupe's long
/// press. They are ordinary recognizers in the view's ``View/gestureRecognizers``, so an app's
/// recognizers meet them in arbitration as UIKit's private ones (`UITextTapRecognizer`,
/// `UIVariableDelayLoupeGesture`) are met; traces name them `field.caretTap`,
/// `field.wordDoubleTap` and `field.loupeLongPress`.
@MainActor
final class TextInteraction {
  /// One tap: begin editing, place the caret at the nearest word boundary.
  let caretTap = TextTapRecognizer(target: nil, action: nil)
  /// Two taps: select the word.
  let wordDoubleTap = TextTapRecognizer(target: nil, action: nil)
  /// A long press: begin editing, put the caret under the finger and let it follow.
  let loupe = TextLoupeRecognizer(target: nil, action: nil)

  /// Adds the recognizers to `view`, in UIKit's order, with their handlers.
  func attach(
    to view: View, caretTap onCaretTap: @escaping @MainActor (CGPoint) -> Void,
    wordDoubleTap onWordDoubleTap: @escaping @MainActor (CGPoint) -> Void,
    loupe onLoupe: @escaping @MainActor (GestureRecognizer.State, CGPoint) -> Void
  ) {
    wordDoubleTap.numberOfTapsRequired = 2
    caretTap.addHandler { [unowned view] recognizer in
      onCaretTap(recognizer.location(in: view))
    }
    wordDoubleTap.addHandler { [unowned view] recognizer in
      onWordDoubleTap(recognizer.location(in: view))
    }
    loupe.addHandler { [unowned view] recognizer in
      onLoupe(recognizer.state, recognizer.location(in: view))
    }
    view.addGestureRecognizer(wordDoubleTap)
    view.addGestureRecognizer(loupe)
    view.addGestureRecognizer(caretTap)
  }
}
