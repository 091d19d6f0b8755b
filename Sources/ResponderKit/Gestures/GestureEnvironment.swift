import Foundation

/// A touch's state at one phase, kept while a recognizer withholds that phase from the views.
struct TouchSnapshot {
  var phase: Touch.Phase
  var screenLocation: CGPoint
  var previousScreenLocation: CGPoint
  var timestamp: TimeInterval

  @MainActor init(_ touch: Touch) {
    phase = touch.phase
    screenLocation = touch.screenLocation
    previousScreenLocation = touch.previousScreenLocation
    timestamp = touch.timestamp
  }
}

/// The application's gesture environment: it attaches recognizers to new touches, feeds them each
/// event before the views, then runs the update pass (§8.4, §12):
///
/// ```
///  touch event ─▶ collect recognizers (touch-down) ─▶ recognizers' touches…(_:with:)
///       │                                                   │ state changes are only recorded
///       ▼                                                   ▼
///  views' touches… ◀─ route (deliver / delay / drop) ◀─ update: requirements, exclusion,
///                                                        actions, delay release, cancels, resets
/// ```
///
/// Timers run the same update pass right after they fire, before the next event.
@MainActor
final class GestureEnvironment {
  /// The application that owns this environment (in a `let`, for as long as it lives): set by
  /// its initializer, unretained, so reaching it costs no reference counting.
  var application: Application { applicationPointer!.takeUnretainedValue() }
  @exclusivity(unchecked) var applicationPointer: Unmanaged<Application>?
  /// The recognizers taking part in touch sequences, in the order they joined.
  @exclusivity(unchecked) var participants: [GestureRecognizer] = []
  /// Touches with phases withheld from their views.
  @exclusivity(unchecked) var touchesAwaitingViews: [Touch] = []
  @exclusivity(unchecked) var needsAnotherPass = false
  @exclusivity(unchecked) var isUpdating = false
  /// Set while recognizers are fed an event's touches: what they ask for then (releasing the
  /// touches they stop delaying) waits for the update pass right after, so that no view handler
  /// runs in the middle of a recognizer's `touches…` method.
  @exclusivity(unchecked) var isFeeding = false
  /// Reused storage for the sets handed to recognizers.
  @exclusivity(unchecked) var scratchTouches: Set<Touch> = []
  /// Reused storage for the one-touch sets of withheld phases delivered late.
  @exclusivity(unchecked) var scratchDelayed: Set<Touch> = []
  /// Reused storage for the touches taken from views by a recognizer.
  @exclusivity(unchecked) var scratchCancelled: [Touch] = []

  init(clock: EventClock) {
    self.clock = clock
    participants.reserveCapacity(16)
    scratchTouches.reserveCapacity(8)
    scratchDelayed.reserveCapacity(1)
  }

  /// The application's clock, held here too so that reaching it costs no reference counting.
  let clock: EventClock

  /// Recognizers still taking part when their application goes (mid-gesture) lose the
  /// environment, as they would a weak reference, and are reset without actions: left as they
  /// were, one that had begun would go on from there in its next application's touches.
  isolated deinit {
    for recognizer in participants where recognizer.environment === self {
      recognizer.environment = nil
      recognizer.performReset()
    }
  }

  // MARK: Collection (§8.3)

  /// Attaches the recognizers of the hit view and its ancestors, up to the window, to a new touch.
  ///
  /// The walk up retains only the views that have recognizers: their recognizers and delegates run
  /// app code, which may change the hierarchy, so the view is held while they run; a superview
  /// pointer read after that is still valid (a superview that goes clears it).
  ///
  /// - Complexity: O(*d* + *r*) in the depth of the hit view and the recognizers met.
  func collectRecognizers(for touch: Touch, in event: Event, window: Window) {
    guard let hitView = touch.view else { return }
    guard window.mayFindRecognizers(above: hitView) else { return }
    // `Unmanaged` steps: reading them costs no reference counting.
    var view = Unmanaged.passUnretained(hitView)
    let windowAddress = Unmanaged.passUnretained(window).toOpaque()
    while true {
      if !view.takeUnretainedValue().attachedRecognizers.isEmpty {
        let held: View = view.takeUnretainedValue()
        for recognizer in held.attachedRecognizers where accepts(recognizer, touch, event, window) {
          attach(recognizer, to: touch)
        }
        if held === window { break }
        guard let superview = held.superviewPointer else { break }
        view = superview
        continue
      }
      if view.toOpaque() == windowAddress { break }
      guard let superview = view.takeUnretainedValue().superviewPointer else { break }
      view = superview
    }
  }

