import Foundation

/// The base class of gesture recognizers: an object that watches the touches of a view and its
/// descendants, decides whether they make a gesture, and sends actions when they do (§8).
///
/// Recognizers see every touch event before views do. Their state changes are recorded as they
/// happen; after the whole event has been fed to them, the gesture environment arbitrates
/// (exclusivity, failure requirements), sends actions and applies delays and cancellations to the
/// views, so actions never run inside a recognizer's own `touches…` method (§8.4, §12).
///
/// Subclass it exactly as in UIKit: override ``touchesBegan(_:with:)`` and the other touch methods,
/// set ``state``, and override ``reset()``.
@preconcurrency @MainActor
open class GestureRecognizer: NSObject {
  /// One registered action: a selector sent to a target (held weakly, as UIKit holds its
  /// targets), or a closure.
  struct Target {
    weak var object: AnyObject?
    var selector: Selector?
    var handler: (@MainActor (GestureRecognizer) -> Void)?
  }

  @exclusivity(unchecked) var machine = GestureStateMachine()
  @exclusivity(unchecked) var targets: [Target] = []
  /// The touches the recognizer is tracking, in the order they began.
  @exclusivity(unchecked) var trackedTouches: [Touch] = []
  /// Why the recognizer failed or was cancelled, when it did.
  @exclusivity(unchecked) var failureCause: GestureFailureCause?
  /// Changed → changed requests not yet reported (each sends actions again).
  @exclusivity(unchecked) var pendingChangeCount = 0
  /// The state the environment last reported (actions sent for it).
  @exclusivity(unchecked) var reportedState: State = .possible
  /// Driven by hover, scroll or transform input, outside the touch arbitration, until its reset:
  /// no touch joins it meanwhile.
  @exclusivity(unchecked) var isDrivenOutsideArbitration = false
  /// Held by a failure requirement: recognized internally, reported later (§8.6).
  @exclusivity(unchecked) var isHeld = false
  /// The recognizer it is held for, while held: followed to find requirement cycles.
  @exclusivity(unchecked) weak var awaited: GestureRecognizer?
  /// Recognizers this one requires to fail, by ``require(toFail:)``.
  @exclusivity(unchecked) var staticFailureRequirements: [WeakRecognizer] = []
  /// Where each recognizer of ``staticFailureRequirements`` stands in it, so that whether this
  /// one requires another is a lookup, not a search: a recognizer related to thousands of others
  /// must not make arbitration cubic.
  @exclusivity(unchecked) var failureRequirementPositions: [ObjectIdentifier: Int] = [:]
  /// The length of ``staticFailureRequirements`` at which released recognizers are next dropped
  /// from it.
  @exclusivity(unchecked) var failureRequirementPurgeCount = 8
  /// The type of the touches seen since the last reset (§8.1 `requiresExclusiveTouchType`).
  @exclusivity(unchecked) var exclusiveTouchType: Touch.TouchType?
  /// The environment handling this recognizer while it takes part in a touch sequence: set when
  /// it joins one, cleared when it leaves (reset) and by the environment's `deinit`. Unretained,
  /// as a superview is: a weak reference would give the environment a side table and every
  /// retain of it the slow path (ARCHITECTURE.md, "Who holds whom").
  @exclusivity(unchecked) unowned(unsafe) var environment: GestureEnvironment?
  /// Where the recognizer stands among the participants: its view's depth and its index there.
  @exclusivity(unchecked) var participationOrder: (depth: Int, index: Int) = (0, 0)
  /// The timers the recognizer has scheduled, cancelled at reset.
  @exclusivity(unchecked) var timers: [EventClock.TimerID] = []

