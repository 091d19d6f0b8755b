import Foundation

extension ScrollView {
  /// The release speed, in points per millisecond, above which a paging scroll view moves on to the
  /// next page in the direction of the flick rather than the nearest page. Uncertain: UIKit's value
  /// is not documented; a quick short swipe pages on iOS.
  nonisolated public static let pagingFlickVelocity: CGFloat = 0.2

  /// The range the content offset keeps to: from minus the top-left insets (the top one grown by
  /// a refreshing ``refreshControl``, §20.1) to the far content edge plus the bottom-right insets,
  /// less the view's size.
  var offsetRange: (min: CGPoint, max: CGPoint) {
    let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top - refreshInset)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
    return (minimum, maximum)
  }

  /// `offset` brought inside ``offsetRange``.
  func clamped(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x),
      y: min(max(offset.y, range.min.y), range.max.y))
  }

  /// Follows the pan: moves the content with the finger along the scrollable axes, rubber-banding
  /// past the edges when ``bounces`` (else stopping at them), and flings on release.
  func handlePan() {
    let pan = panGestureRecognizer
    switch pan.machine.state {
    case .began:
      stopMotion()
      isDragging = true
      // Content caught past an edge goes on from where it shows, not from a fresh pull.
      dragStartOffset = bounces ? unbanded(contentOffset) : contentOffset
      delegate?.scrollViewWillBeginDragging(self)
      // A finger that caught moving content begins with no movement: the content stays.
      let translation = pan.translation(in: self)
      if translation != .zero { follow(translation) }
      traceScroll(.beganDragging)
      refreshControlDidFollowPull(began: true)
    case .changed:
      follow(pan.translation(in: self))
      traceScroll(.dragged)
      refreshControlDidFollowPull(began: false)
    case .ended, .cancelled:
      isDragging = false
      refreshControlWillRelease()
      let velocity = pan.velocity(in: self)
      endDragging(
        velocity: CGPoint(
          x: scrollsHorizontally ? -velocity.x / 1000 : 0,
          y: scrollsVertically ? -velocity.y / 1000 : 0))
    default:
      break
    }
  }

  private func follow(_ translation: CGPoint) {
    var offset = dragStartOffset
    if scrollsHorizontally { offset.x -= translation.x }
    if scrollsVertically { offset.y -= translation.y }
    contentOffset = bounces ? rubberBanded(offset) : clamped(offset)
  }

  /// Works out where a fling ends (a page boundary when paging), lets the delegate change it, and
  /// decelerates there (§10: `.normal` 0.998, `.fast` 0.99 per millisecond). With ``bounces``, a
  /// fling that would pass the content edge overshoots it and springs back to it
  /// (``flingMotion(to:natural:rate:)``); without, it stops at the edge.
  func endDragging(velocity: CGPoint) {
    // Paging settles, and content pulled past an edge springs back, at the fast rate.
    let pastEdge = clamped(contentOffset) != contentOffset
    let rate =
      isPagingEnabled
      ? DecelerationRate.fast.rawValue
      : pastEdge ? Self.springBackRate.rawValue : decelerationRate.rawValue
    let natural = CGPoint(
      x: contentOffset.x + velocity.x * rate / (1 - rate),
      y: contentOffset.y + velocity.y * rate / (1 - rate))
    var target = clamped(isPagingEnabled ? pageTarget(velocity: velocity) : natural)
    if let delegate {
      withUnsafeMutablePointer(to: &target) {
        delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0)
      }
    }
    if !bounces { target = clamped(target) }
    let motion = flingMotion(to: target, natural: natural, rate: rate)
    let decelerate =
      abs(target.x - contentOffset.x) >= 0.5 || abs(target.y - contentOffset.y) >= 0.5
      || !motion.x.isSettling || !motion.y.isSettling
    traceRelease(towards: target)
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    if decelerate {
      if motion.decelerating { delegate?.scrollViewWillBeginDecelerating(self) }
      start(motion)
    } else {
      contentOffset = target
    }
  }

  /// Springs content left past an edge back to it, and a paging view's content left between
  /// pages to the nearest page (§20.2): after a touch caught it moving and lifted without
  /// dragging.
  func springBackIfPastEdge() {
    guard bounces || isPagingEnabled, motion == nil, !isDragging, window?.application != nil
    else { return }
    let edge = clamped(isPagingEnabled ? pageTarget(velocity: .zero) : contentOffset)
    guard edge != contentOffset else { return }
    start(
      ScrollMotion(
        from: contentOffset, to: edge, rate: Self.springBackRate.rawValue, decelerating: false))
  }

  private func pageTarget(velocity: CGPoint) -> CGPoint {
    func page(_ offset: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
      guard size > 0 else { return offset }
      let flick = ScrollView.pagingFlickVelocity
      var index = (offset / size).rounded()
      if speed > flick { index = (offset / size).rounded(.up) }
      if speed < -flick { index = (offset / size).rounded(.down) }
      return index * size
    }
    return CGPoint(
      x: page(contentOffset.x, bounds.width, velocity.x),
      y: page(contentOffset.y, bounds.height, velocity.y))
  }
}
