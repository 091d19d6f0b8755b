import UIKit

/// Turns one finger circling a view's centre into a rotation, like a jog wheel. `rotation` is the
/// angle turned since the gesture began, in radians, clockwise positive.
class OneFingerRotationGestureRecognizer: UIGestureRecognizer {
  private(set) var rotation: CGFloat = 0
  private var previousAngle: CGFloat = 0
  /// Finger movement closer to the centre than this is ignored: the angle jumps there.
  var innerRadius: CGFloat = 10

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else {
      state = .failed
      return
    }
    previousAngle = angle(of: touch)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state != .failed, let touch = touches.first, let view = view else { return }
    let point = touch.location(in: view)
    let dx = point.x - view.bounds.midX
    let dy = point.y - view.bounds.midY
    guard dx * dx + dy * dy > innerRadius * innerRadius else { return }
    let current = angle(of: touch)
    var delta = current - previousAngle
    if delta > .pi {
      delta -= 2 * .pi
    } else if delta < -.pi {
      delta += 2 * .pi
    }
    previousAngle = current
    rotation += delta
    if state == .possible {
      state = .began
    } else {
      state = .changed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    rotation = 0
    previousAngle = 0
  }

  private func angle(of touch: UITouch) -> CGFloat {
    guard let view = view else { return 0 }
    let point = touch.location(in: view)
    return atan2(point.y - view.bounds.midY, point.x - view.bounds.midX)
  }
}
