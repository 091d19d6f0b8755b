import Foundation

/// Content moving on its own: a fling decelerating, a page settling, a spring back, or an animated
/// `setContentOffset`, one ``AxisMotion`` per axis, stepped at 60 Hz on the application's clock.
struct ScrollMotion {
  var x: AxisMotion
  var y: AxisMotion
  var decelerating: Bool
  /// Started by `setContentOffset(_:animated:)`: its end is told to the delegate.
  var isAnimation = false
  var elapsed: TimeInterval = 0

  /// A motion whose remaining distance to `to` shrinks by `rate` per millisecond on both axes.
  init(from: CGPoint, to: CGPoint, rate: CGFloat, decelerating: Bool) {
    x = AxisMotion(from: from.x, to: to.x, rate: rate)
    y = AxisMotion(from: from.y, to: to.y, rate: rate)
    self.decelerating = decelerating
  }

  /// Where the content comes to rest.
  var restingPoint: CGPoint { CGPoint(x: x.restingPoint, y: y.restingPoint) }
}

extension ScrollView {
  /// The frame interval of scroll motion, in seconds.
  nonisolated public static let frameInterval: TimeInterval = 1.0 / 60

  /// The longest any motion runs before it snaps to its target, in seconds: a fling or an
  /// animation between far-apart points always ends.
  nonisolated public static let longestMotion: TimeInterval = 10

  /// Moves the content to `contentOffset`, at once or animated over about 0.3 s. The offset must be
  /// finite, as UIKit's layer geometry must.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    precondition(
      contentOffset.x.isFinite && contentOffset.y.isFinite,
      uncaughtException(
        "CALayerInvalidGeometry",
        "CALayer bounds contains NaN: setContentOffset(_:animated:) was given \(contentOffset)"))
    stopMotion()
    guard animated, window?.application != nil else {
      self.contentOffset = contentOffset
      return
    }
    var animation = ScrollMotion(
      from: self.contentOffset, to: contentOffset, rate: 0.985, decelerating: false)
    animation.isAnimation = true
    start(animation)
  }

  /// Whether a touch going down at `time` caught the content decelerating: the first to ask stops
  /// it, and the others asking for the same touch-down hear the same answer (§10).
  func catchMotion(at time: TimeInterval) -> Bool {
    if isDecelerating {
      stopMotion()
      motionCaughtAt = time
      return true
    }
    return motionCaughtAt == time
  }

  /// Stops any motion where the content is now (a touch on a moving scroll view, §10).
  public func stopMotion() {
    guard motion != nil else { return }
    let wasDecelerating = isDecelerating
    motion = nil
    isDecelerating = false
    if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    traceScroll(.cameToRest)
  }

  func start(_ newMotion: ScrollMotion) {
    guard let clock = window?.application?.clock else {
      contentOffset = newMotion.restingPoint
      return
    }
    motion = newMotion
    isDecelerating = newMotion.decelerating
    clock.schedule(after: Self.frameInterval, motionStep)
  }

  /// One frame of motion; schedules the next until no axis is past an edge still going out and
  /// the remaining distance is under half a point.
  func step() {
    guard var current = motion, let clock = window?.application?.clock else { return }
    current.elapsed += Self.frameInterval
    let offset = CGPoint(
      x: current.x.advance(by: Self.frameInterval), y: current.y.advance(by: Self.frameInterval))
    let settling = current.x.isSettling && current.y.isSettling
    let distance = hypot(
      current.x.restingPoint - offset.x, current.y.restingPoint - offset.y)
    if (settling && distance < 0.5) || current.elapsed >= Self.longestMotion
      || !distance.isFinite
    {
      motion = nil
      contentOffset = current.restingPoint
      let wasDecelerating = isDecelerating
      isDecelerating = false
      if wasDecelerating {
        delegate?.scrollViewDidEndDecelerating(self)
      } else if current.isAnimation {
        delegate?.scrollViewDidEndScrollingAnimation(self)
      }
      traceScroll(.cameToRest)
      return
    }
    motion = current
    contentOffset = offset
    clock.schedule(after: Self.frameInterval, motionStep)
  }
}
