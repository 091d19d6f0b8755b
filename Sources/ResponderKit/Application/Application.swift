import DequeModule
import Foundation

/// The centralised point of control: it owns the windows, queues incoming events first in, first
/// out, and dispatches them one at a time through ``sendEvent(_:)`` (§6).
///
/// ```
///  backend samples ──▶ send(_:) ──▶ validate ──▶ event queue (FIFO) ──▶ apply to Touch objects
///                                  (InputError)                         hit-test new touches
///                                                                              │
///        views' touches…(_:with:) ◀── Window.sendEvent(_:) ◀── Application.sendEvent(_:)
/// ```
///
/// Time is deterministic: the ``clock`` moves only with the timestamps of the input and with
/// ``advance(by:)``; timers fire between events.
@preconcurrency @MainActor
open class Application: Responder {
  /// The deterministic clock that drives every timer of this application.
  public let clock: EventClock
  /// The recorder that receives trace records while events are dispatched, if any.
  @exclusivity(unchecked) public var tracer: TraceRecorder?
  /// The application's delegate. When it is a plain ``Responder`` (not a view, view controller or
  /// application) it is the application's ``next`` responder (§3.1).
  @exclusivity(unchecked) public var delegate: AnyObject?

  /// The application's windows back to front, as UIKit orders `UIApplication.windows`: by
  /// ``Window/windowLevel``, then in the order they were ordered front (a window attached or made
  /// key and visible is in front of the others of its level), so the last is the frontmost.
  ///
  /// - Complexity: O(*w*) in the number of windows (O(*w* log *w*) after a change of order).
  public var windows: [Window] { windowsFrontToBack.reversed() }
  /// The windows in the order they were attached: the engine's own order for delivery.
  @exclusivity(unchecked) var attachedWindows: [Window] = []
  /// The window that receives non-touch events.
  ///
  /// Always one of ``windows`` (a window detached stops being key), which the application holds
  /// anyway, so this reference is strong: a weak one would give every key window a side table
  /// and each retain of it, on every touch event, the slow path.
  @exclusivity(unchecked) public internal(set) var keyWindow: Window?

  @exclusivity(unchecked) var inputQueue = Deque<PendingInput>()
  @exclusivity(unchecked) var validator = InputValidator()
  @exclusivity(unchecked) var isDispatching = false
  /// Windows detached from a handler while input was dispatching: they leave once their
  /// cancelled touches have been delivered.
  @exclusivity(unchecked) var windowsLeaving: [Window] = []
  @exclusivity(unchecked) var frameInProgress = false
  let touchEvent = Event(type: .touches, timestamp: 0)
  /// The live touches found by id (those of ``touchEvent``).
  @exclusivity(unchecked) var touchesByID = TouchTable()
  @exclusivity(unchecked) var touchPool: [Touch] = []
  /// The touch retired last, kept apart from ``touchPool``: one finger tapping again and again
  /// reuses it without touching the array.
  @exclusivity(unchecked) var spareTouch: Touch?
  /// The pinch and rotation recognizers following the trackpad gesture in progress.
  @exclusivity(unchecked) var transformingRecognizers: [GestureRecognizer] = []
  /// The time of the trackpad gesture's latest step.
  @exclusivity(unchecked) var lastTransformTime: TimeInterval = 0
  /// The pan recognizer following the scroll in progress, if any.
  @exclusivity(unchecked) var scrollingRecognizer: PanGestureRecognizer?
  /// The timer that ends a wheel's scroll after its last tick.
  @exclusivity(unchecked) var wheelEndTimer: EventClock.TimerID?
  /// The hover recognizers the pointer is over, in the order they began.
  @exclusivity(unchecked) var hoveringRecognizers: [HoverGestureRecognizer] = []
  /// The presses of the keyboard keys down, by key code.
  @exclusivity(unchecked) var keyPresses: [Int: Press] = [:]
  /// Samples whose estimated properties await an update, by estimation update index.
  @exclusivity(unchecked) var pendingEstimations: [Int: PendingEstimation] = [:]
  @exclusivity(unchecked) var frameStamp = 0
  @exclusivity(unchecked) var frameTimestamp: TimeInterval = 0
  /// The gesture environment: recognizers' collection, arbitration and effect on views.
  let gestureEnvironment: GestureEnvironment
  /// The lifts a new touch's tap count may continue (§14.2).
  @exclusivity(unchecked) var recentTaps = TapHistory()
  @exclusivity(unchecked) var orderingCounter = 0
  /// The connected scenes, in the order they connected.
  @exclusivity(unchecked) var scenes: [Scene] = []
  /// How many scene sessions the application has made, for their identifiers.
  @exclusivity(unchecked) var sessionCounter = 0
  /// ``windowsFrontToBack``, kept until the windows or their order change.
  @exclusivity(unchecked) var frontToBackCache: [Window]?
  /// The observers of recognizers' state changes (``addRecognizerStateObserver(_:)``).
  @exclusivity(unchecked) var recognizerStateObservers: [RecognizerStateObservation] = []
  /// The last observer token handed out.
  @exclusivity(unchecked) var lastObserverToken = 0

