import Foundation

/// A discrete recognizer of a quick movement in one of its allowed directions (§9.4).
///
/// It recognizes while the fingers are still down, as soon as every required touch has moved far
/// enough along one allowed direction, is still moving along it at least 50 pt/s, and has not
/// drifted too far across it or 10 pt against it, within 0.5 s of touch-down. "Far enough" starts
/// at 50 pt and relaxes to 26.5 pt by 0.5 s; "too far across" starts at 50 pt and tightens to
/// 25.5 pt (``GestureConstants/swipeLimitChangeDuration``).
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions of a swipe, with UIKit's raw values; several may be allowed at once.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards the right.
    public static let right = Direction(rawValue: 1)
    /// Towards the left.
    public static let left = Direction(rawValue: 2)
    /// Upwards.
    public static let up = Direction(rawValue: 4)
    /// Downwards.
    public static let down = Direction(rawValue: 8)

    /// The unit vector of a single direction, in window coordinates (y down).
    var unit: CGPoint {
      switch self {
      case .left: CGPoint(x: -1, y: 0)
      case .up: CGPoint(x: 0, y: -1)
      case .down: CGPoint(x: 0, y: 1)
      default: CGPoint(x: 1, y: 0)
      }
    }
  }

  /// The allowed directions. Default `.right`.
  @exclusivity(unchecked) public var direction: Direction = .right
  /// How many fingers must swipe. Default 1.
  @exclusivity(unchecked) public var numberOfTouchesRequired = 1

  @exclusivity(unchecked) private var swipeTouches: [Touch] = []
  @exclusivity(unchecked) private var starts: [CGPoint] = []
  @exclusivity(unchecked) private var previous: [CGPoint] = []
  @exclusivity(unchecked) private var startTime: TimeInterval = 0
  @exclusivity(unchecked) private var previousTime: TimeInterval = 0
  /// The speed along the direction, in points per second, when the last move had every finger far
  /// enough but too slow; `nil` otherwise.
  @exclusivity(unchecked) private var stalledSpeed: CGFloat?

  /// Records where each finger started; the clock starts at the first.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if swipeTouches.isEmpty {
      startTime = event.timestamp
      previousTime = event.timestamp
      scheduleTimer(after: GestureConstants.swipeMaximumDuration)
    }
    for touch in trackedTouches where touches.contains(touch) {
      let location = touch.location(in: nil)
      swipeTouches.append(touch)
      starts.append(location)
      previous.append(location)
    }
    if swipeTouches.count > numberOfTouchesRequired {
      fail(.tooManyTouches(count: swipeTouches.count, allowed: numberOfTouchesRequired))
    }
  }

  /// Recognizes as soon as every finger has swiped far enough, and is still moving fast enough, one
  /// allowed way.
  ///
  /// - Complexity: O(*n*) in the number of fingers.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    defer { rememberPositions(at: event.timestamp) }
    guard machine.state == .possible, swipeTouches.count == numberOfTouchesRequired else { return }
    let limits = Limits(elapsed: event.timestamp - startTime)
    let interval = max(
      event.timestamp - previousTime, GestureConstants.swipeMinimumSpeedInterval)
    var satisfied = false
    var possible = false
    stalledSpeed = nil
    for bit in 0..<4 {
      let single = Direction(rawValue: 1 << bit)
      guard direction.contains(single) else { continue }
      var allDone = true
      var allFarEnough = true
      var ruledOut = false
      var slowest = CGFloat.infinity
      for index in swipeTouches.indices {
        switch verdict(for: index, along: single, limits: limits, interval: interval) {
        case .done: break
        case .tooSlow(let speed):
          allDone = false
          slowest = min(slowest, speed)
        case .pending:
          allDone = false
          allFarEnough = false
        case .ruledOut:
          allDone = false
          allFarEnough = false
          ruledOut = true
        }
      }
      if allDone { satisfied = true }
      if !ruledOut { possible = true }
      if allFarEnough, !allDone { stalledSpeed = max(stalledSpeed ?? 0, slowest) }
    }
    if satisfied {
      state = .ended
    } else if !possible {
      fail(.wrongDirection("moved against or across every allowed direction"))
    }
  }

  /// Too slow: the swipe fails when its time runs out.
  override func timerDidFire() {
    guard machine.state == .possible else { return }
    fail(.tooSlow(duration: now - startTime, allowed: GestureConstants.swipeMaximumDuration))
  }

  /// Lifting before recognizing fails the swipe; the reason gives the farthest finger's distance
  /// and the minimum as relaxed by then.
  ///
  /// - Complexity: O(*n*) in the number of fingers.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard machine.state == .possible else { return }
    var moved: CGFloat = 0
    for index in swipeTouches.indices {
      moved = max(moved, starts[index].distance(to: swipeTouches[index].location(in: nil)))
    }
    if let stalledSpeed {
      return fail(
        .movedTooSlowly(speed: max(stalledSpeed, 0), required: GestureConstants.swipeMinimumSpeed))
    }
    let required = Limits(elapsed: event.timestamp - startTime).minimumPrimary
    fail(.movedTooLittle(distance: moved, required: required))
  }

  /// Where the swipe started: the centroid of the starting points (§9.4).
  open override func location(in view: View?) -> CGPoint {
    guard !starts.isEmpty else { return super.location(in: view) }
    let sum = starts.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
    return windowPoint(
      CGPoint(x: sum.x / CGFloat(starts.count), y: sum.y / CGFloat(starts.count)), in: view)
  }

  /// Where each finger started.
  open override func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    precondition(
      starts.indices.contains(touchIndex),
      uncaughtException(
        "NSRangeException",
        "-[\(Console.uikitName(of: type(of: self))) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(starts.count))."
      ))
    return windowPoint(starts[touchIndex], in: view)
  }

  /// Forgets the swipe.
  open override func reset() {
    super.reset()
    swipeTouches.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    stalledSpeed = nil
  }

  private enum Verdict {
    case done
    /// Far enough, but moving along the direction at this speed, under the minimum.
    case tooSlow(CGFloat)
    case pending
    case ruledOut
  }

  /// The distance limits `elapsed` seconds after touch-down: the minimum along the direction
  /// relaxes and the maximum across it tightens in proportion to the time, up to
  /// ``GestureConstants/swipeLimitChangeDuration`` (§9.4).
  struct Limits {
    /// The least movement along the direction that recognizes, in points.
    var minimumPrimary: CGFloat
    /// The most movement across the direction that is still a swipe, in points.
    var maximumSecondary: CGFloat

    init(elapsed: TimeInterval) {
      let span = GestureConstants.swipeLimitChangeDuration
      let progress = span > 0 ? CGFloat(min(max(elapsed, 0), span) / span) : 1
      minimumPrimary =
        GestureConstants.swipeMinimumPrimaryMovement
        * (1 - progress * (1 - GestureConstants.swipeRelaxedMinimumShare))
      maximumSecondary =
        GestureConstants.swipeMaximumSecondaryMovement
        * (1 - progress * (1 - GestureConstants.swipeTightenedSecondaryShare))
    }
  }

  private func verdict(
    for index: Int, along single: Direction, limits: Limits, interval: TimeInterval
  ) -> Verdict {
    let point = swipeTouches[index].location(in: nil)
    let dx = point.x - starts[index].x
    let dy = point.y - starts[index].y
    let unit = single.unit
    let primary = dx * unit.x + dy * unit.y
    let secondary = abs(dx * unit.y - dy * unit.x)
    if primary <= -GestureConstants.swipeMaximumReverseMovement
      || secondary > limits.maximumSecondary
    {
      return .ruledOut
    }
    guard primary >= limits.minimumPrimary else { return .pending }
    // Still moving this way fast enough: a finger that stopped short waits for the next move.
    let step = (point.x - previous[index].x) * unit.x + (point.y - previous[index].y) * unit.y
    let speed = step / CGFloat(interval)
    return speed >= GestureConstants.swipeMinimumSpeed ? .done : .tooSlow(speed)
  }

  /// Remembers where each finger is now, for the next move's speed.
  private func rememberPositions(at time: TimeInterval) {
    for index in swipeTouches.indices {
      previous[index] = swipeTouches[index].location(in: nil)
    }
    previousTime = time
  }
}
