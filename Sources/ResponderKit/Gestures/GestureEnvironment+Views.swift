extension GestureEnvironment {
  /// Decides what views get of a touch's current phase (§7): `true` to deliver it now;
  /// `false` when it is withheld (queued behind a delaying recognizer) or the touch was taken away.
  func routeToViews(_ touch: Touch) -> Bool {
    if touch.isCancelledForViews { return false }
    if !touch.delayedPhases.isEmpty {
      touch.delayedPhases.append(TouchSnapshot(touch))
      return false
    }
    for recognizer in touch.receivingRecognizers where isDelaying(recognizer, touch.phase) {
      touch.delayingRecognizers.append(recognizer)
    }
    guard !touch.delayingRecognizers.isEmpty else { return true }
    touch.delayedPhases.append(TouchSnapshot(touch))
    touchesAwaitingViews.append(touch)
    if let recorder = TraceRecorder.current {
      for recognizer in touch.delayingRecognizers {
        recorder.record(
          .touchDelayed(touch: touch.touchID, phase: touch.phase, by: recognizer.traceLabel))
      }
    }
    return false
  }

  /// Whether `recognizer` withholds a touch entering `phase`: it delays that phase and has not yet
  /// recognized or failed (a recognizer held by a failure requirement still delays).
  private func isDelaying(_ recognizer: GestureRecognizer, _ phase: Touch.Phase) -> Bool {
    guard recognizer.reportedState == .possible, recognizer.machine.state != .failed else {
      return false
    }
    switch phase {
    case .began: return recognizer.delaysTouchesBegan
    case .ended: return recognizer.delaysTouchesEnded
    default: return false
    }
  }

  /// Takes `recognizer`'s touches away from the views: `touchesCancelled` for those a view has
  /// begun, nothing at all for those still withheld (§7 cancelsTouchesInView).
  func cancelViewTouches(of recognizer: GestureRecognizer) {
    if !scratchCancelled.isEmpty { scratchCancelled.removeAll(keepingCapacity: true) }
    for touch in recognizer.trackedTouches { take(touch, from: recognizer) }
    var index = 0
    while index < touchesAwaitingViews.count {
      let touch = touchesAwaitingViews[index]
      if touch.delayingRecognizers.containsIdentical(recognizer) {
        take(touch, from: recognizer)
      } else {
        index += 1
      }
    }
    // One touchesCancelled per view, with that view's touches. The views' handlers may re-enter
    // (detach a window, disable a recognizer) and reuse the scratch storage: work from a copy.
    // (It is emptied at the next call's start, when this copy is gone: no copy-on-write then.)
    let cancelled = scratchCancelled
    var position = 0
    while position < cancelled.count {
      let view = cancelled[position].view
      position += 1
      guard let view, !Self.hasView(view, in: cancelled, before: position - 1) else { continue }
      if !scratchTouches.isEmpty { scratchTouches.removeAll(keepingCapacity: true) }
      for touch in cancelled where touch.view === view { scratchTouches.insert(touch) }
      deliverCancellation(to: view)
    }
    if !scratchTouches.isEmpty { scratchTouches.removeAll(keepingCapacity: true) }
  }

  /// Whether a touch before `end` in `touches` belongs to `view`.
  private static func hasView(_ view: View, in touches: [Touch], before end: Int) -> Bool {
    var index = 0
    while index < end {
      if touches[index].view === view { return true }
      index += 1
    }
    return false
  }

  /// Marks one touch as taken from the views; a touch its view has begun is queued for a cancel.
  private func take(_ touch: Touch, from recognizer: GestureRecognizer) {
    guard !touch.isCancelledForViews else { return }
    touch.isCancelledForViews = true
    touch.delayedPhases.removeAll(keepingCapacity: true)
    touch.delayingRecognizers.removeAll(keepingCapacity: true)
    touchesAwaitingViews.removeAll(identicalTo: touch)
    TraceRecorder.current?.record(
      .touchCancelledForViews(touch: touch.touchID, by: recognizer.traceLabel))
    if touch.viewReceivedBegan && touch.isTrackedByView {
      scratchCancelled.append(touch)
    } else {
      touch.window?.stopTracking(touch)
    }
  }

  /// Delivers `touchesCancelled` for the touches in ``scratchTouches``, showing them as cancelled
  /// during the call.
  private func deliverCancellation(to view: View) {
    let event = application.touchEvent
    // A copy: the handler may re-enter and reuse the scratch set; these touches must still stop
    // being tracked afterwards, or the view would refuse every later touch.
    let touches = scratchTouches
    for touch in touches {
      touch.phaseBeforeCancellation = touch.phase
      touch.phase = .cancelled
    }
    if let recorder = TraceRecorder.current {
      let ids = touches.map(\.touchID).sorted()
      recorder.record(.delivered(.touchesCancelled, to: view.traceName, touches: ids))
    }
    view.touchesCancelled(touches, with: event)
    for touch in touches {
      touch.phase = touch.phaseBeforeCancellation
      touch.window?.stopTracking(touch)
    }
  }

  /// A recognizer stopped receiving a touch: it no longer delays it (§8.8 `ignore`).
  func recognizerIgnored(_ touch: Touch, _ recognizer: GestureRecognizer) {
    touch.delayingRecognizers.removeAll(identicalTo: recognizer)
    needsAnotherPass = true
    if !isUpdating, !isFeeding { releaseDelayedTouches() }
  }

  /// Delivers, in their original order, the withheld phases of touches no recognizer delays any
  /// more (§7: released on failure, cancellation, reset, ignore or removal).
  func releaseDelayedTouches() {
    var index = 0
    while index < touchesAwaitingViews.count {
      let touch = touchesAwaitingViews[index]
      touch.delayingRecognizers.removeAll {
        $0.reportedState != .possible || $0.machine.state == .failed || $0.view == nil
          || !$0.isEnabled
      }
      guard touch.delayingRecognizers.isEmpty else {
        index += 1
        continue
      }
      touchesAwaitingViews.remove(at: index)
      // The phases move out, and their storage goes back to the touch once delivered, so that a
      // touch reused for the next finger withholds again without allocating.
      var phases: [TouchSnapshot] = []
      swap(&phases, &touch.delayedPhases)
      TraceRecorder.current?.record(
        .touchReleased(touch: touch.touchID, phases: phases.map(\.phase)))
      for snapshot in phases { deliverDelayed(snapshot, of: touch) }
      if touch.delayedPhases.isEmpty {
        phases.removeAll(keepingCapacity: true)
        touch.delayedPhases = phases
      }
    }
  }

  /// Delivers one withheld phase with the touch as it was then, then restores the touch.
  private func deliverDelayed(_ snapshot: TouchSnapshot, of touch: Touch) {
    guard let view = touch.view, touch.isTrackedByView, !touch.isCancelledForViews,
      let method = ResponderMethod.delivering(snapshot.phase)
    else { return }
    let current = TouchSnapshot(touch)
    touch.apply(snapshot)
    TraceRecorder.current?.record(.delivered(method, to: view.traceName, touches: [touch.touchID]))
    let event = application.touchEvent
    // The set's storage is reused from one delivery to the next; a handler that keeps the set
    // keeps its own copy (the next delivery's change copies on write).
    var touches: Set<Touch> = []
    swap(&touches, &scratchDelayed)
    touches.removeAll(keepingCapacity: true)
    touches.insert(touch)
    switch snapshot.phase {
    case .began:
      touch.viewReceivedBegan = true
      view.touchesBegan(touches, with: event)
    case .moved: view.touchesMoved(touches, with: event)
    case .ended: view.touchesEnded(touches, with: event)
    default: view.touchesCancelled(touches, with: event)
    }
    touches.removeAll(keepingCapacity: true)
    scratchDelayed = touches
    touch.apply(current)
    if snapshot.phase.isTerminal { touch.window?.stopTracking(touch) }
  }
}

extension Touch {
  /// Puts the touch back in the state a snapshot recorded.
  func apply(_ snapshot: TouchSnapshot) {
    phase = snapshot.phase
    screenLocation = snapshot.screenLocation
    previousScreenLocation = snapshot.previousScreenLocation
    timestamp = snapshot.timestamp
  }
}
