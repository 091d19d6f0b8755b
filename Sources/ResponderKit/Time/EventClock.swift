import Foundation
import HeapModule

/// A deterministic clock: time moves only when the input's timestamps or an explicit
/// ``advance(by:)`` move it, and timers fire in deadline order as it passes them (§12).
/// Nothing in the engine reads the wall clock.
@preconcurrency @MainActor
public final class EventClock {
  /// A handle to a scheduled timer, for cancelling it.
  public struct TimerID: Hashable, Sendable {
    fileprivate let value: Int
  }

  private struct Entry: Comparable {
    let deadline: TimeInterval
    let sequence: Int
    let action: @MainActor () -> Void
    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }
    static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.sequence == rhs.sequence }
  }

  /// The current time, in seconds.
  @exclusivity(unchecked) public private(set) var now: TimeInterval = 0
  @exclusivity(unchecked) private var timers = Heap<Entry>()
  @exclusivity(unchecked) private var cancelled: Set<Int> = []
  @exclusivity(unchecked) private var sequence = 0
  /// Run after a timer's action when ``hasStateChangesToSettle`` is set: the application's hook
  /// that acts on recognizer state changes made in any timer callback (§12).
  @exclusivity(unchecked) var didFireTimer: (@MainActor () -> Void)?
  /// Set when a recognizer's state changes, so that only timers after such a change pay for the
  /// hook (a scroll view's 60 Hz deceleration frames do not).
  @exclusivity(unchecked) var hasStateChangesToSettle = false

  /// Creates a clock at time zero.
  public init() {}

  /// The number of timers waiting to fire.
  public var pendingTimerCount: Int { timers.count - cancelled.count }

  /// The deadline of the earliest live timer, if any.
  public var nextDeadline: TimeInterval? {
    purgeCancelledHead()
    return timers.min?.deadline
  }

  /// Schedules `action` to run when the clock reaches `deadline` (at once on the next advance if the
  /// deadline has passed). Timers with equal deadlines fire in the order scheduled.
  ///
  /// - Complexity: O(log *n*) in the number of pending timers.
  @discardableResult
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> TimerID
  {
    sequence += 1
    timers.insert(Entry(deadline: deadline, sequence: sequence, action: action))
    return TimerID(value: sequence)
  }

  /// Schedules `action` to run `delay` seconds from now.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> TimerID
  {
    schedule(at: now + delay, action)
  }

  /// Cancels a timer that has not fired; does nothing for one that has.
  public func cancel(_ timer: TimerID) {
    // A plain loop: a closure here would pay an executor check per timer (Array+Identity).
    guard timer.value <= sequence else { return }
    for entry in timers.unordered where entry.sequence == timer.value {
      cancelled.insert(timer.value)
      return
    }
  }

  /// Moves time forward to `time`, firing every timer whose deadline is at or before it (or strictly
  /// before it, when `inclusive` is false), each with ``now`` set to its deadline.
  ///
  /// - Complexity: O(*k* log *n*) for *k* timers fired.
  public func advance(to time: TimeInterval, inclusive: Bool = true) {
    // No timer at all (a tap, a drag without recognizers): nothing to look at.
    guard !timers.isEmpty else {
      now = max(now, time)
      return
    }
    while let next = nextDeadline, inclusive ? next <= time : next < time {
      let entry = timers.removeMin()
      now = max(now, entry.deadline)
      entry.action()
      if hasStateChangesToSettle {
        hasStateChangesToSettle = false
        didFireTimer?()
      }
    }
    now = max(now, time)
  }

  /// Moves time forward by `interval`, firing timers on the way.
  public func advance(by interval: TimeInterval) {
    advance(to: now + interval)
  }

  private func purgeCancelledHead() {
    while let head = timers.min, cancelled.contains(head.sequence) {
      cancelled.remove(head.sequence)
      timers.removeMin()
    }
  }
}
