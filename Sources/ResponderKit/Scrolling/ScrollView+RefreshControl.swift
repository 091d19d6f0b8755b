import Foundation

extension ScrollView {
  /// The control that refreshes the content when it is pulled down past its top (§20.1), as
  /// UIKit's `UIScrollView.refreshControl` (iOS 10). Setting it adds the control as a subview,
  /// behind the content, above the content's top; the one it replaces leaves. It does not make
  /// short content pullable: that takes ``alwaysBounceVertical``, as in UIKit (a table has it).
  public var refreshControl: RefreshControl? {
    get { refreshControlStorage as? RefreshControl }
    set {
      let old = refreshControl
      guard newValue !== old else { return }
      let hadInset = refreshInset != 0
      refreshControlStorage = nil
      if let old, old.superview === self { old.removeFromSuperview() }
      guard let control = newValue else {
        if hadInset { adjustedContentInsetDidChange() }
        return
      }
      // A control moves from the scroll view that had it, which is left without one.
      control.owningScrollView?.refreshControl = nil
      control.removeFromSuperview()
      refreshControlStorage = control
      insertSubview(control, at: 0)
      control.place(in: self)
      if hadInset != (refreshInset != 0) { adjustedContentInsetDidChange() }
    }
  }

  /// How far a refreshing control in view grows the top inset: its height, else 0.
  var refreshInset: CGFloat {
    guard let control = refreshControlStorage as? RefreshControl, control.holdsInset else {
      return 0
    }
    return RefreshControl.height
  }

  /// The drag moved the content: the refresh control, if any, looks at the pull.
  func refreshControlDidFollowPull(began: Bool) {
    guard let control = refreshControlStorage as? RefreshControl else { return }
    control.place(in: self)
    control.scrollViewDidFollowPull(self, began: began)
  }

  /// The finger lifted: a refreshing control keeps itself in view.
  func refreshControlWillRelease() {
    (refreshControlStorage as? RefreshControl)?.scrollViewWillRelease(self)
  }
}
