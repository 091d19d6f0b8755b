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
  /// - Complexity: O(*n*) in the size of the subtree.
  public func layoutIfNeeded() {
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
      layoutSubviews()
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
