import Foundation

extension TouchScript {
  /// A mouse or trackpad drag: the pointer presses `button` at the first of `points`, moves
  /// along them with the button held over `duration` seconds (a reading per frame at
  /// ``sampleRate``) and releases at the last. While the button is held the pointer is a touch
  /// of type `indirectPointer` (id `Application.pointerTouchID`), so pans, controls and
  /// `touchesMoved` see it as they see a finger, with the event's `buttonMask` and
  /// `modifierFlags` set.
  ///
  /// - Complexity: O(*f* log *p*) for *f* frames along a path of *p* points.
  public mutating func pointerDrag(
    along points: [CGPoint], button: Event.ButtonMask = .primary,
    modifiers: KeyModifierFlags = [], duration: TimeInterval
  ) {
    precondition(!points.isEmpty, "a pointer drag needs a point")
    precondition(!button.isEmpty, "a pointer drag holds a button")
    let count = max(1, Self.frameCount(duration, sampleRate))
    let start = time
    let walker = PathWalker(points)
    steps.append(
      .pointer(PointerSample(location: points[0], modifierFlags: modifiers, timestamp: start)))
    for index in 0...count {
      let progress = Double(index) / Double(count)
      steps.append(
        .pointer(
          PointerSample(
            location: walker.point(at: progress), buttonMask: button, modifierFlags: modifiers,
            timestamp: start + duration * progress)))
    }
    time = start + duration
    steps.append(
      .pointer(
        PointerSample(location: points[points.count - 1], modifierFlags: modifiers, timestamp: time)
      ))
  }
}
