import Foundation

/// A timed sequence of input frames, built with convenience synthesizers: tap, double tap, long
/// press, drag, pinch, rotate, raw samples, shakes and waits. Play it with
/// ``Application/play(_:beforeEachFrame:beforeEachStep:stoppingBefore:)``.
///
/// Each synthesizer starts at the script's current time and moves it on by what it takes, so
/// gestures follow one another. Touch ids count up from 1 and are never reused within a script.
public struct TouchScript: Hashable, Sendable {
  /// One step of the script.
  public enum Step: Hashable, Sendable {
    /// Samples delivered together as one touch event.
    case frame([TouchSample])
    /// Let the clock run until this time, firing timers, with no input.
    case wait(until: TimeInterval)
    /// A motion event (a shake) for the first responder, at this time.
    case motion(Event.EventSubtype, MotionPhase, at: TimeInterval)
    /// A hardware key going down, repeating or coming up.
    case key(KeySample)
    /// An indirect pointer's reading: a click's or drag's step, or hover.
    case pointer(PointerSample)
    /// A wheel's tick or a step of a trackpad scroll.
    case scroll(ScrollSample)
    /// A step of a trackpad pinch or rotation.
    case transform(TransformSample)
  }

  /// The steps in order.
  public internal(set) var steps: [Step] = []
  /// The time at which the next gesture starts.
  public internal(set) var time: TimeInterval
  /// The frame rate of synthesized movement, in samples per second.
  public var sampleRate: Double = 60
  private var nextTouchID = 1

  /// Creates an empty script starting at `time`.
  public init(startingAt time: TimeInterval = 0) {
    self.time = time
  }

  /// The touch frames of the script, without its waits: its frames, and the pointer's touch while
  /// a button is held (id ``Application/pointerTouchID``, type `indirectPointer`), as
  /// ``Application/play(_:beforeEachFrame:beforeEachStep:stoppingBefore:)`` plays them.
  public var frames: [[TouchSample]] {
    var frames: [[TouchSample]] = []
    var pointerIsDown = false
    for step in steps {
      switch step {
      case .frame(let samples): frames.append(samples)
      case .pointer(let reading):
        guard let sample = Self.pointerTouch(reading, isDown: pointerIsDown) else { continue }
        pointerIsDown = sample.phase != .ended
        frames.append([sample])
      default: continue
      }
    }
    return frames
  }

  /// The pointer's touch sample for `reading`, given whether a button was held before it: began,
  /// moved or ended; `nil` for hover.
  static func pointerTouch(_ reading: PointerSample, isDown: Bool) -> TouchSample? {
    let pressed = !reading.buttonMask.isEmpty
    guard isDown || pressed else { return nil }
    return TouchSample(
      touchID: Application.pointerTouchID, phase: isDown ? (pressed ? .moved : .ended) : .began,
      location: reading.location, timestamp: reading.timestamp, type: .indirectPointer)
  }

  /// Appends raw samples as one frame; the script's time moves to their latest timestamp.
  public mutating func samples(_ samples: [TouchSample]) {
    steps.append(.frame(samples))
    time = max(time, samples.map(\.timestamp).max() ?? time)
    // Saturating: an id at Int.max (which the validator refuses) must not trap here.
    let highest = samples.map(\.touchID).max() ?? 0
    let (next, overflow) = highest.addingReportingOverflow(1)
    nextTouchID = max(nextTouchID, overflow ? Int.max : next)
  }

  /// The longest gesture a script synthesizes, in seconds (an hour).
  public static let longestGesture: TimeInterval = 3600

  /// How many frames a gesture of `duration` seconds takes at `rate`; a duration that is not a
  /// finite number of seconds from 0 to ``longestGesture`` is a programmer error.
  static func frameCount(_ duration: TimeInterval, _ rate: Double) -> Int {
    precondition(
      duration.isFinite && (0...longestGesture).contains(duration),
      "A gesture's duration is from 0 to \(Int(longestGesture)) seconds, not \(duration)")
    precondition(
      rate.isFinite && (1...10_000).contains(rate), "A sample rate is 1 to 10000 Hz, not \(rate)")
    return Int((duration * rate).rounded())
  }

  /// Lets `duration` seconds pass with no input.
  public mutating func wait(_ duration: TimeInterval) {
    time += duration
    steps.append(.wait(until: time))
  }

  /// The device shaken for `duration` seconds: a motion began, the clock running, a motion ended,
  /// each sent to the first responder (seed E12).
  public mutating func shake(duration: TimeInterval = 0.5) {
    steps.append(.motion(.motionShake, .began, at: time))
    wait(duration)
    steps.append(.motion(.motionShake, .ended, at: time))
  }

