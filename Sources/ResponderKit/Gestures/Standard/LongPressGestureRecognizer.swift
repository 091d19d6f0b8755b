import Foundation

/// A continuous recognizer of fingers held still (§9.2).
///
/// When `numberOfTouchesRequired` fingers have been down for `minimumPressDuration` without moving
/// more than `allowableMovement`, it begins; every later move is a change, and lifting the fingers
/// ends it. Extra fingers after it began are ignored. With `numberOfTapsRequired`, that many taps
/// must come first, the press starting within 0.35 s of the last.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must be held, in seconds. Default 0.5.
  @exclusivity(unchecked) public var minimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the press begins, in points. Default 10.
  @exclusivity(unchecked) public var allowableMovement: CGFloat = 10
  /// How many fingers must be held. Default 1.
  @exclusivity(unchecked) public var numberOfTouchesRequired = 1
  /// How many taps must come before the press. Default 0.
  @exclusivity(unchecked) public var numberOfTapsRequired = 0

  @exclusivity(unchecked) private var pressTouches: [Touch] = []
  @exclusivity(unchecked) private var startCentroid: CGPoint?
  @exclusivity(unchecked) private var pressStart: TimeInterval = 0
  @exclusivity(unchecked) private var tapsCompleted = 0
  @exclusivity(unchecked) private var tapStartCentroid: CGPoint?
  @exclusivity(unchecked) private var lastLift: TimeInterval?

  private var isTapping: Bool { tapsCompleted < numberOfTapsRequired }

  /// Starts the press timer once the required fingers are down.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if machine.state.isActive {
      for touch in trackedTouches where touches.contains(touch) { ignore(touch, for: event) }
      return
    }
    if let lastLift, pressTouches.isEmpty {
      cancelTimers()
      let gap = event.timestamp - lastLift
      let allowed = GestureConstants.maximumIntervalBetweenSuccessiveTaps
      if gap > allowed { return fail(.tapTooLate(after: gap, allowed: allowed)) }
    }
    for touch in trackedTouches where touches.contains(touch) { pressTouches.append(touch) }
    if pressTouches.count > numberOfTouchesRequired {
      return fail(.tooManyTouches(count: pressTouches.count, allowed: numberOfTouchesRequired))
    }
    guard pressTouches.count == numberOfTouchesRequired else { return }
    let centroid = Self.centroid(of: pressTouches) ?? .zero
    if isTapping {
      if let tapStartCentroid {
        let distance = tapStartCentroid.distance(to: centroid)
        if distance > GestureConstants.tapAllowableMovement {
          return fail(
            .movedTooFar(distance: distance, allowed: GestureConstants.tapAllowableMovement))
        }
      } else {
        tapStartCentroid = centroid
      }
      return
    }
    startCentroid = centroid
    pressStart = event.timestamp
    if minimumPressDuration <= 0 {
      state = .began
      return
    }
    scheduleTimer(after: minimumPressDuration)
  }

  /// The press timer begins the gesture; the tap-interval timer fails it.
  override func timerDidFire() {
    guard machine.state == .possible else { return }
    if pressTouches.isEmpty {
      fail(.noNextTap(within: GestureConstants.maximumIntervalBetweenSuccessiveTaps))
    } else if !isTapping, pressTouches.count == numberOfTouchesRequired {
      state = .began
    }
  }

  /// Before the press begins, too much movement fails it; after, every move is a change.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if machine.state.isActive {
      state = .changed
      return
    }
    guard let centroid = Self.centroid(of: pressTouches) else { return }
    if isTapping {
      if let tapStartCentroid,
        tapStartCentroid.distance(to: centroid) > GestureConstants.tapAllowableMovement
      {
        fail(
          .movedTooFar(
            distance: tapStartCentroid.distance(to: centroid),
            allowed: GestureConstants.tapAllowableMovement))
      }
      return
    }
    guard let startCentroid else { return }
    let distance = startCentroid.distance(to: centroid)
    if distance > allowableMovement {
      fail(.movedTooFar(distance: distance, allowed: allowableMovement))
    }
  }

  /// Lifting ends a press that began; before that it fails it (or completes a tap).
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    pressTouches.removeAll { touches.contains($0) }
    if machine.state.isActive {
      if pressTouches.isEmpty { state = .ended }
      return
    }
    guard machine.state == .possible else { return }
    if isTapping {
      guard pressTouches.isEmpty else { return }
      tapsCompleted += 1
      lastLift = event.timestamp
      scheduleTimer(after: GestureConstants.maximumIntervalBetweenSuccessiveTaps + 1e-9)
      return
    }
    fail(.liftedTooEarly(after: event.timestamp - pressStart, required: minimumPressDuration))
  }

  /// Forgets the press.
  open override func reset() {
    super.reset()
    pressTouches.removeAll(keepingCapacity: true)
    startCentroid = nil
    tapsCompleted = 0
    tapStartCentroid = nil
    lastLift = nil
  }
}
