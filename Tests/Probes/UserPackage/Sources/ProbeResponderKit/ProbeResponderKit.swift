import Foundation
import ResponderKit

/// The engine: a window with a view, hit-tested.
@MainActor
public func probeResponderKit() -> String {
  let application = Application()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: application)
  let box = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
  window.makeKeyAndVisible()
  window.addSubview(box)
  return
    "ResponderKit: a hit-test at (50, 50) finds the box: \(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === box)"
}