  /// The interval of a held key's automatic repeats after the first, in seconds (ResponderKit's
  /// choice; keyboards and platforms differ).
  public static let keyRepeatInterval: TimeInterval = 0.1
  /// How long a key is held before it first repeats, in seconds (ResponderKit's choice).
  public static let keyRepeatDelay: TimeInterval = 0.5

  /// A key typed: `input` (`"c"`, `" "`, or one of ``KeyCommand``'s inputs) down with
  /// `modifiers`, held `hold` seconds (repeating after ``keyRepeatDelay`` every
  /// ``keyRepeatInterval`` while held), then up. An input no key code is known for is a
  /// programmer error; ``KeySample/init(input:phase:timestamp:modifierFlags:isRepeat:)`` tells.
  public mutating func key(
    _ input: String, modifiers: KeyModifierFlags = [], hold: TimeInterval = 0.05
  ) {
    precondition(
      hold.isFinite && (0...Self.longestGesture).contains(hold),
      "A key is held from 0 to \(Int(Self.longestGesture)) seconds, not \(hold)")
    guard
      var sample = KeySample(input: input, phase: .down, timestamp: time, modifierFlags: modifiers)
    else { preconditionFailure("no key types \(input.debugDescription)") }
    steps.append(.key(sample))
    let start = time
    var repeatAt = start + Self.keyRepeatDelay
    while repeatAt < start + hold {
      sample.isRepeat = true
      sample.timestamp = repeatAt
      steps.append(.key(sample))
      repeatAt += Self.keyRepeatInterval
    }
    sample.isRepeat = false
    sample.phase = .up
    sample.timestamp = start + hold
    steps.append(.key(sample))
    time = start + hold
  }

  /// A click of `button` at `point`: the pointer arrives, the button goes down and, `duration`
  /// seconds later, comes up.
  public mutating func click(
    at point: CGPoint, button: Event.ButtonMask = .primary, modifiers: KeyModifierFlags = [],
    duration: TimeInterval = 0.05
  ) {
    steps.append(
      .pointer(PointerSample(location: point, modifierFlags: modifiers, timestamp: time)))
    steps.append(
      .pointer(
        PointerSample(
          location: point, buttonMask: button, modifierFlags: modifiers, timestamp: time)))
    wait(duration)
    steps.append(
      .pointer(PointerSample(location: point, modifierFlags: modifiers, timestamp: time)))
  }

  /// The pointer moving with no button held along `points` over `duration` seconds, a reading
  /// per frame at ``sampleRate``.
  public mutating func hover(along points: [CGPoint], duration: TimeInterval) {
    precondition(!points.isEmpty, "hovering needs a point")
    let count = max(1, Self.frameCount(duration, sampleRate))
    let start = time
    let walker = PathWalker(points)
    for index in 0...count {
      let progress = Double(index) / Double(count)
      steps.append(
        .pointer(
          PointerSample(
            location: walker.point(at: progress),
            timestamp: start + duration * progress)))
    }
    time = start + duration
  }

  /// `ticks` ticks of a mouse wheel at `point`, each moving the content by `delta`, 0.05 s apart.
  public mutating func wheel(at point: CGPoint, delta: CGVector, ticks: Int) {
    precondition((1...10_000).contains(ticks), "a wheel turns 1 to 10000 ticks")
    for tick in 0..<ticks {
      if tick > 0 { wait(0.05) }
      steps.append(
        .scroll(ScrollSample(location: point, delta: delta, type: .discrete, timestamp: time)))
    }
  }

  /// A trackpad scroll at `point` moving the content by `delta` in all, evenly over `duration`
  /// seconds at ``sampleRate``; the engine decelerates after it.
  public mutating func trackpadScroll(at point: CGPoint, by delta: CGVector, duration: TimeInterval)
  {
    let count = max(1, Self.frameCount(duration, sampleRate))
    let start = time
    steps.append(
      .scroll(
        ScrollSample(
          location: point, delta: CGVector(dx: 0, dy: 0), type: .continuous, phase: .began,
          timestamp: start)))
    for index in 1...count {
      steps.append(
        .scroll(
          ScrollSample(
            location: point,
            delta: CGVector(dx: delta.dx / CGFloat(count), dy: delta.dy / CGFloat(count)),
            type: .continuous, timestamp: Self.stepTime(index, of: count, from: start, duration))))
    }
    steps.append(
      .scroll(
        ScrollSample(
          location: point, delta: CGVector(dx: 0, dy: 0), type: .continuous, phase: .ended,
          timestamp: start + duration)))
    time = start + duration
  }

