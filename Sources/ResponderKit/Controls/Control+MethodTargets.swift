extension Control {
  /// Calls a method of `target` with the control when any of `controlEvents` happens: UIKit's
  /// `addTarget(_:action:for:)` with `#selector(changed(_:))` written as `ViewController.changed`.
  ///
  /// The control holds `target` weakly, as UIKit does. A `nil` target sends the action up the
  /// responder chain from the first responder (or the control) to the first object of `Owner`'s
  /// class. The method's parameter may be the control's class, a superclass, or `Any`. Every
  /// action goes through `sendAction(_:to:for:)`, which a subclass may override.
  public func addTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender) -> Void,
    for controlEvents: ControlEvents
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Calls a method of `target` that takes no argument when any of `controlEvents` happens.
  public func addTarget<Owner: AnyObject>(
    _ target: Owner?, action: @escaping (Owner) -> () -> Void, for controlEvents: ControlEvents
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Calls a method of `target` that takes the sender and the event (UIKit's
  /// `buttonTapped(_:forEvent:)` form) when any of `controlEvents` happens.
  public func addTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender, Event) -> Void,
    for controlEvents: ControlEvents
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Removes `target`'s method actions (any target's when `nil`) whose method has the class and
  /// parameter types of `action`, for `controlEvents`. Swift cannot compare method references:
  /// every such method on the target goes (``Selector``).
  public func removeTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender) -> Void,
    for controlEvents: ControlEvents
  ) {
    removeTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Removes `target`'s no-argument method actions of `action`'s class for `controlEvents`.
  public func removeTarget<Owner: AnyObject>(
    _ target: Owner?, action: @escaping (Owner) -> () -> Void, for controlEvents: ControlEvents
  ) {
    removeTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Sends a method as an action, as `sendAction(_:to:for:)` does a selector.
  public func sendAction<Owner: AnyObject, Sender>(
    _ action: @escaping (Owner) -> (Sender) -> Void, to target: Any?, for event: Event?
  ) {
    sendAction(Selector(action), to: target, for: event)
  }
}
