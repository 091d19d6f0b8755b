import Foundation
import ResponderKit

/// Fingers and pencils, aimed at views.
extension InputSimulator {
  /// Where a touch aimed at `element` lands, in screen points: `unitPoint` (0 to 1 across the
  /// view's bounds) if given, else the view's visible centre or another point of it a touch
  /// reaches. Throws ``SimulationError`` with the reason when no touch can reach it.
  public func point(of element: Element, at unitPoint: CGPoint? = nil) throws(SimulationError)
    -> CGPoint
  {
    let view = try view(element)
    switch hittability(of: view, at: unitPoint) {
    case .hittable(let point): return point
    case .notHittable(let reason):
      throw failure(.notHittable(element: element.description, reason: reason))
    }
  }

  /// A tap on `element`, the finger down for `duration` seconds.
  public func tap(
    _ element: Element, at unitPoint: CGPoint? = nil, duration: TimeInterval = 0.05
  ) throws(SimulationError) {
    var script = script()
    script.tap(at: try point(of: element, at: unitPoint), duration: duration)
    try play(script)
  }

  /// Two taps on `element`, `interval` seconds apart.
  public func doubleTap(
    _ element: Element, at unitPoint: CGPoint? = nil, interval: TimeInterval = 0.1
  ) throws(SimulationError) {
    var script = script()
    script.doubleTap(at: try point(of: element, at: unitPoint), interval: interval)
    try play(script)
  }

  /// A finger held still on `element` for `duration` seconds, then lifted.
  public func longPress(
    _ element: Element, at unitPoint: CGPoint? = nil, duration: TimeInterval = 0.8
  ) throws(SimulationError) {
    var script = script()
    script.longPress(at: try point(of: element, at: unitPoint), duration: duration)
    try play(script)
  }

  /// A finger put down on `element` and moved by `offset` (points) over `duration` seconds,
  /// held `hold` seconds at the end before it lifts (0: a fling, which keeps its speed).
  public func drag(
    _ element: Element, at unitPoint: CGPoint? = nil, by offset: CGVector,
    duration: TimeInterval = 0.5, hold: TimeInterval = 0.1
  ) throws(SimulationError) {
    let start = try point(of: element, at: unitPoint)
    let end = CGPoint(x: start.x + offset.dx, y: start.y + offset.dy)
    var script = script()
    script.drag(along: [start, end], duration: duration, hold: hold)
    try play(script)
  }

  /// A quick flick across `element`: `distance` points in `direction` in `duration` seconds,
  /// lifted at speed.
  public func swipe(
    _ element: Element, _ direction: SwipeGestureRecognizer.Direction, distance: CGFloat = 200,
    duration: TimeInterval = 0.15
  ) throws(SimulationError) {
    var offset = CGVector.zero
    if direction.contains(.right) { offset.dx += distance }
    if direction.contains(.left) { offset.dx -= distance }
    if direction.contains(.down) { offset.dy += distance }
    if direction.contains(.up) { offset.dy -= distance }
    try drag(element, by: offset, duration: duration, hold: 0)
  }

  /// Two fingers on `element`'s centre moving apart (`scale` above 1) or together, from 100 pt
  /// apart, over `duration` seconds.
  public func pinch(_ element: Element, scale: CGFloat, duration: TimeInterval = 0.5)
    throws(SimulationError)
  {
    var script = script()
    script.pinch(
      center: try point(of: element), from: 100, to: 100 * scale, duration: duration)
    try play(script)
  }

  /// Two fingers 100 pt apart on `element`'s centre turning by `angle` radians (clockwise on
  /// screen) over `duration` seconds.
  public func rotate(_ element: Element, by angle: CGFloat, duration: TimeInterval = 0.5)
    throws(SimulationError)
  {
    var script = script()
    script.rotate(
      center: try point(of: element), distance: 100, from: 0, to: angle, duration: duration)
    try play(script)
  }

  /// A pencil drawing across `element` by `offset` over `duration` seconds, with `force`.
  public func pencilStroke(
    _ element: Element, by offset: CGVector, duration: TimeInterval = 0.5, force: CGFloat = 1
  ) throws(SimulationError) {
    let start = try point(of: element)
    let end = CGPoint(x: start.x + offset.dx, y: start.y + offset.dy)
    var script = script()
    script.stroke(
      along: [start, end], duration: duration, readingsPerFrame: 1, type: .pencil,
      force: { _ in force })
    try play(script)
  }
}
