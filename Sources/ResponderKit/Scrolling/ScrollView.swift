import Foundation

/// A view whose content is larger than itself and moves under the finger (§10).
///
/// ``contentOffset`` is the bounds origin, so content is hit-tested in content coordinates. A pan
/// recognizer that begins only along scrollable axes drags the content; `delaysContentTouches`
/// holds touch-downs on the content for 0.15 s, so that a scroll that starts at once never reaches
/// the content; a drag that begins while the content tracks a touch cancels it unless
/// ``touchesShouldCancel(in:)`` (false for controls) says no. After a fling the content decelerates
/// on the application's clock, overshooting the content edge and springing back when it
/// ``bounces``, and a touch on a moving scroll view stops it without reaching the content. A scroll
/// view handles its own touches and does not forward them (seed E15).
@preconcurrency @MainActor
open class ScrollView: View {
  /// The size of the content.
  @exclusivity(unchecked) open var contentSize: CGSize = .zero
  /// Extra space around the content. A change calls ``adjustedContentInsetDidChange()``: the
  /// adjusted inset is this one here (``adjustedContentInset``), its top grown while a
  /// ``refreshControl`` refreshes in view.
  @exclusivity(unchecked) open var contentInset: EdgeInsets = .zero {
    didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
  }
  /// How the safe area adjusts ``adjustedContentInset``. Kept only: the engine's safe areas are
  /// zero, so every behaviour adjusts by nothing.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the horizontal indicator shows while scrolling. Default `true`; the engine draws
  /// nothing, so it is kept for app code and renderers.
  open var showsHorizontalScrollIndicator = true
  /// Whether the vertical indicator shows while scrolling. Default `true`; kept only.
  open var showsVerticalScrollIndicator = true
  /// The indicators' style. Kept only.
  open var indicatorStyle = IndicatorStyle.default
  /// The vertical indicator's insets from the edges. Kept only.
  open var verticalScrollIndicatorInsets = EdgeInsets.zero
  /// The horizontal indicator's insets from the edges. Kept only.
  open var horizontalScrollIndicatorInsets = EdgeInsets.zero
  /// How a drag dismisses the keyboard. Kept only: the engine shows no keyboard.
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// When ``flashScrollIndicators()`` last ran, on the clock of the scroll view's application
  /// (`nil` before, or outside a window): an engine addition, for renderers and tests.
  public internal(set) var indicatorsFlashedAt: TimeInterval?
  /// Whether the view scrolls at all.
  @exclusivity(unchecked) public var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether touch-downs on the content wait 0.15 s to see whether the user scrolls. Default `true`.
  @exclusivity(unchecked) public var delaysContentTouches = true
  /// Whether a drag may take a touch from the content. Default `true`.
  @exclusivity(unchecked) public var canCancelContentTouches = true
  /// Whether scrolling stops on multiples of the bounds size.
  @exclusivity(unchecked) public var isPagingEnabled = false
  /// Whether the content can go past its edges and spring back. Default `true`.
  @exclusivity(unchecked) public var bounces = true
  /// Whether a vertical drag scrolls even when the content is not taller than the view.
  @exclusivity(unchecked) public var alwaysBounceVertical = false
  /// Whether a horizontal drag scrolls even when the content is not wider than the view.
  @exclusivity(unchecked) public var alwaysBounceHorizontal = false
  /// How quickly the view slows down after a fling.
  @exclusivity(unchecked) public var decelerationRate: DecelerationRate = .normal
  /// The delegate.
  @exclusivity(unchecked) open weak var delegate: (any ScrollViewDelegate)? {
    didSet { configureZooming() }
  }
  /// The smallest zoom scale. Default 1.
  @exclusivity(unchecked) public var minimumZoomScale: CGFloat = 1 {
    didSet { configureZooming() }
  }
  /// The largest zoom scale. Default 1.
  @exclusivity(unchecked) public var maximumZoomScale: CGFloat = 1 {
    didSet { configureZooming() }
  }
  /// The current zoom scale.
  @exclusivity(unchecked) public internal(set) var zoomScale: CGFloat = 1

