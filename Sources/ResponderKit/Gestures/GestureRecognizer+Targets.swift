extension GestureRecognizer {
  /// Sends `action` to `target` on every reported state change, after the pairs added before it.
  /// The target performs it through ``Responder/perform(_:sender:event:)`` (register a handler
  /// with ``Responder/setAction(_:handler:)``), with the recognizer as sender.
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
    for pair in targets {
      if let handler = pair.handler {
        handler(self)
      } else if let method = pair.method {
        if let object = pair.object { method(object, self) }
      } else if let selector = pair.selector, let responder = pair.object as? Responder {
        responder.perform(selector, sender: self, event: nil)
      }
    }
  }
}
