import Foundation
import ResponderKit

extension InputSimulator {
  /// Whether a touch can reach `element`'s view, and where (its visible centre first, then eight
  /// more points across what of it is visible), or why not.
  ///
  /// - Complexity: up to nine hit-tests, and an explanation of the centre when none lands.
  public func hittability(of element: Element) -> Hittability {
    guard let view = find(element) else { return .notHittable(.notFound(element.description)) }
    return hittability(of: view, at: nil)
  }

  /// Whether a touch at `unitPoint` of `element`'s view (0 to 1 across its bounds: (0.5, 0.5) is
  /// its centre) reaches it, or why not.
  public func hittability(of element: Element, at unitPoint: CGPoint) -> Hittability {
    guard let view = find(element) else { return .notHittable(.notFound(element.description)) }
    return hittability(of: view, at: unitPoint)
  }

  /// The hittability of `view`, tried at `unitPoint` (0 to 1 across its bounds) alone if given.
  func hittability(of view: View, at unitPoint: CGPoint?) -> Hittability {
    guard let window = view.window, window.application === application else {
      return .notHittable(.notInWindow)
    }
    var current: View? = view
    while let each = current {
      if let reason = each.hitTestExclusionReason {
        return .notHittable(NotHittableReason(reason, view: each.traceName))
      }
      current = each.superview
    }
    let size = view.bounds.size
    guard size.width > 0, size.height > 0 else { return .notHittable(.zeroSized(size)) }
    var visible = view.convert(view.bounds, to: window)
    var ancestor = view.superview
    while let each = ancestor, each !== window {
      visible = visible.intersection(each.convert(each.bounds, to: window))
      if visible.isNull || visible.isEmpty { return .notHittable(.outsideAncestor(each.traceName)) }
      ancestor = each.superview
    }
    visible = visible.intersection(window.bounds)
    if visible.isNull || visible.isEmpty { return .notHittable(.offScreen) }
    let points =
      unitPoint.map { unit in
        [
          view.convert(
            CGPoint(
              x: view.bounds.minX + unit.x * view.bounds.width,
              y: view.bounds.minY + unit.y * view.bounds.height), to: window)
        ]
      } ?? Self.candidates(in: visible)
    for point in points {
      let hit = window.hitTest(point, with: nil)
      if let hit, hit === view || hit.isDescendant(of: view) {
        return .hittable(at: window.convert(point, to: Screen.main.coordinateSpace))
      }
    }
    return .notHittable(reason(view, missedAt: points[0], in: window))
  }

  /// The centre of `rect`, then the eight points around it at a sixth of its size from its edges.
  static func candidates(in rect: CGRect) -> [CGPoint] {
    var points = [CGPoint(x: rect.midX, y: rect.midY)]
    for fy in [1.0 / 6, 0.5, 5.0 / 6] {
      for fx in [1.0 / 6, 0.5, 5.0 / 6] where fx != 0.5 || fy != 0.5 {
        points.append(CGPoint(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy))
      }
    }
    return points
  }

  /// Why a touch at `point` (window coordinates) misses `view`: `explain`'s verdict for it.
  private func reason(_ view: View, missedAt point: CGPoint, in window: Window)
    -> NotHittableReason
  {
    let explanation = window.explainTouch(at: point)
    guard let candidate = explanation.candidates.first(where: { $0.view == view.traceName }) else {
      return .covered(by: explanation.hitView ?? window.traceName)
    }
    switch candidate.verdict {
    case .shadowed(let front), .shadowedDespiteZPosition(let front, _, _, _),
      .coveredByContentView(let front):
      return .covered(by: front)
    case .outsideAncestor(let ancestor, _), .outsideCollapsedAncestor(let ancestor, _, _, _):
      return .outsideAncestor(ancestor)
    case .excluded(let skip): return NotHittableReason(skip, view: view.traceName)
    case .ancestorExcluded(let ancestor, let skip): return NotHittableReason(skip, view: ancestor)
    default:
      return .refused(candidate.verdict.description)
    }
  }
}
