import Foundation

extension View {
  /// Marks the view as needing layout: ``layoutSubviews()`` runs at the next layout pass, before the
  /// application dispatches its next touch event (UIKit: at the end of the run-loop turn), or at
  /// ``layoutIfNeeded()``. A change of ``bounds`` size marks the view, as in UIKit.
  public func setNeedsLayout() {
    needsLayout = true
    window?.hasPendingLayout = true
  }

  /// Lays out the view and its subtree now if any of it needs layout: ``layoutSubviews()`` runs on
  /// each marked view, parents before children.
  ///
  /// In a hierarchy with constraints the pass first updates constraints
  /// (``updateConstraints()``) and solves them, and starts from the highest ancestor that needs
  /// layout, as UIKit's does; it repeats, a few times at most, while laying out changed what the
  /// constraints depend on (a translating view's frame, a label's width) (Auto Layout §21.6).
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  public func layoutIfNeeded() {
    let root = layoutRoot
    guard root.autoLayout?.subtreeHasAutoLayout == true else {
      layOutSubtree()
      return
    }
    for _ in 0..<View.maximumLayoutRounds {
      root.prepareAutoLayout()
      var start: View = self
      var ancestor = superview
      while let view = ancestor {
        if view.needsLayout { start = view }
        ancestor = view.superview
      }
      start.layOutSubtree()
      guard let engine = root.autoLayout?.engine, engine.needsUpdate || engine.needsRebuild else {
        break
      }
    }
  }

  /// How many times a layout pass solves and lays out at most, when laying out changes what the
  /// constraints depend on (ResponderKit's choice; UIKit's limit is not documented).
  static let maximumLayoutRounds = 8

  /// Runs ``layoutSubviews()`` on each marked view of the subtree, parents first.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  private func layOutSubtree() {
    // Iterative, so a subtree of any depth lays out: each entry is a view and its next subview.
    var pending: [(view: View, next: Int)] = []
    layOutIfMarked()
    pending.append((self, 0))
    while let top = pending.last {
      let subviews = top.view.subviews
      if top.next < subviews.count {
        pending[pending.count - 1].next += 1
        let child = subviews[top.next]
        child.layOutIfMarked()
        pending.append((child, 0))
      } else {
        pending.removeLast()
      }
    }
  }

  private func layOutIfMarked() {
    if needsLayout {
      needsLayout = false
      let controller = isRootViewOfController ? owningViewControllerPointer : nil
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
  }
}

extension Window {
  /// Runs the layout pass if some view of the window asked for one since the last pass.
  func runPendingLayout() {
    guard hasPendingLayout else { return }
    hasPendingLayout = false
    layoutIfNeeded()
  }
}
