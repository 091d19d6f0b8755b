extension Application {
  /// Sends an action message (§3.4). With a target, the target performs it if it can. With a
  /// `nil` target, the message goes to the key window's first responder and up the responder chain
  /// until a responder can perform it. With no first responder, the walk starts at the sender when
  /// it is a responder (a control's action reaches its view controller, as observed in UIKit),
  /// else at the key window.
  ///
  /// Returns whether some responder performed the action.
  ///
  /// - Complexity: O(*n*) in the length of the responder chain.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: Event?
  ) -> Bool {
    let target = target as? Responder
    let start: Responder? =
      target ?? keyWindow?.firstResponder ?? (sender as? Responder) ?? keyWindow ?? self
    let handler: Responder?
    if let target {
      handler = target.canPerformAction(action, withSender: sender) ? target : nil
    } else {
      handler = start?.target(forAction: action, withSender: sender)
    }
    withTracing {
      TraceRecorder.current?.record(.actionSent(action.name, to: handler?.traceName))
    }
    guard let handler else { return false }
    handler.perform(action, sender: sender, event: event)
    return true
  }

  /// Where a nil-targeted action starts its walk up the responder chain: the key window's first
  /// responder, else the sender when it is a responder, else the key window, else the application.
  func actionChainStart(sender: Any?) -> Responder {
    keyWindow?.firstResponder ?? (sender as? Responder) ?? keyWindow ?? self
  }

  /// The key window's first responder, if any.
  public var firstResponder: Responder? { keyWindow?.firstResponder }
}
