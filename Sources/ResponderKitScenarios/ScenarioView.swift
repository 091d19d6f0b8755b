import Foundation
import ResponderKit

/// A view built from a scenario: it records the touch methods it receives (then forwards them, as
/// a plain view does) and carries the override patterns a scenario declares without code: an
/// enlarged touch area, a pass-through `hitTest`, a redirecting `hitTest`.
@MainActor
final class ScenarioView: View {
  var touchArea: EdgeInsets?
  var passThrough = false
  weak var redirectTarget: View?
  private(set) var received: [ResponderMethod] = []

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

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    received.append(.touchesBegan)
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    received.append(.touchesMoved)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    received.append(.touchesEnded)
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    received.append(.touchesCancelled)
    super.touchesCancelled(touches, with: event)
  }
}