  /// The recognizer that drags the content (§10).
  public let panGestureRecognizer: PanGestureRecognizer
  /// The recognizer that zooms; present only when zooming is possible (§10).
  @exclusivity(unchecked) public internal(set) var pinchGestureRecognizer: PinchGestureRecognizer?
  let contentTouchDelayer: ContentTouchDelayer

  /// Called when ``adjustedContentInset`` changes (with ``contentInset``, here). Override it to
  /// react; the default does nothing.
  open func adjustedContentInsetDidChange() {}

  /// Whether a finger is on the scroll view or its content.
  public var isTracking: Bool {
    guard let touches = window?.application?.touchEvent.orderedTouches else { return false }
    return touches.contains { !$0.phase.isTerminal && $0.view?.isDescendant(of: self) == true }
  }
  /// Whether the user is dragging the content.
  @exclusivity(unchecked) public internal(set) var isDragging = false
  /// Whether the content is still moving after the user lifted.
  @exclusivity(unchecked) public internal(set) var isDecelerating = false

  @exclusivity(unchecked) var dragStartOffset: CGPoint = .zero
  @exclusivity(unchecked) var motion: ScrollMotion?
  @exclusivity(unchecked) var zoomStartScale: CGFloat = 1
  /// When a touch last caught the content decelerating (``catchMotion(at:)``).
  @exclusivity(unchecked) var motionCaughtAt: TimeInterval?
  @exclusivity(unchecked) var unzoomedContentSize: CGSize = .zero
  /// The one closure every motion frame runs, made once (at init) so frames allocate nothing.
  @exclusivity(unchecked) final var motionStep: @MainActor () -> Void = {}
  /// The ``refreshControl``, type-erased as `ViewController`'s extension storage is.
  @exclusivity(unchecked) final var refreshControlStorage: AnyObject?

  /// Creates a scroll view.
  public override init(frame: CGRect) {
    panGestureRecognizer = ScrollPanGestureRecognizer()
    contentTouchDelayer = ContentTouchDelayer()
    super.init(frame: frame)
    attachRecognizers()
  }

  /// Creates a scroll view from an archive: a zero frame, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    panGestureRecognizer = ScrollPanGestureRecognizer()
    contentTouchDelayer = ContentTouchDelayer()
    super.init(coder: coder)
    attachRecognizers()
  }

  private func attachRecognizers() {
    // A scroll view clips its content by default, as `UIScrollView` does; hit-testing does not
    // read it (§2.1), the renderer does.
    clipsToBounds = true
    motionStep = { [weak self] in self?.step() }
    if let pan = panGestureRecognizer as? ScrollPanGestureRecognizer { pan.scrollView = self }
    contentTouchDelayer.scrollView = self
    panGestureRecognizer.addHandler { [weak self] _ in self?.handlePan() }
    addGestureRecognizer(contentTouchDelayer)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The offset of the content's origin from the view's origin: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      // Read, change, write: an in-place `bounds.origin = ...` goes through the overridable
      // property's modify coroutine, which allocated on every scroll frame.
      var newBounds = bounds
      newBounds.origin = newValue
      bounds = newBounds
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Whether the content can scroll horizontally: wider than the view, or always bouncing.
  public var scrollsHorizontally: Bool {
    alwaysBounceHorizontal
      || contentSize.width + contentInset.left + contentInset.right > bounds.width
  }

  /// Whether the content can scroll vertically: taller than the view, or always bouncing.
  public var scrollsVertically: Bool {
    alwaysBounceVertical
      || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
  }

  /// Whether the content view `view` gets a touch that began on it: asked when the 0.15 s delay
  /// ends (or at once without `delaysContentTouches`). Default `true`.
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    true
  }

  /// Whether a drag may take a touch from the content view `view`. Default: `true`, except for
  /// controls (§10).
  open func touchesShouldCancel(in view: View) -> Bool {
    !(view is Control)
  }

  // A scroll view handles its own touches: nothing goes up the chain (seed E15).

  /// Handles the touch; does not forward it.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  /// Handles the touch; does not forward it.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  /// Handles the touch; does not forward it.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
  /// Handles the touch; does not forward it.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

extension ScrollView {
  /// UIKit's nested name for ``ResponderKit/DecelerationRate``.
  public typealias DecelerationRate = ResponderKit.DecelerationRate
}
