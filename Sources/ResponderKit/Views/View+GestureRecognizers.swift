extension View {
  /// The recognizers attached to the view, in the order added.
  public var gestureRecognizers: [GestureRecognizer] {
    get { attachedRecognizers }
    set {
      for recognizer in attachedRecognizers where !newValue.contains(where: { $0 === recognizer }) {
        removeGestureRecognizer(recognizer)
      }
      for recognizer in newValue { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer; one attached to another view moves here (spec §8.8).
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; an active one is cancelled, a possible one failed (spec §8.8).
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.abandon(reason: .removed)
    attachedRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}

extension Touch {
  /// The recognizers receiving this touch (spec §4): collected at touch-down, shrinking as
  /// recognizers ignore it, fail or reset.
  public var gestureRecognizers: [GestureRecognizer] {
    get { receivingRecognizers }
    set { receivingRecognizers = newValue }
  }
}

extension Event {
  /// The touches `gestureRecognizer` is tracking.
  ///
  /// - Complexity: O(*n*) in the recognizer's touches.
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
    type == .touches ? Set(gestureRecognizer.trackedTouches) : nil
  }
}
