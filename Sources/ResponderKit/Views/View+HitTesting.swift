import Foundation

/// Why hit-testing passed over a view (§2.1, seed E2).
public enum HitTestSkipReason: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The view is hidden.
  case hidden
  /// The view has `isUserInteractionEnabled == false`.
  case userInteractionDisabled
  /// The view's own alpha is below the 0.01 cut-off.
  case transparent(alpha: CGFloat)
  /// The view is in a UIView-style animation that does not allow user interaction.
  case animating
  /// `point(inside:with:)` said no: by default, the point is outside the view's bounds.
  case pointOutside
  /// The view is a control that is not enabled.
  case disabledControl

  /// A short English explanation, as in `alpha 0.005 < 0.01`.
  public var description: String {
    switch self {
    case .hidden: "hidden"
    case .userInteractionDisabled: "user interaction disabled"
    case .transparent(let alpha): "alpha \(alpha) < \(View.minimumHitTestAlpha)"
    case .animating: "in an animation without .allowUserInteraction"
    case .pointOutside: "point outside: point(inside:with:) returned false"
    case .disabledControl: "control not enabled"
    }
  }
}

extension View {
  /// Views whose own alpha is below this are skipped by hit-testing (§2.1: "less than 0.01").
  nonisolated public static let minimumHitTestAlpha: CGFloat = 0.01

  /// Why the view would refuse every touch before looking at the point, or `nil` if it would not.
  /// Checks the view itself only: ancestors are the caller's business (§2.1 step 1).
  public var hitTestExclusionReason: HitTestSkipReason? {
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    if alpha < View.minimumHitTestAlpha { return .transparent(alpha: alpha) }
    if nonInteractiveAnimationCount > 0 { return .animating }
    if isDisabledControl { return .disabledControl }
    return nil
  }

  /// Whether ``hitTestExclusionReason`` is not `nil`, without building the reason.
  @inline(__always)
  var isExcludedFromHitTesting: Bool {
    isHidden || !isUserInteractionEnabled || alpha < View.minimumHitTestAlpha
      || nonInteractiveAnimationCount > 0 || isDisabledControl
  }

  /// The default of ``point(inside:with:)``: CoreGraphics containment in ``bounds`` (min edges in,
  /// max edges out, negative sizes standardized, empty rects contain nothing), inlined for speed.
  @inline(__always)
  func boundsContain(_ point: CGPoint) -> Bool {
    let rect = layerBounds
    var minX = rect.origin.x
    var maxX = minX + rect.size.width
    if maxX < minX { swap(&minX, &maxX) }
    var minY = rect.origin.y
    var maxY = minY + rect.size.height
    if maxY < minY { swap(&minY, &maxY) }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The default hit-test of §2.1, recording entry and exit when a trace is being recorded.
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree; it allocates nothing.
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let recorder = TraceRecorder.current else {
      if isExcludedFromHitTesting || !self.point(inside: point, with: event) { return nil }
      return hitTestSubviews(point, with: event) ?? self
    }
    recorder.record(.hitTestEntered(view: traceName))
    var reason = hitTestExclusionReason
    var result: View?
    if reason == nil {
      if self.point(inside: point, with: event) {
        result = hitTestSubviews(point, with: event) ?? self
      } else {
        reason = .pointOutside
      }
    }
    recorder.record(.hitTestExited(view: traceName, result: result?.traceName, reason: reason))
    return result
  }

  /// Asks the subviews, frontmost first, and returns the first answer that is not `nil`.
  @inline(__always)
  private func hitTestSubviews(_ point: CGPoint, with event: Event?) -> View? {
    var index = subviews.count
    while index > 0 {
      index -= 1
      let subview = subviews[index]
      if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
    }
    return nil
  }
}
