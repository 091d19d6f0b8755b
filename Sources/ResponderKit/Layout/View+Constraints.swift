import Foundation

extension View {
  /// Whether the engine turns the view's frame and ``autoresizingMask`` into constraints
  /// (`NSAutoresizingMaskLayoutConstraint`s) rather than giving it a frame from its own
  /// constraints (§21.5). Default `true`, as for any view made in code; set it to `false` on each
  /// view you lay out with constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      autoLayoutState.translatesAutoresizingMask = newValue
      if !newValue { markSubtreeHasAutoLayout() }
      layoutRoot.autoLayout?.engine?.needsRebuild = true
      noteAutoLayoutChange()
    }
  }

  /// The active constraints installed on this view: those whose items' nearest common ancestor
  /// it is (§21.1).
  public var constraints: [LayoutConstraint] { autoLayout?.installed ?? [] }

  /// Activates `constraint`, UIKit's older way; the constraint is installed on its items'
  /// nearest common ancestor whichever view is asked, as UIKit does since iOS 8.
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
  /// Activates each constraint.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }
  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
  /// Deactivates each constraint.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  // MARK: Content priorities (§21.4)

  /// How strongly the view resists growing past its ``intrinsicContentSize`` on `axis`.
  /// Defaults to ``LayoutPriority/defaultLow`` (250), or 750 for switches and steppers, as views
  /// made in code have in UIKit.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    let stored = axis == .horizontal ? autoLayout?.hugging.horizontal : autoLayout?.hugging.vertical
    return stored ?? defaultContentHuggingPriority
  }
  /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis)
  {
    if axis == .horizontal {
      autoLayoutState.hugging.horizontal = priority
    } else {
      autoLayoutState.hugging.vertical = priority
    }
    intrinsicSizeDidChange()
  }
  /// How strongly the view resists shrinking below its ``intrinsicContentSize`` on `axis`.
  /// Defaults to ``LayoutPriority/defaultHigh`` (750).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    let stored =
      axis == .horizontal ? autoLayout?.compression.horizontal : autoLayout?.compression.vertical
    return stored ?? .defaultHigh
  }
  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      autoLayoutState.compression.horizontal = priority
    } else {
      autoLayoutState.compression.vertical = priority
    }
    intrinsicSizeDidChange()
  }

  /// Tells the engine that the view's intrinsic size or content priorities changed.
  func intrinsicSizeDidChange() {
    guard let autoLayout, !autoLayout.translatesAutoresizingMask else { return }
    layoutRoot.autoLayout?.engine?.intrinsicSizeDidChange(of: self)
    noteAutoLayoutChange()
  }

  // MARK: Layout guides (§21.2)

  /// The guides added to the view.
  public var layoutGuides: [LayoutGuide] { autoLayout?.guides ?? [] }

  /// Adds `layoutGuide` to the view: its frame is then in this view's coordinates.
  public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
    autoLayoutState.guides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes `layoutGuide` from the view, deactivating the constraints that use it.
  public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
    guard let index = autoLayout?.guides.firstIndex(where: { $0 === layoutGuide }) else { return }
    deactivateConstraints { $0.firstItem === layoutGuide || $0.secondItem === layoutGuide }
    autoLayoutState.guides.remove(at: index)
    layoutGuide.owningView = nil
  }

  /// Deactivates the active constraints of this view's hierarchy that match.
  ///
  /// - Complexity: O(*n*) in the views of the hierarchy that hold constraints.
  func deactivateConstraints(where matches: (LayoutConstraint) -> Bool) {
    var pending: [View] = [layoutRoot]
    var found: [LayoutConstraint] = []
    while let view = pending.popLast() {
      guard let state = view.autoLayout, state.subtreeHasAutoLayout else { continue }
      found.append(contentsOf: state.installed.filter(matches))
      pending.append(contentsOf: view.subviews)
    }
    LayoutConstraint.deactivate(found)
  }
}