  /// A trackpad pinch and rotation at `point`, scaling by `scale` and turning by `rotation`
  /// radians (clockwise positive) in all, evenly over `duration` seconds at ``sampleRate``: began,
  /// a step per frame, ended. It drives the innermost pinch and rotation recognizers under the
  /// pointer, with no touch.
  public mutating func trackpadTransform(
    at point: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0, duration: TimeInterval
  ) {
    precondition(
      scale.isFinite && scale > 0 && rotation.isFinite,
      "a trackpad transform needs a finite positive scale and a finite rotation")
    let count = max(1, Self.frameCount(duration, sampleRate))
    let start = time
    steps.append(.transform(TransformSample(location: point, phase: .began, timestamp: start)))
    // Scales multiply and rotations add up, step by step.
    let stepScale = CGFloat(pow(Double(scale), 1 / Double(count)))
    for index in 1...count {
      steps.append(
        .transform(
          TransformSample(
            location: point, scale: stepScale, rotation: rotation / CGFloat(count),
            timestamp: Self.stepTime(index, of: count, from: start, duration))))
    }
    steps.append(
      .transform(TransformSample(location: point, phase: .ended, timestamp: start + duration)))
    time = start + duration
  }

  /// The time of step `index` of `count` spread evenly over `duration` from `start`: the last
  /// is exactly `start + duration`, the time of the gesture's end (rounding must not put a step
  /// after it, which the input rules would refuse as time running backwards).
  static func stepTime(
    _ index: Int, of count: Int, from start: TimeInterval, _ duration: TimeInterval
  ) -> TimeInterval {
    index == count ? start + duration : start + duration * Double(index) / Double(count)
  }

