import Foundation

/// The calls made with `perform(_:with:afterDelay:)` that have not run yet, each a timer on the
/// clock of the application current when it was made.
@MainActor
enum DelayedPerform {
  private struct Pending {
    let id: Int
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    /// The clock the call waits on; once its application is gone, so is the call.
    weak var clock: EventClock?
    let timer: EventClock.TimerID
  }

  private static var pending: [Pending] = []
  private static var nextID = 0

  /// Schedules `selector` on `target` with `argument` after `delay` seconds.
  ///
  /// - Complexity: O(*n*) in the calls pending.
  static func schedule(
    _ selector: Selector, on target: AnyObject, with argument: Any?, after delay: TimeInterval
  ) {
    let clock = Application.current.clock
    // Calls whose clock went with its application will never run: let go of their targets.
    pending.removeAll { $0.clock == nil }
    nextID += 1
    let id = nextID
    let timer = clock.schedule(after: max(0, delay)) {
      guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
      let call = pending.remove(at: index)
      if let object = call.target as? NSObject, object.responds(to: call.selector) {
        Application.deliverAction(call.selector, to: object, sender: call.argument, event: nil)
      }
    }
    pending.append(
      Pending(
        id: id, target: target, selector: selector, argument: argument, clock: clock, timer: timer))
  }

  /// Cancels the pending calls on `target`, or only those of a selector with an argument.
  ///
  /// - Complexity: O(*n*) in the calls pending.
  static func cancel(target: AnyObject, matching call: (Selector, Any?)?) {
    pending.removeAll { item in
      guard item.target === target else { return false }
      if let (selector, argument) = call {
        guard item.selector == selector, sameArgument(item.argument, argument) else { return false }
      }
      item.clock?.cancel(item.timer)
      return true
    }
  }

  /// Whether two arguments match as Objective-C's `isEqual:` would: both nil, the same object, or
  /// equal hashable values.
  private static func sameArgument(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?):
      if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
      return (lhs as AnyObject) === (rhs as AnyObject)
    default: return false
    }
  }
}
