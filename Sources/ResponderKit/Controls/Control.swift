import Foundation

/// The base of controls: a view that turns its touches into control events and sends actions for
/// them (§11).
///
/// An enabled control takes the first touch for itself and never forwards `touchesBegan`; it tracks
/// that touch with ``beginTracking(_:with:)``, ``continueTracking(_:with:)`` and
/// ``endTracking(_:with:)`` (override them), highlights while the finger is in its tracking area
/// (bounds grown by ``trackingMargin``), and sends ``ControlEvents`` to its targets. A disabled
/// control is transparent to hit-testing.
@preconcurrency @MainActor
open class Control: View {
  /// The states of a control, with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected, not highlighted.
    public static let normal: State = []
    /// Highlighted: a touch is down inside.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (focus-based navigation).
    public static let focused = State(rawValue: 1 << 3)
    /// Bits the application may use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the framework.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// How far beyond its bounds a control's tracking area reaches, in points: "about 70" on iPhone
  /// (§11.2, widely observed; uncertain, §13).
  nonisolated public static let trackingMargin: CGFloat = 70
  /// The shortest time a touch keeps a control highlighted, in seconds (§11.1, observed).
  nonisolated public static let minimumHighlightDuration: TimeInterval = 0.12

  struct TargetAction {
    weak var target: AnyObject?
    var hasTarget: Bool
    var selector: Selector?
    var action: Action?
    var events: ControlEvents
  }

  @exclusivity(unchecked) var targetActions: [TargetAction] = []
  /// The event being handled by the control's touch methods, passed to two-argument actions.
  @exclusivity(unchecked) weak var currentEvent: Event?
  @exclusivity(unchecked) weak var trackingTouch: Touch?
  @exclusivity(unchecked) var highlightedSince: TimeInterval = 0

  /// Whether the control responds to touches. A disabled control is skipped by hit-testing, so
  /// touches fall through to what is beneath (§2.1).
  @exclusivity(unchecked) open var isEnabled = true {
    didSet {
      isDisabledControl = !isEnabled
      DisplayList.noteChange()
      if isEnabled != oldValue { controlStateDidChange() }
    }
  }
  /// Whether the control is selected.
  @exclusivity(unchecked) open var isSelected = false {
    didSet {
      DisplayList.noteChange()
      if isSelected != oldValue { controlStateDidChange() }
    }
  }
  /// Whether the control is highlighted (a touch is down inside it). Override it with `didSet` to
  /// redraw, as UIKit code does.
  @exclusivity(unchecked) open var isHighlighted = false {
    didSet {
      DisplayList.noteChange()
      if isHighlighted != oldValue { controlStateDidChange() }
    }
  }
  /// Whether the control is tracking a touch.
  @exclusivity(unchecked) public internal(set) var isTracking = false
  /// Whether the tracked touch is inside the tracking area.
  @exclusivity(unchecked) public internal(set) var isTouchInside = false

  /// Called when ``state`` changes (enabled, selected or highlighted): a button shows the content
  /// of its new state.
  func controlStateDidChange() {}

  /// The control's state.
  public var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  // MARK: Tracking (overridable)

  /// Called when a touch goes down in the control; return `false` to ignore it. Default `true`.
  open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
  /// Called as the tracked touch moves; return `false` to stop tracking. Default `true`.
  open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
  /// Called when the tracked touch lifts.
  open func endTracking(_ touch: Touch?, with event: Event?) {}
  /// Called when tracking is cancelled.
  open func cancelTracking(with event: Event?) {}

  // MARK: Touches

