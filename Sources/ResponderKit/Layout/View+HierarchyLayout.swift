import Foundation

extension View {
  /// Before `view` leaves its superview: deactivates the constraints between its subtree and the
  /// views outside it, as UIKit's `removeFromSuperview()` does, and has the old hierarchy's engine
  /// rebuilt (§21.1).
  ///
  /// - Complexity: O(*d* · *c*) in the depth and the constraints installed on the ancestors.
  func autoLayoutWillLeaveSuperview(_ view: View) {
    guard view.autoLayout?.subtreeHasAutoLayout == true else { return }
    var crossing: [LayoutConstraint] = []
    var ancestor: View? = self
    while let current = ancestor {
      for constraint in current.autoLayout?.installed ?? [] {
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        if items.contains(where: { LayoutConstraint.node(of: $0)?.isDescendant(of: view) == true })
        {
          crossing.append(constraint)
        }
      }
      ancestor = current.superview
    }
    LayoutConstraint.deactivate(crossing)
    let root = layoutRoot
    root.autoLayout?.engine?.needsRebuild = true
    root.noteAutoLayoutChange()
  }

  /// After `view` joined this view: the new hierarchy's engine is rebuilt with the subtree's
  /// constraints, and the subtree's own engine, if it was a root, is dropped.
  func autoLayoutDidAddSubview(_ view: View) {
    guard view.autoLayout?.subtreeHasAutoLayout == true else { return }
    view.autoLayout?.engine = nil
    markSubtreeHasAutoLayout()
    let root = layoutRoot
    root.autoLayout?.engine?.needsRebuild = true
    root.noteAutoLayoutChange()
  }
}
