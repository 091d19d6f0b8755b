import Foundation

/// The backdrop of an app's user interface: a view that dispatches touch events to its views and
/// other events to its first responder (§6).
///
/// Like `UIWindow`, a window is hidden until ``makeKeyAndVisible()`` (or `isHidden = false`); a hidden
/// window takes no touches.
@preconcurrency @MainActor
open class Window: View {
  /// The window's position in the z-order of windows: higher levels are in front. A window that
  /// enters a new level is ordered in front of the other windows of that level, as in UIKit.
  @exclusivity(unchecked) public var windowLevel: WindowLevel = .normal {
    didSet {
      if windowLevel != oldValue { application?.orderFront(self) }
    }
  }
  /// The application the window belongs to, if any.
  public internal(set) var application: Application? {
    get { applicationPointer?.takeUnretainedValue() }
    set { applicationPointer = newValue.map(Unmanaged.passUnretained) }
  }
  /// ``application``, unretained: the application holds the window in its windows and clears
  /// this when it lets go (``Application/detach(_:)``, its `deinit`).
  @exclusivity(unchecked) final var applicationPointer: Unmanaged<Application>?
  /// The view controller whose view fills the window.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue, let view = old.viewIfLoaded, view.superview === self {
        old.viewWillDisappear(false)
        view.removeFromSuperview()
        old.viewDidDisappear(false)
      }
      if let controller = rootViewController {
        controller.loadViewIfNeeded(forWindowBounds: bounds)
        controller.view.frame = bounds
        controller.viewWillAppear(false)
        insertSubview(controller.view, at: 0)
        controller.viewDidAppear(false)
      }
    }
  }

  /// The window's first responder, if any.
  @exclusivity(unchecked) weak var firstResponder: Responder?
  /// The touches that views of this window are tracking, in the order they began.
  @exclusivity(unchecked) var trackingTouches: [Touch] = []
  /// Reused scratch storage for grouping touches per view during delivery.
  @exclusivity(unchecked) var deliveryScratch = DeliveryScratch()
  /// Whether a view of the window called ``View/setNeedsLayout()`` since the last layout pass.
  @exclusivity(unchecked) var hasPendingLayout = true
  /// How many views of the window's tree, the window included, hold gesture recognizers: a
  /// touch-down in a window with none looks for no recognizer. Kept by `addGestureRecognizer`,
  /// `removeGestureRecognizer` and each view's move between windows.
  @exclusivity(unchecked) var viewsHoldingRecognizers = 0
  /// When the window was last ordered front, to order windows of equal level.
  @exclusivity(unchecked) var orderedFrontStamp = 0

  /// Creates a window with the given frame in screen coordinates, in ``Application/shared`` as in
  /// UIKit. It is hidden until made visible.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    propagateWindow(self)
    Application.shared.attach(self)
  }

  /// Creates a window from an archive: a zero frame, in ``Application/shared``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
    propagateWindow(self)
    Application.shared.attach(self)
  }

  /// Creates a window in `application`, with the given frame in screen coordinates.
  public init(frame: CGRect, application: Application) {
    super.init(frame: frame)
    isHidden = true
    propagateWindow(self)
    application.attach(self)
  }

  /// The window scene the window is in, if any: UIKit's `windowScene`. Setting it moves the
  /// window into the scene's application; `nil` takes it out of its scene, not out of its
  /// application. Weak, as UIKit's: read only where the responder chain passes the window.
  public var windowScene: WindowScene? {
    get { storedWindowScene }
    set {
      storedWindowScene = newValue
      if let application = newValue?.application { application.attach(self) }
    }
  }
  /// ``windowScene``'s storage.
  weak var storedWindowScene: WindowScene?

  /// Creates a window in a window scene, as UIKit's `UIWindow(windowScene:)`: it fills the
  /// scene's screen and joins the scene's application (``Application/shared`` if the scene is
  /// not connected). It is hidden until made visible.
  public init(windowScene: WindowScene) {
    super.init(frame: windowScene.screen.bounds)
    isHidden = true
    propagateWindow(self)
    storedWindowScene = windowScene
    (windowScene.application ?? Application.shared).attach(self)
  }

  /// Its window scene if it has one, else the application (§3.1).
  open override var next: Responder? { storedWindowScene ?? application }

  /// Whether this is its application's key window.
  public var isKeyWindow: Bool { application?.keyWindow === self }

  /// Makes the window the key window: the one that receives non-touch events.
  public func makeKey() {
    application?.keyWindow = self
  }

  /// Shows the window in front of the windows of its level and makes it the key window.
  public func makeKeyAndVisible() {
    isHidden = false
    application?.orderFront(self)
    makeKey()
  }

  /// Dispatches an event to the window's views (touches) or its first responder (other events).
  ///
  /// Override it to look at events first; call `super` or nothing is delivered (§6, seed E16).
  open func sendEvent(_ event: Event) {
    defaultSendEvent(event)
  }

  /// A window hosts its own first responder state.
  override var firstResponderHost: Window? { self }

  /// Maps a point in screen coordinates into the window's coordinates.
  func convertFromScreen(_ point: CGPoint) -> CGPoint {
    pointFromSuperview(point)
  }
}
