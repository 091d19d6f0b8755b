/// Why a touch that hit a view is not delivered to it (§6 withholding rules).
public enum TouchWithholdReason: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The view already tracks a touch and has `isMultipleTouchEnabled == false`.
  case multipleTouchDisabled
  /// Another view of the window with `isExclusiveTouch` is tracking a touch.
  case exclusiveTouchView(String)
  /// The view has `isExclusiveTouch` and another view of the window is already tracking.
  case otherViewTracking(String)

  /// A short English explanation.
  public var description: String {
    switch self {
    case .multipleTouchDisabled: "view already tracks a touch and isMultipleTouchEnabled is false"
    case .exclusiveTouchView(let view): "exclusive-touch view \(view) is tracking"
    case .otherViewTracking(let view): "view is exclusive-touch and \(view) is already tracking"
    }
  }
}

/// Reused storage for grouping a dispatch's touches per view, so that delivery allocates nothing in
/// steady state.
struct DeliveryScratch {
  var views: [View] = []
  /// For each of ``views``, the phases (bits of `1 << phase.rawValue`) its due touches are in.
  var phases: [UInt8] = []
  var touches: Set<Touch> = []

  init() {
    views.reserveCapacity(8)
    phases.reserveCapacity(8)
    touches.reserveCapacity(8)
  }

  mutating func removeAll() {
    // Popping keeps the storage and costs less than `removeAll(keepingCapacity:)`.
    while views.popLast() != nil {}
    while phases.popLast() != nil {}
  }
}

extension Window {
  /// The default of ``sendEvent(_:)``.
  @inline(__always)
  func defaultSendEvent(_ event: Event) {
    switch event.type {
    case .touches:
      deliverTouches(of: event)
    case .presses:
      guard let event = event as? PressesEvent else { return }
      deliverPresses(of: event)
    case .motion:
      let target = firstResponder ?? self
      TraceRecorder.current?.record(
        .delivered(motionMethod(event), to: target.traceName, touches: []))
      switch event.motionPhase {
      case .began: target.motionBegan(event.subtype, with: event)
      case .ended: target.motionEnded(event.subtype, with: event)
      case .cancelled: target.motionCancelled(event.subtype, with: event)
      }
    case .remoteControl:
      let target = firstResponder ?? self
      TraceRecorder.current?.record(
        .delivered(.remoteControlReceived, to: target.traceName, touches: []))
      target.remoteControlReceived(with: event)
    case .scroll, .hover, .transform:
      break
    }
  }

  private func pressMethod(_ phase: Press.Phase) -> ResponderMethod {
    switch phase {
    case .began: .pressesBegan
    case .changed, .stationary: .pressesChanged
    case .ended: .pressesEnded
    case .cancelled: .pressesCancelled
    }
  }

  private func motionMethod(_ event: Event) -> ResponderMethod {
    switch event.motionPhase {
    case .began: .motionBegan
    case .ended: .motionEnded
    case .cancelled: .motionCancelled
    }
  }

  private func deliverPresses(of event: PressesEvent) {
    for press in event.allPresses {
      // A keyboard key's later phases go where its began went.
      let target = press.responder ?? firstResponder ?? self
      let presses: Set<Press> = [press]
      TraceRecorder.current?.record(
        .delivered(pressMethod(press.phase), to: target.traceName, touches: []))
      switch press.phase {
      case .began: target.pressesBegan(presses, with: event)
      case .changed, .stationary: target.pressesChanged(presses, with: event)
      case .ended: target.pressesEnded(presses, with: event)
      case .cancelled: target.pressesCancelled(presses, with: event)
      }
    }
  }

