import Foundation
import ResponderKit

/// A plain view built from a scenario, carrying the override patterns a scenario declares without
/// code: an enlarged touch area, a pass-through `hitTest`, a redirecting `hitTest`, overridden
/// touch and motion methods, first-responder status, and something done in `touchesBegan`.
@MainActor
class ScenarioView: View {
  /// The methods a scenario view can override.
  nonisolated static let overridable: [ResponderMethod] = [
    .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .motionBegan, .motionEnded,
    .motionCancelled, .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled,
  ]

  /// The key commands the view offers.
  var offeredKeyCommands: [KeyCommand] = []
  override var keyCommands: [KeyCommand]? { offeredKeyCommands.isEmpty ? nil : offeredKeyCommands }

  var touchArea: EdgeInsets?
  var passThrough = false
  weak var redirectTarget: View?
  var canBecomeFirst = false
  var onTouchesBegan: Scenario.TouchesBeganAction?

  override var canBecomeFirstResponder: Bool { canBecomeFirst }

  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    guard touchArea != nil else { return super.point(inside: point, with: event) }
    return touchRect.contains(point)
  }

  /// The area `point(inside:with:)` accepts, in bounds coordinates: the bounds grown by
  /// ``touchArea``.
  var touchRect: CGRect {
    guard let area = touchArea else { return bounds }
    return CGRect(
      x: bounds.minX - area.left, y: bounds.minY - area.top,
      width: bounds.width + area.left + area.right,
      height: bounds.height + area.top + area.bottom)
  }

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    if passThrough, hit === self { return nil }
    if let redirectTarget, hit != nil { return redirectTarget }
    return hit
  }

  /// The methods this view overrides, and whether the overrides call `super`.
  var implements: Set<ResponderMethod> = []
  var callsSuper = false

  private func callsSuper(for method: ResponderMethod) -> Bool {
    !implements.contains(method) || callsSuper
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    switch onTouchesBegan {
    case .shake:
      window?.application?.sendMotion(.motionShake, phase: .began)
      window?.application?.sendMotion(.motionShake, phase: .ended)
    case .becomeFirstResponder: becomeFirstResponder()
    case .resignFirstResponder: resignFirstResponder()
    case nil: break
    }
    if callsSuper(for: .touchesBegan) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if callsSuper(for: .touchesMoved) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if callsSuper(for: .touchesEnded) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if callsSuper(for: .touchesCancelled) { super.touchesCancelled(touches, with: event) }
  }
  override func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    if callsSuper(for: .motionBegan) { super.motionBegan(motion, with: event) }
  }
  override func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
    if callsSuper(for: .motionEnded) { super.motionEnded(motion, with: event) }
  }
  override func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
    if callsSuper(for: .motionCancelled) { super.motionCancelled(motion, with: event) }
  }
  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    if callsSuper(for: .pressesBegan) { super.pressesBegan(presses, with: event) }
  }
  override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
    if callsSuper(for: .pressesChanged) { super.pressesChanged(presses, with: event) }
  }
  override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    if callsSuper(for: .pressesEnded) { super.pressesEnded(presses, with: event) }
  }
  override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
    if callsSuper(for: .pressesCancelled) { super.pressesCancelled(presses, with: event) }
  }
}

/// A scenario view that takes typed text as first responder (`textInput: true`), as a text
/// field does; the text is kept for expectations.
@MainActor
final class ScenarioTextView: ScenarioView, KeyInput {
  var text = ""
  var hasText: Bool { !text.isEmpty }
  func insertText(_ text: String) { self.text += text }
  func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

/// A scroll view whose `touchesShouldBegin` and `touchesShouldCancel` answer as its file says
/// (`nil`: UIKit's default), with its key commands and first-responder status.
@MainActor
class ScenarioScrollView: ScrollView, ScenarioResponding {
  var shouldBegin: Bool?
  var shouldCancel: Bool?
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }

  override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View)
    -> Bool
  {
    shouldBegin ?? super.touchesShouldBegin(touches, with: event, in: view)
  }

  override func touchesShouldCancel(in view: View) -> Bool {
    shouldCancel ?? super.touchesShouldCancel(in: view)
  }
}
