import Foundation

/// A rectangular area on the screen that takes part in hit-testing and receives touches.
///
/// The geometry (``frame``, ``bounds``, ``center``, ``transform``) and hierarchy follow UIKit's
/// `UIView`; so do the overridable hit-testing entry points ``hitTest(_:with:)`` and
/// ``point(inside:with:)`` (§2). The concerns live in extensions:
/// `View+Geometry`, `View+Hierarchy`, `View+Conversion`, `View+HitTesting`, `View+Animation`.
@preconcurrency @MainActor
open class View: Responder {
  // Properties read at every view hit-testing visits are marked `@exclusivity(unchecked)`: Swift's
  // dynamic exclusivity checks on class properties were over half of hit-testing's instructions
  // (measured with callgrind on the 10,000-view benchmark). They are main-actor isolated and the
  // engine never holds overlapping `inout` access to them, so the checks guard nothing here.

  // MARK: Geometry (stored)

  /// The stored bounds, read directly by hit-testing so that plain views pay no dynamic dispatch
  /// for the overridable ``bounds``.
  @exclusivity(unchecked) final var layerBounds: CGRect
  /// The stored centre, read directly by hit-testing (see ``layerBounds``).
  @exclusivity(unchecked) final var layerCenter: CGPoint

  /// The view's own coordinate space: its origin is the coordinate of its top-left corner, its size
  /// the view's size. A non-zero origin shifts what the subviews and ``point(inside:with:)`` see.
  /// A change of size asks for layout (``setNeedsLayout()``), as in UIKit.
  open var bounds: CGRect {
    get { layerBounds }
    set {
      let oldSize = layerBounds.size
      let sizeChanged = newValue.size != oldSize
      layerBounds = newValue
      noteAnimatableChange()
      if sizeChanged, let autoLayout, autoLayout.isPinnedInEngine { noteAutoLayoutChange() }
      if sizeChanged {
        invalidateSuperviewIndex()
        setNeedsLayout()
        if autoresizesSubviews, !subviews.isEmpty { resizeSubviews(withOldSize: oldSize) }
      }
    }
  }
  /// The centre of the view in its superview's coordinate space.
  open var center: CGPoint {
    get { layerCenter }
    set {
      layerCenter = newValue
      if let autoLayout, autoLayout.isPinnedInEngine { noteAutoLayoutChange() }
      invalidateSuperviewIndex()
      noteAnimatableChange()
    }
  }
  /// The view's rectangle in its superview's coordinate space: the bounding box of its bounds after
  /// ``transform`` about the centre. Setting it moves the centre to the rectangle's and resizes the
  /// bounds, keeping their origin, so that under a scale the frame reads back as set: the
  /// bounds take the size the transform's inverse gives the rectangle's size, as Core Animation's
  /// frame setter does (under a 2x scale a 60 by 40 frame makes 30 by 20 bounds; under a rotation
  /// the frame reads back larger, as on iOS; a transform that cannot be inverted leaves the size
  /// alone).
  open var frame: CGRect {
    get { frameRectangle }
    set {
      let frame = newValue.standardized
      center = CGPoint(x: frame.midX, y: frame.midY)
      var newBounds = bounds
      newBounds.size = boundsSize(forFrameSize: frame.size)
      bounds = newBounds
    }
  }
  /// The affine transform applied about the view's centre. Hit-testing honours it (§2.3).
  public var transform: CGAffineTransform {
    get { transformStorage?.transform ?? .identity }
    set {
      transformStorage = newValue.isIdentity ? nil : TransformStorage(newValue)
      invalidateSuperviewIndex()
      noteAnimatableChange()
    }
  }
  /// The transform and its inverse when the transform is not the identity: most views have none,
  /// so they keep one reference instead of two matrices (memory per view), and hit-testing
  /// inverts each transform once, not at every visit.
  @exclusivity(unchecked) final var transformStorage: TransformStorage?
  /// The view's layer once asked for (``layer``); most views never are.
  final var layerStorage: Layer?
  /// The class of the layer a view of this class makes (``layer``): ``Layer`` unless a subclass
  /// says otherwise (`override class var layerClass: AnyClass`).
  open class var layerClass: AnyClass { Layer.self }
  /// Whether ``transform`` is the identity, so hit-testing need not compare six numbers.
  var hasIdentityTransform: Bool {
    @inline(__always) get { transformStorage == nil }
  }
  /// The view's opacity; below 0.01 the view and its subtree are skipped by hit-testing (§2.1).
  @exclusivity(unchecked) public var alpha: CGFloat = 1 {
    didSet {
      setHitTestBlocker(.transparent, alpha < View.minimumHitTestAlpha)
      noteAnimatableChange()
    }
  }

