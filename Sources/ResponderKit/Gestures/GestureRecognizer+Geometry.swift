import Foundation

extension GestureRecognizer {
  /// The mean window location of `touches`, or `nil` for none.
  static func centroid(of touches: [Touch]) -> CGPoint? {
    guard !touches.isEmpty else { return nil }
    var sum = CGPoint.zero
    for touch in touches {
      let point = touch.location(in: nil)
      sum.x += point.x
      sum.y += point.y
    }
    return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
  }

  /// A window-coordinate point expressed in `view`'s coordinates (`nil`: window coordinates).
  func windowPoint(_ point: CGPoint, in view: View?) -> CGPoint {
    guard let view, let window = self.view?.window ?? view.window else { return point }
    return view.convert(point, from: window)
  }

  /// A window-coordinate vector (a translation, a velocity) expressed in `view`'s coordinates,
  /// honouring its transform but not its position.
  func windowVector(_ vector: CGPoint, in view: View?) -> CGPoint {
    let origin = windowPoint(.zero, in: view)
    let tip = windowPoint(vector, in: view)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  /// A vector in `view`'s coordinates expressed in window coordinates.
  func vectorToWindow(_ vector: CGPoint, from view: View?) -> CGPoint {
    guard let view, let window = self.view?.window ?? view.window else { return vector }
    let origin = view.convert(CGPoint.zero, to: window)
    let tip = view.convert(vector, to: window)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  /// The current event time.
  var now: TimeInterval { environment?.clock.now ?? 0 }
}
