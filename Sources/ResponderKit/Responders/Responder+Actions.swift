/// A closure that handles an action: it gets the sender and the event, if any.
public typealias ActionHandler = @MainActor (_ sender: Any?, _ event: Event?) -> Void

extension Responder {
  /// Makes this responder handle `action` with `handler`, so that a nil-targeted
  /// `sendAction(_:to:from:for:)` walking the chain stops here.
  public func setAction(_ action: Selector, handler: @escaping ActionHandler) {
    actionHandlers[action] = handler
  }

  /// The first responder along the chain that has `method`: `#selector(copy(_:))` written as the
  /// method reference `Editor.copy`.
  ///
  /// - Complexity: O(*n*) in the length of the chain.
  public func target<Owner: AnyObject, Sender>(
    forAction method: @escaping (Owner) -> (Sender) -> Void, withSender sender: Any?
  ) -> Any? {
    target(forAction: Selector(method), withSender: sender)
  }

  /// Whether the responder performs `action`: a handler registered for it, or its method (a
  /// method reference of the responder's class, or a method exposed under the selector's name).
  func performsAction(_ action: Selector) -> Bool {
    if let method = action.method, method.accepts(self) { return true }
    return actionHandlers[action] != nil || action.resolvedMethod(for: self) != nil
  }

  /// Runs `action` on this responder: its registered handler, else its method.
  func performAction(_ action: Selector, sender: Any?, event: Event?) {
    if let method = action.method, method.accepts(self) {
      method.invoke(self, sender, event)
    } else if let handler = actionHandlers[action] {
      handler(sender, event)
    } else {
      action.resolvedMethod(for: self)?.invoke(self, sender, event)
    }
  }
}
