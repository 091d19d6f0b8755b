import Foundation
import ResponderKit
import ResponderKitSnapshotTesting
import ResponderKitTesting
import SnapshotTesting
import Testing

@MainActor
@Suite("Snapshot strategies: the trace and the hierarchy as text snapshots")
struct SnapshotStrategyTests {
  @Test("a tap on a button, as a trace snapshot and a hierarchy snapshot")
  func tapSnapshots() throws {
    let screen = SimulatedScreen()
    let window = screen.window
    let button = Button(frame: CGRect(x: 20, y: 40, width: 120, height: 44))
    button.accessibilityIdentifier = "Buy"
    button.setTitle("Buy", for: .normal)
    window.addSubview(button)
    let simulator = screen.simulator
    try simulator.tap("Buy")
    assertSnapshot(of: simulator, as: .trace)
    assertSnapshot(of: simulator, as: .hierarchy)
  }
}