  /// The view the recognizer is attached to.
  public internal(set) var view: View? {
    get { viewPointer?.takeUnretainedValue() }
    set { viewPointer = newValue.map(Unmanaged.passUnretained) }
  }
  /// ``view``, unretained as a superview is: the view holds the recognizer and clears this when it
  /// lets go (``View/removeGestureRecognizer(_:)``, the view's `deinit`), so a view with
  /// recognizers needs no side table and reaching it costs no reference counting.
  @exclusivity(unchecked) final var viewPointer: Unmanaged<View>?
  /// The delegate, asked about beginning, receiving touches and working with other recognizers.
  @exclusivity(unchecked) open weak var delegate: (any GestureRecognizerDelegate)?
  /// A name for debugging; traces name the recognizer by it.
  @exclusivity(unchecked) public var name: String?
  /// Whether views lose the recognizer's touches (`touchesCancelled`) when it recognizes.
  /// Default `true` (§7).
  @exclusivity(unchecked) public var cancelsTouchesInView = true
  /// Whether views get touches' began phase only after the recognizer fails. Default `false`.
  @exclusivity(unchecked) public var delaysTouchesBegan = false
  /// Whether views get touches' ended phase only after the recognizer fails. Default `true`.
  @exclusivity(unchecked) public var delaysTouchesEnded = true
  /// Whether, once the recognizer has seen a touch of one type, it refuses other types until reset.
  @exclusivity(unchecked) public var requiresExclusiveTouchType = true
  /// The types of touches the recognizer receives, as `Touch.TouchType` raw values in `NSNumber`s
  /// (UIKit's shape): `[NSNumber(value: Touch.TouchType.pencil.rawValue)]` takes the pencil only.
  @exclusivity(unchecked) public var allowedTouchTypes: [NSNumber] = Touch.TouchType.allCases.map {
    NSNumber(value: $0.rawValue)
  }
  {
    didSet {
      allowedTouchTypeMask = allowedTouchTypes.reduce(0) { $0 | 1 << $1.intValue }
    }
  }
  /// ``allowedTouchTypes`` as bits by raw value, checked at every touch-down.
  @exclusivity(unchecked) var allowedTouchTypeMask = 0b1111

  /// Whether the recognizer takes part in touch handling. Disabling an active recognizer cancels it
  /// (began or changed) or fails it (possible) (§8.8).
  @exclusivity(unchecked) public var isEnabled = true {
    didSet {
      if oldValue && !isEnabled { abandon(reason: .disabled) }
    }
  }

