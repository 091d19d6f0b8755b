extension GestureRecognizer {
  /// Whether input other than touches (a trackpad's pinch or rotation) may drive the recognizer
  /// now: it is enabled, idle, and takes part in no touch sequence (no touches, and not waiting
  /// in the touch arbitration).
  var isFreeForOtherInput: Bool {
    isEnabled && machine.state == .possible && trackedTouches.isEmpty && environment == nil
  }

  /// Moves the recognizer to `state` outside the touch arbitration, for input that is not
  /// touches (hover, scrolls): records it, sends the actions for began, changed and ended, and
  /// resets after ended or cancelled. A recognizer taking part in a touch sequence is never
  /// driven this way (callers pick recognizers with no touches).
  func moveOutsideArbitration(to state: State) {
    let previous = reportedState
    isDrivenOutsideArbitration = !state.isTerminal
    commitState(state)
    reportedState = state
    TraceRecorder.current?.record(
      .recognizerStateChanged(recognizer: traceLabel, from: previous, to: state, reason: nil))
    notifyStateObservers(from: previous, to: state)
    TraceRecorder.current?.record(.recognizerActionSent(recognizer: traceLabel, state: state))
    sendActions()
    if state.isTerminal {
      performReset()
      TraceRecorder.current?.record(.recognizerReset(recognizer: traceLabel))
    }
  }
}
