import Foundation

extension Application {
  /// Feeds one frame of raw samples: they are validated, queued, and dispatched as one touch event
  /// once the events queued before them have been.
  ///
  /// A frame that breaks the rules (a move for a touch that is not down, a second began for a live
  /// touch, time running backwards, a NaN or infinite coordinate) is refused whole with an
  /// ``InputError`` naming the sample and touch; nothing of it is applied.
  ///
  /// - Complexity: O(*n*) in the frame's size, plus the dispatch.
  public func send(_ frame: [TouchSample]) throws(InputError) {
    guard !frame.isEmpty else { return }
    try admit { () throws(InputError) in try validator.validate(frame) }
    for (index, sample) in frame.enumerated() {
      inputQueue.append(.touch(sample, endsFrame: index == frame.count - 1))
    }
    drainQueue()
  }

  /// Feeds a single sample as its own frame.
  public func send(_ sample: TouchSample) throws(InputError) {
    try admit { () throws(InputError) in try validator.validate(sample) }
    guard isDispatching || !inputQueue.isEmpty else {
      // Nothing queued before it: dispatched at once, without a trip through the queue.
      return dispatchAlone(sample)
    }
    inputQueue.append(.touch(sample, endsFrame: true))
    drainQueue()
  }

  /// Runs the input rules' `check` on something arriving; a refusal is traced
  /// (`TraceRecord.inputRejected`) before it is thrown to the backend.
  @inline(__always)
  func admit<Failure: Error & CustomStringConvertible>(
    _ check: () throws(Failure) -> Void
  ) throws(Failure) {
    do {
      try check()
    } catch {
      tracer?.record(.inputRejected(error.description))
      throw error
    }
  }

  /// Plays a whole script: its frames and motions in order, with the clock running through its
  /// waits.
  ///
  /// `beforeEachFrame` sees each frame just before it is sent, with everything before it
  /// dispatched and the clock at the frame's time: a tool can inspect the screen each touch lands
  /// on. `beforeEachStep` sees the index of each step in `script.steps` the same way, with the
  /// clock at the step's time: a tool can inspect the screen a key, a scroll or hover meets.
  ///
  /// `stoppingBefore` is asked before each step, by its index; when it answers `true`, the
  /// script stops there: a tool holds a run to a budget this way.
  ///
  /// - Complexity: O(*n*) in the script's steps, plus what each step's dispatch costs.
  public func play(
    _ script: TouchScript, beforeEachFrame: ((_ frame: [TouchSample]) -> Void)? = nil,
    beforeEachStep: ((_ index: Int) -> Void)? = nil,
    stoppingBefore: ((_ index: Int) -> Bool)? = nil
  ) throws(InputError) {
    for (index, step) in script.steps.enumerated() {
      if let stoppingBefore, stoppingBefore(index) { return }
      if let beforeEachStep {
        if let time = step.inputTime { advance(to: max(time, clock.now)) }
        beforeEachStep(index)
      }
      switch step {
      case .frame(let samples):
        if let beforeEachFrame {
          advance(to: samples.map(\.timestamp).min() ?? clock.now)
          beforeEachFrame(samples)
        }
        try send(samples)
      case .wait(let time): advance(to: time)
      case .motion(let subtype, let phase, let time):
        sendMotion(subtype, phase: phase, timestamp: time)
      case .key(let sample):
        // A script's keys, pointer readings and scrolls come in order and in pairs; a refusal
        // (input sent by a handler between them) is in the trace as `inputRejected`, and the
        // script goes on.
        try? send(sample)
      case .pointer(let sample):
        if let beforeEachFrame,
          let touch = TouchScript.pointerTouch(
            sample, isDown: validator.liveIDs.contains(Self.pointerTouchID)),
          touch.phase == .began
        {
          advance(to: sample.timestamp)
          beforeEachFrame([touch])
        }
        try? send(sample)
      case .scroll(let sample): try? send(sample)
      case .transform(let sample): try? send(sample)
      }
    }
  }

  /// Lets time pass with no input, firing the timers it passes.
  public func advance(by interval: TimeInterval) {
    advance(to: clock.now + interval)
  }

  /// Lets time run to `time` with no input, firing the timers it passes.
  public func advance(to time: TimeInterval) {
    drainQueue()
    validator.advance(to: time)
    let outer = becomeDispatching()
    withTracing { clock.advance(to: time) }
    stopDispatching(restoring: outer)
    drainQueue()
  }

  /// Sends a motion event (a shake) to the key window's first responder.
  public func sendMotion(
    _ subtype: Event.EventSubtype = .motionShake, phase: MotionPhase, timestamp: TimeInterval? = nil
  ) {
    inputQueue.append(.motion(subtype, phase, stampedTime(timestamp)))
    drainQueue()
  }

  /// Sends a remote-control event to the key window's first responder.
  public func sendRemoteControl(_ subtype: Event.EventSubtype, timestamp: TimeInterval? = nil) {
    inputQueue.append(.remoteControl(subtype, stampedTime(timestamp)))
    drainQueue()
  }

  /// Sends a button press to the key window's first responder.
  public func sendPress(
    _ type: Press.PressType, phase: Press.Phase, timestamp: TimeInterval? = nil
  ) {
    inputQueue.append(.press(type, phase, stampedTime(timestamp)))
    drainQueue()
  }

