import Foundation

/// How to make objects of classes named at run time: a principal class and a delegate class given
/// to ``ApplicationMain(_:_:_:_:)`` by name, and a scene configuration's ``SceneConfiguration/delegateClass``.
///
/// Swift cannot make an instance from a class value unless the initializer is `required`, and
/// `Responder.init()`, which app and scene delegates inherit, is not; so a delegate class is
/// registered with how to make it. Applications and scenes need no registration: their
/// initializers are required.
@MainActor
enum ClassRegistry {
  /// The registered makers by class.
  static var makers: [ObjectIdentifier: () -> AnyObject] = [:]
  /// The registered classes by their qualified name (`Module.Name`, what `NSStringFromClass`
  /// gives a top-level class).
  static var classesByName: [String: AnyClass] = [:]

  /// Registers `make` as the way to make objects of `type`.
  static func register<T: AnyObject>(_ type: T.Type, making make: @escaping @MainActor () -> T) {
    makers[ObjectIdentifier(type)] = make
    classesByName[String(reflecting: type)] = type
  }

  /// The class named `name`: a registered one, else what Foundation's `NSClassFromString` finds
  /// (on Linux it finds top-level classes only).
  static func lookUp(_ name: String) -> AnyClass? {
    classesByName[name] ?? NSClassFromString(name)
  }

  /// A new object of `type`, made by its registered maker, or `nil` when it has none.
  static func make(_ type: AnyClass) -> AnyObject? {
    makers[ObjectIdentifier(type)]?()
  }
}

extension Application {
  /// Registers how to make objects of `type` when a class is named at run time: an app
  /// delegate's class given to ``ApplicationMain(_:_:_:_:)``, or a scene delegate's class in a
  /// ``SceneConfiguration``. The class is also found by its qualified name, `Module.Name`, as
  /// `NSStringFromClass` spells it (Foundation on Linux spells only top-level classes).
  ///
  /// ```swift
  /// Application.registerClass(AppDelegate.self) { AppDelegate() }
  /// ```
  public static func registerClass<T: AnyObject>(
    _ type: T.Type, making make: @escaping @MainActor () -> T
  ) {
    ClassRegistry.register(type, making: make)
  }
}
