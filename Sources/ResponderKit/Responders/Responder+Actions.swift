/// The name of an action message, standing in for Objective-C's selectors: `"copy:"`,
/// `"save"`. Targets answer it through ``Responder/canPerformAction(_:withSender:)``.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The action's name.
  public let name: String
  /// Creates a selector with a name.
  public init(_ name: String) { self.name = name }
  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// The action's name.
  public var description: String { name }
}

/// A closure that handles an action: it gets the sender and the event, if any.
public typealias ActionHandler = @MainActor (_ sender: Any?, _ event: Event?) -> Void

extension Responder {
  /// Makes this responder handle `action` with `handler`, so that a nil-targeted
  /// ``Application/sendAction(_:to:from:for:)`` walking the chain stops here.
  public func setAction(_ action: Selector, handler: @escaping ActionHandler) {
    actionHandlers[action] = handler
  }

  /// The first responder from this one along the chain that can perform `action`, or `nil`.
  ///
  /// - Complexity: O(*n*) in the length of the chain.
  public func target(forAction action: Selector, withSender sender: Any?) -> Responder? {
    var current: Responder? = self
    while let responder = current {
      if responder.canPerformAction(action, withSender: sender) { return responder }
      current = responder.next
    }
    return nil
  }
}