  /// The shared application, as UIKit's `UIApplication.shared`: the one windows made without
  /// naming one join (``Window/init(frame:)``). ``ApplicationMain(_:_:_:_:)`` makes an instance of
  /// the principal class shared, so a subclass (one that overrides ``sendEvent(_:)``, say) is the
  /// shared application as in UIKit; ``makeShared(_:)`` does it directly. Until one is made
  /// shared, a plain `Application` is created on first use. Other applications (one per test,
  /// say) live beside it, each with its own clock.
  public static var shared: Application {
    if let sharedApplication { return sharedApplication }
    let previous = lastActive
    let application = Application()
    lastActive = previous
    sharedApplication = application
    return application
  }

  /// ``shared``, once made or set.
  @exclusivity(unchecked) static var sharedApplication: Application?

  /// Makes `application` the shared application: windows made without naming an application
  /// join it from now on, and ``shared`` returns it. Windows already in the former shared
  /// application stay there. ``ApplicationMain(_:_:_:_:)`` calls it with the instance of the
  /// principal class.
  public static func makeShared(_ application: Application) {
    sharedApplication = application
  }

  /// The application dispatching events or advancing its clock right now, if any: set and
  /// restored around each dispatch. Unretained: an application is on the stack of its own
  /// dispatch (its caller holds it) for as long as it is set here, and so is an outer one it
  /// restores, so setting it costs no reference counting.
  @exclusivity(unchecked) static var dispatching: Unmanaged<Application>?
  /// The application most recently created, or that most recently dispatched or advanced time
  /// (held until another takes its place).
  @exclusivity(unchecked) static var lastActive: Application? {
    didSet { lastActiveID = lastActive.map(ObjectIdentifier.init) }
  }
  /// ``lastActive``'s identity.
  @exclusivity(unchecked) static var lastActiveID: ObjectIdentifier?

  /// What ``becomeDispatching()`` changed, for ``stopDispatching(restoring:)`` to undo.
  struct DispatchingChange {
    let changed: Bool
    let outer: Unmanaged<Application>?
  }

  /// Makes this application ``dispatching`` and ``lastActive``. Nested calls (a dispatch inside
  /// an `advance`) only compare identities.
  @inline(__always)
  func becomeDispatching() -> DispatchingChange {
    let me = ObjectIdentifier(self)
    if Application.lastActiveID != me { Application.lastActive = self }
    let outer = Application.dispatching
    guard !outer.isPointer(to: self) else {
      return DispatchingChange(changed: false, outer: nil)
    }
    Application.dispatching = Unmanaged.passUnretained(self)
    return DispatchingChange(changed: true, outer: outer)
  }

  /// Restores the application dispatching before ``becomeDispatching()``.
  @inline(__always)
  func stopDispatching(restoring change: DispatchingChange) {
    guard change.changed else { return }
    Application.dispatching = change.outer
  }

  /// The application whose clock timers made by app code run on (``RunLoopTimer``): the one
  /// dispatching events or advancing time now; outside that, the one most recently created or
  /// active (a test's own application, while it sets its screen up); else ``shared``.
  public static var current: Application {
    dispatching?.takeUnretainedValue() ?? lastActive ?? shared
  }

  /// Creates an application with no windows. Required, so that ``ApplicationMain(_:_:_:_:)`` can
  /// make an instance of a principal class found by name.
  public required override init() {
    let clock = EventClock()
    self.clock = clock
    gestureEnvironment = GestureEnvironment(clock: clock)
    super.init()
    gestureEnvironment.applicationPointer = Unmanaged.passUnretained(self)
    clock.didFireTimer = { [unowned self] in gestureEnvironment.updateIfNeeded() }
    Application.lastActive = self
    touchEvent.orderedTouches.reserveCapacity(16)
  }

  /// The delegate if it is a plain responder: not a view, a view controller or the application.
  open override var next: Responder? {
    guard let responder = delegate as? Responder else { return nil }
    if responder is View || responder is ViewController || responder is Application { return nil }
    return responder
  }

