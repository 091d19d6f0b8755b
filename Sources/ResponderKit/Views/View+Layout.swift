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
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    var index = 0
    while index < subviews.count {
      subviews[index].layoutIfNeeded()
      index += 1
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
