import Foundation

/// What pinch and rotation share: two tracked fingers, updates paused while one is lifted, an end
/// when all lift (§9.5, §9.6).
@preconcurrency @MainActor
open class TwoFingerGestureRecognizer: GestureRecognizer {
  @exclusivity(unchecked) var pair: [Touch] = []
  @exclusivity(unchecked) private var lastTime: TimeInterval?
  @exclusivity(unchecked) private var mostFingers = 0

  /// Takes the first two fingers; more are ignored.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in trackedTouches where touches.contains(touch) {
      if pair.count < 2 { pair.append(touch) } else { ignore(touch, for: event) }
    }
    mostFingers = max(mostFingers, pair.count)
    if pair.count == 2 { pairDidForm() }
    lastTime = event.timestamp
  }

  /// Measures the pair and begins or changes the gesture.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard pair.count == 2 else { return }
    let interval = lastTime.map { event.timestamp - $0 } ?? 0
    lastTime = event.timestamp
    pairDidMove(interval: interval)
  }

  /// Ends (or fails) when every finger has lifted.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    finish(touches, cancelled: false)
  }

  /// Cancels (or fails) when every finger has been cancelled.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    finish(touches, cancelled: true)
  }

  /// Forgets the fingers.
  open override func reset() {
    super.reset()
    pair.removeAll(keepingCapacity: true)
    lastTime = nil
    mostFingers = 0
  }

  /// The distance between the two fingers and the angle of the line between them, in window
  /// coordinates (angle clockwise on screen).
  var measure: (distance: CGFloat, angle: CGFloat) {
    let a = pair[0].location(in: nil)
    let b = pair[1].location(in: nil)
    return (a.distance(to: b), atan2(b.y - a.y, b.x - a.x))
  }

  /// Whether both fingers are inside the window's bounds.
  var pairIsInWindow: Bool {
    pair.allSatisfy { touch in
      touch.window.map { $0.bounds.contains(touch.location(in: nil)) } ?? false
    }
  }

  /// The pair is complete (at the start, or when a lifted finger is replaced).
  func pairDidForm() {}

  /// The pair moved; `interval` is the time since the previous update.
  func pairDidMove(interval: TimeInterval) {}

  private func finish(_ touches: Set<Touch>, cancelled: Bool) {
    pair.removeAll { touches.contains($0) }
    // One frame may end one finger and cancel the other: phases, not this call's set, decide.
    guard pair.isEmpty, trackedTouches.allSatisfy({ $0.phase.isTerminal }) else { return }
    let cancelled = cancelled || trackedTouches.contains { $0.phase == .cancelled }
    if machine.state.isActive {
      state = cancelled ? .cancelled : .ended
    } else if machine.state == .possible {
      fail(cancelled ? .touchCancelled : .tooFewTouches(count: mostFingers, required: 2))
    }
  }
}

/// A continuous recognizer of two fingers pinching (§9.5): it begins when their distance has
/// changed by more than 8 pt, with `scale` near 1 then, and reports the ratio of distances.
@preconcurrency @MainActor
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
  @exclusivity(unchecked) private var initialDistance: CGFloat = 0
  @exclusivity(unchecked) private var referenceDistance: CGFloat = 1
  @exclusivity(unchecked) private var currentScale: CGFloat = 1
  /// The scale change per second, smoothed.
  @exclusivity(unchecked) public private(set) var velocity: CGFloat = 0

  /// The current distance over the reference distance. Setting it rebases, so the next reports are
  /// relative to the value set.
  public var scale: CGFloat {
    get { currentScale }
    set {
      currentScale = newValue
      if pair.count == 2, newValue != 0 { referenceDistance = measure.distance / newValue }
    }
  }

  override func pairDidForm() {
    let distance = measure.distance
    if machine.state == .possible {
      initialDistance = distance
    } else if currentScale != 0 {
      referenceDistance = distance / currentScale
    }
  }

  override func pairDidMove(interval: TimeInterval) {
    let distance = measure.distance
    if machine.state == .possible {
      let change = distance - initialDistance
      guard abs(change) > GestureConstants.pinchHysteresis, pairIsInWindow else { return }
      referenceDistance = initialDistance + (change > 0 ? 1 : -1) * GestureConstants.pinchHysteresis
      currentScale = distance / referenceDistance
      state = .began
      return
    }
    guard machine.state.isActive, referenceDistance > 0 else { return }
    let newScale = distance / referenceDistance
    if interval > 0 {
      let weight = GestureConstants.pinchVelocityLatestWeight
      velocity = (1 - weight) * velocity + weight * (newScale - currentScale) / interval
    }
    currentScale = newScale
    state = .changed
  }

  /// Forgets the pinch.
  open override func reset() {
    super.reset()
    currentScale = 1
    velocity = 0
    initialDistance = 0
    referenceDistance = 1
  }
}

