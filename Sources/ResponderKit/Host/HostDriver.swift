import Foundation

/// The host's side of the engine: one object between a platform's event loop and an
/// ``Application`` (Embedding §22).
///
/// ```
///  platform events ──▶ HostDriver ──▶ Application (hit-testing, recognizers, controls)
///   (its clock)        │ HostClock: platform time → engine time, never backwards
///                      │ PointerState, FingerIDMap, TouchFrameBuilder, wheel ticks
///  sleep ◀── sleepInterval(at:)   run(until:) ──▶ timers fire on time
///  draw  ◀── displayList (needsRedraw)
/// ```
///
/// A host feeds it the platform's readings stamped with the platform's clock, lets it
/// ``run(until:)`` once per turn of its loop, sleeps for ``sleepInterval(at:)`` (or until input
/// arrives), and draws ``updateDisplayList()`` when ``needsRedraw``.
@preconcurrency @MainActor
public final class HostDriver {
  /// The application the driver feeds.
  public let application: Application
  /// The map from platform time to engine time.
  public private(set) var clock: HostClock
  /// The mouse's location and buttons; a host sets its ``PointerState/modifierFlags``.
  public var pointer = PointerState()
  /// The fingers down, by platform id.
  public internal(set) var fingers = FingerIDMap()
  /// The readings of the fingers' frame in progress.
  var frame = TouchFrameBuilder()
  /// How far one tick of a mouse wheel scrolls, in points. Default
  /// ``defaultPointsPerWheelTick``.
  public var pointsPerWheelTick = HostDriver.defaultPointsPerWheelTick
  /// The number of finger readings dropped: moves and lifts of fingers never seen going down,
  /// and repeated reports of a finger going down. Each is also traced as refused input.
  public internal(set) var droppedFingerReadings = 0
  /// The screen as last built by ``updateDisplayList()``.
  public private(set) var displayList = DisplayList()

  /// The points one wheel tick scrolls unless a host says otherwise: 40, a line of a list, as
  /// browsers scroll for one notch of a mouse wheel on a Mac (*choice*: UIKit does not document
  /// its figure).
  nonisolated public static let defaultPointsPerWheelTick: CGFloat = 40

  /// Creates a driver for `application`; its clock's origin is the first platform time it sees
  /// unless `clock` has one.
  public init(application: Application = .shared, clock: HostClock = HostClock()) {
    self.application = application
    self.clock = clock
  }

  /// The engine time for `platformTime`, never earlier than input already fed or the engine's
  /// clock: what a host stamps readings it sends to ``application`` itself with.
  public func engineTime(at platformTime: TimeInterval) -> TimeInterval {
    max(clock.engineTime(at: platformTime), application.clock.now)
  }

  // MARK: Time

  /// Lets the engine's time run to `platformTime`: sends the fingers' frame in progress, then
  /// fires every timer due by then (a long press, a double tap's wait, a scroll view's
  /// deceleration, an animation's end). Call it once per turn of the loop, after the platform's
  /// events.
  public func run(until platformTime: TimeInterval) throws(InputError) {
    let now = engineTime(at: platformTime)
    try sendPendingFingers()
    application.advance(to: now)
  }

  /// How long a host may sleep, from `platformTime`, before the engine has a timer due: 0 when
  /// one is due already, `nil` when none is scheduled (sleep until input arrives).
  public func sleepInterval(at platformTime: TimeInterval) -> TimeInterval? {
    guard frame.pending.isEmpty else { return 0 }
    guard let deadline = application.clock.nextDeadline else { return nil }
    return max(0, clock.platformTime(at: deadline) - platformTime)
  }

  // MARK: Drawing

  /// Whether anything drawn changed since ``displayList`` was built.
  public var needsRedraw: Bool { !displayList.isCurrent }

  /// Lays the screen out and builds ``displayList`` again from every window, in screen
  /// coordinates, reusing its storage; returns it.
  ///
  /// - Complexity: O(*n*) in the visible views.
  @discardableResult
  public func updateDisplayList() -> DisplayList {
    displayList.update(from: application)
    return displayList
  }
}
