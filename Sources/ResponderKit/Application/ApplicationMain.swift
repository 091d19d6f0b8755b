import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Launches an app headlessly, as UIKit's `UIApplicationMain(_:_:_:_:)` launches one on a device,
/// and returns instead of running a run loop, so that a test or backend drives it.
///
/// ```swift
/// ApplicationMain(
///   CommandLine.argc, CommandLine.unsafeArgv,
///   NSStringFromClass(AuditingApplication.self), NSStringFromClass(AppDelegate.self))
/// ```
///
/// In order:
/// 1. An instance of the principal class (`nil`: ``Application``) is made and becomes
///    ``Application/shared``: windows made with ``Window/init(frame:)`` land in it.
/// 2. An instance of the delegate class, if named, becomes its ``Application/delegate``.
/// 3. The delegate's `application(_:willFinishLaunchingWithOptions:)` and
///    `application(_:didFinishLaunchingWithOptions:)` run, with no options.
/// 4. One scene of role ``SceneSession/Role/windowApplication`` connects
///    (`connectScene(role:)`): the delegate configures it, its scene delegate's
///    `scene(_:willConnectTo:options:)` runs, then it enters the foreground and becomes active.
///    When the scene has no delegate (an app that builds its window in
///    `application(_:didFinishLaunchingWithOptions:)`), the app delegate's
///    `applicationDidBecomeActive(_:)` runs instead, as UIKit does for an app without scenes.
///
/// Classes are found by name in the classes registered with ``Application/registerClass(_:making:)``,
/// then by Foundation's `NSClassFromString` (which finds top-level classes on Linux). The
/// principal class needs no registration (``Application/init()`` is required); a delegate class
/// does, since `Responder.init()` is not required. A name that finds nothing stops with a
/// message naming it. The arguments are not read.
///
/// - Returns: 0, where UIKit's never returns.
@MainActor @discardableResult
public func ApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  let principal: Application.Type
  if let principalClassName {
    guard let found = ClassRegistry.lookUp(principalClassName) else {
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "Unable to instantiate the UIApplication subclass instance. No class named "
            + "\(principalClassName) is loaded. (Register it with "
            + "Application.registerClass(_:making:) or make it a top-level class.)"))
    }
    guard let application = found as? Application.Type else {
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "ApplicationMain: the principal class \(principalClassName) is not an Application"))
    }
    principal = application
  } else {
    principal = Application.self
  }
  var delegate: AnyObject?
  if let delegateClassName {
    guard let found = ClassRegistry.lookUp(delegateClassName),
      let made = ClassRegistry.make(found)
    else {
      preconditionFailure(
        uncaughtException(
          "NSInternalInconsistencyException",
          "Unable to instantiate the UIApplication delegate instance. No class named "
            + "\(delegateClassName) is loaded. (Register it with "
            + "Application.registerClass(\(delegateClassName).self) { ... }.)"))
    }
    delegate = made
  }
  ApplicationMain(principal, delegate: delegate)
  return 0
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Launches an instance of `principalClass` with `delegate`, as ``ApplicationMain(_:_:_:_:)``
/// does once it has found its classes by name: the typed form, for Swift code that has the
/// types at hand. Returns the application, now ``Application/shared``.
@MainActor @discardableResult
public func ApplicationMain<App: Application>(_ principalClass: App.Type, delegate: AnyObject?)
  -> App
{
  let application = principalClass.init()
  Application.makeShared(application)
  application.delegate = delegate
  let appDelegate = delegate as? ApplicationDelegate
  _ = appDelegate?.application(application, willFinishLaunchingWithOptions: nil)
  _ = appDelegate?.application(application, didFinishLaunchingWithOptions: nil)
  let scene = application.connectScene(role: .windowApplication)
  if scene.delegate == nil { appDelegate?.applicationDidBecomeActive(application) }
  return application
}
