import Foundation

/// A discrete recognizer of a quick movement in one of its allowed directions (§9.4).
///
/// It recognizes while the fingers are still down, as soon as every required touch has moved
/// 50 pt along one allowed direction without drifting 50 pt across it or 10 pt against it, within
/// 0.5 s of touch-down.
@MainActor
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
  @exclusivity(unchecked) private var startTime: TimeInterval = 0

  /// Records where each finger started; the clock starts at the first.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if swipeTouches.isEmpty {
      startTime = event.timestamp
      scheduleTimer(after: GestureConstants.swipeMaximumDuration)
    }
    for touch in trackedTouches where touches.contains(touch) {
      swipeTouches.append(touch)
      starts.append(touch.location(in: nil))
    }
    if swipeTouches.count > numberOfTouchesRequired {
      fail(.tooManyTouches(count: swipeTouches.count, allowed: numberOfTouchesRequired))
    }
  }

  /// Recognizes as soon as every finger has swiped far enough one allowed way.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, swipeTouches.count == numberOfTouchesRequired else { return }
    var satisfied = false
    var possible = false
    for bit in 0..<4 {
      let single = Direction(rawValue: 1 << bit)
      guard direction.contains(single) else { continue }
      var allDone = true
      var ruledOut = false
      for index in swipeTouches.indices {
        switch verdict(for: index, along: single) {
        case .done: break
        case .pending: allDone = false
        case .ruledOut:
          allDone = false
          ruledOut = true
        }
      }
      if allDone { satisfied = true }
      if !ruledOut { possible = true }
    }
    if satisfied {
      state = .ended
    } else if !possible {
      fail(.wrongDirection("moved against or across every allowed direction"))
    }
  }

  /// Too slow: the swipe fails when its time runs out.
  override func timerDidFire() {
    guard state == .possible else { return }
    fail(.tooSlow(duration: now - startTime, allowed: GestureConstants.swipeMaximumDuration))
  }

  /// Lifting before recognizing fails the swipe.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    let moved =
      swipeTouches.indices.map { index in
        starts[index].distance(to: swipeTouches[index].location(in: nil))
      }.max() ?? 0
    fail(.movedTooLittle(distance: moved, required: GestureConstants.swipeMinimumPrimaryMovement))
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
    precondition(starts.indices.contains(touchIndex), "Touch index \(touchIndex) is out of range")
    return windowPoint(starts[touchIndex], in: view)
  }

  /// Forgets the swipe.
  open override func reset() {
    super.reset()
    swipeTouches.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
  }

  private enum Verdict { case done, pending, ruledOut }

  private func verdict(for index: Int, along single: Direction) -> Verdict {
    let point = swipeTouches[index].location(in: nil)
    let dx = point.x - starts[index].x
    let dy = point.y - starts[index].y
    let unit = single.unit
    let primary = dx * unit.x + dy * unit.y
    let secondary = abs(dx * unit.y - dy * unit.x)
    if primary <= -GestureConstants.swipeMaximumReverseMovement
      || secondary > GestureConstants.swipeMaximumSecondaryMovement
    {
      return .ruledOut
    }
    return primary >= GestureConstants.swipeMinimumPrimaryMovement ? .done : .pending
  }
}
