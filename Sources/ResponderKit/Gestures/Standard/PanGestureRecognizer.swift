import Foundation

/// A continuous recognizer of fingers dragging (§9.3).
///
/// It begins once the centroid has moved 10 pt on either axis (window space) and removes that
/// hysteresis from the translation, so a 12 pt move right reports (2, 0) at `began`. Fingers added
/// or lifted mid-pan do not make the translation jump. Touches beyond `maximumNumberOfTouches` are
/// not tracked.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// What the pan does about the movement so far.
  enum BeginDecision {
    case wait
    case begin
    case fail(GestureFailureReason)
  }

  /// The fewest fingers that can pan. Default 1.
  @exclusivity(unchecked) public var minimumNumberOfTouches = 1
  /// The most fingers tracked. Default: effectively unlimited (UInt32's maximum, as UIKit).
  @exclusivity(unchecked) public var maximumNumberOfTouches = Int(UInt32.max)

  @exclusivity(unchecked) private var panTouches: [Touch] = []
  /// Where the translation is measured from, and the current centroid, in window coordinates.
  @exclusivity(unchecked) private var start = CGPoint.zero
  @exclusivity(unchecked) private var current = CGPoint.zero
  @exclusivity(unchecked) private var latestVelocity = CGPoint.zero
  @exclusivity(unchecked) private var previousVelocity = CGPoint.zero
  @exclusivity(unchecked) private var lastSampleTime: TimeInterval?
  /// The scroll types the pan follows, besides touches (`allowedScrollTypesMask`): none by
  /// default; a scroll view's pan follows all.
  @exclusivity(unchecked) public var allowedScrollTypesMask: Event.ScrollTypeMask = []

  /// Takes new fingers up to the maximum, keeping the translation continuous.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in trackedTouches where touches.contains(touch) {
      if panTouches.count >= maximumNumberOfTouches {
        ignore(touch, for: event)
      } else {
        panTouches.append(touch)
      }
    }
    recentre(isFirst: panTouches.count == touches.count)
    lastSampleTime = event.timestamp
  }

  /// Begins past the hysteresis; then every move is a change.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let centroid = Self.centroid(of: panTouches) else { return }
    sampleVelocity(to: centroid, at: event.timestamp)
    current = centroid
    if machine.state.isActive {
      state = .changed
      return
    }
    guard machine.state == .possible, panTouches.count >= minimumNumberOfTouches else { return }
    switch beginDecision(translation: CGPoint(x: current.x - start.x, y: current.y - start.y)) {
    case .wait:
      return
    case .fail(let reason):
      fail(reason)
    case .begin:
      let hysteresis = GestureConstants.panHysteresis
      let tx = current.x - start.x
      let ty = current.y - start.y
      start.x += max(-hysteresis, min(hysteresis, tx))
      start.y += max(-hysteresis, min(hysteresis, ty))
      state = .began
    }
  }

  /// Ends (or fails) when the last finger lifts; otherwise keeps the translation continuous.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    finish(touches, cancelled: false)
  }

  /// Cancels (or fails) when the last finger is cancelled.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    finish(touches, cancelled: true)
  }

  /// Whether the movement so far begins the pan: by default once either axis reaches 10 pt.
  func beginDecision(translation: CGPoint) -> BeginDecision {
    let hysteresis = GestureConstants.panHysteresis
    return abs(translation.x) >= hysteresis || abs(translation.y) >= hysteresis ? .begin : .wait
  }

  /// The translation since the pan started, in `view`'s coordinates (`nil`: the window's).
  open func translation(in view: View?) -> CGPoint {
    windowVector(CGPoint(x: current.x - start.x, y: current.y - start.y), in: view)
  }

  /// Makes ``translation(in:)`` return `translation` from now on: the next movement adds to it.
  /// Effective only while fingers are down or a scroll (a trackpad's or a wheel's) drives the pan.
  open func setTranslation(_ translation: CGPoint, in view: View?) {
    guard !panTouches.isEmpty || isDrivenOutsideArbitration else { return }
    let vector = vectorToWindow(translation, from: view)
    start = CGPoint(x: current.x - vector.x, y: current.y - vector.y)
  }

  /// The velocity in points per second in `view`'s coordinates: 0.2 of the latest sample plus 0.8
  /// of the one before (§9.3).
  open func velocity(in view: View?) -> CGPoint {
    let weight = GestureConstants.panVelocityLatestWeight
    let smoothed = CGPoint(
      x: weight * latestVelocity.x + (1 - weight) * previousVelocity.x,
      y: weight * latestVelocity.y + (1 - weight) * previousVelocity.y)
    return windowVector(smoothed, in: view)
  }

  /// A pan let through after waiting for another recognizer starts its translation at zero
  /// (§8.6).
  override func recognitionWasReleased() {
    start = current
  }

  /// Forgets the pan.
  open override func reset() {
    super.reset()
    panTouches.removeAll(keepingCapacity: true)
    start = .zero
    current = .zero
    latestVelocity = .zero
    previousVelocity = .zero
    lastSampleTime = nil
  }

  private func finish(_ touches: Set<Touch>, cancelled: Bool) {
    if let centroid = Self.centroid(of: panTouches) { current = centroid }
    panTouches.removeAll { touches.contains($0) }
    guard panTouches.isEmpty else { return recentre(isFirst: false) }
    if machine.state.isActive {
      state = cancelled ? .cancelled : .ended
    } else if machine.state == .possible {
      let moved = hypot(current.x - start.x, current.y - start.y)
      fail(
        cancelled
          ? .touchCancelled
          : .movedTooLittle(distance: moved, required: GestureConstants.panHysteresis))
    }
  }

  /// Moves the start with the centroid when fingers come or go, so the translation does not jump.
  private func recentre(isFirst: Bool) {
    guard let centroid = Self.centroid(of: panTouches) else { return }
    if isFirst {
      start = centroid
    } else {
      start.x += centroid.x - current.x
      start.y += centroid.y - current.y
    }
    current = centroid
  }

  private func sampleVelocity(to centroid: CGPoint, at time: TimeInterval) {
    guard let last = lastSampleTime else {
      lastSampleTime = time
      return
    }
    let interval = time - last
    guard interval >= GestureConstants.minimumVelocitySampleInterval else { return }
    previousVelocity = latestVelocity
    latestVelocity = CGPoint(
      x: (centroid.x - current.x) / interval, y: (centroid.y - current.y) / interval)
    lastSampleTime = time
  }
}

extension PanGestureRecognizer {
  /// Follows a scroll step outside the touch arbitration: the first step begins the pan, later
  /// ones change it; the translation adds up the steps' deltas and the velocity follows them.
  func scroll(by delta: CGVector, at time: TimeInterval) {
    let target = CGPoint(x: current.x + delta.dx, y: current.y + delta.dy)
    let isFirst = !machine.state.isActive
    if isFirst {
      start = .zero
      current = .zero
      lastSampleTime = nil
    }
    sampleVelocity(to: target, at: time)
    current = isFirst ? CGPoint(x: delta.dx, y: delta.dy) : target
    moveOutsideArbitration(to: isFirst ? .began : .changed)
  }

  /// Ends a scroll-driven pan (`cancelled`: the platform took it); a wheel's pan ends with no
  /// velocity, so a scroll view does not decelerate after it.
  func endScroll(cancelled: Bool, keepsVelocity: Bool) {
    guard machine.state.isActive else { return }
    if !keepsVelocity {
      latestVelocity = .zero
      previousVelocity = .zero
    }
    moveOutsideArbitration(to: cancelled ? .cancelled : .ended)
  }
}
