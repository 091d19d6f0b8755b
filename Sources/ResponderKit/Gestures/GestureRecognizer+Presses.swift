extension GestureRecognizer {
  /// Reports the state a recognizer fed presses (not touches) moved to, outside the touch
  /// arbitration: the trace, the actions for began, changed and ended, and a reset once it
  /// finished.
  func settleOutsideArbitration() {
    let state = machine.state
    guard state != reportedState else { return }
    let previous = reportedState
    reportedState = state
    isDrivenOutsideArbitration = state.isActive
    if let recorder = TraceRecorder.current {
      let reason = state == .failed || state == .cancelled ? failureCause?.reason : nil
      recorder.record(
        .recognizerStateChanged(recognizer: traceLabel, from: previous, to: state, reason: reason))
    }
    notifyStateObservers(from: previous, to: state)
    if state != .failed, state != .possible, state != .cancelled || previous.isActive {
      TraceRecorder.current?.record(.recognizerActionSent(recognizer: traceLabel, state: state))
      sendActions()
    }
    if state.isTerminal {
      performReset()
      TraceRecorder.current?.record(.recognizerReset(recognizer: traceLabel))
    }
  }

  /// Whether the recognizer takes `press`: enabled, allowing its type, and let by its delegate.
  func accepts(_ press: Press) -> Bool {
    guard isEnabled, trackedTouches.isEmpty,
      allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue })
    else { return false }
    return delegate?.gestureRecognizer(self, shouldReceive: press) ?? true
  }
}
