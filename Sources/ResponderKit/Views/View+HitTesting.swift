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

  /// Set when a walk asks a subview whose class overrides hit-testing: the application clears it
  /// before a touch's hit-test pass, and runs the pass again only when it was set, since a pass of
  /// standard classes alone gives the same answer and calls no app code (Hit-testing §2.5).
  @exclusivity(unchecked) static var walkAskedOverride = false

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

  /// Sets or clears one reason in ``hitTestBlockers``.
  @inline(__always)
  func setHitTestBlocker(_ blocker: HitTestBlocker, _ blocks: Bool) {
    if blocks {
      hitTestBlockers |= blocker.rawValue
    } else {
      hitTestBlockers &= ~blocker.rawValue
    }
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
  /// A view that takes part at the point (``admits(_:with:recording:)``) is the answer or an
  /// ancestor of it: if none of its subviews answers, it answers itself. So the walk never backs
  /// out of a view it entered, and wherever a subview is of a class whose hit-testing
  /// ResponderKit knows to be the default (``hasStandardHitTesting``) it steps into it in a loop,
  /// without a call and without a stack: a hierarchy of plain views hit-tests at any depth. Any
  /// other subview is asked through its overridable ``hitTest(_:with:)``, one stack frame per
  /// such level. The answer is the recursion's: frontmost subview first, the first answer that is
  /// not `nil` wins, a view none of whose subviews answers is the answer.
  ///
  /// ```
  ///   window ── admits? ──▶ subviews, frontmost first ──▶ standard and admits? ── yes ──▶ step in
  ///                              │                              │ no: next subview
  ///                              │ overriding class ──▶ hitTest(_:with:) ── non-nil ──▶ answer
  ///                              └ none left ──▶ the view stepped into last is the answer
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree; it allocates nothing.
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    if let recorder = TraceRecorder.current {
      return recordedHitTest(point, with: event, recording: recorder)
    }
    guard !isExcludedFromHitTesting, self.point(inside: point, with: event) else { return nil }
    return Self.walk(from: self, at: point, with: event)
  }

  /// The default walk below `root`, a view that takes part at `point`.
  ///
  /// It reads the views it steps through, and their subview arrays, without retaining them:
  /// each is held by its superview's `subviews` for the whole walk, and the walk only reads.
  /// Retain and release were over half of a walk's instructions (callgrind), through the side
  /// table every view had while `superview` was a weak reference. At the first subview of an
  /// overriding class, the rest of that view's subviews are scanned by
  /// ``scan(_:at:below:with:)``, which holds them strongly while overrides run.
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree.
  private static func walk(from root: View, at point: CGPoint, with event: Event?) -> View? {
    var current = Unmanaged.passUnretained(root)
    var currentPoint = point
    var (base, count) = subviewStorage(of: root)
    while true {
      var index = count
      var stepped = false
      if count >= SubviewIndex.minimumCount {
        let position = indexedFrontmost(current.takeUnretainedValue(), base, currentPoint)
        if position == -1 { return current.takeUnretainedValue() }
        if position >= 0 {
          let child = base[position]
          current = Unmanaged.passUnretained(child)
          currentPoint = child.pointFromSuperview(currentPoint)
          (base, count) = subviewStorage(of: child)
          continue
        }
      }
      while index > 0 {
        index &-= 1
        let childPoint = base[index].pointFromSuperview(currentPoint)
        guard base[index].hasStandardHitTesting else {
          return scan(
            current.takeUnretainedValue(), at: currentPoint, below: index &+ 1, with: event)
        }
        // A standard class does not override `isUserInteractionEnabled`: the byte is exact.
        if base[index].hitTestBlockers == 0, base[index].boundsContain(childPoint) {
          current = Unmanaged.passUnretained(base[index])
          currentPoint = childPoint
          (base, count) = subviewStorage(of: base[index])
          stepped = true
          break
        }
      }
      guard stepped else { return current.takeUnretainedValue() }
    }
  }

  /// Scans the subviews of `view` (which takes part at `point`) below position `end`, frontmost
  /// first, holding them strongly: overrides of `hitTest(_:with:)` run from here, and whatever
  /// they change in the hierarchy, the scan goes on over the subviews it started with.
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree.
  @inline(never)
  private static func scan(
    _ view: consuming View, at point: CGPoint, below end: Int, with event: Event?
  ) -> View? {
    walkAskedOverride = true
    let subviews = view.subviews
    var index = min(end, subviews.count)
    while index > 0 {
      index -= 1
      let child = subviews[index]
      let childPoint = child.pointFromSuperview(point)
      if child.hasStandardHitTesting {
        if child.hitTestBlockers == 0, child.boundsContain(childPoint) {
          return walk(from: child, at: childPoint, with: event)
        }
      } else if let hit = child.hitTest(childPoint, with: event) {
        return hit
      }
    }
    return view
  }

  /// What the subview index of `view` says at `point`: the position of the subview the walk
  /// steps into, -1 for none (the view is the answer), or -2 when the index cannot answer and the
  /// walk scans.
  @inline(never)
  private static func indexedFrontmost(
    _ view: View, _ base: UnsafePointer<View>, _ point: CGPoint
  ) -> Int {
    let index: SubviewIndex
    if let existing = view.subviewIndex {
      index = existing
    } else {
      index = SubviewIndex()
      view.subviewIndex = index
    }
    return index.frontmost(at: point, of: view.subviews, in: base)
  }

  /// Drops the superview's subview index, after this view moved, resized or got a transform.
  func invalidateSuperviewIndex() {
    superview?.subviewIndex?.invalidate()
  }

  /// Where a view's subviews are stored, for reading without retaining the view or the array.
  @inline(__always)
  private static func subviewStorage(of view: borrowing View) -> (UnsafePointer<View>, Int) {
    let count = view.subviews.count
    guard count > 0, let base = view.subviews._baseAddressIfContiguous else {
      return (UnsafePointer(bitPattern: MemoryLayout<View>.alignment)!, 0)
    }
    return (UnsafePointer(base), count)
  }

  /// ``defaultHitTest(_:with:)`` while a trace is recorded: each view entered, and each view left
  /// with its verdict or the answer.
  private func recordedHitTest(
    _ point: CGPoint, with event: Event?, recording recorder: TraceRecorder
  ) -> View? {
    guard admits(point, with: event, recording: recorder) else { return nil }
    var path: [(view: View, point: CGPoint)] = [(self, point)]
    var result: View?
    descending: while result == nil {
      let (current, currentPoint) = path[path.count - 1]
      let subviews = current.subviews
      for child in subviews.reversed() {
        let childPoint = child.pointFromSuperview(currentPoint)
        if child.hasStandardHitTesting {
          if child.admits(childPoint, with: event, recording: recorder) {
            path.append((child, childPoint))
            continue descending
          }
        } else {
          View.walkAskedOverride = true
          if let hit = child.hitTest(childPoint, with: event) {
            result = hit
            continue descending
          }
        }
      }
      result = current
    }
    for (view, _) in path.reversed() {
      recorder.record(.hitTestExited(view: view.traceName, result: result?.traceName, reason: nil))
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

/// The reasons of ``HitTestSkipReason`` that do not depend on the point, as bits.
struct HitTestBlocker {
  let rawValue: UInt8
  static let hidden = HitTestBlocker(rawValue: 1)
  static let interactionDisabled = HitTestBlocker(rawValue: 2)
  static let transparent = HitTestBlocker(rawValue: 4)
  static let animating = HitTestBlocker(rawValue: 8)
  static let disabledControl = HitTestBlocker(rawValue: 16)
}
