import Foundation
import ResponderKit

/// A plain view built from a scenario, carrying the override patterns a scenario declares without
/// code: an enlarged touch area, a pass-through `hitTest`, a redirecting `hitTest`.
@MainActor
final class ScenarioView: View {
  var touchArea: EdgeInsets?
  var passThrough = false
  weak var redirectTarget: View?

  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    guard let area = touchArea else { return super.point(inside: point, with: event) }
    let grown = CGRect(
      x: bounds.minX - area.left, y: bounds.minY - area.top,
      width: bounds.width + area.left + area.right,
      height: bounds.height + area.top + area.bottom)
    return grown.contains(point)
  }

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    if passThrough, hit === self { return nil }
    if let redirectTarget, hit != nil { return redirectTarget }
    return hit
  }

  /// The touch methods this view overrides, and whether the overrides call `super`.
  var implements: Set<ResponderMethod> = []
  var callsSuper = false

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if !implements.contains(.touchesBegan) || callsSuper {
      super.touchesBegan(touches, with: event)
    }
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if !implements.contains(.touchesMoved) || callsSuper {
      super.touchesMoved(touches, with: event)
    }
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if !implements.contains(.touchesEnded) || callsSuper {
      super.touchesEnded(touches, with: event)
    }
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if !implements.contains(.touchesCancelled) || callsSuper {
      super.touchesCancelled(touches, with: event)
    }
  }
}
