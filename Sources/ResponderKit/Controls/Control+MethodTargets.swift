/// A control action given as a method reference: UIKit's `#selector(...)` written as
/// `ViewController.valueChanged`.
struct MethodAction {
  /// The method's description for ``Control/actions(forTarget:forControlEvent:)``.
  let name: String
  /// The method's type, so that `removeTarget(_:action:for:)` can find it again.
  let signature: ObjectIdentifier
  /// Finds the object that handles a nil-targeted action: the first responder along the chain
  /// that is of the method's class.
  let findTarget: @MainActor (Responder) -> AnyObject?
  /// Calls the method on the object with the control and the event.
  let call: @MainActor (AnyObject, Control, Event?) -> Void

  /// Sends the action to `target`, or for a nil target up the responder chain (§3.4).
  @MainActor
  func send(to target: AnyObject?, from control: Control, event: Event?) {
    if let target {
      call(target, control, event)
      return
    }
    let start = control.window?.application?.actionChainStart(sender: control) ?? control
    var current: Responder? = start
    while let responder = current {
      if let handler = findTarget(responder) {
        call(handler, control, event)
        return
      }
      current = responder.next
    }
  }
}

extension Control {
  /// Calls a method of `target` with the control when any of `controlEvents` happens: UIKit's
  /// `addTarget(_:action:for:)` with `#selector(changed(_:))` written as `ViewController.changed`.
  ///
  /// The control holds `target` weakly, as UIKit does. A `nil` target sends the action up the
  /// responder chain from the first responder (or the control) to the first object of `Owner`'s
  /// class. The method's parameter may be the control's class, a superclass, or `Any`.
  public func addTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender) -> Void,
    for controlEvents: ControlEvents
  ) {
    addMethod(
      target, events: controlEvents, name: "\(Owner.self) method taking \(Sender.self)",
      signature: ObjectIdentifier(((Owner) -> (Sender) -> Void).self)
    ) {
      owner, control, _ in action(owner)(Self.sender(control, as: Sender.self, for: Owner.self))
    }
  }

  /// Calls a method of `target` that takes no argument when any of `controlEvents` happens.
  public func addTarget<Owner: AnyObject>(
    _ target: Owner?, action: @escaping (Owner) -> () -> Void, for controlEvents: ControlEvents
  ) {
    addMethod(
      target, events: controlEvents, name: "\(Owner.self) method",
      signature: ObjectIdentifier(((Owner) -> () -> Void).self)
    ) { owner, _, _ in
      action(owner)()
    }
  }

  /// Calls a method of `target` that takes the sender and the event (UIKit's
  /// `buttonTapped(_:forEvent:)` form) when any of `controlEvents` happens.
  public func addTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender, Event) -> Void,
    for controlEvents: ControlEvents
  ) {
    addMethod(
      target, events: controlEvents, name: "\(Owner.self) method taking an event",
      signature: ObjectIdentifier(((Owner) -> (Sender, Event) -> Void).self)
    ) {
      owner, control, event in
      let sender = Self.sender(control, as: Sender.self, for: Owner.self)
      action(owner)(sender, event ?? Event(type: .touches, timestamp: 0))
    }
  }

  private func addMethod<Owner: AnyObject>(
    _ target: Owner?, events: ControlEvents, name: String, signature: ObjectIdentifier,
    call: @escaping @MainActor (Owner, Control, Event?) -> Void
  ) {
    let method = MethodAction(
      name: name, signature: signature, findTarget: { $0 as? Owner },
      call: { object, control, event in
        guard let owner = object as? Owner else { return }
        call(owner, control, event)
      })
    targetActions.append(
      TargetAction(target: target, hasTarget: target != nil, method: method, events: events))
  }

  /// Removes `target`'s method actions (any target's when `nil`) whose method has the type of
  /// `action`, for `controlEvents`. Swift cannot compare method references: every method of that
  /// type on the target goes.
  public func removeTarget<Owner: AnyObject, Sender>(
    _ target: Owner?, action: @escaping (Owner) -> (Sender) -> Void,
    for controlEvents: ControlEvents
  ) {
    removeMethods(target, ObjectIdentifier(((Owner) -> (Sender) -> Void).self), controlEvents)
  }

  /// Removes `target`'s no-argument method actions of `action`'s type for `controlEvents`.
  public func removeTarget<Owner: AnyObject>(
    _ target: Owner?, action: @escaping (Owner) -> () -> Void, for controlEvents: ControlEvents
  ) {
    removeMethods(target, ObjectIdentifier(((Owner) -> () -> Void).self), controlEvents)
  }

  private func removeMethods(
    _ target: AnyObject?, _ signature: ObjectIdentifier, _ events: ControlEvents
  ) {
    for index in targetActions.indices.reversed() {
      let pair = targetActions[index]
      guard pair.method?.signature == signature, target == nil || pair.target === target else {
        continue
      }
      targetActions[index].events.subtract(events)
      if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
    }
  }

  private static func sender<Sender, Owner>(
    _ control: Control, as type: Sender.Type, for owner: Owner.Type
  ) -> Sender {
    guard let sender = control as? Sender else {
      preconditionFailure(
        "\(control.traceName) can't be passed to an action of \(Owner.self) expecting \(Sender.self)"
      )
    }
    return sender
  }
}
