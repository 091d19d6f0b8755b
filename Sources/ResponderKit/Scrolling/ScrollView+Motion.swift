import Foundation

/// Content moving on its own towards a target: a fling decelerating, a page settling, a spring
/// back, or an animated `setContentOffset`. The remaining distance shrinks by `rate` per
/// millisecond, stepped at 60 Hz on the application's clock.
struct ScrollMotion {
  var from: CGPoint
  var to: CGPoint
  var rate: CGFloat
  var decelerating: Bool
  var elapsed: TimeInterval = 0
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
      "setContentOffset(_:animated:) needs a finite offset, not \(contentOffset)")
    stopMotion()
    guard animated, window?.application != nil else {
      self.contentOffset = contentOffset
      return
    }
    start(
      ScrollMotion(from: self.contentOffset, to: contentOffset, rate: 0.985, decelerating: false))
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
      contentOffset = newMotion.to
      return
    }
    motion = newMotion
    isDecelerating = newMotion.decelerating
    clock.schedule(after: Self.frameInterval, motionStep)
  }

  /// One frame of motion; schedules the next until the remaining distance is under half a point.
  func step() {
    guard var current = motion, let clock = window?.application?.clock else { return }
    current.elapsed += Self.frameInterval
    let remaining = pow(current.rate, CGFloat(current.elapsed * 1000))
    let offset = CGPoint(
      x: current.to.x + (current.from.x - current.to.x) * remaining,
      y: current.to.y + (current.from.y - current.to.y) * remaining)
    let distance = hypot(current.to.x - offset.x, current.to.y - offset.y)
    if distance < 0.5 || current.elapsed >= Self.longestMotion || !distance.isFinite {
      motion = nil
      contentOffset = current.to
      let wasDecelerating = isDecelerating
      isDecelerating = false
      if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
      traceScroll(.cameToRest)
      return
    }
    motion = current
    contentOffset = offset
    clock.schedule(after: Self.frameInterval, motionStep)
  }
}
