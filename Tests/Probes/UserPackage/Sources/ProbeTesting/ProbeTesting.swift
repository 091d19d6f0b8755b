import Foundation
import ResponderKit
import ResponderKitTesting

/// The testing library: a tap aimed at a view by its identifier.
@MainActor
public func probeTesting() -> String {
  let application = Application()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: application)
  window.makeKeyAndVisible()
  let pad = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  pad.accessibilityIdentifier = "Pad"
  window.addSubview(pad)
  let simulator = InputSimulator(application)
  do {
    try simulator.tap("Pad")
    return "ResponderKitTesting: a tap on Pad, \(simulator.hittability(of: "Pad"))"
  } catch {
    return "ResponderKitTesting: \(error)"
  }
}
