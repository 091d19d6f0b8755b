extension GestureEnvironment {
  /// What arbitration decides for a recognizer that wants to recognize.
  enum Decision {
    /// Recognize now.
    case proceed
    /// Wait: a recognizer it requires to fail is still undecided (§8.6).
    case hold(waitingFor: GestureRecognizer)
    /// Fail for this reason.
    case fail(GestureFailureCause)
  }

  /// Brings what the environment reported for `recognizer` up to date with its state.
  func process(_ recognizer: GestureRecognizer) {
    let state = recognizer.machine.state
    switch recognizer.reportedState {
    case .possible:
      switch state {
      case .possible:
        return
      case .failed:
        report(recognizer, .failed)
      case .cancelled:
        // Cancelled before it was ever reported as begun (held, say): to the world, it failed.
        recognizer.isHeld = false
        recognizer.commitState(.failed)
        if recognizer.failureCause == nil { recognizer.failureCause = .reason(.touchCancelled) }
        report(recognizer, .failed)
      case .began, .changed, .ended:
        attemptRecognition(recognizer)
      }
    case .began, .changed:
      if state != recognizer.reportedState || recognizer.pendingChangeCount > 0 {
        recognizer.pendingChangeCount = 0
        report(recognizer, state)
      }
    case .ended, .cancelled, .failed:
      return
    }
  }

  private func attemptRecognition(_ recognizer: GestureRecognizer) {
    switch arbitrate(recognizer) {
    case .hold(let other):
      recognizer.awaited = other
      if !recognizer.isHeld {
        recognizer.isHeld = true
        TraceRecorder.current?.record(
          .recognizerWaiting(recognizer: recognizer.traceLabel, for: other.traceLabel))
      }
    case .fail(let reason):
      recognizer.isHeld = false
      forceFail(recognizer, reason)
    case .proceed:
      if recognizer.isHeld { recognizer.recognitionWasReleased() }
      recognizer.isHeld = false
      recognizer.pendingChangeCount = 0
      let state = recognizer.machine.state
      let isDiscrete = state == .ended && !recognizer.machine.passedThroughBegan
      excludeOthers(recognizedBy: recognizer)
      if isDiscrete {
        report(recognizer, .ended)
      } else {
        report(recognizer, .began)
        if state != .began { report(recognizer, state) }
      }
      if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
    }
  }

  /// Failure requirements first, then exclusion by recognizers already under way (§8.5-6).
  private func arbitrate(_ recognizer: GestureRecognizer) -> Decision {
    for required in participants where required !== recognizer && requires(recognizer, required) {
      switch required.reportedState {
      case .failed, .cancelled:
        continue
      case .began, .changed, .ended:
        return .fail(.requiredRecognizerSucceeded(required))
      case .possible:
        let state = required.machine.state
        if state == .failed || state == .cancelled {
          process(required)
          continue
        }
        if let cycle = requirementCycle(from: recognizer, through: required) {
          // A programmer error UIKit does not detect: each waits for the other forever. Broken
          // here, said in the trace: this one goes ahead, the others fail when it recognizes.
          TraceRecorder.current?.record(.requirementCycleBroken(cycle.map(\.traceLabel)))
          continue
        }
        return .hold(waitingFor: required)
      }
    }
    for other in participants
    where other !== recognizer && other.reportedState.isActive
      && prevents(other, recognizer)
    {
      return .fail(.excluded(by: other))
    }
    return .proceed
  }

  /// The recognizers of a failure-requirement cycle, when `recognizer` waiting for `required`
  /// would close one: `required` is held, directly or through others, waiting for `recognizer`.
  ///
  /// - Complexity: O(*p*) in the participants.
  private func requirementCycle(
    from recognizer: GestureRecognizer, through required: GestureRecognizer
  ) -> [GestureRecognizer]? {
    var chain = [recognizer, required]
    // A short chain is searched; a long one (thousands of recognizers waiting in a row) is kept
    // in a set as well, so that the walk stays linear.
    var seen: Set<ObjectIdentifier> = []
    var current = required
    while current.isHeld, let next = current.awaited, chain.count <= participants.count + 1 {
      if next === recognizer { return chain }
      if chain.count < 16 {
        if chain.containsIdentical(next) { return nil }
      } else {
        if seen.isEmpty { seen = Set(chain.map(ObjectIdentifier.init)) }
        if !seen.insert(ObjectIdentifier(next)).inserted { return nil }
      }
      chain.append(next)
      current = next
    }
    return nil
  }

  /// Fails every undecided recognizer that `winner` excludes (§8.5).
  private func excludeOthers(recognizedBy winner: GestureRecognizer) {
    for other in participants
    where other !== winner && other.reportedState == .possible
      && other.machine.state != .failed
      && !requires(other, winner)
      && prevents(winner, other)
    {
      forceFail(other, .excluded(by: winner))
    }
  }

  /// Whether `winner` recognizing makes `loser` fail under default exclusivity (§8.5):
  /// same window, same or related views, both agree, and neither delegate allows both.
  private func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
    guard let a = winner.view, let b = loser.view, a.window === b.window else { return false }
    guard a === b || a.isDescendant(of: b) || b.isDescendant(of: a) else { return false }
    guard winner.canPrevent(loser), loser.canBePrevented(by: winner) else { return false }
    let simultaneous =
      winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: loser) == true
      || loser.delegate?.gestureRecognizer(loser, shouldRecognizeSimultaneouslyWith: winner) == true
    return !simultaneous
  }

  /// Whether `recognizer` must wait for `other` to fail: `require(toFail:)`, or the dynamic answer
  /// of either subclass or delegate (§8.6). Allocates nothing.
  func requires(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    return recognizer.requiresToFail(other)
      || recognizer.shouldRequireFailure(of: other)
      || other.shouldBeRequiredToFail(by: recognizer)
      || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
  }

  private func forceFail(_ recognizer: GestureRecognizer, _ cause: GestureFailureCause) {
    recognizer.isHeld = false
    recognizer.commitState(.failed)
    recognizer.failureCause = cause
    report(recognizer, .failed)
  }

  /// Records a state as reported, traces it, and sends actions for every state but `failed`
  /// (and `cancelled` only after the gesture began) (§8.4).
  private func report(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
    let previous = recognizer.reportedState
    recognizer.reportedState = state
    if let recorder = TraceRecorder.current {
      let reason = state == .failed || state == .cancelled ? recognizer.failureCause?.reason : nil
      recorder.record(
        .recognizerStateChanged(
          recognizer: recognizer.traceLabel, from: previous, to: state, reason: reason))
    }
    recognizer.notifyStateObservers(from: previous, to: state)
    if state.isTerminal { recognizer.cancelTimers() }
    // A recognizer waiting on this one may now proceed (it failed) or fail (it recognized).
    if participants.contains(where: \.isHeld) { needsAnotherPass = true }
    guard state != .failed, state != .possible, state != .cancelled || previous.isActive else {
      return
    }
    TraceRecorder.current?.record(
      .recognizerActionSent(recognizer: recognizer.traceLabel, state: state))
    recognizer.sendActions()
  }
}
