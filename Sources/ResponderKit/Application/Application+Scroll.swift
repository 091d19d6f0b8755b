import Foundation

/// Wheels and trackpads: scrolls that drive pan recognizers and scroll views without a touch.
extension Application {
  /// How long after a wheel's last tick its scroll ends, in seconds (ResponderKit's choice:
  /// UIKit does not document it).
  nonisolated public static let discreteScrollEndDelay: TimeInterval = 0.15

  /// Feeds one scroll reading (``ScrollSample``). The scroll goes to the innermost pan
  /// recognizer under the pointer whose ``PanGestureRecognizer/allowedScrollTypesMask`` allows
  /// it and, for a scroll view's pan, whose content scrolls along the delta: it begins, changes
  /// with a translation that adds up the deltas, and ends, and a scroll view follows, then
  /// decelerates after a trackpad scroll. The recognizer keeps the scroll until it ends.
  ///
  /// A reading that breaks the rules (a delta or location that is not finite, a trackpad scroll
  /// changing before it began, time running backwards) is refused with an ``InputError``.
  public func send(_ scroll: ScrollSample) throws(InputError) {
    let sample = TouchSample(
      touchID: Self.pointerTouchID, phase: .stationary, location: scroll.location,
      timestamp: scroll.timestamp, type: .indirectPointer)
    try admit { () throws(InputError) in try validator.validateScroll(scroll, as: sample) }
    inputQueue.append(.scroll(scroll))
    drainQueue()
  }

  /// Handles a validated scroll reading, now due.
  func dispatchScroll(_ scroll: ScrollSample) {
    clock.advance(to: scroll.timestamp)
    tracer?.record(.eventDispatched(type: .scroll, timestamp: scroll.timestamp))
    switch scroll.phase {
    case .began:
      endScrolling(cancelled: false)
      step(scroll)
    case .changed:
      if scroll.type == .discrete {
        if let timer = wheelEndTimer { clock.cancel(timer) }
        wheelEndTimer = clock.schedule(after: Self.discreteScrollEndDelay) { [unowned self] in
          wheelEndTimer = nil
          endScrolling(cancelled: false)
        }
      }
      step(scroll)
    case .ended, .cancelled:
      step(scroll)
      endScrolling(cancelled: scroll.phase == .cancelled, keepsVelocity: true)
    }
  }

  /// Moves the scrolling recognizer by the reading's delta, if it has one; the first delta of a
  /// scroll picks the recognizer, by its direction.
  private func step(_ scroll: ScrollSample) {
    guard scroll.delta.dx != 0 || scroll.delta.dy != 0 else { return }
    if scrollingRecognizer == nil { scrollingRecognizer = panRecognizer(for: scroll) }
    guard let recognizer = scrollingRecognizer else { return }
    // A scroll carries no modifier keys or buttons.
    recognizer.modifierFlags = []
    recognizer.buttonMask = []
    recognizer.scroll(by: scroll.delta, at: scroll.timestamp)
  }

  /// Ends the scroll in progress.
  func endScrolling(cancelled: Bool, keepsVelocity: Bool = false) {
    guard let recognizer = scrollingRecognizer else { return }
    scrollingRecognizer = nil
    if let timer = wheelEndTimer {
      clock.cancel(timer)
      wheelEndTimer = nil
    }
    recognizer.endScroll(cancelled: cancelled, keepsVelocity: keepsVelocity)
  }

  /// The innermost pan recognizer under the pointer that takes `scroll`: enabled, not busy with
  /// touches, allowing its type, and, for a scroll view's own pan, on a scroll view that scrolls along the delta.
  ///
  /// - Complexity: O(*d* + *r*) in the hit view's depth and the recognizers met.
  private func panRecognizer(for scroll: ScrollSample) -> PanGestureRecognizer? {
    for current in viewsUnder(scroll.location)?.views ?? [] {
      for case let pan as PanGestureRecognizer in current.attachedRecognizers
      where pan.isEnabled && pan.machine.state == .possible && pan.trackedTouches.isEmpty
        && pan.allowedScrollTypesMask.allows(scroll.type)
      {
        if let scrollView = current as? ScrollView, pan === scrollView.panGestureRecognizer {
          let along =
            (scroll.delta.dx != 0 && scrollView.scrollsHorizontally)
            || (scroll.delta.dy != 0 && scrollView.scrollsVertically)
          guard along, scrollView.isScrollEnabled else { continue }
        }
        return pan
      }
    }
    return nil
  }
}