/// A continuous recognizer of two fingers turning (§9.6): it begins when the line between them
/// has turned by more than 5° (up to 10° the more the fingers have also pinched) while turning is
/// the dominant part of their motion, weighed against pinching and moving together
/// (``GestureConstants/rotationTurningWeight`` and its neighbours). It reports `rotation` in
/// radians, clockwise positive, near 0 at the start and accumulating across full turns.
@preconcurrency @MainActor
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
  @exclusivity(unchecked) private var initialDistance: CGFloat = 0
  @exclusivity(unchecked) private var lastAngle: CGFloat = 0
  @exclusivity(unchecked) private var turned: CGFloat = 0
  @exclusivity(unchecked) private var reference: CGFloat = 0
  /// The fingers' positions at the previous move, in window coordinates.
  @exclusivity(unchecked) private var lastPositions = (CGPoint.zero, CGPoint.zero)
  /// The smoothed parts of the fingers' motion per move, in points: turning around their centroid,
  /// pinching towards or away from it, and moving together.
  @exclusivity(unchecked) private var motion = (
    turning: CGFloat(0), pinching: CGFloat(0), moving: CGFloat(0)
  )
  /// The rotation speed in radians per second, smoothed as a pinch's.
  @exclusivity(unchecked) public private(set) var velocity: CGFloat = 0

  /// The rotation since the gesture began, in radians. Setting it rebases.
  public var rotation: CGFloat {
    get { turned - reference }
    set { reference = turned - newValue }
  }

  override func pairDidForm() {
    let (distance, angle) = measure
    lastAngle = angle
    lastPositions = (pair[0].location(in: nil), pair[1].location(in: nil))
    if machine.state == .possible { initialDistance = distance }
  }

  override func pairDidMove(interval: TimeInterval) {
    let (distance, angle) = measure
    var delta = angle - lastAngle
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    lastAngle = angle
    let before = rotation
    turned += delta
    if machine.state == .possible {
      let turningDominates = analyzeMotion()
      let threshold = threshold(at: distance)
      guard abs(turned) > threshold else { return }
      // Turning that comes with a bigger pinch or drag does not count: start over from here.
      guard turningDominates else {
        turned = 0
        return
      }
      reference = (turned > 0 ? 1 : -1) * threshold
      state = .began
      return
    }
    guard machine.state.isActive else { return }
    if interval > 0 {
      let weight = GestureConstants.pinchVelocityLatestWeight
      velocity = (1 - weight) * velocity + weight * (rotation - before) / interval
    }
    state = .changed
  }

  /// Forgets the rotation.
  open override func reset() {
    super.reset()
    turned = 0
    reference = 0
    velocity = 0
    motion = (0, 0, 0)
  }

  /// The turn that begins the gesture with the fingers `distance` apart: 5°, plus up to 5° more
  /// with the square root of how much their distance has changed relative to where it started (§9.6).
  private func threshold(at distance: CGFloat) -> CGFloat {
    let pinched =
      initialDistance > 0 ? min(abs(distance - initialDistance) / initialDistance, 1) : 1
    return GestureConstants.rotationMinimumThreshold
      + GestureConstants.rotationExtraThreshold * pinched.squareRoot()
  }

  /// Splits the fingers' movement since the previous move into turning around their centroid,
  /// pinching towards or away from it, and moving together; smooths each; and says whether the
  /// weighted turning exceeds both others by ``GestureConstants/rotationDominanceRatio`` (§9.6).
  private func analyzeMotion() -> Bool {
    let a = pair[0].location(in: nil)
    let b = pair[1].location(in: nil)
    let centroid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    // One finger's step split along its radius from the centroid (pinching) and across it
    // (turning, clockwise positive).
    func split(_ point: CGPoint, from last: CGPoint) -> (pinching: CGFloat, turning: CGFloat) {
      let dx = point.x - last.x
      let dy = point.y - last.y
      let rx = point.x - centroid.x
      let ry = point.y - centroid.y
      let radius = hypot(rx, ry)
      guard radius > 0 else { return (0, 0) }
      return ((dx * rx + dy * ry) / radius, (rx * dy - ry * dx) / radius)
    }
    let first = split(a, from: lastPositions.0)
    let second = split(b, from: lastPositions.1)
    let pinching = (first.pinching + second.pinching) / 2
    let turning = (first.turning + second.turning) / 2
    let moving = hypot(
      (a.x - lastPositions.0.x + b.x - lastPositions.1.x) / 2,
      (a.y - lastPositions.0.y + b.y - lastPositions.1.y) / 2)
    lastPositions = (a, b)
    let latest = GestureConstants.rotationMotionLatestWeight
    motion.turning = latest * turning + (1 - latest) * motion.turning
    motion.pinching = latest * pinching + (1 - latest) * motion.pinching
    motion.moving = latest * moving + (1 - latest) * motion.moving
    let weightedTurning = abs(motion.turning) * GestureConstants.rotationTurningWeight
    let ratio = GestureConstants.rotationDominanceRatio
    return weightedTurning > 0
      && weightedTurning > ratio * abs(motion.pinching) * GestureConstants.rotationPinchingWeight
      && weightedTurning > ratio * abs(motion.moving) * GestureConstants.rotationTranslationWeight
  }
}

extension PinchGestureRecognizer {
  /// Follows a trackpad pinch step outside the touch arbitration: the first step begins the pinch
  /// at `factor`, later ones multiply the scale by theirs.
  func transform(scaleBy factor: CGFloat, interval: TimeInterval) {
    guard machine.state.isActive else {
      currentScale = factor
      velocity = 0
      return moveOutsideArbitration(to: .began)
    }
    let newScale = currentScale * factor
    if interval > 0 {
      let weight = GestureConstants.pinchVelocityLatestWeight
      velocity = (1 - weight) * velocity + weight * (newScale - currentScale) / interval
    }
    currentScale = newScale
    moveOutsideArbitration(to: .changed)
  }
}

extension RotationGestureRecognizer {
  /// Follows a trackpad rotation step outside the touch arbitration: the first step begins the
  /// rotation at `angle` radians, later ones add theirs.
  func transform(rotateBy angle: CGFloat, interval: TimeInterval) {
    guard machine.state.isActive else {
      turned = angle
      reference = 0
      velocity = 0
      return moveOutsideArbitration(to: .began)
    }
    if interval > 0 {
      let weight = GestureConstants.pinchVelocityLatestWeight
      velocity = (1 - weight) * velocity + weight * angle / interval
    }
    turned += angle
    moveOutsideArbitration(to: .changed)
  }
}
