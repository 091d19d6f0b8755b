import ResponderKit

/// Where the fuzz views report their calls and ask what to do next.
@MainActor
protocol FuzzHost: AnyObject {
  /// Logs a touch call and may mutate the world from inside the handler.
  func handled(_ method: ResponderMethod, _ touches: Set<Touch>, in view: View)
}

/// A plain view that reports its touch calls.
final class FuzzView: View {
  weak var host: (any FuzzHost)?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesBegan, touches, in: self)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesMoved, touches, in: self)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesEnded, touches, in: self)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesCancelled, touches, in: self)
  }
}

/// A scroll view that reports its touch calls.
final class FuzzScrollView: ScrollView {
  weak var host: (any FuzzHost)?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesBegan, touches, in: self)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesMoved, touches, in: self)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesEnded, touches, in: self)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesCancelled, touches, in: self)
  }
}

/// A button that reports its touch calls and then tracks as a button does.
final class FuzzButton: Button {
  weak var host: (any FuzzHost)?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesBegan, touches, in: self)
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesMoved, touches, in: self)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesEnded, touches, in: self)
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    host?.handled(.touchesCancelled, touches, in: self)
    super.touchesCancelled(touches, with: event)
  }
}

/// A delegate whose answers are fixed when it is made: simultaneous recognition and failure
/// requirements, either way, possibly both ways (a cycle).
final class FuzzDelegate: GestureRecognizerDelegate {
  let answers: UInt8

  init(answers: UInt8) {
    self.answers = answers
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { answers & 1 != 0 }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { answers & 2 != 0 }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { answers & 4 != 0 }

  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  {
    answers & 8 == 0 || touch.touchID % 2 == 0
  }
}
