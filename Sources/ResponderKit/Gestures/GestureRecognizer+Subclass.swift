import Foundation

extension GestureRecognizer {
  /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes: its
  /// actions and delayed touches are held until then, and it fails if the other recognizes
  /// (§8.6). Requiring itself is ignored, as in UIKit.
  ///
  /// - Complexity: O(1) amortized: requirements on released recognizers are dropped each time
  ///   the list has doubled.
  public func require(toFail otherGestureRecognizer: GestureRecognizer) {
    guard otherGestureRecognizer !== self, !requiresToFail(otherGestureRecognizer) else { return }
    if staticFailureRequirements.count >= failureRequirementPurgeCount {
      dropReleasedFailureRequirements()
    }
    failureRequirementPositions[ObjectIdentifier(otherGestureRecognizer)] =
      staticFailureRequirements.count
    staticFailureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  /// Whether ``require(toFail:)`` made this recognizer wait for `other`.
  ///
  /// An identifier found may be that of a released recognizer whose address `other` now has: the
  /// entry it points to is then empty, and the answer no.
  func requiresToFail(_ other: GestureRecognizer) -> Bool {
    guard let position = failureRequirementPositions[ObjectIdentifier(other)] else { return false }
    return staticFailureRequirements[position].recognizer === other
  }

  /// Drops the requirements on recognizers since released, and places the others again.
  ///
  /// - Complexity: O(*n*) in the requirements.
  private func dropReleasedFailureRequirements() {
    staticFailureRequirements.removeAll { $0.recognizer == nil }
    failureRequirementPositions = [:]
    for (position, requirement) in staticFailureRequirements.enumerated() {
      if let recognizer = requirement.recognizer {
        failureRequirementPositions[ObjectIdentifier(recognizer)] = position
      }
    }
    failureRequirementPurgeCount = max(8, 2 * staticFailureRequirements.count)
  }

  /// Stops the recognizer receiving `touch` for the rest of its sequence; its state is unchanged,
  /// and views get the touch at once if this recognizer was delaying it (§8.8).
  public func ignore(_ touch: Touch, for event: Event) {
    guard let index = trackedTouches.firstIndex(where: { $0 === touch }) else { return }
    trackedTouches.remove(at: index)
    touch.receivingRecognizers.removeAll(identicalTo: self)
    // With nothing left to watch it can never decide: it fails (and is reset), so that whatever
    // requires it to fail is not kept waiting. Decided before the views get the touch: their
    // handlers may reset or move the recognizer, which must not then be failed.
    if trackedTouches.isEmpty, machine.state == .possible { fail(.ignoredAllTouches) }
    environment?.recognizerIgnored(touch, self)
  }

  /// Asks for a state; `reason` explains a failure or cancellation (§8.2). `fromSetter`: the
  /// request comes from ``state``'s setter, which is already running, so the new state is stored
  /// directly; otherwise (the engine's own requests) it goes through the setter, so that a
  /// subclass overriding ``state`` sees it.
  func request(_ requested: State, reason: GestureFailureReason?, fromSetter: Bool = false) {
    switch machine.request(requested) {
    case .none:
      return
    case .askToBegin(let target):
      if let refusal = refusalToBegin() {
        move(to: .failed, reason: refusal, fromSetter: fromSetter)
      } else {
        move(to: target, reason: nil, fromSetter: fromSetter)
      }
    case .move(let target):
      move(to: target, reason: reason, fromSetter: fromSetter)
    }
  }

  /// Fails the recognizer (or cancels it, if it had begun) for `reason`: what built-in recognizers
  /// call when the touches cannot be their gesture.
  func fail(_ reason: GestureFailureReason) {
    request(.failed, reason: reason)
  }

  private func move(to newState: State, reason: GestureFailureReason?, fromSetter: Bool) {
    if newState == .changed, machine.state == .changed || machine.state == .began {
      pendingChangeCount += 1
    }
    if fromSetter { applyCommit(newState) } else { commitState(newState) }
    if newState == .failed || newState == .cancelled, let reason { failureCause = .reason(reason) }
    environment?.stateDidChange(self)
  }

  /// Moves to `newState`, decided by the engine, through ``state``'s setter, as UIKit's own code
  /// does: a subclass overriding `state` sees every change. The base setter stores the state as
  /// given; an override that never calls `super` does not stop the engine storing it.
  func commitState(_ newState: State) {
    stateBeingCommitted = newState
    state = newState
    if let skipped = stateBeingCommitted {
      stateBeingCommitted = nil
      applyCommit(skipped)
    }
  }

  /// Stores a state the engine decided: `possible` is the reset.
  func applyCommit(_ newState: State) {
    if newState == .possible { machine.reset() } else { machine.commit(newState) }
  }

  /// The first "no" from the views of the touches or from the delegate, if any (§8.2).
  private func refusalToBegin() -> GestureFailureReason? {
    var asked: [View] = []
    for touch in trackedTouches {
      guard let touchView = touch.view, !asked.containsIdentical(touchView) else {
        continue
      }
      asked.append(touchView)
      if !touchView.gestureRecognizerShouldBegin(self) { return .viewSaidNo(touchView.traceName) }
    }
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return .delegateSaidNo }
    return nil
  }

