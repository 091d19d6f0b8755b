import Foundation

/// A timer on the deterministic clock of the application that is dispatching events (else
/// ``Application/shared``): the replacement for Foundation's `Timer`, whose run loop never turns
/// in a headless engine. `ResponderKitUIKit` exports it as `Timer`, so UIKit code's
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` runs on the engine's clock unchanged.
///
/// A gesture recognizer that sets its `state` from the block is acted on as soon as the block
/// returns, as UIKit does at the end of the run-loop turn (§12).
@preconcurrency @MainActor
open class RunLoopTimer {
  /// The interval between firings of a repeating timer, in seconds.
  public let timeInterval: TimeInterval
  /// Whether the timer fires again after each firing.
  public let repeats: Bool
  /// Anything the creator wants to carry with the timer.
  public var userInfo: Any?
  /// The clock time at which the timer fires next.
  public private(set) var fireDate: TimeInterval
  /// Whether the timer will still fire: `false` after ``invalidate()`` or a non-repeating firing.
  public private(set) var isValid = true

  /// What the timer runs; let go of at invalidation, with whatever it holds (a target).
  private final var block: (@MainActor (RunLoopTimer) -> Void)?
  private var clock: EventClock?
  private var scheduled: EventClock.TimerID?

  /// Creates a timer that is not scheduled yet; ``schedule(on:)`` starts it.
  public required init(
    timeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (RunLoopTimer) -> Void
  ) {
    timeInterval = max(interval, repeats ? 0.0001 : 0)
    self.repeats = repeats
    self.block = block
    fireDate = 0
  }

  /// Creates a timer and schedules it on the clock of the application dispatching events, as
  /// UIKit's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (RunLoopTimer) -> Void
  ) -> Self {
    let timer = Self(timeInterval: interval, repeats: repeats, block: block)
    timer.schedule(on: Application.current.clock)
    return timer
  }

  /// Creates a timer that sends `selector` to `target` and schedules it: UIKit's
  /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`. As in UIKit, the timer
  /// holds `target` strongly until it is invalidated (a non-repeating timer, once it fired), and
  /// passes itself to a method that takes an argument.
  @discardableResult
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> Self {
    let target = target as AnyObject
    let timer = Self(timeInterval: interval, repeats: repeats) { timer in
      Application.deliverAction(selector, to: target, sender: timer, event: nil)
    }
    timer.userInfo = userInfo
    timer.schedule(on: Application.current.clock)
    return timer
  }

  /// Creates a timer that calls a method of `target` taking nothing (`#selector(tick)` written
  /// as `Owner.tick`) and schedules it; `target` is held until the timer is invalidated.
  @discardableResult
  public class func scheduledTimer<Owner: AnyObject>(
    timeInterval interval: TimeInterval, target: Owner, selector: @escaping (Owner) -> () -> Void,
    userInfo: Any?, repeats: Bool
  ) -> Self {
    scheduledTimer(
      timeInterval: interval, target: target, selector: Selector(selector), userInfo: userInfo,
      repeats: repeats)
  }

  /// Creates a timer that calls a method of `target` taking the timer (`#selector(tick(_:))`
  /// written as `Owner.tick`) and schedules it; `target` is held until the timer is invalidated.
  @discardableResult
  public class func scheduledTimer<Owner: AnyObject, Sender>(
    timeInterval interval: TimeInterval, target: Owner,
    selector: @escaping (Owner) -> (Sender) -> Void, userInfo: Any?, repeats: Bool
  ) -> Self {
    scheduledTimer(
      timeInterval: interval, target: target, selector: Selector(selector), userInfo: userInfo,
      repeats: repeats)
  }

  /// Starts the timer on `clock`: it fires ``timeInterval`` from the clock's present time.
  public func schedule(on clock: EventClock) {
    self.clock = clock
    arm()
  }

  /// Fires the timer now, without changing its schedule; a non-repeating timer is then invalid.
  public func fire() {
    guard isValid else { return }
    block?(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer; it will not fire again.
  public func invalidate() {
    isValid = false
    if let scheduled, let clock { clock.cancel(scheduled) }
    scheduled = nil
    block = nil
  }

  private func arm() {
    guard isValid, let clock else { return }
    fireDate = clock.now + timeInterval
    // The clock holds a scheduled timer until it fires or is invalidated, as a run loop does.
    scheduled = clock.schedule(at: fireDate) { self.clockDidReachFireDate() }
  }

  private func clockDidReachFireDate() {
    scheduled = nil
    guard isValid else { return }
    block?(self)
    if repeats { arm() } else { invalidate() }
  }
}
