import Foundation

extension View {
  /// Asks for ``updateConstraints()`` at the next layout pass (§21.6).
  public func setNeedsUpdateConstraints() {
    autoLayoutState.needsUpdateConstraints = true
    markSubtreeHasAutoLayout()
    noteAutoLayoutChange()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

  /// Runs the constraint-update pass of the view's subtree now: ``updateConstraints()`` on each
  /// view that asked, subviews before their superview, as UIKit does.
  ///
  /// - Complexity: O(*n*) in the views of the subtree that hold Auto Layout.
  public func updateConstraintsIfNeeded() {
    var order: [View] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      guard let state = view.autoLayout, state.subtreeHasAutoLayout else { continue }
      order.append(view)
      pending.append(contentsOf: view.subviews)
    }
    for view in order.reversed() where view.autoLayout?.needsUpdateConstraints == true {
      view.autoLayout?.needsUpdateConstraints = false
      if view.isRootViewOfController, let controller = view.owningViewControllerPointer {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
  }

  /// Updates constraints, brings the engine up to date and marks the views it moves: the start of
  /// a layout pass in a hierarchy with constraints (§21.6).
  func prepareAutoLayout() {
    updateConstraintsIfNeeded()
    let state = autoLayoutState
    let engine = state.engine ?? LayoutEngine(root: self)
    state.engine = engine
    engine.update()
    engine.markViewsToMove()
  }

  /// Whether the constraints leave the view's frame undetermined (§21.7).
  public var hasAmbiguousLayout: Bool {
    let root = layoutRoot
    guard root.autoLayout?.subtreeHasAutoLayout == true else { return false }
    if root.autoLayout?.engine == nil { root.prepareAutoLayout() }
    return root.autoLayout?.engine?.isAmbiguous(self) ?? false
  }

  /// The active constraints of the view's hierarchy that involve the view on `axis`: those with
  /// the view as an item and an attribute of that axis.
  ///
  /// - Complexity: O(*n*) in the views of the hierarchy that hold constraints.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    var found: [LayoutConstraint] = []
    var pending: [View] = [layoutRoot]
    while let view = pending.popLast() {
      guard let state = view.autoLayout, state.subtreeHasAutoLayout else { continue }
      found += state.installed.filter {
        ($0.firstItem === self && $0.firstAttribute.axis == axis)
          || ($0.secondItem === self && $0.secondAttribute.axis == axis)
      }
      pending.append(contentsOf: view.subviews)
    }
    return found
  }
}
