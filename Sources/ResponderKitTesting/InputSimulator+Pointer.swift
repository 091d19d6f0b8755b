import Foundation
import ResponderKit

/// A mouse or trackpad, aimed at views.
extension InputSimulator {
  /// A click of `button` on `element`, with `modifiers` held.
  public func click(
    _ element: Element, button: Event.ButtonMask = .primary, modifiers: KeyModifierFlags = []
  ) throws(SimulationError) {
    var script = script()
    script.click(at: try point(of: element), button: button, modifiers: modifiers)
    try play(script)
  }

  /// A secondary (right) click on `element`.
  public func secondaryClick(_ element: Element) throws(SimulationError) {
    try click(element, button: .secondary)
  }

  /// The pointer moving onto `element` and resting there for `duration` seconds.
  public func hover(_ element: Element, duration: TimeInterval = 0.2) throws(SimulationError) {
    let target = try point(of: element)
    var script = script()
    script.hover(along: [target, target], duration: duration)
    try play(script)
  }

  /// The pointer leaving the window: hovering ends.
  public func pointerExit() throws(SimulationError) {
    do {
      try application.sendPointerExit(timestamp: now)
    } catch {
      throw failure(.inputRefused(error.description))
    }
  }

  /// `ticks` notches of a mouse wheel over `element`, each scrolling `delta` points (positive
  /// `dy` shows what is above).
  public func scrollWheel(_ element: Element, delta: CGVector, ticks: Int = 1)
    throws(SimulationError)
  {
    var script = script()
    script.wheel(at: try point(of: element), delta: delta, ticks: ticks)
    try play(script)
  }

  /// A trackpad's two-finger scroll over `element` by `delta` points over `duration` seconds.
  public func trackpadScroll(
    _ element: Element, by delta: CGVector, duration: TimeInterval = 0.3
  ) throws(SimulationError) {
    var script = script()
    script.trackpadScroll(at: try point(of: element), by: delta, duration: duration)
    try play(script)
  }
}
