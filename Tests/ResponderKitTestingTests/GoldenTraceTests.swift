import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("Golden traces: recorded with a switch, compared line by line")
struct GoldenTraceTests {
  @Test("a recorded trace matches itself; a change is named by its first differing line")
  func recordThenCompare() throws {
    let screen = SimulatedScreen()
    let window = screen.window
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    button.accessibilityIdentifier = "OK"
    window.addSubview(button)
    let simulator = screen.simulator
    try simulator.tap("OK")
    #expect(simulator.traceText.contains("touchesBegan"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "responderkit-golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("tap-ok.txt")
    try simulator.expectTrace(matchingGolden: golden, record: true)
    try simulator.expectTrace(matchingGolden: golden, record: false)
    try simulator.tap("OK")
    let error = #expect(throws: SimulationError.self) {
      try simulator.expectTrace(matchingGolden: golden, record: false)
    }
    #expect(error?.summary.contains("the trace differs from tap-ok.txt at line") == true)
    let missing = #expect(throws: SimulationError.self) {
      try simulator.expectTrace(
        matchingGolden: folder.appendingPathComponent("none.txt"), record: false)
    }
    #expect(missing?.summary.contains("RESPONDERKIT_RECORD=1") == true)
  }
}
