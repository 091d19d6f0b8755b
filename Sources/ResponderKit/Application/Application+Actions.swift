extension Application {
  /// Sends an action message (§3.4). With a target, the target performs it if it can. With a
  /// `nil` target, the message goes to the key window's first responder and up the responder chain
  /// until a responder can perform it (`target(forAction:withSender:)`). With no first
  /// responder, the walk starts at the sender when it is a responder (a control's action reaches
  /// its view controller, as observed in UIKit), else at the key window.
  ///
  /// Returns whether some object performed the action.
  ///
  /// - Complexity: O(*n*) in the length of the responder chain.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: Event?
  ) -> Bool {
    let handler: AnyObject?
    if let target = target as AnyObject? {
      let performs =
        (target as? Responder)?.canPerformAction(action, withSender: sender)
        ?? (action.resolvedMethod(for: target) != nil)
      handler = performs ? target : nil
    } else {
      handler =
        actionChainStart(sender: sender).target(forAction: action, withSender: sender)
        as AnyObject?
    }
    withTracing {
      TraceRecorder.current?.record(
        .actionSent(action.name, to: handler.map(Self.actionTargetName)))
    }
    guard let handler else { return false }
    Self.deliverAction(action, to: handler, sender: sender, event: event)
    return true
  }

  /// Sends a method as an action: `#selector(findFirstResponder(_:))` written as the method
  /// reference `UIResponder.findFirstResponder`. A `nil` target finds the first responder along
  /// the chain of the method's class.
  @discardableResult
  public func sendAction<Owner: AnyObject, Sender>(
    _ action: @escaping (Owner) -> (Sender) -> Void, to target: Any?, from sender: Any?,
    for event: Event?
  ) -> Bool {
    sendAction(Selector(action), to: target, from: sender, for: event)
  }

  /// Sends a method taking nothing as an action.
  @discardableResult
  public func sendAction<Owner: AnyObject>(
    _ action: @escaping (Owner) -> () -> Void, to target: Any?, from sender: Any?,
    for event: Event?
  ) -> Bool {
    sendAction(Selector(action), to: target, from: sender, for: event)
  }

  /// Hands `action` to the object that performs it: a responder through its overridable
  /// ``Responder/perform(_:sender:event:)``, any other object through its method.
  static func deliverAction(_ action: Selector, to target: AnyObject, sender: Any?, event: Event?) {
    if let responder = target as? Responder {
      responder.perform(action, sender: sender, event: event)
    } else {
      action.resolvedMethod(for: target)?.invoke(target, sender, event)
    }
  }

  /// How traces name the object an action went to.
  static func actionTargetName(_ target: AnyObject) -> String {
    (target as? Responder)?.traceName ?? String(describing: type(of: target))
  }

  /// Where a nil-targeted action starts its walk up the responder chain: the key window's first
  /// responder, else the sender when it is a responder, else the key window, else the application.
  func actionChainStart(sender: Any?) -> Responder {
    keyWindow?.firstResponder ?? (sender as? Responder) ?? keyWindow ?? self
  }

  /// The key window's first responder, if any.
  public var firstResponder: Responder? { keyWindow?.firstResponder }
}