  /// Takes the first touch and begins tracking; never forwards when enabled (§11.1).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    currentEvent = event
    guard isEnabled, isUserInteractionEnabled else {
      return super.touchesBegan(touches, with: event)
    }
    guard trackingTouch == nil, let touch = touches.min(by: { $0.touchID < $1.touchID }) else {
      return
    }
    guard beginTracking(touch, with: event) else { return }
    trackingTouch = touch
    isTracking = true
    isTouchInside = true
    setHighlighted(true, at: touch.timestamp)
    var events: ControlEvents = .touchDown
    if touch.tapCount >= 2 { events.insert(.touchDownRepeat) }
    sendActions(for: events)
  }

  /// Sends drag events as the tracked touch moves in or out of the tracking area.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    currentEvent = event
    guard isTracking, let touch = trackingTouch, touches.contains(touch) else {
      return super.touchesMoved(touches, with: event)
    }
    guard continueTracking(touch, with: event) else {
      isTracking = false
      setHighlighted(false, at: touch.timestamp)
      return
    }
    let inside = isInTrackingArea(touch)
    var events: ControlEvents = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    if inside {
      setHighlighted(true, at: touch.timestamp)
    } else if isHighlighted {
      isHighlighted = false  // dragging out clears at once: the minimum is for quick taps (§11.1)
    }
    sendActions(for: events.intersection([.touchDragEnter, .touchDragExit]))
    sendActions(for: events.subtracting([.touchDragEnter, .touchDragExit]))
  }

  /// Ends tracking and sends touch-up inside or outside.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    currentEvent = event
    guard isTracking, let touch = trackingTouch, touches.contains(touch) else {
      if let touch = trackingTouch, touches.contains(touch) { trackingTouch = nil }
      return super.touchesEnded(touches, with: event)
    }
    let inside = isInTrackingArea(touch)
    if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    endTracking(touch, with: event)
    isTracking = false
    trackingTouch = nil
    setHighlighted(false, at: touch.timestamp)
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    if inside { didTouchUpInside() }
  }

  /// Cancels tracking and sends touch-cancel.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    currentEvent = event
    guard isTracking, let touch = trackingTouch, touches.contains(touch) else {
      if let touch = trackingTouch, touches.contains(touch) { trackingTouch = nil }
      return super.touchesCancelled(touches, with: event)
    }
    cancelTracking(with: event)
    isTracking = false
    trackingTouch = nil
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  /// What a touch up inside triggers beyond `touchUpInside`: a button's primary action, a switch's
  /// toggle. The default does nothing.
  func didTouchUpInside() {}

  /// Controls are not first responders on touch screens (§3.3).
  open override var canBecomeFirstResponder: Bool { false }

  // MARK: Actions (overridable)

  /// Sends one action message: to `target`, or up the responder chain when `target` is `nil`.
  open func sendAction(_ action: Selector, to target: Any?, for event: Event?) {
    if let application = window?.application {
      application.sendAction(action, to: target, from: self, for: event)
    } else if let target = target as AnyObject? {
      Application.deliverAction(action, to: target, sender: self, event: event)
    } else if let responder = actionTarget(for: action, sender: self) {
      responder.perform(action, sender: self, event: event)
    }
  }

  /// Sends every action registered for any of `controlEvents`, in the order added.
  open func sendActions(for controlEvents: ControlEvents) {
    guard !controlEvents.isEmpty else { return }
    if let application = window?.application {
      application.withTracing {
        TraceRecorder.current?.record(
          .controlEvent(control: traceName, events: controlEvents.description))
      }
    }
    for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
      if let action = pair.action {
        action.sender = self
        action.handler(action)
      } else if let selector = pair.selector {
        if pair.hasTarget, pair.target == nil { continue }
        sendAction(selector, to: pair.target, for: currentEvent)
      }
    }
  }

  private func isInTrackingArea(_ touch: Touch) -> Bool {
    let point = touch.location(in: self)
    let margin = Self.trackingMargin
    return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
      || self.point(inside: point, with: nil)
  }

  private func setHighlighted(_ highlighted: Bool, at time: TimeInterval) {
    if highlighted {
      if !isHighlighted { highlightedSince = time }
      isHighlighted = true
      return
    }
    let shown = time - highlightedSince
    guard shown < Self.minimumHighlightDuration, let clock = window?.application?.clock else {
      isHighlighted = false
      return
    }
    let since = highlightedSince
    clock.schedule(after: Self.minimumHighlightDuration - shown) { [weak self] in
      guard let self, !self.isTracking, self.highlightedSince == since else { return }
      self.isHighlighted = false
    }
  }
}
