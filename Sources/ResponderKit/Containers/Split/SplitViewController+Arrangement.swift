import Foundation

extension SplitViewController {
  /// Arranges the columns for the view's size, at its layout pass: collapses or expands when
  /// the width crosses ``compactWidthThreshold``, resolves the display mode and tells the delegate
  /// of a change, puts the views of the columns shown in the view and lays them out (§18.4).
  func arrange() {
    guard let container = viewIfLoaded else { return }
    let size = container.bounds.size
    let compact = size.width < Self.compactWidthThreshold
    var finished: ((any SplitViewControllerDelegate) -> Void)?
    if compact, !isCollapsed {
      collapse()
      if style != .unspecified { finished = { $0.splitViewControllerDidCollapse(self) } }
    } else if !compact, isCollapsed {
      expand(size: size)
      if style != .unspecified { finished = { $0.splitViewControllerDidExpand(self) } }
    }
    if !isCollapsed {
      let target = targetDisplayMode(for: size)
      if let arranged = arrangedDisplayMode, arranged != target {
        announceChange(from: arranged, to: target)
      }
      arrangedDisplayMode = target
    }
    install(shownColumns(), in: container)
    layoutColumns(in: container)
    if let finished, let delegate { finished(delegate) }
  }

  /// Collapses to one column: the compact column's controller if set, else the column the
  /// delegate picks from the secondary (column styles) or the secondary unless the delegate says
  /// it dealt with it (classic).
  private func collapse() {
    isCollapsed = true
    arrangedDisplayMode = nil
    let proposed: Column = columns[.secondary] != nil ? .secondary : .primary
    if style == .unspecified {
      if let secondary = columns[.secondary], let primary = columns[.primary],
        delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
      {
        collapsedTopColumn = .primary
      } else {
        collapsedTopColumn = proposed
      }
    } else {
      collapsedTopColumn =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
        ?? proposed
    }
  }

  /// Expands to the display mode the preference resolves to, or the one the delegate picks.
  private func expand(size: CGSize) {
    isCollapsed = false
    requestedDisplayMode = nil
    let proposed = targetDisplayMode(for: size)
    guard style != .unspecified, let delegate else { return }
    let chosen = delegate.splitViewController(
      self, displayModeForExpandingToProposedDisplayMode: proposed)
    if chosen != proposed, chosen != .automatic { requestedDisplayMode = chosen }
  }

  /// Tells the delegate the display mode will change, then which columns will hide and show.
  private func announceChange(from old: DisplayMode, to new: DisplayMode) {
    guard let delegate else { return }
    delegate.splitViewController(self, willChangeTo: new)
    guard style != .unspecified else { return }
    let before = visibleColumns(old)
    let after = visibleColumns(new)
    for column in before where !after.contains(column) {
      delegate.splitViewController(self, willHide: column)
    }
    for column in after where !before.contains(column) {
      delegate.splitViewController(self, willShow: column)
    }
  }

  /// The controllers to show, back to front: the top one when collapsed, else the secondary and
  /// then the sidebars.
  private func shownColumns() -> [ViewController] {
    if isCollapsed {
      let top = columns[.compact] ?? columns[collapsedTopColumn] ?? columns[.secondary]
      return (top ?? columns[.primary]).map { [$0] } ?? []
    }
    let visible = visibleColumns(displayMode)
    return ([Column.secondary, .primary, .supplementary]).filter(visible.contains)
      .compactMap { columns[$0] }
  }

  /// Puts the views of `shown` in `container` in that order, removing the other columns' views,
  /// with the appearance callbacks.
  private func install(_ shown: [ViewController], in container: View) {
    for controller in children where !shown.contains(where: { $0 === controller }) {
      guard let view = controller.viewIfLoaded, view.superview === container else { continue }
      controller.viewWillDisappear(false)
      view.removeFromSuperview()
      controller.viewDidDisappear(false)
    }
    for controller in shown {
      controller.loadViewIfNeeded(forWindowBounds: container.bounds)
      guard controller.view.superview !== container else {
        container.bringSubviewToFront(controller.view)
        continue
      }
      controller.viewWillAppear(false)
      container.addSubview(controller.view)
      controller.viewDidAppear(false)
    }
    if let dimmingView {
      if !isCollapsed, dimsSecondary(displayMode),
        let secondary = columns[.secondary]?.viewIfLoaded,
        secondary.superview === container
      {
        container.insertSubview(dimmingView, aboveSubview: secondary)
      } else {
        dimmingView.removeFromSuperview()
      }
    }
  }
}