  /// Cancels or fails an active recognizer because it was disabled or removed (§8.8), and
  /// lets the environment finish the job at once. An idle recognizer (possible, with no touches)
  /// is left alone, as UIKit leaves it: it works again once re-enabled or re-attached.
  func abandon(reason: GestureFailureReason) {
    guard !machine.state.isTerminal, machine.state != .possible || !trackedTouches.isEmpty else {
      return
    }
    request(.failed, reason: reason)
    environment?.update()
    // One that is not (or no longer) taking part is reset here, so it is never stuck finished.
    let participating = environment?.participants.containsIdentical(self) ?? false
    if machine.state.isTerminal, !participating { performReset() }
  }

  /// Schedules ``timerDidFire()`` on the application's clock; the environment updates right after
  /// it runs (§12: timer-driven changes are processed before the next event).
  func scheduleTimer(after delay: TimeInterval) {
    guard let environment else { return }
    timerClock = environment.clock
    timers.append(environment.clock.schedule(after: delay, timerAction))
  }

  /// Runs a timer: records it, lets the subclass react, then runs the update pass.
  func fireTimer() {
    guard let environment else { return }
    if let tracer = environment.application.tracer {
      tracer.record(.timerFired(at: environment.clock.now, owner: traceLabel))
    }
    timerDidFire()
    environment.update()
  }

  /// Cancels the recognizer's pending timers.
  func cancelTimers() {
    guard !timers.isEmpty else { return }
    if let timerClock {
      for timer in timers { timerClock.cancel(timer) }
    }
    timers.removeAll(keepingCapacity: true)
    timerClock = nil
  }

  /// Back to `possible`: the subclass's ``reset()``, then forgetting touches and timers, then the
  /// state set to `possible` through its setter (§8.7).
  func performReset() {
    let previous = reportedState
    defer { if previous != .possible { notifyStateObservers(from: previous, to: .possible) } }
    cancelTimers()
    isDrivenOutsideArbitration = false
    reset()
    for touch in trackedTouches { touch.receivingRecognizers.removeAll(identicalTo: self) }
    trackedTouches.removeAll(keepingCapacity: true)
    reportedState = .possible
    isHeld = false
    pendingChangeCount = 0
    failureCause = nil
    exclusiveTouchType = nil
    // Last, through the setter: a subclass observing `state` sees a recognizer fully reset.
    if machine.state == .possible { machine.reset() } else { commitState(.possible) }
  }

  /// The recognizer as traces name it: `Tap on Blue` (its ``traceName`` on its view's).
  public var traceLabel: String {
    "\(traceName) on \(view?.traceName ?? "no view")"
  }
}
