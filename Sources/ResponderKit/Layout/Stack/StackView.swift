import Foundation

/// A view that lays out a row or a column of views with Auto Layout: UIKit's `UIStackView`
/// (§21.9).
///
/// The stack view places its ``arrangedSubviews`` by adding constraints of its own, named as
/// UIKit names them (`UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`,
/// `UISV-alignment`, `UISV-hiding`, `UISV-distributing`, ...), and makes them again whenever its
/// ``axis``, ``distribution``, ``alignment``, spacing or arranged views change, at the next
/// constraint-update pass (``updateConstraints()``). Its size along an axis nothing else fixes
/// comes from its content: the arranged views' intrinsic sizes and the spacing between them.
///
/// A hidden arranged view collapses: it stays a subview but takes no room and no spacing. The
/// stack view draws nothing and takes touches like a plain view.
@preconcurrency @MainActor
open class StackView: View {
  /// The views the stack lays out, in order along its axis; each is also a subview.
  public private(set) var arrangedSubviews: [View] = []

  /// Whether the views form a row (`.horizontal`, the default) or a column (`.vertical`).
  open var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }

  /// How the views are sized and placed along the axis; ``Distribution/fill`` by default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }

  /// How the views are placed across the axis; ``Alignment/fill`` by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }

  /// The space between adjacent visible views, 0 by default: exact for the fill distributions,
  /// a minimum for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
  /// ``StackView/spacingUseSystem`` asks for the system spacing (8 points, <doc:Choices>).
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsArrangement() } }
  }

  /// Whether a vertical stack measures its spacing from the last baseline of a view to the first
  /// baseline of the next, rather than between their edges. Default `false`; a horizontal stack
  /// ignores it.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Whether the views are laid out within the stack's ``View/layoutMargins`` rather than its
  /// edges. Default `false`.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// The value of ``customSpacing(after:)`` for a view without custom spacing: the stack's
  /// ``spacing`` applies (`CGFloat.greatestFiniteMagnitude`, UIKit's `FLT_MAX`).
  nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// A spacing that asks for the system spacing between the views: 8 points, as
  /// ``LayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)``
  /// (`CGFloat(Float.leastNormalMagnitude)`, UIKit's `FLT_MIN`; <doc:Choices>).
  nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  // MARK: Internal state

  /// Custom spacing after arranged views, by identity.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made for the current arrangement.
  var arrangementConstraints: [LayoutConstraint] = []
  /// The guides the stack added between views for the equal distributions.
  var gapGuides: [LayoutGuide] = []
  /// Whether the arrangement must be made again before the next layout.
  var needsArrangement = false
  /// The arranged views' intrinsic sizes along the axis when last arranged.
  var arrangedIntrinsicSizes: [CGFloat] = []

  // MARK: Creating

  /// Creates an empty stack view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty stack view from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a stack view arranging `views`, in order, with a zero frame.
  ///
  /// - Complexity: O(*n*) in the views.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Arranged views

  /// Adds `view` at the end of ``arrangedSubviews``, and as a subview if it is not one; it is
  /// then laid out by constraints (its ``View/translatesAutoresizingMaskIntoConstraints`` becomes
  /// `false`).
  ///
  /// - Complexity: O(*n*) in the arranged views.
  open func addArrangedSubview(_ view: View) {
    let isArranged = arrangedSubviews.contains { $0 === view }
    insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged ? 1 : 0))
  }

  /// Inserts `view` into ``arrangedSubviews`` at `stackIndex`, moving it there if it is already
  /// arranged, and adds it as a subview if it is not one. An index past the end stops the
  /// program, as UIKit raises.
  ///
  /// - Complexity: O(*n*) in the arranged views.
  open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    precondition(
      view !== self, uncaughtException("NSInvalidArgumentException", "Can't add self as subview"))
    let existing = arrangedSubviews.firstIndex { $0 === view }
    let limit = arrangedSubviews.count - (existing == nil ? 0 : 1)
    precondition(
      stackIndex >= 0 && stackIndex <= limit,
      uncaughtException(
        "NSRangeException",
        "Insertion index \(stackIndex) is out of bounds for a stack view of \(limit) arranged "
          + "subviews"))
    if let existing { arrangedSubviews.remove(at: existing) }
    arrangedSubviews.insert(view, at: stackIndex)
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    setNeedsArrangement()
  }

  /// Removes `view` from ``arrangedSubviews``; it stays a subview, as in UIKit (call
  /// ``View/removeFromSuperview()`` to take it out of the stack entirely).
  ///
  /// - Complexity: O(*n*) in the arranged views.
  open func removeArrangedSubview(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangement()
  }

  /// Sets the spacing after `arrangedSubview`, in place of ``spacing``; ``spacingUseDefault``
  /// goes back to ``spacing`` and ``spacingUseSystem`` asks for the system spacing. It applies
  /// while the view and a view after it are visible.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    let key = ObjectIdentifier(arrangedSubview)
    let value: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != value else { return }
    customSpacings[key] = value
    setNeedsArrangement()
  }

  /// The spacing after `arrangedSubview`: its custom spacing, or ``spacingUseDefault`` when it
  /// has none.
  open func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }

  // MARK: View overrides

  /// Makes the arrangement's constraints again if anything changed, then runs the default.
  open override func updateConstraints() {
    arrangeIfNeeded()
    super.updateConstraints()
  }

  /// Makes the arrangement again when an arranged view's intrinsic size changed (the proportions
  /// of ``Distribution/fillProportionally`` and the ties of ``Distribution/fill`` are taken from
  /// those sizes), then applies the solved frames.
  ///
  /// - Complexity: O(*n*) in the arranged views, plus the arrangement's when it is made again.
  open override func layoutSubviews() {
    if proportionalSizes() != arrangedIntrinsicSizes { needsArrangement = true }
    arrangeIfNeeded()
    super.layoutSubviews()
  }

  /// A subview leaving the stack (``View/removeFromSuperview()``, or added elsewhere) leaves
  /// ``arrangedSubviews`` too, as in UIKit.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Asks for the arrangement to be made again at the next constraint-update pass.
  func setNeedsArrangement() {
    needsArrangement = true
    setNeedsUpdateConstraints()
  }

  /// Called by an arranged view whose ``View/isHidden`` changed: it collapses or reappears.
  func arrangedSubviewVisibilityDidChange(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    setNeedsArrangement()
  }
}
