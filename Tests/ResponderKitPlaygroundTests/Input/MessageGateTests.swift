import Foundation
import Testing

@testable import ResponderKitPlayground

@Suite("The flood limit")
struct MessageGateTests {
  @Test("Past the limit in one second, messages drop and the first drop is reported once")
  func flood() {
    var gate = MessageGate()
    let limit = PlaygroundLimits.maximumMessagesPerSecond
    for index in 0..<limit {
      #expect(gate.admit(at: 5 + Double(index) / Double(limit * 2), endsTouch: false) == .pass)
    }
    #expect(gate.admit(at: 5.6, endsTouch: false) == .drop(report: .flood))
    #expect(gate.admit(at: 5.7, endsTouch: false) == .drop(report: nil))
    #expect(gate.admit(at: 5.8, endsTouch: true) == .pass, "an end always passes")
    #expect(gate.admit(at: 6.1, endsTouch: false) == .pass, "a new second")
  }
}