  /// The view of the first touch other than `touch` that an exclusive-touch view of `window`
  /// tracks (a plain loop: see Array+Identity).
  private func exclusiveTouchView(in window: Window, other touch: Touch) -> View? {
    for tracked in window.trackingTouches where tracked !== touch {
      if let view = tracked.view, view.isExclusiveTouch { return view }
    }
    return nil
  }

  private func accepts(
    _ recognizer: GestureRecognizer, _ touch: Touch, _ event: Event, _ window: Window
  ) -> Bool {
    guard recognizer.isEnabled, !recognizer.machine.state.isTerminal,
      !recognizer.isDrivenOutsideArbitration
    else { return false }
    guard recognizer.allowedTouchTypeMask & 1 << touch.type.rawValue != 0 else { return false }
    if recognizer.requiresExclusiveTouchType, let type = recognizer.exclusiveTouchType,
      type != touch.type
    {
      return false
    }
    if let recognizerView = recognizer.view,
      let exclusive = exclusiveTouchView(in: window, other: touch),
      !exclusive.isDescendant(of: recognizerView)
    {
      return skip(recognizer, touch, .exclusiveTouch(in: exclusive.traceName))
    }
    guard recognizer.shouldReceive(event) else {
      return skip(recognizer, touch, .recognizerDeclined)
    }
    if let delegate = recognizer.delegate {
      guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
        delegate.gestureRecognizer(recognizer, shouldReceive: touch)
      else { return skip(recognizer, touch, .delegateDeclined) }
    }
    return true
  }

  /// Records why `recognizer` does not get `touch`; always `false`.
  private func skip(_ recognizer: GestureRecognizer, _ touch: Touch, _ reason: GestureSkipReason)
    -> Bool
  {
    TraceRecorder.current?.record(
      .recognizerSkippedTouch(
        recognizer: recognizer.traceLabel, touch: touch.touchID, reason: reason))
    return false
  }

  private func attach(_ recognizer: GestureRecognizer, to touch: Touch) {
    recognizer.trackedTouches.append(touch)
    touch.receivingRecognizers.append(recognizer)
    recognizer.exclusiveTouchType = touch.type
    recognizer.environment = self
    if !participants.containsIdentical(recognizer) { insertInOrder(recognizer) }
    TraceRecorder.current?.record(
      .recognizerReceivedTouch(recognizer: recognizer.traceLabel, touch: touch.touchID))
  }

  /// Keeps participants deepest view first, then in the order of their view's recognizers: the
  /// order in which recognizers that recognize in the same pass are looked at (§14.6).
  private func insertInOrder(_ recognizer: GestureRecognizer) {
    recognizer.participationOrder = orderKey(recognizer)
    let index =
      participants.firstIndex { other in
        let key = other.participationOrder
        return (recognizer.participationOrder.depth, key.index) > (
          key.depth, recognizer.participationOrder.index
        )
      } ?? participants.count
    participants.insert(recognizer, at: index)
  }

  private func orderKey(_ recognizer: GestureRecognizer) -> (depth: Int, index: Int) {
    var depth = 0
    var current = recognizer.view?.superview
    while let view = current {
      depth += 1
      current = view.superview
    }
    let index = recognizer.view?.attachedRecognizers.firstIndex(identicalTo: recognizer) ?? 0
    return (depth, index)
  }

  // MARK: Delivery (§8.4)

  /// Whether no recognizer takes part in a touch sequence and no touch awaits its views: an
  /// event's ``deliver(_:window:)`` and ``finishEvent(_:window:)`` would do nothing.
  /// Both counts are read in one step, with no branch between: read through an unretained
  /// application, the environment is then not retained across the test.
  var isIdle: Bool { participants.count | touchesAwaitingViews.count == 0 }