  // MARK: Interaction

  /// Whether the view is hidden; a hidden view and its subtree take no touches.
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      DisplayList.noteChange()
      setHitTestBlocker(.hidden, isHidden)
      // A stack view collapses or shows its arranged views as they hide and reappear (§21.9).
      if isHidden != oldValue, let stack = superview as? StackView {
        stack.arrangedSubviewVisibilityDidChange(self)
      }
    }
  }
  /// Whether touches may reach the view; when `false` its whole subtree is skipped by hit-testing.
  open var isUserInteractionEnabled: Bool {
    get { hitTestBlockers & HitTestBlocker.interactionDisabled.rawValue == 0 }
    set { setHitTestBlocker(.interactionDisabled, !newValue) }
  }
  /// Whether the view receives more than one touch at a time (§6). Default `false`.
  @exclusivity(unchecked) public var isMultipleTouchEnabled = false
  /// Whether the view takes touches exclusively within its window (§6). Default `false`.
  @exclusivity(unchecked) public var isExclusiveTouch = false
  /// Whether subviews are clipped when drawn. Hit-testing does not depend on it (§2.1).
  @exclusivity(unchecked) public var clipsToBounds = false {
    didSet { DisplayList.noteChange() }
  }
  /// An integer that identifies the view in app code.
  @exclusivity(unchecked) public var tag = 0
  /// A string that identifies the view; traces and explanations name the view by it.
  @exclusivity(unchecked) public var accessibilityIdentifier: String?
  /// A short description of the view for assistive technology and for tests that find views as a
  /// user names them (UIKit's `accessibilityLabel`). `nil` unless set; a label's is its text and a
  /// button's its title, as in UIKit.
  open var accessibilityLabel: String? {
    get { appearance?.accessibilityLabel }
    set { appearanceForAccessibility.accessibilityLabel = newValue }
  }

  // MARK: Hierarchy (stored)

  /// The view's superview, or `nil` when it has none.
  public internal(set) var superview: View? {
    get { superviewPointer?.takeUnretainedValue() }
    set { superviewPointer = newValue.map(Unmanaged.passUnretained) }
  }
  /// The view's subviews, back to front: the last one is frontmost and is hit-tested first.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = [] {
    didSet {
      subviewIndex?.invalidate()
      DisplayList.noteChange()
    }
  }
  /// The grid hit-testing uses over very many subviews, built on demand (``SubviewIndex``).
  @exclusivity(unchecked) final var subviewIndex: SubviewIndex?
  /// The window the view is in, or `nil`.
  public internal(set) var window: Window? {
    get { windowPointer?.takeUnretainedValue() }
    set {
      if let newValue {
        windowPointer = Unmanaged.passUnretained(newValue)
      } else {
        windowPointer = nil
      }
    }
  }
  /// The superview and the window, unretained, as UIKit keeps them: the superview holds this view
  /// in its ``subviews`` and the window holds its whole tree, so each pointer is valid while it is
  /// set, and whoever lets go of the view clears it (``removeFromSuperview()``, the superview's
  /// `deinit`, the window's `deinit`). Unlike `weak` references they need no side table, so
  /// walking up the hierarchy (the responder chain, collecting recognizers) retains nothing
  /// through the slow reference-counting path.
  /// (`Unmanaged` rather than `unowned(unsafe)`: reading it never retains, so walks up the
  /// hierarchy and tests of which window a view is in cost no reference counting at all.)
  @exclusivity(unchecked) final var superviewPointer: Unmanaged<View>?
  @exclusivity(unchecked) final var windowPointer: Unmanaged<Window>?
  /// The view controller whose root view this is, if any.
  var owningViewController: ViewController? {
    get { owningViewControllerPointer }
    set {
      owningViewControllerPointer = newValue
      isRootViewOfController = newValue != nil
    }
  }
  /// Whether ``owningViewController`` is set, readable without a retain.
  @exclusivity(unchecked) final var isRootViewOfController = false
  /// ``owningViewController``, unretained like ``superviewPointer``: the controller holds this
  /// view as its root view and clears the pointer when it lets go (a new root view, its `deinit`).
  @exclusivity(unchecked) final unowned(unsafe) var owningViewControllerPointer: ViewController?

  /// The recognizers attached to the view, in the order added.
  @exclusivity(unchecked) var attachedRecognizers: [GestureRecognizer] = []

  /// How many touches this view is tracking (has received `touchesBegan` for, and not yet an end).
  @exclusivity(unchecked) var trackedTouchCount = 0
  /// Whether this is a control that is not enabled: hit-testing skips it (§2.1).
  @exclusivity(unchecked) var isDisabledControl = false {
    didSet { setHitTestBlocker(.disabledControl, isDisabledControl) }
  }
  /// Colours and content mode, made on first write (``backgroundColor``, ``tintColor``).
  @exclusivity(unchecked) var appearance: ViewAppearance?
  /// The view's Auto Layout state, once it has any (``autoLayoutState``).
  final var autoLayout: AutoLayoutState?
  /// Whether ``layoutSubviews()`` is due at the next layout pass; a new view needs one.
  @exclusivity(unchecked) var needsLayout = true
  /// How many non-interactive animations of this view are running (§2.1, seed E2).
  @exclusivity(unchecked) var nonInteractiveAnimationCount = 0 {
    didSet { setHitTestBlocker(.animating, nonInteractiveAnimationCount > 0) }
  }
  /// One bit per reason hit-testing skips the view (``HitTestBlocker``), kept by the setters of
  /// the properties behind them, so the walk tests one byte per view.
  @exclusivity(unchecked) final var hitTestBlockers: UInt8 = 0
  /// ``autoresizingMask``'s bits (UIKit's fit in a byte).
  @exclusivity(unchecked) final var autoresizingBits: UInt8 = 0
  /// Whether a change of the bounds size resizes the subviews by their ``autoresizingMask``.
  /// Default `true`, as in UIKit.
  @exclusivity(unchecked) public var autoresizesSubviews = true
  /// Whether the view's class is one whose `hitTest(_:with:)` and `point(inside:with:)` are
  /// ResponderKit's own (a plain `View`, `ImageView`, `Control`, `Button`, `ScrollView` or
  /// `Window`, not a subclass of one): hit-testing then walks it without a call.
  final let hasStandardHitTesting: Bool

  /// Creates a view with the given frame rectangle.
  public init(frame: CGRect) {
    let frame = frame.standardized
    layerBounds = CGRect(origin: .zero, size: frame.size)
    layerCenter = CGPoint(x: frame.midX, y: frame.midY)
    hasStandardHitTesting = View.standardHitTestingClasses.contains(ObjectIdentifier(Self.self))
    super.init()
  }

  /// Creates a view with a zero frame, as UIKit's `UIView()`.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive. ResponderKit has no nibs or storyboards: the view starts with
  /// a zero frame, and a subclass's override (usually `fatalError`, as in most UIKit code) decides.
  public required init?(coder: NSCoder) {
    layerBounds = .zero
    layerCenter = .zero
    hasStandardHitTesting = View.standardHitTestingClasses.contains(ObjectIdentifier(Self.self))
    super.init()
  }

  /// The classes of ``hasStandardHitTesting``: exactly these, never their subclasses.
  private static let standardHitTestingClasses: [ObjectIdentifier] = [
    ObjectIdentifier(View.self), ObjectIdentifier(ImageView.self), ObjectIdentifier(Control.self),
    ObjectIdentifier(Button.self), ObjectIdentifier(ScrollView.self), ObjectIdentifier(Window.self),
  ]

  /// Releases the subtree one view at a time instead of by nested deinitializers, so a hierarchy
  /// of any depth can be released: each subview that only this view holds gives its own subviews
  /// to the loop before it goes.
  ///
  /// - Complexity: O(*n*) in the size of the subtree released.
  /// Subviews that outlive it (held elsewhere) lose their unretained pointers to it, and, when a
  /// window goes, their whole subtree loses its pointer to the window.
  @MainActor deinit {
    // Recognizers that outlive the view lose it, as a weak reference would.
    let address = Unmanaged.passUnretained(self).toOpaque()
    for recognizer in attachedRecognizers where recognizer.viewPointer?.toOpaque() == address {
      recognizer.viewPointer = nil
    }
    // Constraints and guides that outlive the view lose it (Auto Layout §21.1).
    if let autoLayout { autoLayout.viewWillGo() }
    guard !subviews.isEmpty else { return }
    var pending = subviews
    subviews = []
    while var view = pending.popLast() {
      // Its superview (this view or one released below) is going.
      view.superviewPointer = nil
      if isKnownUniquelyReferenced(&view) {
        if !view.subviews.isEmpty {
          pending.append(contentsOf: view.subviews)
          view.subviews = []
        }
      } else if view.windowPointer?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
        // Only a window's own teardown leaves views pointing to a window that is going: a view
        // in a window is held by it, so it is never released before the window lets it go.
        view.clearWindowPointers()
      }
    }
  }

  /// The view controller owning this view as its root view if there is one, else the superview
  /// (§3.1).
  open override var next: Responder? {
    owningViewController ?? superview
  }

  /// The view's ``accessibilityIdentifier``, or its type's name when it has none.
  open override var traceName: String {
    accessibilityIdentifier ?? String(describing: type(of: self))
  }

  // MARK: Hit-testing (overridable)

  /// Returns the farthest descendant of this view, itself included, that contains `point` and takes
  /// touches, or `nil` (§2.1).
  ///
  /// `point` is in this view's bounds coordinates. The default skips a hidden view, one with
  /// interaction disabled, one with `alpha < 0.01` and one in a non-interactive animation; then
  /// asks ``point(inside:with:)`` and, only if that says yes, asks the subviews frontmost first.
  /// Override it to redirect touches; keep overrides free of side effects, as UIKit may call it
  /// more than once per touch (§2.5).
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    defaultHitTest(point, with: event)
  }

  /// Returns whether `point`, in bounds coordinates, is inside the view: the default tests
  /// ``bounds`` with CoreGraphics containment (min edges in, max edges out; §2.2).
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    boundsContain(point)
  }

  /// Whether `gestureRecognizer` may begin recognizing touches that hit this view (§8.2);
  /// asked of the view of each of the recognizer's touches. Default `true`; controls say no to
  /// recognizers on their ancestors (§11.4).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  // MARK: Drawing (overridable)

  /// Marks the view as needing to be drawn again (Embedding §22.2). ResponderKit draws nothing
  /// itself: the mark tells a host that its ``DisplayList`` is out of date. The engine marks
  /// changes of geometry, visibility, colour, hierarchy and controls' states itself; call it when
  /// something only a custom renderer reads changes.
  open func setNeedsDisplay() {
    DisplayList.noteChange()
  }

  /// Marks part of the view as needing to be drawn again; the whole view is, in ResponderKit.
  open func setNeedsDisplay(_ rect: CGRect) {
    setNeedsDisplay()
  }

  // MARK: Layout (overridable)

  /// Lays out the subviews. The default gives the subviews laid out by constraints the frames the
  /// engine solved (Auto Layout §21.6), as UIKit's does; override it to place subviews from
  /// ``bounds``, calling `super` first when constraints place some. Do not call it directly: call
  /// ``setNeedsLayout()`` or ``layoutIfNeeded()``.
  open func layoutSubviews() {
    guard autoLayout?.subtreeHasAutoLayout == true else { return }
    layoutRoot.autoLayout?.engine?.applyFrames(toSubviewsOf: self)
  }

  // MARK: Auto Layout (overridable)

  /// Updates the view's constraints at the constraint-update pass that
  /// ``setNeedsUpdateConstraints()`` asks for (§21.6). The default does nothing; an override adds
  /// or changes constraints and calls `super` last.
  open func updateConstraints() {}

  /// Whether the view's class lays out with constraints; kept for UIKit code, not acted on.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Tells the view its ``layoutMargins`` changed.
  open func layoutMarginsDidChange() {}

  /// The view whose text gives this view's first baseline (§21.4): the view itself, unless a
  /// subclass names a subview.
  open var forFirstBaselineLayout: View { self }
  /// The view whose text gives this view's last baseline.
  open var forLastBaselineLayout: View { self }

  /// The content hugging priority the view's class has by default (§21.4).
  var defaultContentHuggingPriority: LayoutPriority { .defaultLow }

  /// The height of the view's text and of one line of it, for baselines (§21.4); `nil` for a view
  /// without text.
  var layoutTextMetrics: (textHeight: CGFloat, lineHeight: CGFloat)? { nil }

  // MARK: Sizing (overridable)

  /// The value of an ``intrinsicContentSize`` axis the view has no preference on: -1, as UIKit's.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// The size that best fits `size`. The default returns the view's current size, as UIKit's;
  /// labels, controls and image views answer from their content.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The size the view's content needs; ``View/noIntrinsicMetric`` on an axis where it has no
  /// preference. The default has none on either axis, as UIKit's.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Tells the view its ``intrinsicContentSize`` changed: the engine takes the new size at the
  /// next layout pass (Auto Layout §21.4), and the superview, which may place its subviews by
  /// their sizes in ``layoutSubviews()``, is marked as needing layout.
  open func invalidateIntrinsicContentSize() {
    DisplayList.noteChange()
    superview?.setNeedsLayout()
    if autoLayout != nil {
      intrinsicSizeDidChange()
      noteAutoLayoutChange()
    }
  }

  /// A view standing for this one's current look, for transitions: UIKit's snapshot. The engine
  /// draws nothing, so it holds no pixels and no subviews: a plain view of the same bounds size
  /// and background colour, with user interaction off. `afterUpdates` changes nothing.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
    let snapshot = View(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.backgroundColor = backgroundColor
    snapshot.isUserInteractionEnabled = false
    return snapshot
  }

  // MARK: Hierarchy hooks (overridable)

  /// Tells the view that a subview was added.
  open func didAddSubview(_ subview: View) {}
  /// Tells the view that a subview is about to be removed.
  open func willRemoveSubview(_ subview: View) {}
  /// Tells the view that its superview is about to change.
  open func willMove(toSuperview newSuperview: View?) {}
  /// Tells the view that its superview changed.
  open func didMoveToSuperview() {}
  /// Tells the view that its window is about to change.
  open func willMove(toWindow newWindow: Window?) {}
  /// Tells the view that its window changed.
  open func didMoveToWindow() {}
  /// Tells the view its traits changed from `previousTraitCollection`: called when an
  /// ``overrideUserInterfaceStyle`` at or above it changes the style it is shown in.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// A view hosts its window's first responder state.
  override var firstResponderHost: Window? { window }
}
