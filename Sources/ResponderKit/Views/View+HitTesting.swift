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
  /// It walks the subtree with a shared stack instead of recursion wherever a subview is of a
  /// class whose hit-testing ResponderKit knows to be the default (``hasStandardHitTesting``), so
  /// a hierarchy of plain views hit-tests at any depth; any other subview is asked through its
  /// overridable ``hitTest(_:with:)``, one stack frame per such level. The answer is the
  /// recursion's: frontmost subview first, the first answer that is not `nil` wins, a view none of
  /// whose subviews answers is the answer.
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree; it allocates nothing once the
  ///   shared stack has grown to the depth of the tree.
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    let recorder = TraceRecorder.current
    guard admits(point, with: event, recording: recorder) else { return nil }
    let base = HitTestStack.frames.count
    HitTestStack.frames.append(HitTestFrame(view: self, point: point, next: subviews.count))
    var result: View = self
    while true {
      let top = HitTestStack.frames.count - 1
      let frame = HitTestStack.frames[top]
      let subviews = frame.view.subviews
      // An override that changed the subviews mid-walk cannot send the index out of range.
      var index = min(frame.next, subviews.count)
      if index == 0 {
        result = frame.view
        break
      }
      index -= 1
      HitTestStack.frames[top].next = index
      let child = subviews[index]
      let childPoint = child.pointFromSuperview(frame.point)
      if child.hasStandardHitTesting {
        if child.admits(childPoint, with: event, recording: recorder) {
          HitTestStack.frames.append(
            HitTestFrame(view: child, point: childPoint, next: child.subviews.count))
        }
      } else if let hit = child.hitTest(childPoint, with: event) {
        result = hit
        break
      }
    }
    while HitTestStack.frames.count > base {
      let frame = HitTestStack.frames.removeLast()
      recorder?.record(
        .hitTestExited(view: frame.view.traceName, result: result.traceName, reason: nil))
    }
    return result
  }

  /// Whether the view takes part at `point` (§2.1 steps 1 and 2), recording its entry, and its
  /// exit when it does not.
  @inline(__always)
  private func admits(
    _ point: CGPoint, with event: Event?, recording recorder: TraceRecorder?
  ) -> Bool {
    guard let recorder else {
      return !isExcludedFromHitTesting && self.point(inside: point, with: event)
    }
    recorder.record(.hitTestEntered(view: traceName))
    var reason = hitTestExclusionReason
    if reason == nil, !self.point(inside: point, with: event) { reason = .pointOutside }
    guard let reason else { return true }
    recorder.record(.hitTestExited(view: traceName, result: nil, reason: reason))
    return false
  }
}

/// One view being hit-tested: the point in its bounds space and the index of its next subview to
/// ask (counting down from the frontmost).
struct HitTestFrame {
  let view: View
  let point: CGPoint
  var next: Int
}

/// The stack ``View/defaultHitTest(_:with:)`` walks with. Nested hit-tests (an override calling
/// `super`) push above the frames of the walk that called them and pop back to them.
@MainActor
enum HitTestStack {
  @exclusivity(unchecked) static var frames: [HitTestFrame] = []
}
