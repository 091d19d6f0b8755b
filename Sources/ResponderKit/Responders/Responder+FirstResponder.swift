extension Responder {
  /// Whether this responder is its window's first responder.
  public var isFirstResponder: Bool {
    firstResponderHost?.firstResponder === self
  }
}

extension Responder {
  /// The default of ``becomeFirstResponder()`` (§3.3): succeeds only if the responder can
  /// become first responder, is in a window, and the current first responder agrees to resign.
  func defaultBecomeFirstResponder() -> Bool {
    guard let window = firstResponderHost else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = window.firstResponder {
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    let previous = window.firstResponder?.traceName
    window.firstResponder = self
    TraceRecorder.current?.record(
      .firstResponderChanged(from: previous, to: traceName))
    return true
  }

  /// The default of ``resignFirstResponder()``: clears the status and returns `true`.
  func defaultResignFirstResponder() -> Bool {
    if let window = firstResponderHost, window.firstResponder === self {
      window.firstResponder = nil
      TraceRecorder.current?.record(.firstResponderChanged(from: traceName, to: nil))
    }
    return true
  }
}
