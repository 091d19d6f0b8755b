import Synchronization

/// The method behind a ``Selector`` made from a method reference: whether an object has it, and a
/// call to it with the sender and the event converted to the method's parameter types.
///
/// Immutable once made; the engine calls ``invoke`` only on the main actor, which is why the box
/// may cross isolation inside a `Sendable` selector.
final class SelectorMethod: @unchecked Sendable {
  /// The method's class.
  let owner: ObjectIdentifier
  /// Whether `object` is of the method's class.
  let accepts: @Sendable (AnyObject) -> Bool
  /// Calls the method on an object of its class with a sender and an event.
  let invoke: (AnyObject, Any?, Event?) -> Void

  init<Owner: AnyObject, Sender>(_ method: @escaping (Owner) -> (Sender) -> Void) {
    owner = ObjectIdentifier(Owner.self)
    accepts = { $0 is Owner }
    invoke = { object, sender, _ in
      guard let owner = object as? Owner else { return }
      method(owner)(Self.convert(sender, to: Sender.self, for: Owner.self))
    }
  }

  init<Owner: AnyObject>(_ method: @escaping (Owner) -> () -> Void) {
    owner = ObjectIdentifier(Owner.self)
    accepts = { $0 is Owner }
    invoke = { object, _, _ in
      guard let owner = object as? Owner else { return }
      method(owner)()
    }
  }

  init<Owner: AnyObject, Sender>(_ method: @escaping (Owner) -> (Sender, Event) -> Void) {
    owner = ObjectIdentifier(Owner.self)
    accepts = { $0 is Owner }
    invoke = { object, sender, event in
      guard let owner = object as? Owner else { return }
      let converted = Self.convert(sender, to: Sender.self, for: Owner.self)
      // UIKit passes the event being handled; an action sent outside one gets an empty event.
      let event = event ?? MainActor.assumeIsolated { Event(type: .touches, timestamp: 0) }
      method(owner)(converted, event)
    }
  }

  /// The sender as the method's parameter type. `nil` passes to an optional or `Any` parameter,
  /// as Objective-C passes `nil` for `id`; a sender the method cannot take stops the program, as
  /// the Objective-C runtime fails on a wrong argument.
  static func convert<Sender, Owner>(
    _ sender: Any?, to type: Sender.Type, for owner: Owner.Type
  ) -> Sender {
    if let sender {
      if let value = sender as? Sender { return value }
    } else if let none = sender as Any? as? Sender {
      return none
    }
    let given = sender.map { String(describing: Swift.type(of: $0)) } ?? "nil"
    preconditionFailure(
      "\(given) can't be passed to an action of \(Owner.self) expecting \(Sender.self)")
  }

  /// The name of a method reference taking `parameters`: its class and parameter types.
  static func name(_ owner: Any.Type, _ parameters: Any.Type...) -> String {
    "\(owner).method(\(parameters.map { "\($0)" }.joined(separator: ", ")))"
  }

  // MARK: Methods exposed by name

  /// The methods exposed under each name, most recent last.
  private static let exposedMethods = Mutex<[String: [SelectorMethod]]>([:])

  /// Exposes `method` under `name` for objects of its class, in place of the method that class
  /// exposed under that name before.
  ///
  /// - Complexity: O(*m*) in the methods exposed under `name`.
  static func expose(_ method: SelectorMethod, as name: String) {
    exposedMethods.withLock { table in
      table[name, default: []].removeAll { $0.owner == method.owner }
      table[name, default: []].append(method)
    }
  }

  /// The method most recently exposed under `name` that `object` has.
  ///
  /// - Complexity: O(*m*) in the methods exposed under `name`.
  static func exposed(_ name: String, for object: AnyObject) -> SelectorMethod? {
    exposedMethods.withLock { $0[name]?.last { $0.accepts(object) } }
  }
}
