import Foundation
import Testing

@testable import ResponderKitPlayground

@Suite("The page's clock on the engine's")
struct PlaygroundClockTests {
  @Test("The first message is time 0; later ones count from it in seconds")
  func origin() {
    var clock = PlaygroundClock()
    #expect(clock.engineTime(of: 52_000, latest: 0) == 0)
    clock.accepted(52_000)
    #expect(clock.engineTime(of: 52_250, latest: 0) == 0.25)
  }

  @Test("A message a little older than where the server drove the clock is moved up to it")
  func overtaken() {
    var clock = PlaygroundClock()
    clock.accepted(1000)
    #expect(clock.engineTime(of: 1100, latest: 0.12) == 0.12)
  }

  @Test("A message older than the page's previous one keeps its time, for the engine to refuse")
  func backwards() {
    var clock = PlaygroundClock()
    clock.accepted(1000)
    clock.accepted(1500)
    #expect(clock.engineTime(of: 1200, latest: 0.5) == 0.2)
  }

  @Test("Between messages the server drives the clock to the page's time less the lag")
  func driven() {
    var clock = PlaygroundClock()
    #expect(clock.drivenTime(at: 10) == nil)
    clock.accepted(1000)
    clock.received(at: 10)
    #expect(clock.drivenTime(at: 10.5) == 0.5 - PlaygroundLimits.clockLag)
  }
}