  /// Feeds the event's changed touches to their recognizers, phase by phase, then runs the update.
  func deliver(_ event: Event, window: Window) {
    isFeeding = true
    var index = 0
    while index < participants.count {
      let recognizer = participants[index]
      index += 1
      guard recognizer.isEnabled, !recognizer.machine.state.isTerminal else { continue }
      recognizer.modifierFlags = event.modifierFlags
      recognizer.buttonMask = event.gestureButtonMask
      // One look for the phases present; each call then gathers its touches again, as a call
      // may change what the recognizer tracks.
      var phases: UInt8 = 0
      for touch in recognizer.trackedTouches where touch.window === window {
        phases |= 1 << touch.phase.rawValue
      }
      for phase in Touch.Phase.deliveryOrder where phases & 1 << phase.rawValue != 0 {
        feed(recognizer, phase, event, window)
      }
    }
    isFeeding = false
    update()
  }

  private func feed(
    _ recognizer: GestureRecognizer, _ phase: Touch.Phase, _ event: Event, _ window: Window
  ) {
    guard !recognizer.machine.state.isTerminal else { return }
    if !scratchTouches.isEmpty { scratchTouches.removeAll(keepingCapacity: true) }
    for touch in recognizer.trackedTouches where touch.phase == phase && touch.window === window {
      scratchTouches.insert(touch)
    }
    guard !scratchTouches.isEmpty else { return }
    do {
      let touches = scratchTouches
      switch phase {
      case .began: recognizer.touchesBegan(touches, with: event)
      case .moved: recognizer.touchesMoved(touches, with: event)
      case .ended: recognizer.touchesEnded(touches, with: event)
      default: recognizer.touchesCancelled(touches, with: event)
      }
    }
    scratchTouches.removeAll(keepingCapacity: true)
  }

  /// After a window's views were served: recognizers stop tracking that window's touches that
  /// ended or were cancelled. Other windows' touches stay until their own window has fed them to
  /// its recognizers (one event can hold touches of several windows).
  func finishEvent(_ event: Event, window: Window) {
    for recognizer in participants where !recognizer.trackedTouches.isEmpty {
      // A plain loop: a closure here would pay an executor check per touch (Array+Identity).
      var index = 0
      while index < recognizer.trackedTouches.count {
        let touch = recognizer.trackedTouches[index]
        if touch.phase.isTerminal, touch.window === window {
          recognizer.trackedTouches.remove(at: index)
        } else {
          index += 1
        }
      }
    }
  }

  // MARK: The update pass (§8.4–§8.7)

  /// A recognizer's state changed: the update pass will look at it.
  func stateDidChange(_ recognizer: GestureRecognizer) {
    needsAnotherPass = true
    clock.hasStateChangesToSettle = true
  }

  /// Runs the update pass if a recognizer's state changed outside one: in a timer's callback, a
  /// view's touch method or any other code (UIKit acts on it at the end of the run-loop turn).
  func updateIfNeeded() {
    guard needsAnotherPass, !isUpdating else { return }
    update()
  }

  /// Resolves requirements and exclusion, sends actions, releases or cancels view touches, and
  /// resets finished recognizers. Re-entrant calls (an action changing a state) only ask for
  /// another pass.
  func update() {
    guard !participants.isEmpty || !touchesAwaitingViews.isEmpty else { return }
    guard !isUpdating else {
      needsAnotherPass = true
      return
    }
    isUpdating = true
    defer { isUpdating = false }
    application.withTracing { runPasses() }
  }

  private func runPasses() {
    repeat {
      needsAnotherPass = false
      var index = 0
      while index < participants.count {
        let recognizer = participants[index]
        index += 1
        process(recognizer)
      }
      releaseDelayedTouches()
      resetFinishedRecognizers()
    } while needsAnotherPass
  }

  /// Whether a held participant requires `recognizer` to fail (a plain loop: see Array+Identity).
  private func isAwaitedByHeldRecognizer(_ recognizer: GestureRecognizer) -> Bool {
    for other in participants where other.isHeld && requires(other, recognizer) { return true }
    return false
  }

  private func resetFinishedRecognizers() {
    var index = 0
    while index < participants.count {
      let recognizer = participants[index]
      guard recognizer.reportedState.isTerminal, !recognizer.isHeld,
        !isAwaitedByHeldRecognizer(recognizer)
      else {
        index += 1
        continue
      }
      participants.remove(at: index)
      for touch in touchesAwaitingViews {
        touch.delayingRecognizers.removeAll(identicalTo: recognizer)
      }
      recognizer.performReset()
      if recognizer.environment === self { recognizer.environment = nil }
      TraceRecorder.current?.record(.recognizerReset(recognizer: recognizer.traceLabel))
      needsAnotherPass = needsAnotherPass || !touchesAwaitingViews.isEmpty
    }
  }
}
