import Foundation
import ResponderKit

/// Waits on the virtual clock: time passes in steps, timers fire, and no wall time is spent.
extension InputSimulator {
  /// The step waits advance the clock by: a frame at 60 Hz.
  nonisolated public static let waitStep: TimeInterval = 1.0 / 60

  /// Lets `seconds` of virtual time pass, firing every timer due.
  public func wait(_ seconds: TimeInterval) {
    application.advance(by: seconds)
  }

  /// Advances the clock a frame at a time until `condition` holds; throws when `timeout` virtual
  /// seconds pass first, naming `what` (the condition, in words).
  ///
  /// - Complexity: O(*timeout* / ``waitStep``) clock advances at most.
  public func wait(
    until condition: () -> Bool, timeout: TimeInterval = 5, _ what: String = "the condition"
  ) throws(SimulationError) {
    let deadline = now + timeout
    while !condition() {
      guard now < deadline else { throw failure(.timedOut(what, after: timeout)) }
      application.advance(to: min(now + Self.waitStep, deadline))
    }
  }

  /// Waits until `recognizer` reaches `state` (seen as it happens, even if the recognizer has
  /// moved on or reset since).
  public func wait(
    for recognizer: GestureRecognizer, toReach state: GestureRecognizer.State,
    timeout: TimeInterval = 5
  ) throws(SimulationError) {
    var reached = recognizer.state == state
    let token = application.addRecognizerStateObserver { changed, _, to in
      if changed === recognizer, to == state { reached = true }
    }
    defer { application.removeRecognizerStateObserver(token) }
    try wait(until: { reached }, timeout: timeout, "\(recognizer.traceLabel) reaching \(state)")
  }

  /// Waits until a touch can reach `element`'s view (an animation ended, a cover went away).
  public func waitUntilHittable(_ element: Element, timeout: TimeInterval = 5)
    throws(SimulationError)
  {
    var last = hittability(of: element)
    do {
      try wait(
        until: {
          last = hittability(of: element)
          return last.isHittable
        }, timeout: timeout, "\(element) becoming hittable")
    } catch {
      guard case .notHittable(let reason) = last else { throw error }
      throw failure(
        .timedOut("\(element) becoming hittable (still: \(reason))", after: timeout))
    }
  }

  /// Waits until no timer is pending: animations ended, scroll views stopped decelerating, delayed
  /// touches and recognizers' waits resolved.
  public func waitUntilIdle(timeout: TimeInterval = 10) throws(SimulationError) {
    try wait(
      until: { application.clock.pendingTimerCount == 0 }, timeout: timeout,
      "the screen becoming idle (no timer pending)")
  }
}
