/// An action message, standing in for Objective-C's selectors wherever UIKit takes a `Selector`.
///
/// A selector is made two ways, and both work everywhere one is taken (a control's or a
/// recognizer's target, `sendAction(_:to:from:for:)`, a ``KeyCommand``,
/// ``Responder/canPerformAction(_:withSender:)``, `responds(to:)`, `perform(_:with:afterDelay:)`):
///
/// ```
///   #selector(refresh(_:))  ──▶  Selector(Feed.refresh)    a method reference: calls the method
///                                                         on any object of class Feed
///   "copy:"                 ──▶  Selector("copy:")         a name: answered by a responder's
///                                                         setAction handler, or by a method
///                                                         exposed under that name with
///                                                         Selector("copy:", Feed.copy)
/// ```
///
/// Swift on Linux keeps no table of methods by name, so a name reaches a method only once the
/// program has paired the two (`Selector("name:", Owner.method)`); a method reference
/// needs no pairing. Two selectors are equal when their names are: a method reference is named
/// by its class and its parameter types (`"Feed.method(Any)"`), since Swift cannot compare two
/// method references, so two methods of one class with the same parameter types are the same
/// selector.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The action's name: the Objective-C style name (`"copy:"`) of a named selector, or the class
  /// and parameter types of a method reference.
  public let name: String
  /// The method to call, for a selector made from a method reference.
  let method: SelectorMethod?

  /// Creates a selector from a name, as `NSSelectorFromString` or `Selector("copy:")`: it reaches
  /// responders that registered a handler for it and methods exposed under it.
  public init(_ name: String) {
    self.name = name
    method = nil
  }

  /// Creates a named selector from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// A selector for a method taking the sender: `#selector(refresh(_:))` written
  /// `Selector(Feed.refresh)`. The sender may be of any type the caller passes (the control, the
  /// recognizer, the key command, `Any`, an optional).
  public init<Owner: AnyObject, Sender>(_ method: @escaping (Owner) -> (Sender) -> Void) {
    self.init(method: SelectorMethod(method), name: SelectorMethod.name(Owner.self, Sender.self))
  }

  /// A selector for a method taking nothing: `#selector(refresh)` written `Selector(Feed.refresh)`.
  public init<Owner: AnyObject>(_ method: @escaping (Owner) -> () -> Void) {
    self.init(method: SelectorMethod(method), name: "\(Owner.self).method()")
  }

  /// A selector for a method taking the sender and the event (`buttonTapped(_:forEvent:)`).
  public init<Owner: AnyObject, Sender>(_ method: @escaping (Owner) -> (Sender, Event) -> Void) {
    self.init(
      method: SelectorMethod(method), name: SelectorMethod.name(Owner.self, Sender.self, Event.self)
    )
  }

  /// A selector named `name` that calls `method`, and exposes `method` under `name` so that a
  /// selector made from the name alone (`NSSelectorFromString("refresh:")`) reaches it on objects
  /// of `Owner`'s class: what `@objc` gives a method in UIKit.
  public init<Owner: AnyObject, Sender>(
    _ name: String, _ method: @escaping (Owner) -> (Sender) -> Void
  ) {
    self.init(method: SelectorMethod(method), name: name)
    SelectorMethod.expose(self.method!, as: name)
  }

  /// A selector named `name` that calls a method taking nothing, exposed under `name`.
  public init<Owner: AnyObject>(_ name: String, _ method: @escaping (Owner) -> () -> Void) {
    self.init(method: SelectorMethod(method), name: name)
    SelectorMethod.expose(self.method!, as: name)
  }

  private init(method: SelectorMethod, name: String) {
    self.name = name
    self.method = method
  }

  /// The action's name.
  public var description: String { name }

  /// Selectors are equal when their names are.
  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The method this selector calls on `object`, if `object` has one: the method reference's when
  /// `object` is of its class, else a method exposed under the name for `object`'s class.
  func resolvedMethod(for object: AnyObject) -> SelectorMethod? {
    if let method { return method.accepts(object) ? method : nil }
    return SelectorMethod.exposed(name, for: object)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Foundation's `NSSelectorFromString`: a selector from its name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(aSelectorName)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Foundation's `NSStringFromSelector`: a selector's name.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
  aSelector.name
}
