extension View {
  /// The recognizers attached to the view, in the order added; `nil` when there are none, as in
  /// UIKit. Setting it detaches the recognizers left out and attaches the new ones.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      let wanted = newValue ?? []
      for recognizer in attachedRecognizers where !wanted.containsIdentical(recognizer) {
        removeGestureRecognizer(recognizer)
      }
      for recognizer in wanted { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer; one attached to another view moves here (§8.8).
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    if attachedRecognizers.isEmpty { window?.viewsHoldingRecognizers += 1 }
    attachedRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; an active one is cancelled, a possible one failed (§8.8).
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.abandon(reason: .removed)
    // Looked at again after the abandon, whose handlers may have removed it already.
    let wasHolding = !attachedRecognizers.isEmpty
    attachedRecognizers.removeAll(identicalTo: gestureRecognizer)
    if wasHolding, attachedRecognizers.isEmpty { window?.viewsHoldingRecognizers -= 1 }
    gestureRecognizer.view = nil
  }
}

extension Touch {
  /// The recognizers receiving this touch (§4): collected at touch-down, shrinking as
  /// recognizers ignore it, fail or reset; `nil` when there are none, as in UIKit.
  public var gestureRecognizers: [GestureRecognizer]? {
    receivingRecognizers.isEmpty ? nil : receivingRecognizers
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
