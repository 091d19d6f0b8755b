import Foundation
import ResponderKit
import Testing

@testable import ResponderKitPlayground

@Suite("Pointer Events as touch samples")
struct PointerMapperTests {
  /// Maps `input`, commits it as accepted, and returns the sample.
  private func feed(_ mapper: inout PointerMapper, _ input: PointerInput) -> TouchSample? {
    guard case .sample(let sample) = mapper.map(input, latest: 0) else { return nil }
    mapper.commit(input, sample: sample, accepted: true)
    return sample
  }

  @Test("A mouse is one touch while a button is down: hovering moves are not touches")
  func mouse() throws {
    var mapper = PointerMapper()
    #expect(mapper.map(Fixtures.input(.move, kind: .mouse, buttons: 0), latest: 0) == .ignored)
    let down = try #require(
      feed(&mapper, Fixtures.input(.down, kind: .mouse, ms: 1000, buttons: 1)))
    #expect(down.touchID == 1 && down.phase == .began && down.type == .indirectPointer)
    let moved = try #require(
      feed(&mapper, Fixtures.input(.move, kind: .mouse, x: 30, ms: 1016, buttons: 1)))
    #expect(moved.touchID == 1 && moved.phase == .moved && moved.location.x == 30)
    let up = try #require(feed(&mapper, Fixtures.input(.up, kind: .mouse, ms: 1100, buttons: 0)))
    #expect(up.touchID == 1 && up.phase == .ended)
    #expect(mapper.contacts.isEmpty)
    #expect(mapper.map(Fixtures.input(.move, kind: .mouse, ms: 1200), latest: 0) == .ignored)
    let again = try #require(
      feed(&mapper, Fixtures.input(.down, kind: .mouse, ms: 1300, buttons: 1)))
    #expect(again.touchID == 2, "each press is a new touch")
  }

  @Test("Fingers down at once are touches of their own, whatever their pointer ids")
  func fingers() throws {
    var mapper = PointerMapper()
    let first = try #require(feed(&mapper, Fixtures.input(.down, id: 41, x: 10, ms: 1000)))
    let second = try #require(feed(&mapper, Fixtures.input(.down, id: 17, x: 90, ms: 1001)))
    #expect((first.touchID, second.touchID) == (1, 2))
    #expect(first.type == .direct)
    let move = try #require(feed(&mapper, Fixtures.input(.move, id: 17, x: 95, ms: 1010)))
    #expect(move.touchID == 2)
    #expect(mapper.contacts[41]?.touchID == 1 && mapper.contacts[17]?.location.x == 95)
  }

  @Test("A pen is a pencil touch with its pressure as force and its tilt as altitude and azimuth")
  func pen() throws {
    var mapper = PointerMapper()
    var input = Fixtures.input(.down, kind: .pen)
    input.pressure = 0.25
    input.tiltX = 45
    input.tiltY = 0
    let sample = try #require(feed(&mapper, input))
    #expect(sample.type == .pencil)
    #expect(sample.force == 0.5)
    let altitude = try #require(sample.altitudeAngle)
    #expect(abs(altitude - .pi / 4) < 1e-9, "leaning 45° towards +x")
    #expect(abs(try #require(sample.azimuthAngle)) < 1e-9, "pointing along +x")
    input.tiltX = 0
    input.tiltY = 0
    #expect(abs(try #require(PointerTilt.altitude(0, 0)) - .pi / 2) < 1e-9, "upright")
    let towardsY = try #require(PointerTilt.azimuth(0, 30))
    #expect(abs(towardsY - .pi / 2) < 1e-9)
  }

  @Test("Coalesced readings become the sample's coalesced samples, on the engine's clock")
  func coalesced() throws {
    var mapper = PointerMapper()
    _ = feed(&mapper, Fixtures.input(.down, ms: 1000))
    var move = Fixtures.input(.move, x: 30, ms: 1016)
    move.coalesced = [
      PointerInput.Reading(x: 20, y: 20, timestamp: 1008),
      PointerInput.Reading(x: 25, y: 21, timestamp: 1012),
    ]
    let sample = try #require(feed(&mapper, move))
    #expect(sample.coalesced.map(\.location) == [CGPoint(x: 20, y: 20), CGPoint(x: 25, y: 21)])
    #expect(sample.coalesced.map(\.timestamp) == [0.008, 0.012])
    #expect(sample.coalesced.allSatisfy { $0.touchID == sample.touchID && $0.phase == .moved })
    #expect(sample.timestamp == 0.016)
  }

  @Test("Window points are kept to 1/10,000 of a point and times to the microsecond")
  func rounding() throws {
    var mapper = PointerMapper()
    _ = feed(&mapper, Fixtures.input(.down, x: 1, y: 1, ms: 500))
    let sample = try #require(
      feed(&mapper, Fixtures.input(.move, x: 100.123456, y: 7.00004, ms: 512.3456789)))
    #expect(sample.location == CGPoint(x: 100.1235, y: 7))
    #expect(sample.timestamp == 0.012346)
  }

  @Test("A finger's move or lift for a pointer that is not down is refused")
  func unknownPointer() {
    let mapper = PointerMapper()
    for phase in [PointerInput.Phase.move, .up, .cancel] {
      #expect(
        mapper.map(Fixtures.input(phase, id: 9), latest: 0)
          == .refused(.unknownPointer(id: 9, kind: .touch)))
    }
  }

  @Test("A pointer down past the limit is refused; lifting one makes room")
  func tooManyTouches() throws {
    var mapper = PointerMapper()
    for id in 1...PlaygroundLimits.maximumTouches {
      _ = try #require(feed(&mapper, Fixtures.input(.down, id: id, ms: 1000 + Double(id))))
    }
    let extra = Fixtures.input(.down, id: 99, ms: 1100)
    #expect(mapper.map(extra, latest: 0) == .refused(.tooManyTouches))
    _ = feed(&mapper, Fixtures.input(.up, id: 1, ms: 1101))
    #expect(feed(&mapper, Fixtures.input(.down, id: 99, ms: 1102)) != nil)
  }

  @Test("A refused began leaves no contact behind")
  func refusedBegan() throws {
    var mapper = PointerMapper()
    let input = Fixtures.input(.down, id: 3)
    guard case .sample(let sample) = mapper.map(input, latest: 0) else {
      Issue.record("not mapped")
      return
    }
    mapper.commit(input, sample: sample, accepted: false)
    #expect(mapper.contacts.isEmpty)
    #expect(
      mapper.map(Fixtures.input(.up, id: 3), latest: 0)
        == .refused(.unknownPointer(id: 3, kind: .touch)))
  }
}