  /// Creates a recognizer that sends `action` to `target` when its state changes; the target
  /// performs it through ``Responder/perform(_:sender:event:)``. This is UIKit's designated
  /// initializer: subclasses override it. Ported code passes a method reference instead of a
  /// `#selector` (the generic `init(target:action:)` that takes a method of `target`).
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target = target as AnyObject?, let action {
      targets.append(Target(object: target, selector: action))
    }
  }

  /// Creates a recognizer with no target, as UIKit's `init()`.
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Creates a recognizer that calls `handler` when its state changes.
  public convenience init(handler: @escaping @MainActor (GestureRecognizer) -> Void) {
    self.init()
    addHandler(handler)
  }

  /// The current state. Subclasses set it (from their touch methods, a timer or any other callback:
  /// a change made outside an event is acted on as soon as that callback returns); the setter normalises requests as UIKit does
  /// (§8.2): for example `cancelled` while `possible` becomes `failed`, `began` while `began`
  /// becomes `changed`, and leaving `possible` for `began` or `ended` first asks the views' and the
  /// delegate's `gestureRecognizerShouldBegin`.
  ///
  /// A subclass may override it, as UIKit allows (`override var state: State { didSet { … } }`,
  /// or a getter and setter calling `super`): every change goes through the setter, the
  /// engine's too (a failure, an exclusion, the reset to `possible`), as UIKit's own code sets
  /// the state through its setter (§8.2).
  open var state: State {
    get { machine.state }
    set {
      if let committing = stateBeingCommitted {
        stateBeingCommitted = nil
        applyCommit(committing)
      } else {
        request(newValue, reason: .setBySubclass, fromSetter: true)
      }
    }
  }

  /// The state the engine is committing through ``state``'s setter, so that the base setter
  /// stores it as decided instead of normalising it as a subclass's request.
  @exclusivity(unchecked) var stateBeingCommitted: State?

  /// The modifier keys held in the last event the recognizer saw (a touch event, a hover or a
  /// key press): `UIGestureRecognizer.modifierFlags`. Empty for input that carries none (a
  /// scroll or a trackpad transform).
  @exclusivity(unchecked) public internal(set) var modifierFlags: KeyModifierFlags = []

  /// The pointer buttons pressed in the last event the recognizer saw (`UIGestureRecognizer
  /// .buttonMask`, "the buttons in the gesture"): at the click's release, the buttons that came
  /// up, so a tap's action reads the buttons of its click (ResponderKit's reading of UIKit).
  /// Empty for a finger's touches, hovering, keys and scrolls.
  @exclusivity(unchecked) public internal(set) var buttonMask: Event.ButtonMask = []

  // MARK: Subclass API

  /// Tells the recognizer that touches began. Override it; the default does nothing.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Tells the recognizer that touches moved. Override it; the default does nothing.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Tells the recognizer that touches ended. Override it; the default does nothing.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// Tells the recognizer that touches were cancelled. The default fails (or cancels) it.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    fail(.touchCancelled)
  }

  /// Tells the recognizer that refined values arrived for estimated properties of its touches.
  /// The default does nothing.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

  /// Tells the recognizer that presses of its ``allowedPressTypes`` began on a view of the first
  /// responder's chain. Override it; the default does nothing.
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {}
  /// Tells the recognizer that presses changed. Override it; the default does nothing.
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent) {}
  /// Tells the recognizer that presses ended. Override it; the default does nothing.
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {}
  /// Tells the recognizer that presses were cancelled. The default fails (or cancels) it.
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent) {
    fail(.touchCancelled)
  }

  /// The press types the recognizer receives, as `Press.PressType` raw values
  /// (`allowedPressTypes`). Empty by default: ResponderKit's recognizers take presses only when
  /// asked to (ResponderKit's choice; UIKit's defaults differ by platform).
  @exclusivity(unchecked) public var allowedPressTypes: [NSNumber] = []

  /// Called after the recognizer ended, was cancelled or failed, before it returns to `possible`.
  /// Override it to clear per-gesture state; call `super`.
  open func reset() {}

  /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing (§8.5).
  /// Default `true`.
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer` may prevent this one from recognizing. Default `true`.
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (§8.6). Default
  /// `false`.
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` must wait for this one to fail. Default `false`.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

  /// Whether the recognizer takes part in `event` (§8.3 rule 4). Default `true`.
  open func shouldReceive(_ event: Event) -> Bool { true }

  /// The point the gesture is at: by default the mean of the tracked touches' locations in `view`
  /// (`nil`: window coordinates), or the zero point with no touches (§8.9).
  open func location(in view: View?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return .zero }
    var sum = CGPoint.zero
    for touch in trackedTouches {
      let point = touch.location(in: view)
      sum.x += point.x
      sum.y += point.y
    }
    let count = CGFloat(trackedTouches.count)
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  /// The number of touches the recognizer is tracking.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The location of one tracked touch in `view`; an index out of range stops the program, as
  /// UIKit raises.
  open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(touchIndex),
      uncaughtException(
        "NSRangeException",
        "-[\(Console.uikitName(of: type(of: self))) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count))."
      ))
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Called when a recognizer held by a failure requirement is finally let through (§8.6).
  func recognitionWasReleased() {}

  /// Called when a timer scheduled with ``scheduleTimer(after:)`` fires; the environment updates
  /// right after (§12).
  func timerDidFire() {}

  /// The one closure every timer of this recognizer runs, made once so scheduling allocates nothing.
  /// It holds the recognizer unretained (a `weak` capture would give every recognizer a side
  /// table, and every retain of it the slow path): a recognizer going away cancels its pending
  /// timers first (`deinit`), so the closure never runs without it.
  final lazy var timerAction: @MainActor () -> Void = { [unowned(unsafe) self] in self.fireTimer() }
  /// The clock holding this recognizer's pending ``timers``, kept while any is pending so that
  /// they can always be cancelled.
  @exclusivity(unchecked) var timerClock: EventClock?

  /// Cancels the pending timers: their closure holds the recognizer unretained.
  isolated deinit {
    if let timerClock {
      for timer in timers { timerClock.cancel(timer) }
    }
  }

  /// The name traces give the recognizer: its ``name``, or its type's name.
  open var traceName: String { name ?? String(describing: type(of: self)) }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
}
