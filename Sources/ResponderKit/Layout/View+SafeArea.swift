import Foundation

extension View {
  /// The insets that keep content clear of the screen's unsafe edges (§21.8): the part of the
  /// view that ``Screen/safeAreaInsets`` covers, where the view lies in its window, plus the
  /// ``ViewController/additionalSafeAreaInsets`` of the controllers whose views contain it. None
  /// outside a window.
  ///
  /// - Complexity: O(*d*) in the view's depth.
  public var safeAreaInsets: EdgeInsets {
    guard let window else { return .zero }
    // The window's own insets: the screen's, less how far each window edge lies inside the
    // screen's edge.
    let screen = Screen.main.bounds
    let insets = Screen.main.safeAreaInsets
    let windowFrame = window.frame
    let windowInsets = EdgeInsets(
      top: max(0, insets.top - max(0, windowFrame.minY - screen.minY)),
      left: max(0, insets.left - max(0, windowFrame.minX - screen.minX)),
      bottom: max(0, insets.bottom - max(0, screen.maxY - windowFrame.maxY)),
      right: max(0, insets.right - max(0, screen.maxX - windowFrame.maxX)))
    var safe = window.bounds.inset(by: windowInsets)
    var ancestor: View? = self
    while let view = ancestor {
      if let controller = view.owningViewController {
        let extra = controller.additionalSafeAreaInsets
        if extra != .zero {
          let rect = view.convert(view.bounds, to: window).inset(by: extra)
          safe = safe.intersection(rect)
        }
      }
      ancestor = view.superview
    }
    let rect = convert(bounds, to: window)
    guard !safe.isNull else { return .zero }
    return EdgeInsets(
      top: min(rect.height, max(0, safe.minY - rect.minY)),
      left: min(rect.width, max(0, safe.minX - rect.minX)),
      bottom: min(rect.height, max(0, rect.maxY - safe.maxY)),
      right: min(rect.width, max(0, rect.maxX - safe.maxX)))
  }

  /// The guide of the view's area inside its ``safeAreaInsets`` (§21.8).
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = autoLayout?.safeAreaGuide { return guide }
    let guide = LayoutGuide(role: .safeArea, owningView: self)
    autoLayoutState.safeAreaGuide = guide
    return guide
  }
}
