extension GestureRecognizer {
  /// Creates a recognizer that calls a method of `target` with the recognizer on every reported
  /// state change: UIKit's `init(target:action:)` with `#selector(handlePan(_:))` written as the
  /// method reference `ViewController.handlePan`.
  ///
  /// The recognizer holds `target` weakly, as UIKit does; once it is gone nothing is called.
  public convenience init<Owner: AnyObject, Sender>(
    target: Owner, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// Creates a recognizer that calls a method of `target` that takes no argument on every reported
  /// state change: `#selector(tapped)` written as `ViewController.tapped`.
  public convenience init<Owner: AnyObject>(
    target: Owner, action: @escaping (Owner) -> () -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// Adds a method of `target` to call with the recognizer on every reported state change, after
  /// the actions added before it (§8.4). `target` is held weakly.
  ///
  /// The method's parameter may be the recognizer's own class (`UIPanGestureRecognizer`), a
  /// superclass, or `Any`; a method expecting another class stops the program when called, as the
  /// Objective-C runtime would fail on a wrong sender.
  public func addTarget<Owner: AnyObject, Sender>(
    _ target: Owner, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    addTarget(target, action: Selector(action))
  }

  /// Adds a method of `target` that takes no argument, called on every reported state change.
  public func addTarget<Owner: AnyObject>(
    _ target: Owner, action: @escaping (Owner) -> () -> Void
  ) {
    addTarget(target, action: Selector(action))
  }

  /// Removes the method actions of `target` (any target when `nil`) whose method has the class
  /// and parameter types of `action`. Swift cannot compare two method references, so every such
  /// method on the target goes: register distinct methods with distinct targets when removal must
  /// be precise.
  public func removeTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    removeTarget(target, action: Selector(action))
  }

  /// Removes the no-argument method actions of `target` whose method has the class of `action`.
  public func removeTarget<Owner: AnyObject>(
    _ target: Owner?, action: @escaping (Owner) -> () -> Void
  ) {
    removeTarget(target, action: Selector(action))
  }
}
