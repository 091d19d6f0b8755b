import Foundation
import Testing

@testable import ResponderKitPlayground

@Suite("The connection's first gate: a flood dropped before it reaches the main actor")
struct FrameGateTests {
  private let move = Fixtures.pointer("move", x: 1, y: 1, ms: 1)
  private let up = Fixtures.pointer("up", x: 1, y: 1, ms: 1)

  @Test("Past the second's messages only ends pass, no more than two for each finger")
  func flood() {
    var gate = FrameGate()
    for _ in 0..<PlaygroundLimits.maximumMessagesPerSecond {
      #expect(gate.admit(move, at: 3, spent: nil) == .pass)
    }
    #expect(gate.admit(move, at: 3.5, spent: nil) == .drop(report: .flood))
    #expect(gate.admit(move, at: 3.6, spent: nil) == .drop(report: nil))
    for _ in 0..<(2 * PlaygroundLimits.maximumTouches) {
      #expect(gate.admit(up, at: 3.7, spent: nil) == .pass)
    }
    #expect(gate.admit(up, at: 3.8, spent: nil) == .drop(report: nil), "a flood of ends is cut")
    #expect(gate.admit(move, at: 4.1, spent: nil) == .pass, "a new second")
  }

  @Test("A session past its server time has its messages dropped unread, ends aside")
  func overBudget() {
    var gate = FrameGate()
    #expect(gate.admit(move, at: 1, spent: 0.25) == .drop(report: .overBudget(milliseconds: 250)))
    #expect(gate.admit(up, at: 1.1, spent: 0.25) == .pass)
  }

  @Test("The meter reports a session past its budget until its second ends")
  func meter() {
    let meter = ServerTimeMeter()
    meter.update(spent: 0.1, windowEnd: 5)
    #expect(meter.overBudget(at: 4.5) == nil)
    meter.update(spent: 0.3, windowEnd: 5)
    #expect(meter.overBudget(at: 4.5) == 0.3)
    #expect(meter.overBudget(at: 5.1) == nil)
  }
}
