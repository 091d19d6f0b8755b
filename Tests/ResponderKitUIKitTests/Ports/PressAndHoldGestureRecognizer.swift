import UIKit

/// A quick "press and hold" recognizer driven by a timer: it begins after `minimumHoldDuration`
/// with the finger still down and still, then tracks the finger until it lifts.
class PressAndHoldGestureRecognizer: UIGestureRecognizer {
  var minimumHoldDuration: TimeInterval = 0.1
  var allowableMovement: CGFloat = 10

  private var holdTimer: Timer?
  private var startPoint = CGPoint.zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else {
      state = .failed
      return
    }
    startPoint = touch.location(in: nil)
    holdTimer = Timer.scheduledTimer(withTimeInterval: minimumHoldDuration, repeats: false) {
      [weak self] _ in
      guard let self = self, self.state == .possible else { return }
      self.state = .began
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    switch state {
    case .possible:
      let point = touch.location(in: nil)
      if hypot(point.x - startPoint.x, point.y - startPoint.y) > allowableMovement {
        state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    holdTimer?.invalidate()
    holdTimer = nil
  }
}
