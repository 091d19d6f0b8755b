extension GestureRecognizer {
  /// Sends `action` to `target` on every reported state change, after the pairs added before it.
  /// A responder target performs it through ``Responder/perform(_:sender:event:)``; any other
  /// object through the selector's method (``Selector``), with the recognizer as sender.
  public func addTarget(_ target: Any, action: Selector) {
    let target = target as AnyObject
    targets.append(Target(object: target, selector: action))
  }

  /// Calls `handler` with the recognizer on every reported state change, in order with the
  /// target-action pairs.
  public func addHandler(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
    targets.append(Target(handler: handler))
  }

  /// Removes the pairs matching `target` and `action`; `nil` matches any.
  public func removeTarget(_ target: Any?, action: Selector?) {
    let target = target as AnyObject?
    targets.removeAll { pair in
      (target == nil || pair.object === target) && (action == nil || pair.selector == action)
    }
  }

  /// Sends the actions, in the order added (§8.4).
  func sendActions() {
    // The targets as they were when the actions began (an action may add or remove some), read
    // field by field: copying a whole pair copies its weak reference, which is slow.
    let snapshot = targets
    for index in snapshot.indices {
      if let handler = snapshot[index].handler {
        handler(self)
      } else if let selector = snapshot[index].selector, let object = snapshot[index].object {
        Application.deliverAction(selector, to: object, sender: self, event: nil)
      }
    }
  }
}
