import Foundation

/// The scroll view's pan: it begins only along axes the content can scroll in, and not at all when
/// the content is tracking a touch the scroll view may not take from it (§10).
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
  @exclusivity(unchecked) weak var scrollView: ScrollView?

  /// A scroll view's pan follows wheels and trackpads (`allowedScrollTypesMask` `.all`).
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    allowedScrollTypesMask = .all
  }

  /// Named as UIKit exposes it: `List.panGestureRecognizer`, unless given a name.
  override var traceName: String {
    name ?? "\(scrollView?.traceName ?? "ScrollView").panGestureRecognizer"
  }

  /// A finger that lands on content decelerating catches it and begins a drag at once, with no
  /// movement: the delegate hears `scrollViewWillBeginDragging(_:)` now and, when the finger lifts
  /// without moving, `scrollViewDidEndDragging(_:willDecelerate:)` with `false` (console logs of
  /// the delegate printed on iOS, and the answers that detect "stopped by a touch" this way).
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    guard machine.state == .possible, numberOfTouches == touches.count, let scrollView,
      scrollView.catchMotion(at: event.timestamp)
    else { return }
    state = .began
  }

  /// Forgets the drag; content a touch caught past an edge, and left there without dragging,
  /// springs back.
  override func reset() {
    super.reset()
    scrollView?.springBackIfPastEdge()
  }

  override func beginDecision(translation: CGPoint) -> BeginDecision {
    guard let scrollView else { return .wait }
    let hysteresis = GestureConstants.panHysteresis
    let horizontal = scrollView.scrollsHorizontally && abs(translation.x) >= hysteresis
    let vertical = scrollView.scrollsVertically && abs(translation.y) >= hysteresis
    guard horizontal || vertical else { return .wait }
    for touch in trackedTouches
    where touch.viewReceivedBegan && touch.isTrackedByView && !touch.isCancelledForViews {
      guard let view = touch.view, view !== scrollView else { continue }
      let canCancel = scrollView.canCancelContentTouches
      if !canCancel || !scrollView.touchesShouldCancel(in: view) {
        return .fail(
          .contentKeepsTouch(
            scrollView: scrollView.traceName, content: view.traceName,
            canCancelContentTouches: canCancel))
      }
    }
    return .begin
  }
}

/// The private recognizer behind `delaysContentTouches` (§10): it withholds touch-downs on
/// the content for 0.15 s, then asks `touchesShouldBegin(_:with:in:)`: yes releases the touch to the
/// content (the recognizer fails), no swallows it (the recognizer recognizes, taking the touch from
/// the views). It never prevents the pan, and a touch on a moving scroll view stops it and is
/// swallowed.
@MainActor
final class ContentTouchDelayer: GestureRecognizer {
  /// How long touch-downs on the content are held, in seconds (§10: "150 ms", observed).
  static let delay: TimeInterval = 0.15

  @exclusivity(unchecked) weak var scrollView: ScrollView?
  @exclusivity(unchecked) private var start: CGPoint = .zero
  /// Reused storage for the touches `touchesShouldBegin(_:with:in:)` is asked about.
  @exclusivity(unchecked) private var asked: Set<Touch> = []

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    name = "delaysContentTouches"
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let scrollView, numberOfTouches == touches.count, let touch = trackedTouches.first else {
      return
    }
    if scrollView.catchMotion(at: event.timestamp) {
      state = .ended
      return
    }
    delaysTouchesBegan = scrollView.delaysContentTouches
    guard let view = touch.view, view !== scrollView else { return fail(.setBySubclass) }
    start = touch.location(in: nil)
    if scrollView.delaysContentTouches {
      scheduleTimer(after: Self.delay)
    } else {
      decide(event)
    }
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard machine.state == .possible, let scrollView, let touch = trackedTouches.first else {
      return
    }
    let point = touch.location(in: nil)
    let hysteresis = GestureConstants.panHysteresis
    let acrossX = !scrollView.scrollsHorizontally && abs(point.x - start.x) > hysteresis
    let acrossY = !scrollView.scrollsVertically && abs(point.y - start.y) > hysteresis
    if acrossX || acrossY { decide(event) }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if machine.state == .possible { decide(event) }
  }

  override func timerDidFire() {
    if machine.state == .possible { decide(nil) }
  }

  /// Asks the scroll view whether the content gets the touch: release or swallow.
  private func decide(_ event: Event?) {
    guard let scrollView, let view = trackedTouches.first?.view else { return }
    cancelTimers()
    asked.formUnion(trackedTouches)
    let begins = scrollView.touchesShouldBegin(asked, with: event, in: view)
    asked.removeAll(keepingCapacity: true)
    if begins {
      fail(.setBySubclass)
    } else {
      state = .ended
    }
  }

  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
  override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }
}
