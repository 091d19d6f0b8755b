import Foundation

extension View {
  /// The view's margins (§21.8): 8 points on every side, as UIKit's default for a view; a view
  /// controller's root view has none at the top and bottom and the system minimum at the sides
  /// (16 points in a window narrower than 414, else 20; <doc:Choices>).
  public var layoutMargins: EdgeInsets {
    get {
      if let margins = autoLayout?.layoutMargins { return margins }
      guard isRootViewOfController else { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
      let side: CGFloat = (window?.bounds.width ?? Screen.main.bounds.width) < 414 ? 16 : 20
      return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
    set {
      autoLayoutState.layoutMargins = newValue
      layoutMarginsDidChange()
      noteAutoLayoutChange()
    }
  }

  /// Whether the margins guide is also inset by the safe area (§21.8). Default `true`.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayout?.insetsMarginsFromSafeArea ?? true }
    set {
      autoLayoutState.insetsMarginsFromSafeArea = newValue
      noteAutoLayoutChange()
    }
  }

  /// The margins the margin attributes and ``layoutMarginsGuide`` use: ``layoutMargins``, added
  /// to the ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``.
  var effectiveLayoutMargins: EdgeInsets {
    let margins = layoutMargins
    guard insetsLayoutMarginsFromSafeArea, window != nil else { return margins }
    let safe = safeAreaInsets
    guard safe != .zero else { return margins }
    return EdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left,
      bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
  }

  /// The guide of the view's area inside its margins (§21.8).
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = autoLayout?.marginsGuide { return guide }
    let guide = LayoutGuide(role: .layoutMargins, owningView: self)
    autoLayoutState.marginsGuide = guide
    return guide
  }
}