  /// Cancels every touch that is down, as a platform does when it takes the screen away; views
  /// tracking them get `touchesCancelled`. Use it when a backend loses its input source.
  ///
  /// Called from a handler while input is still queued, it cancels what will be down once the
  /// queue has run: a touch whose end is already queued ends as queued; one whose began is queued
  /// is cancelled right after it.
  public func cancelAllTouches() {
    drainQueue()
    let time = max(clock.now, validator.latestTimestamp)
    let samples = validator.touchIDsDown.sorted().map { id in
      TouchSample(
        touchID: id, phase: .cancelled, location: lastKnownLocation(of: id), timestamp: time)
    }
    guard !samples.isEmpty else { return }
    do {
      try send(samples)
    } catch {
      // The validator built the frame from its own state: a refusal is a bug, never silent.
      preconditionFailure("cancelAllTouches built a frame the input rules refuse: \(error)")
    }
  }

  /// Cancels the given touches (those still down at the tail of the queue), now.
  func cancelTouches(_ touches: [Touch]) {
    let down = validator.touchIDsDown
    let time = max(clock.now, validator.latestTimestamp)
    let samples = touches.filter { down.contains($0.touchID) }.map {
      TouchSample(
        touchID: $0.touchID, phase: .cancelled, location: lastKnownLocation(of: $0.touchID),
        timestamp: time)
    }
    guard !samples.isEmpty else { return }
    do {
      try send(samples)
    } catch {
      preconditionFailure("cancelling touches built a frame the input rules refuse: \(error)")
    }
  }

  /// Where touch `id` was last seen: its latest queued sample, else the touch itself.
  private func lastKnownLocation(of id: Int) -> CGPoint {
    for item in inputQueue.reversed() {
      if case .touch(let sample, _) = item, sample.touchID == id { return sample.location }
    }
    return touchEvent.orderedTouches.first { $0.touchID == id }?.screenLocation ?? .zero
  }

  private func stampedTime(_ timestamp: TimeInterval?) -> TimeInterval {
    max(timestamp ?? validator.latestTimestamp, validator.latestTimestamp)
  }

  /// Dispatches queued input in order; re-entrant calls (a handler feeding input) only queue.
  func drainQueue() {
    guard !isDispatching, !inputQueue.isEmpty else { return }
    whileDispatching { runQueue() }
  }

  /// Dispatches `sample`, which would be the only item of an empty queue, without queueing it;
  /// then what its handlers queued.
  private func dispatchAlone(_ sample: TouchSample) {
    whileDispatching {
      process(sample, endsFrame: true)
      if !inputQueue.isEmpty { runQueue() }
    }
  }

  /// Runs `body` as the dispatching application, tracing to ``tracer``.
  @inline(__always)
  private func whileDispatching(_ body: () -> Void) {
    isDispatching = true
    let outer = becomeDispatching()
    defer {
      isDispatching = false
      stopDispatching(restoring: outer)
      // Detached from handlers: their touches' cancels are delivered by now, unless a handler
      // began another in them before they stopped taking touches; detaching again handles both.
      while let window = windowsLeaving.first { detach(window) }
    }
    withTracing(body)
  }

  /// Dispatches the queued items in order, until the queue is empty.
  private func runQueue() {
    while let item = inputQueue.popFirst() {
      switch item {
      case .touch(let sample, let endsFrame):
        process(sample, endsFrame: endsFrame)
      case .motion(let subtype, let phase, let time):
        clock.advance(to: time)
        let event = Event(type: .motion, subtype: subtype, timestamp: time)
        event.motionPhase = phase
        dispatch(event)
      case .remoteControl(let subtype, let time):
        clock.advance(to: time)
        dispatch(Event(type: .remoteControl, subtype: subtype, timestamp: time))
      case .key(let sample):
        dispatchKey(sample)
      case .pointer(let sample, let touch):
        dispatchPointer(sample, touch: touch)
      case .pointerExit(let time):
        dispatchPointerExit(at: time)
      case .scroll(let sample):
        dispatchScroll(sample)
      case .transform(let sample):
        dispatchTransform(sample)
      case .estimationUpdate(let update):
        clock.advance(to: update.timestamp)
        apply(update)
      case .press(let type, let phase, let time):
        clock.advance(to: time)
        dispatch(
          PressesEvent(
            presses: [Press(type: type, phase: phase, timestamp: time)], timestamp: time))
      }
    }
  }

  /// Applies one touch sample, opening its frame if it is the first, and dispatches the frame's
  /// touch event if it is the last.
  @inline(__always)
  func process(_ sample: TouchSample, endsFrame: Bool) {
    if !frameInProgress {
      frameInProgress = true
      clock.advance(to: sample.timestamp)
      // The flag is read before the call, which alone needs the window held.
      var index = 0
      while index < attachedWindows.count {
        if attachedWindows[index].hasPendingLayout { attachedWindows[index].runPendingLayout() }
        index += 1
      }
      frameStamp &+= 1
      frameTimestamp = sample.timestamp
      tracer?.record(.eventDispatched(type: .touches, timestamp: sample.timestamp))
    }
    apply(sample)
    if endsFrame {
      frameInProgress = false
      dispatchTouchEvent()
    }
  }

  private func dispatch(_ event: Event) {
    tracer?.record(.eventDispatched(type: event.type, timestamp: event.timestamp))
    sendEvent(event)
  }
}