  /// Delivers the window's changed touches: first to their gesture recognizers, which the gesture
  /// environment then arbitrates, then to their views, per view one call per phase in the order
  /// began, moved, ended, cancelled (§6, §8.4, §12).
  ///
  /// - Complexity: O(*t*²) in the number of touches of the event, which is small; no allocation in
  ///   steady state.
  @inline(__always)
  private func deliverTouches(of event: Event) {
    if event.orderedTouches.count == 1 {
      deliverOnlyTouch(of: event)
      return
    }
    var environment = application?.gestureEnvironment
    for touch in event.orderedTouches where touch.window === self && touch.phase == .began {
      guard let view = touch.view else { continue }
      decideDelivery(of: touch, to: view)
      environment?.collectRecognizers(for: touch, in: event, window: self)
    }
    // No recognizer in play: nothing to feed, route or finish (the common tap on a control).
    if environment?.isIdle == true { environment = nil }
    environment?.deliver(event, window: self)
    deliveryScratch.removeAll()
    for touch in event.orderedTouches where touch.window === self && touch.phase != .stationary {
      touch.isDueForViews = false
      guard let view = touch.view, touch.isDeliveredToViews, touch.isTrackedByView else { continue }
      touch.isDueForViews = environment?.routeToViews(touch) ?? true
      if touch.isDueForViews { noteDue(touch, in: view) }
    }
    var index = 0
    while index < deliveryScratch.views.count {
      let view = deliveryScratch.views[index]
      // A handler may take touches from the views (never add any): each call looks again.
      let phases = deliveryScratch.phases[index]
      index += 1
      for phase in Touch.Phase.deliveryOrder where phases & 1 << phase.rawValue != 0 {
        deliver(phase, of: event, to: view)
      }
    }
    // Let go of the views: a window touched on itself must not hold itself (a leak).
    deliveryScratch.removeAll()
    environment?.finishEvent(event, window: self)
  }

  /// ``deliverTouches(of:)`` for an event of one touch: at most one view and one call, so no
  /// grouping, and the touch is read once.
  private func deliverOnlyTouch(of event: Event) {
    let touch = event.orderedTouches[0]
    let isInWindow = touch.window === self
    var mayCollect = false
    if isInWindow, touch.phase == .began, let view = touch.view {
      decideDelivery(of: touch, to: view)
      mayCollect = mayFindRecognizers(above: view)
    }
    // The environment is taken (and retained) only when it has work: a recognizer to collect,
    // one in play or a touch awaiting its views. A tap in a window without recognizers is not.
    var environment: GestureEnvironment?
    if mayCollect || !isGestureEnvironmentIdle {
      environment = application?.gestureEnvironment
      if mayCollect { environment?.collectRecognizers(for: touch, in: event, window: self) }
      if environment?.isIdle == true { environment = nil }
    }
    environment?.deliver(event, window: self)
    if isInWindow, touch.phase != .stationary {
      touch.isDueForViews = false
      if let view = touch.view, touch.isDeliveredToViews, touch.isTrackedByView {
        touch.isDueForViews = environment?.routeToViews(touch) ?? true
        if touch.isDueForViews { handOver(touch, of: event, to: view) }
      }
    }
    environment?.finishEvent(event, window: self)
  }

  /// Whether a touch-down on `view` may find recognizers on its way up to this window: not when
  /// no view of the window holds one and the walk up stays in the window.
  @inline(__always)
  func mayFindRecognizers(above view: View) -> Bool {
    viewsHoldingRecognizers > 0 || !view.isInTree(of: self)
  }

  /// Whether the application's gesture environment has nothing in play, read through the
  /// unretained application pointer without holding either.
  @inline(__always)
  private var isGestureEnvironmentIdle: Bool {
    guard let application = applicationPointer?.takeUnretainedValue() else { return true }
    return application.gestureEnvironment.isIdle
  }

  /// ``deliver(_:of:to:)`` for the one touch of an event, just found due to `view`: the event's
  /// own set of its touches is the set to hand over, with nothing to build or check again.
  @inline(__always)
  private func handOver(_ touch: Touch, of event: Event, to view: View) {
    let phase = touch.phase
    let touches = event.trackedTouches
    markHandedOver(touch, in: phase)
    if let recorder = TraceRecorder.current, let method = ResponderMethod.delivering(phase) {
      let ids = touches.contains(touch) ? [touch.touchID] : []
      recorder.record(.delivered(method, to: view.traceName, touches: ids))
    }
    hand(touches, to: view, in: phase, of: event)
  }

  /// Hands `touches` to `view`'s handler for `phase`.
  @inline(__always)
  private func hand(_ touches: Set<Touch>, to view: View, in phase: Touch.Phase, of event: Event) {
    switch phase {
    case .began: view.touchesBegan(touches, with: event)
    case .moved: view.touchesMoved(touches, with: event)
    case .ended: view.touchesEnded(touches, with: event)
    case .cancelled: view.touchesCancelled(touches, with: event)
    default: break
    }
  }

  /// Records that `view` is due a call for `touch`'s phase.
  ///
  /// - Complexity: O(*v*) in the views due calls in this event, which are few.
  private func noteDue(_ touch: Touch, in view: View) {
    let bit: UInt8 = 1 << touch.phase.rawValue
    var index = 0
    while index < deliveryScratch.views.count {
      if deliveryScratch.views[index] === view {
        deliveryScratch.phases[index] |= bit
        return
      }
      index += 1
    }
    deliveryScratch.views.append(view)
    deliveryScratch.phases.append(bit)
  }

