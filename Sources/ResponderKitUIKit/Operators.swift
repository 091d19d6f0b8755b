import ResponderKit

// Operators ResponderKit declares on its types, declared again here: a file that imports only
// UIKit's names does not see operators of a module it does not import.

// Selectors compared with method references (`action == Editor.copy`). ResponderKit declares them
// on `Selector`; a file that imports only UIKit's names does not see operators of a module it
// does not import, so they are declared here too.

/// Whether `selector` is `method`'s selector: `action == #selector(copy(_:))` written
/// `action == Editor.copy`, as in a `canPerformAction(_:withSender:)` override.
public func == <Owner: AnyObject, Sender>(
  selector: Selector, method: @escaping (Owner) -> @MainActor (Sender) -> Void
) -> Bool {
  selector == Selector(method)
}

/// Whether `selector` is the selector of `method`, a method taking nothing.
public func == <Owner: AnyObject>(
  selector: Selector, method: @escaping (Owner) -> @MainActor () -> Void
) -> Bool {
  selector == Selector(method)
}

/// Whether `selector` is not `method`'s selector.
public func != <Owner: AnyObject, Sender>(
  selector: Selector, method: @escaping (Owner) -> @MainActor (Sender) -> Void
) -> Bool {
  selector != Selector(method)
}

/// Matches a selector against a method in a `switch`: `case #selector(copy(_:)):` written
/// `case Editor.copy:`.
public func ~= <Owner: AnyObject, Sender>(
  method: @escaping (Owner) -> @MainActor (Sender) -> Void, selector: Selector
) -> Bool {
  selector == Selector(method)
}

/// Matches a selector against a method taking nothing in a `switch`.
public func ~= <Owner: AnyObject>(
  method: @escaping (Owner) -> @MainActor () -> Void, selector: Selector
) -> Bool {
  selector == Selector(method)
}

// Window levels moved by a constant (`UIWindow.Level.alert + 1`), for the same reason.

/// The level `rhs` above `lhs`.
public func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level {
  UIWindow.Level(lhs.rawValue + rhs)
}

/// The level `rhs` below `lhs`.
public func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level {
  UIWindow.Level(lhs.rawValue - rhs)
}
