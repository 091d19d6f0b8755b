import Foundation
import Testing

@testable import ResponderKitPlayground

@Suite("The connection's first gate: a flood waits in the socket, not on the main actor")
struct FrameGateTests {
  @Test("Past the second's messages the connection reads nothing until the second ends")
  func flood() {
    var gate = FrameGate()
    for _ in 0..<PlaygroundLimits.maximumMessagesPerSecond {
      #expect(gate.admit(at: 3, spent: nil) == .pass)
    }
    #expect(
      gate.admit(at: 3.5, spent: nil)
        == .wait(until: 4, report: .throttled(overBudgetMilliseconds: nil)))
    #expect(gate.admit(at: 3.6, spent: nil) == .wait(until: 4, report: nil), "told once")
    #expect(gate.admit(at: 4, spent: nil) == .pass, "a new second")
  }

  @Test("A session past its server time waits for the second to end")
  func overBudget() {
    var gate = FrameGate()
    #expect(gate.admit(at: 1, spent: nil) == .pass)
    #expect(
      gate.admit(at: 1.2, spent: 0.25)
        == .wait(until: 2, report: .throttled(overBudgetMilliseconds: 250)))
    #expect(gate.admit(at: 2.01, spent: nil) == .pass)
  }

  @Test("The meter reports a session past its budget until its second ends")
  func meter() {
    let meter = ServerTimeMeter()
    meter.update(spent: 0.1, windowEnd: 5, budget: 0.2)
    #expect(meter.overBudget(at: 4.5) == nil)
    meter.update(spent: 0.3, windowEnd: 5, budget: 0.2)
    #expect(meter.overBudget(at: 4.5) == 0.3)
    #expect(meter.overBudget(at: 5.1) == nil)
  }
}