  /// A quick tap at `point`: down, then up `duration` seconds later.
  public mutating func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
    let id = takeTouchID()
    samples([TouchSample(touchID: id, phase: .began, location: point, timestamp: time)])
    samples([TouchSample(touchID: id, phase: .ended, location: point, timestamp: time + duration)])
  }

  /// Two taps at `point`, `interval` seconds apart (lift to touch-down).
  public mutating func doubleTap(at point: CGPoint, interval: TimeInterval = 0.1) {
    tap(at: point)
    time += interval
    tap(at: point)
  }

  /// A press held at `point` for `duration` seconds, with the clock running while it is held.
  public mutating func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
    let id = takeTouchID()
    samples([TouchSample(touchID: id, phase: .began, location: point, timestamp: time)])
    wait(duration)
    samples([TouchSample(touchID: id, phase: .ended, location: point, timestamp: time)])
  }

  /// One finger down at the first point, held still for `hold` seconds, then moving through the
  /// others at a constant speed over `duration` seconds, sampled at ``sampleRate``, then up at
  /// the last point. A hold longer than a scroll view's content delay makes the drag start on the
  /// content (a drag that starts on a button, say).
  public mutating func drag(along path: [CGPoint], duration: TimeInterval, hold: TimeInterval = 0) {
    precondition(!path.isEmpty, "A drag needs at least one point")
    let id = takeTouchID()
    samples([TouchSample(touchID: id, phase: .began, location: path[0], timestamp: time)])
    if hold > 0 { wait(hold) }
    let start = time
    let count = max(1, Self.frameCount(duration, sampleRate))
    let walker = PathWalker(path)
    for step in 1...count {
      let fraction = Double(step) / Double(count)
      let point = walker.point(at: fraction)
      samples([
        TouchSample(
          touchID: id, phase: .moved, location: point, timestamp: start + duration * fraction)
      ])
    }
    samples([
      TouchSample(touchID: id, phase: .ended, location: path[path.count - 1], timestamp: time)
    ])
  }

  /// One finger or stylus drawing along `path` over `duration` seconds: a frame at
  /// ``sampleRate`` carrying `readingsPerFrame - 1` coalesced readings before its own, as a
  /// backend that samples faster than it delivers sends them, and `predicted` predictions after
  /// it. `force`, `altitudeAngle` and `azimuthAngle` give each reading's values from the share
  /// of the stroke done (0 to 1).
  public mutating func stroke(
    along path: [CGPoint], duration: TimeInterval, readingsPerFrame: Int = 4, predicted: Int = 0,
    type: Touch.TouchType = .direct, force: ((CGFloat) -> CGFloat)? = nil,
    altitudeAngle: ((CGFloat) -> CGFloat)? = nil, azimuthAngle: ((CGFloat) -> CGFloat)? = nil
  ) {
    precondition(!path.isEmpty, "A stroke needs at least one point")
    precondition(readingsPerFrame >= 1, "A frame holds at least its own reading")
    let id = takeTouchID()
    let start = time
    let frames = max(1, Self.frameCount(duration, sampleRate))
    let readings = frames * readingsPerFrame
    let walker = PathWalker(path)
    func reading(_ index: Int, _ phase: TouchSample.Phase) -> TouchSample {
      let share = CGFloat(index) / CGFloat(readings)
      return TouchSample(
        touchID: id, phase: phase, location: walker.point(at: Double(share)),
        timestamp: start + duration * Double(share), force: force?(share), type: type,
        maximumPossibleForce: type == .pencil ? 4.166_666_7 : nil,
        altitudeAngle: altitudeAngle?(share), azimuthAngle: azimuthAngle?(share))
    }
    samples([reading(0, .began)])
    for frame in 1...frames {
      let last = frame * readingsPerFrame
      var sample = reading(last, frame == frames ? .ended : .moved)
      sample.coalesced = ((last - readingsPerFrame + 1)..<last).map { reading($0, .moved) }
      if frame < frames {
        sample.predicted = (1...max(1, predicted)).prefix(predicted).map { ahead in
          var guess = reading(min(last + ahead, readings), .moved)
          guess.timestamp = sample.timestamp + Double(ahead) * duration / Double(readings)
          return guess
        }
      }
      samples([sample])
    }
  }

  /// Two fingers on opposite sides of `center`, their distance going from `startDistance` to
  /// `endDistance` over `duration` seconds, along `angle` (radians from the x axis).
  public mutating func pinch(
    center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
    duration: TimeInterval, angle: CGFloat = 0
  ) {
    twoFingers(center: center, duration: duration) { fraction in
      (startDistance + (endDistance - startDistance) * fraction, angle)
    }
  }

  /// Two fingers `distance` apart around `center`, the line between them turning from
  /// `startAngle` to `endAngle` (radians, clockwise on screen) over `duration` seconds.
  public mutating func rotate(
    center: CGPoint, distance: CGFloat, from startAngle: CGFloat, to endAngle: CGFloat,
    duration: TimeInterval
  ) {
    twoFingers(center: center, duration: duration) { fraction in
      (distance, startAngle + (endAngle - startAngle) * fraction)
    }
  }

  private mutating func twoFingers(
    center: CGPoint, duration: TimeInterval, shape: (CGFloat) -> (CGFloat, CGFloat)
  ) {
    let first = takeTouchID()
    let second = takeTouchID()
    func positions(_ fraction: CGFloat) -> (CGPoint, CGPoint) {
      let (distance, angle) = shape(fraction)
      let dx = cos(angle) * distance / 2
      let dy = sin(angle) * distance / 2
      return (
        CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)
      )
    }
    let start = time
    let (a0, b0) = positions(0)
    samples([
      TouchSample(touchID: first, phase: .began, location: a0, timestamp: start),
      TouchSample(touchID: second, phase: .began, location: b0, timestamp: start),
    ])
    let count = max(1, Self.frameCount(duration, sampleRate))
    for step in 1...count {
      let fraction = CGFloat(step) / CGFloat(count)
      let (a, b) = positions(fraction)
      let t = start + duration * fraction
      samples([
        TouchSample(touchID: first, phase: .moved, location: a, timestamp: t),
        TouchSample(touchID: second, phase: .moved, location: b, timestamp: t),
      ])
    }
    let (a1, b1) = positions(1)
    samples([
      TouchSample(touchID: first, phase: .ended, location: a1, timestamp: time),
      TouchSample(touchID: second, phase: .ended, location: b1, timestamp: time),
    ])
  }

  /// The next free id (saturating at `Int.max`, which the input rules refuse when played).
  private mutating func takeTouchID() -> Int {
    defer { nextTouchID = nextTouchID == Int.max ? Int.max : nextTouchID + 1 }
    return nextTouchID
  }

  /// The point `fraction` (0…1) of the way along a polyline, by length.
  static func point(along path: [CGPoint], at fraction: Double) -> CGPoint {
    guard path.count > 1 else { return path[0] }
    let lengths = zip(path, path.dropFirst()).map { $0.distance(to: $1) }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return path[0] }
    var remaining = total * fraction
    for (index, length) in lengths.enumerated() {
      if remaining <= length, length > 0 {
        let t = remaining / length
        let a = path[index]
        let b = path[index + 1]
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
      remaining -= length
    }
    return path[path.count - 1]
  }
}

extension TouchScript.Step {
  /// When the step's input arrives: its earliest sample's time; nil for a wait.
  var inputTime: TimeInterval? {
    switch self {
    case .frame(let samples): samples.map(\.timestamp).min()
    case .wait: nil
    case .motion(_, _, let time): time
    case .key(let sample): sample.timestamp
    case .pointer(let sample): sample.timestamp
    case .scroll(let sample): sample.timestamp
    case .transform(let sample): sample.timestamp
    }
  }
}
