import UIKit

/// A window that notes every finger going down and up before the app sees it, as a
/// "show touches" debugging overlay does.
class TouchLoggingWindow: UIWindow {
  private(set) var log: [String] = []

  override func sendEvent(_ event: UIEvent) {
    if event.type == .touches, let touches = event.allTouches {
      for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
        let point = touch.location(in: self)
        switch touch.phase {
        case .began:
          log.append("down at \(Int(point.x)),\(Int(point.y))")
        case .ended:
          log.append("up at \(Int(point.x)),\(Int(point.y))")
        case .cancelled:
          log.append("cancelled")
        default:
          break
        }
      }
    }
    super.sendEvent(event)
  }
}