  /// Dispatches an event: touch events go to every window that owns touches in them, other events
  /// to the key window. Override it to observe every event; call `super` or nothing is delivered.
  open func sendEvent(_ event: Event) {
    if event.type == .touches {
      if event.orderedTouches.count == 1 {
        // One touch: its window is the only one with touches in the event. A window is among
        // the windows exactly when its application is this one: no search.
        guard let window = event.orderedTouches[0].window,
          window.applicationPointer.isPointer(to: self)
        else { return }
        window.sendEvent(event)
        return
      }
      for window in attachedWindows where event.hasTouches(in: window) {
        window.sendEvent(event)
      }
    } else if let keyWindow {
      keyWindow.sendEvent(event)
    }
  }

  /// Windows that outlive the application lose it, as a weak reference would; touches still down
  /// (or withheld from their views) end with it, without calls: they stop being tracked and let
  /// go of their views, windows and recognizers. A touch holds its view and window strongly, and
  /// a window holds the touches it tracks, so a touch left down would otherwise keep its window
  /// and views alive forever.
  isolated deinit {
    var touches = touchEvent.orderedTouches + gestureEnvironment.touchesAwaitingViews
    for window in attachedWindows + windowsLeaving { touches += window.trackingTouches }
    for touch in touches { touch.abandon() }
    for recognizer in gestureEnvironment.participants {
      recognizer.trackedTouches.removeAll()
    }
    for window in attachedWindows { window.applicationPointer = nil }
    for window in windowsLeaving { window.applicationPointer = nil }
    for scene in scenes { scene.applicationPointer = nil }
  }

  /// Adds a window to the application.
  public func attach(_ window: Window) {
    DisplayList.noteChange()
    guard window.application !== self else { return }
    window.application?.detach(window)
    window.application = self
    attachedWindows.append(window)
    frontToBackCache = nil
  }

  /// Removes a window from the application. Touches down in it are cancelled first: its views
  /// get `touchesCancelled` and its recognizers are cancelled or fail, as when UIKit removes a
  /// window from the screen under a finger.
  public func detach(_ window: Window) {
    DisplayList.noteChange()
    guard window.application === self else { return }
    // Touches still down in the input, whatever phase a view was shown (a view whose touch a
    // recognizer took already saw it cancelled, but the touch is live until its cancel is sent).
    let touchesInWindow = touchEvent.orderedTouches.filter { $0.window === window }
    guard !touchesInWindow.isEmpty else { return finishDetaching(window) }
    // Leaving, the window takes no new touch (a handler of the cancel could begin one in it).
    if !windowsLeaving.containsIdentical(window) { windowsLeaving.append(window) }
    cancelTouches(touchesInWindow)
    // Dispatching, the cancels are queued behind the current event and the window leaves when
    // the queue has run; otherwise they were delivered just now.
    if !isDispatching { finishDetaching(window) }
  }

  /// Takes a window out of the application's windows.
  func finishDetaching(_ window: Window) {
    windowsLeaving.removeAll(identicalTo: window)
    attachedWindows.removeAll(identicalTo: window)
    frontToBackCache = nil
    if keyWindow === window { keyWindow = nil }
    window.application = nil
  }

  /// Orders `window` in front of the other windows of its level.
  func orderFront(_ window: Window) {
    DisplayList.noteChange()
    orderingCounter += 1
    window.orderedFrontStamp = orderingCounter
    frontToBackCache = nil
  }

  /// The windows front to back: higher level first, then the most recently ordered front.
  ///
  /// - Complexity: O(*w* log *w*) in the number of windows after a window was added, removed,
  ///   ordered front or given a new level; O(1) otherwise.
  public var windowsFrontToBack: [Window] {
    if let cached = frontToBackCache { return cached }
    let sorted = attachedWindows.sorted {
      ($0.windowLevel, $0.orderedFrontStamp) > ($1.windowLevel, $1.orderedFrontStamp)
    }
    frontToBackCache = sorted
    return sorted
  }

  /// Runs `body` with ``tracer`` as the current trace recorder.
  func withTracing<T>(_ body: () throws -> T) rethrows -> T {
    guard let tracer else { return try body() }
    return try tracer.recording(body)
  }
}

/// One queued input item. Touch samples carry whether they close their frame.
enum PendingInput {
  case touch(TouchSample, endsFrame: Bool)
  case motion(Event.EventSubtype, MotionPhase, TimeInterval)
  case remoteControl(Event.EventSubtype, TimeInterval)
  case press(Press.PressType, Press.Phase, TimeInterval)
  case estimationUpdate(EstimatedPropertiesUpdate)
  case key(KeySample)
  case pointer(PointerSample, touch: TouchSample?)
  case pointerExit(TimeInterval)
  case scroll(ScrollSample)
  case transform(TransformSample)
}

/// The phases of a motion event.
public enum MotionPhase: Hashable, Sendable, Codable {
  /// The motion began.
  case began
  /// The motion ended.
  case ended
  /// The motion was cancelled.
  case cancelled
}
