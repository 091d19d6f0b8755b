import Foundation

extension PageViewController {
  /// The length of one page along the navigation axis, its spacing included: the scroller's
  /// page size.
  var pageExtent: CGFloat {
    guard let container = viewIfLoaded else { return 0 }
    let length =
      navigationOrientation == .horizontal ? container.bounds.width : container.bounds.height
    return length + interPageSpacing
  }

  /// The slot of the current page: 1 when a page comes before it, else 0.
  var currentSlot: Int { before == nil ? 0 : 1 }

  /// The slot of `page` among previous, current and next, if it is one of them.
  func slot(of page: ViewController) -> Int? {
    if page === current { return currentSlot }
    if page === before { return 0 }
    if page === after { return currentSlot + 1 }
    return nil
  }

  /// The scroller's offset along the navigation axis.
  var scrollerPosition: CGFloat {
    guard let scroller else { return 0 }
    return navigationOrientation == .horizontal
      ? scroller.contentOffset.x : scroller.contentOffset.y
  }

  /// The offset that shows slot `slot`.
  func offset(ofSlot slot: Int) -> CGPoint {
    let position = CGFloat(slot) * pageExtent
    return navigationOrientation == .horizontal
      ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
  }

  /// Sizes the scroller (the view, one spacing longer along the axis), its content (one slot per
  /// page the data source gave) and the pages in it; the curl style's pages fill the view.
  func layoutPages() {
    guard let container = viewIfLoaded else { return }
    let size = container.bounds.size
    guard let scroller else {
      for page in shownPages { page.viewIfLoaded?.frame = container.bounds }
      return
    }
    let horizontal = navigationOrientation == .horizontal
    let extent = pageExtent
    let frame = CGRect(
      x: 0, y: 0, width: horizontal ? extent : size.width,
      height: horizontal ? size.height : extent)
    if scroller.frame != frame { scroller.frame = frame }
    let slots = (before == nil ? 0 : 1) + 1 + (after == nil ? 0 : 1)
    scroller.contentSize =
      horizontal
      ? CGSize(width: CGFloat(slots) * extent, height: size.height)
      : CGSize(width: size.width, height: CGFloat(slots) * extent)
    for page in [current, pending].compactMap({ $0 }) {
      guard let view = page.viewIfLoaded, let slot = slot(of: page) else { continue }
      view.frame = CGRect(origin: offset(ofSlot: slot), size: size)
    }
    let moving = scroller.isDragging || scroller.isDecelerating || pending != nil
    if !moving, scroller.contentOffset != offset(ofSlot: currentSlot) {
      isRecentring = true
      scroller.contentOffset = offset(ofSlot: currentSlot)
      isRecentring = false
    }
  }

  /// Asks the data source for the current page's neighbours and puts the current page in the
  /// middle of the scroller (§20.2).
  func recentre() {
    guard transitionStyle == .scroll, let current else {
      (before, after) = (nil, nil)
      return
    }
    if let dataSource {
      before = dataSource.pageViewController(self, viewControllerBefore: current)
      after = dataSource.pageViewController(self, viewControllerAfter: current)
    } else {
      (before, after) = (nil, nil)
    }
    guard let scroller else { return }
    scroller.alwaysBounceHorizontal = navigationOrientation == .horizontal
    scroller.alwaysBounceVertical = navigationOrientation == .vertical
    layoutPages()
    isRecentring = true
    scroller.contentOffset = offset(ofSlot: currentSlot)
    isRecentring = false
  }

  /// The scroller moved: content that moves to show a neighbour (a drag, the deceleration after
  /// it, or a spring to the nearest page) makes it the pending page (a child, its view in its
  /// slot), after telling the delegate `willTransitionTo`; content that has come to rest settles
  /// the turn.
  func scrollerDidScroll() {
    guard !isRecentring, let scroller else { return }
    let delta = scrollerPosition - CGFloat(currentSlot) * pageExtent
    if let shown = delta > 0 ? after : delta < 0 ? before : nil, shown !== pending {
      dropPending()
      delegate?.pageViewController(self, willTransitionTo: [shown])
      pending = shown
      addChild(shown)
      show(shown, animated: true)
      shown.didMove(toParent: self)
      layoutPages()
    }
    // A spring to the nearest page, after a touch stopped the pages mid-turn, tells the delegate
    // no end of deceleration: its last frame settles the turn.
    if !scroller.isDragging, scroller.motion == nil { scrollerDidSettle() }
  }

  /// The scroller came to rest: on the pending page's slot the turn completes, on the current
  /// page's it is abandoned; the delegate hears `didFinishAnimating` either way. Content a touch
  /// caught between pages settles when the touch lifts (it springs to the nearest page) or on the
  /// next drag's release.
  func scrollerDidSettle() {
    guard !isRecentring, let scroller, !scroller.isDragging, scroller.motion == nil,
      let previous = current
    else { return }
    let extent = pageExtent
    guard extent > 0 else { return }
    let resting = (scrollerPosition / extent).rounded()
    guard abs(scrollerPosition - resting * extent) < 0.5 else { return }
    guard let page = pending else { return }
    if Int(resting) == currentSlot || slot(of: page) != Int(resting) {
      dropPending()
      recentre()
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [previous],
        transitionCompleted: false)
      return
    }
    pending = nil
    remove(previous, animated: true)
    shownPages = [page]
    recentre()
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: [previous],
      transitionCompleted: true)
  }

  /// Takes the pending page out again: the drag went back, or the pages were set.
  func dropPending() {
    guard let page = pending else { return }
    pending = nil
    remove(page, animated: true)
  }
}

/// The delegate of a page view controller's scroller: passes its scrolling and settling on.
@MainActor
final class PageScrollerDelegate: ScrollViewDelegate {
  /// The page view controller whose scroller this is the delegate of.
  weak var controller: PageViewController?

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    controller?.scrollerDidScroll()
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { controller?.scrollerDidSettle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    controller?.scrollerDidSettle()
  }
}
