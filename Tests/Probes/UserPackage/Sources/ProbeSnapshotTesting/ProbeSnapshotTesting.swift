import Foundation
import ResponderKit
import ResponderKitSnapshotTesting
import ResponderKitTesting

/// The snapshot library: without its `SnapshotTesting` trait it has no strategies (and
/// swift-snapshot-testing is not resolved), but it gives the texts they snapshot.
@MainActor
public func probeSnapshotTesting() -> String {
  let application = Application()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: application)
  window.makeKeyAndVisible()
  let simulator = InputSimulator(application)
  let stable = simulator.hierarchySnapshot.contains("0x…")
  return "ResponderKitSnapshotTesting: the hierarchy's text, addresses written 0x…: \(stable)"
}