  /// Whether `touch` is due to `view` in `phase` now. A touch a handler's side effect took from
  /// the views earlier in this event (a recognizer that recognized, a scroll view that began to
  /// drag) is not theirs any more.
  @inline(__always)
  private func isDue(_ touch: Touch, in phase: Touch.Phase, to view: View) -> Bool {
    touch.view === view && touch.phase == phase && touch.isDueForViews
      && touch.window === self && touch.isTrackedByView
  }

  private func deliver(_ phase: Touch.Phase, of event: Event, to view: View) {
    guard let method = ResponderMethod.delivering(phase) else { return }
    let touches: Set<Touch>
    if event.orderedTouches.count == 1 {
      // One touch down in all: the event's own set of its touches is the set to hand over, with
      // nothing to build, and its one touch is marked without walking a set.
      let touch = event.orderedTouches[0]
      guard isDue(touch, in: phase, to: view) else { return }
      touches = event.trackedTouches
      markHandedOver(touch, in: phase)
    } else {
      if !deliveryScratch.touches.isEmpty {
        deliveryScratch.touches.removeAll(keepingCapacity: true)
      }
      for touch in event.orderedTouches where isDue(touch, in: phase, to: view) {
        deliveryScratch.touches.insert(touch)
      }
      guard !deliveryScratch.touches.isEmpty else { return }
      touches = deliveryScratch.touches
      for touch in touches { markHandedOver(touch, in: phase) }
    }
    if let recorder = TraceRecorder.current {
      let ids = event.orderedTouches.filter { touches.contains($0) }.map(\.touchID)
      recorder.record(.delivered(method, to: view.traceName, touches: ids))
    }
    hand(touches, to: view, in: phase, of: event)
    // Let go of the touches (no copy: the set is unique again) so finished ones can be recycled.
    if !deliveryScratch.touches.isEmpty { deliveryScratch.touches.removeAll(keepingCapacity: true) }
  }

  /// Notes that `touch` is being handed to its view in `phase`. A finishing touch is the view's
  /// no more once the call is made: a recognizer that a handler's side effect makes recognize
  /// must not cancel it in the view a second time.
  @inline(__always)
  private func markHandedOver(_ touch: Touch, in phase: Touch.Phase) {
    if phase == .began { touch.viewReceivedBegan = true }
    if phase.isTerminal { stopTracking(touch) }
  }

  /// Decides once, at touch-down, whether views get this touch (§6).
  @inline(__always)
  private func decideDelivery(of touch: Touch, to view: View) {
    guard !touch.isTrackedByView else { return }
    if let reason = withholdReason(forNewTouchIn: view) {
      touch.isDeliveredToViews = false
      TraceRecorder.current?.record(
        .touchWithheld(touch: touch.touchID, view: view.traceName, reason: reason))
      return
    }
    touch.isTrackedByView = true
    view.trackedTouchCount += 1
    trackingTouches.append(touch)
  }

  /// Why a touch going down now in `view` would be withheld from views (§6), or `nil` when
  /// the view would get it: the touches the window's views track decide.
  ///
  /// - Complexity: O(*t*) in the touches being tracked.
  @inline(__always)
  func withholdReason(forNewTouchIn view: View) -> TouchWithholdReason? {
    // No touch tracked anywhere in the window (the usual touch-down): nothing can withhold it.
    if trackingTouches.isEmpty, view.trackedTouchCount == 0 { return nil }
    return withholdingRule(forNewTouchIn: view)
  }

  /// The rules of ``withholdReason(forNewTouchIn:)`` once some touch is tracked, out of line.
  private func withholdingRule(forNewTouchIn view: View) -> TouchWithholdReason? {
    if !view.isMultipleTouchEnabled, view.trackedTouchCount > 0 { return .multipleTouchDisabled }
    if let exclusive = trackingTouches.first(where: {
      $0.view !== view && $0.view?.isExclusiveTouch == true
    })?.view {
      return .exclusiveTouchView(exclusive.traceName)
    }
    if view.isExclusiveTouch, let other = trackingTouches.first(where: { $0.view !== view })?.view {
      return .otherViewTracking(other.traceName)
    }
    return nil
  }

  /// Forgets that a view tracks `touch`.
  func stopTracking(_ touch: Touch) {
    guard touch.isTrackedByView else { return }
    touch.isTrackedByView = false
    touch.view?.trackedTouchCount -= 1
    trackingTouches.removeAll(identicalTo: touch)
  }
}
