import Foundation

/// The Objective-C runtime's messaging idioms on `NSObject`, which responders and gesture
/// recognizers descend from as in UIKit: asking whether an object has a method, calling it by
/// selector now or after a delay on the engine's clock, and cancelling delayed calls.
///
/// A selector reaches an object's method as ``Selector`` says: a method reference of the object's
/// class, a method exposed under the selector's name, or (on a responder) a handler registered
/// with ``Responder/setAction(_:handler:)``.
extension NSObject {
  /// Whether the object has the method `aSelector` names.
  @preconcurrency @MainActor
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    if let responder = self as? Responder { return responder.performsAction(aSelector) }
    return aSelector.resolvedMethod(for: self) != nil
  }

  /// Whether the object has `method`: `responds(to: #selector(Feed.refresh))` written
  /// `responds(to: Feed.refresh)`.
  @preconcurrency @MainActor
  public func responds<Owner: AnyObject, Sender>(to method: @escaping (Owner) -> (Sender) -> Void)
    -> Bool
  {
    responds(to: Selector(method))
  }

  /// Calls the method `aSelector` names, with no argument. Returns `nil`: actions return nothing.
  /// A selector the object does not respond to stops the program, as Objective-C's
  /// "unrecognized selector" does.
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    perform(aSelector, with: nil)
  }

  /// Calls the method `aSelector` names with `object` as its argument. Returns `nil`.
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    guard let aSelector, responds(to: aSelector) else {
      preconditionFailure(
        uncaughtException(
          "NSInvalidArgumentException",
          "-[\(Console.uikitName(of: type(of: self))) \(aSelector.map(\.name) ?? "(null)")]: unrecognized selector sent to instance \(Console.describe(self))"
        ))
    }
    Application.deliverAction(aSelector, to: self, sender: object as Any?, event: nil)
    return nil
  }

  /// Calls the method `aSelector` names with `anArgument` after `delay` seconds of the engine's
  /// clock (the clock of ``Application/current``), keeping the object until then, as UIKit's run
  /// loop does. A call whose object no longer responds then does nothing.
  @preconcurrency @MainActor
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    DelayedPerform.schedule(aSelector, on: self, with: anArgument, after: delay)
  }

  /// Calls `method` with `anArgument` after `delay` seconds of the engine's clock:
  /// `perform(#selector(hide), with: nil, afterDelay: 2)` written with `Owner.hide`.
  @preconcurrency @MainActor
  public func perform<Owner: AnyObject>(
    _ method: @escaping (Owner) -> () -> Void, with anArgument: Any?,
    afterDelay delay: TimeInterval
  ) {
    perform(Selector(method), with: anArgument, afterDelay: delay)
  }

  /// Calls `method` with `anArgument` after `delay` seconds of the engine's clock.
  @preconcurrency @MainActor
  public func perform<Owner: AnyObject, Argument>(
    _ method: @escaping (Owner) -> (Argument) -> Void, with anArgument: Any?,
    afterDelay delay: TimeInterval
  ) {
    perform(Selector(method), with: anArgument, afterDelay: delay)
  }

  /// Cancels every delayed call scheduled on `aTarget` with
  /// `perform(_:with:afterDelay:)`.
  ///
  /// - Complexity: O(*n*) in the delayed calls pending.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerform.cancel(target: aTarget as AnyObject, matching: nil)
  }

  /// Cancels the delayed calls on `aTarget` of `aSelector` whose argument is `anArgument` (the
  /// same object, or an equal value).
  ///
  /// - Complexity: O(*n*) in the delayed calls pending.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    DelayedPerform.cancel(target: aTarget as AnyObject, matching: (aSelector, anArgument))
  }

  /// Cancels the delayed calls on `aTarget` of `method` whose argument is `anArgument`:
  /// `selector: #selector(runSearch)` written `selector: SearchBar.runSearch`.
  ///
  /// - Complexity: O(*n*) in the delayed calls pending.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests<Owner: AnyObject>(
    withTarget aTarget: Any, selector method: @escaping (Owner) -> () -> Void,
    object anArgument: Any?
  ) {
    cancelPreviousPerformRequests(
      withTarget: aTarget, selector: Selector(method), object: anArgument)
  }

  /// Cancels the delayed calls on `aTarget` of `method`, a method taking an argument.
  ///
  /// - Complexity: O(*n*) in the delayed calls pending.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests<Owner: AnyObject, Argument>(
    withTarget aTarget: Any, selector method: @escaping (Owner) -> (Argument) -> Void,
    object anArgument: Any?
  ) {
    cancelPreviousPerformRequests(
      withTarget: aTarget, selector: Selector(method), object: anArgument)
  }
}
