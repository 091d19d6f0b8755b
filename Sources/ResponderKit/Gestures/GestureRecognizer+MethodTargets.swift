extension GestureRecognizer {
  /// Creates a recognizer that calls a method of `target` with the recognizer on every reported
  /// state change: UIKit's `init(target:action:)` with `#selector(handlePan(_:))` written as the
  /// method reference `ViewController.handlePan`.
  ///
  /// The recognizer holds `target` weakly, as UIKit does; once it is gone nothing is called.
  public convenience init<Owner: AnyObject, Sender>(
    target: Owner, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
  }

  /// Creates a recognizer that calls a method of `target` that takes no argument on every reported
  /// state change: `#selector(tapped)` written as `ViewController.tapped`.
  public convenience init<Owner: AnyObject>(
    target: Owner, action: @escaping (Owner) -> () -> Void
  ) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
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
    targets.append(
      Target(
        object: target,
        method: { object, recognizer in
          guard let owner = object as? Owner else { return }
          guard let sender = recognizer as? Sender else {
            preconditionFailure(
              "\(recognizer.traceName) can't be passed to an action of \(Owner.self) expecting "
                + "\(Sender.self)")
          }
          action(owner)(sender)
        },
        methodSignature: ObjectIdentifier(((Owner) -> (Sender) -> Void).self)))
  }

  /// Adds a method of `target` that takes no argument, called on every reported state change.
  public func addTarget<Owner: AnyObject>(
    _ target: Owner, action: @escaping (Owner) -> () -> Void
  ) {
    targets.append(
      Target(
        object: target,
        method: { object, _ in
          guard let owner = object as? Owner else { return }
          action(owner)()
        },
        methodSignature: ObjectIdentifier(((Owner) -> () -> Void).self)))
  }

  /// Removes the method actions of `target` (any target when `nil`) whose method has the type of
  /// `action`. Swift cannot compare two method references, so every method of that type on the
  /// target goes: register distinct methods with distinct targets when removal must be precise.
  public func removeTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    removeMethodTargets(target, ObjectIdentifier(((Owner) -> (Sender) -> Void).self))
  }

  /// Removes the no-argument method actions of `target` whose method has the type of `action`.
  public func removeTarget<Owner: AnyObject>(
    _ target: Owner?, action: @escaping (Owner) -> () -> Void
  ) {
    removeMethodTargets(target, ObjectIdentifier(((Owner) -> () -> Void).self))
  }

  private func removeMethodTargets(_ target: AnyObject?, _ signature: ObjectIdentifier) {
    targets.removeAll { pair in
      pair.methodSignature == signature && (target == nil || pair.object === target)
    }
  }
}
