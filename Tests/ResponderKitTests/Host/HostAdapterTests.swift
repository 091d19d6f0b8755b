import Foundation
import ResponderKit
import Testing

@Suite("§22.1 HostClock: platform time onto the engine's clock")
struct HostClockTests {
  @Test("§22.1 the first platform time seen is the engine's 0; later ones count from it")
  func originFromFirstTime() {
    var clock = HostClock()
    #expect(clock.engineTime(at: 5_000.25) == 0)
    #expect(clock.engineTime(at: 5_001.75) == 1.5)
    #expect(clock.origin == 5_000.25)
    #expect(clock.platformTime(at: 2) == 5_002.25)
  }

  @Test("§22.1 a stamp earlier than the latest time handed out is moved up to it, never back")
  func lateStampsAreClamped() {
    var clock = HostClock(origin: 100)
    #expect(clock.engineTime(at: 100.5) == 0.5)
    #expect(clock.engineTime(at: 100.4) == 0.5)
    #expect(clock.engineTime(at: 99) == 0.5)
    #expect(abs(clock.engineTime(at: 100.6) - 0.6) < 1e-9)
  }

  @Test("§22.1 a platform time beyond the engine's limit after the origin stops the program")
  func timeInTheWrongUnit() async {
    await #expect(processExitsWith: .failure) {
      var clock = HostClock(origin: 0)
      _ = clock.engineTime(at: 2e12)
    }
  }

  @Test("§22.1 a non-finite origin stops the program, naming the value")
  func nonFiniteOrigin() async {
    await #expect(processExitsWith: .failure) {
      _ = HostClock(origin: .nan)
    }
  }
}

@Suite("§22.3 PointerState: the whole button mask from one button at a time")
struct PointerStateTests {
  @Test("§22.3 each sample carries every button held; the mask empties only when the last is up")
  func wholeMask() throws {
    var pointer = PointerState()
    let point = CGPoint(x: 10, y: 20)
    let leftReading = pointer.pressed(.primary, at: point, timestamp: 1)
    let left = try #require(leftReading)
    #expect(left.buttonMask == .primary)
    let bothReading = pointer.pressed(.secondary, at: point, timestamp: 2)
    let both = try #require(bothReading)
    #expect(both.buttonMask == [.primary, .secondary])
    let leftUpReading = pointer.released(.primary, at: point, timestamp: 3)
    let leftUp = try #require(leftUpReading)
    #expect(leftUp.buttonMask == .secondary)
    let moved = pointer.moved(to: CGPoint(x: 30, y: 40), at: 4)
    #expect(moved.buttonMask == .secondary && moved.location == CGPoint(x: 30, y: 40))
    let rightUpReading = pointer.released(.secondary, at: point, timestamp: 5)
    let rightUp = try #require(rightUpReading)
    #expect(rightUp.buttonMask.isEmpty)
  }

  @Test("§22.3 a press of a button held, or a release of one not held, makes no sample")
  func repeatsAndStrayReleases() {
    var pointer = PointerState()
    let point = CGPoint(x: 1, y: 1)
    #expect(pointer.released(.primary, at: point, timestamp: 0) == nil)
    #expect(pointer.pressed(.primary, at: point, timestamp: 1) != nil)
    #expect(pointer.pressed(.primary, at: point, timestamp: 2) == nil)
    #expect(pointer.buttons == .primary)
  }

  @Test("§22.3 the modifier keys a host sets ride on every sample; leaving forgets the location")
  func modifiersAndExit() {
    var pointer = PointerState()
    pointer.modifierFlags = [.shift]
    #expect(pointer.moved(to: CGPoint(x: 5, y: 5), at: 0).modifierFlags == [.shift])
    pointer.exited()
    #expect(pointer.location == nil)
  }
}

@Suite("§22.3 FingerIDMap: platform finger ids to touch ids")
struct FingerIDMapTests {
  @Test("§22.3 fingers get the smallest free touch id, kept until they lift, then reused")
  func smallestFreeID() {
    var map = FingerIDMap()
    #expect(map.began(0xFFFF_FFFF_0000_0001) == 1)
    #expect(map.began(42) == 2)
    #expect(map.touchID(for: 42) == 2)
    #expect(map.ended(0xFFFF_FFFF_0000_0001) == 1)
    #expect(map.began(7) == 1)
    #expect(map.count == 2)
  }

  @Test("§22.3 an orphan (never seen going down) has no id; a finger down twice is refused")
  func orphansAndRepeats() {
    var map = FingerIDMap()
    #expect(map.touchID(for: 9) == nil)
    #expect(map.ended(9) == nil)
    #expect(map.began(9) == 1)
    #expect(map.began(9) == nil)
    map.removeAll()
    #expect(map.count == 0)
  }
}

@Suite("§22.3 TouchFrameBuilder: simultaneous fingers in one frame")
struct TouchFrameBuilderTests {
  func reading(_ id: Int, _ phase: TouchSample.Phase, at time: TimeInterval) -> TouchSample {
    TouchSample(touchID: id, phase: phase, location: CGPoint(x: id, y: id), timestamp: time)
  }

  @Test("§22.3 readings with one timestamp make one frame; a later one closes it")
  func sameTimestampOneFrame() throws {
    var builder = TouchFrameBuilder()
    var frames: [[Int]] = []
    let send = { (frame: [TouchSample]) throws(InputError) in frames.append(frame.map(\.touchID)) }
    try builder.add(reading(1, .began, at: 1), send: send)
    try builder.add(reading(2, .began, at: 1), send: send)
    #expect(frames.isEmpty)
    try builder.add(reading(1, .moved, at: 1.016), send: send)
    #expect(frames == [[1, 2]])
    try builder.flush(into: send)
    #expect(frames == [[1, 2], [1]])
    try builder.flush(into: send)
    #expect(frames.count == 2)
  }

  @Test("§22.3 a second reading of a finger in the same instant starts a new frame")
  func sameFingerTwice() throws {
    var builder = TouchFrameBuilder()
    var frames: [[TouchSample.Phase]] = []
    let send = { (frame: [TouchSample]) throws(InputError) in frames.append(frame.map(\.phase)) }
    try builder.add(reading(1, .began, at: 2), send: send)
    try builder.add(reading(1, .moved, at: 2), send: send)
    try builder.flush(into: send)
    #expect(frames == [[.began], [.moved]])
  }

  @Test("§22.3 with a simultaneity window, readings that close together join one frame")
  func simultaneityWindow() throws {
    var builder = TouchFrameBuilder(simultaneity: 0.004)
    var sizes: [Int] = []
    let send = { (frame: [TouchSample]) throws(InputError) in sizes.append(frame.count) }
    try builder.add(reading(1, .began, at: 1), send: send)
    try builder.add(reading(2, .began, at: 1.003), send: send)
    try builder.add(reading(3, .began, at: 1.010), send: send)
    try builder.flush(into: send)
    #expect(sizes == [2, 1])
  }

  @Test("§22.3 a negative simultaneity stops the program")
  func negativeSimultaneity() async {
    await #expect(processExitsWith: .failure) {
      _ = TouchFrameBuilder(simultaneity: -1)
    }
  }
}
