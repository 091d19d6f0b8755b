import Foundation
import ResponderKit
import ResponderKitTesting

/// An application with a visible 375 x 667 window and a simulator driving it: the screen every
/// suite of this target starts from.
@MainActor
struct SimulatedScreen {
  let application = Application()
  let window: Window
  let simulator: InputSimulator

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: application)
    window.makeKeyAndVisible()
    simulator = InputSimulator(application)
  }
}
