import Foundation
import ResponderKit
import Testing

@testable import ResponderKitPlayground

/// What a heavy or careless page costs the server: a state does not grow with the session's age,
/// a page's moves cost at most a state a frame, and the gate counts the server's time as well as
/// the messages (Docs/playground.md, "Limits").
@MainActor
@Suite("A session under load: cost that does not grow with its age")
struct SessionLoadTests {
  /// Taps Buy `count` times, a second apart, from `t`; returns the time after.
  private func taps(_ driver: SessionDriver, _ count: Int, from t: Double) throws -> Double {
    var t = t
    for index in 0..<count {
      try driver.pointer("down", id: index + 1, 100, 285, at: t)
      try driver.pointer("up", id: index + 1, 100, 285, at: t + 0.05)
      try driver.settle(from: t + 0.05)
      t += 1
    }
    return t
  }

  /// The size of the state a move of a finger on Photo makes at `t`, less its trace lines.
  private func moveStateSize(_ driver: SessionDriver, id: Int, at t: Double) throws -> Int {
    try driver.pointer("down", id: id, 150, 140, at: t)
    let move = Fixtures.pointer("move", id: id, x: 160, y: 140, ms: 1000 + (t + 0.1) * 1000)
    let text = try #require(driver.session.receive(move, at: t + 0.1).last)
    try driver.pointer("up", id: id, 160, 140, at: t + 0.3)
    try driver.settle(from: t + 0.3)
    return text.utf8.count - (try Reply(text)["trace"] as? [Any] ?? []).description.utf8.count
  }

  @Test("A state after 300 taps is the size of one after 10: it shows the latest touches only")
  func stateSizeIsFlat() throws {
    let young = try SessionDriver()
    let youngEnd = try taps(young, 10, from: 0)
    let old = try SessionDriver()
    let oldEnd = try taps(old, 300, from: 0)
    let youngSize = try moveStateSize(young, id: 1000, at: youngEnd)
    let oldSize = try moveStateSize(old, id: 1000, at: oldEnd)
    #expect(abs(oldSize - youngSize) < youngSize / 20, "\(youngSize) then \(oldSize) bytes")
    #expect(old.session.touchLog.order.count <= 2 * TouchLog.keptTouches)
  }

  @Test("A move less than a frame after the last state owes one, which the next frame sends")
  func movesWaitForTheFrame() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 150, 140, at: 0)
    #expect(try driver.pointer("move", 155, 140, at: 0.005).isEmpty)
    #expect(driver.session.statePending)
    let frame = try driver.frame(at: 0.016)
    #expect(frame.map(\.type) == ["state"])
    let moved = try #require(driver.state?["pointers"] as? [[String: Any]])
    #expect((moved.first?["location"] as? [String: Double])?["x"] == 155)
    #expect(try driver.pointer("move", 160, 140, at: 0.04).map(\.type) == ["state"])
    #expect(try driver.pointer("up", 160, 140, at: 0.045).map(\.type) == ["state"], "ends at once")
  }

  @Test("A page whose messages take over the server's budget is cut off for the second")
  func serverTimeBudget() throws {
    let driver = try SessionDriver()
    driver.session.elapsed = { _ in 0.03 }
    driver.session.budget = { 0.2 }
    try driver.pointer("down", 150, 140, at: 0)
    var t = 0.01
    while driver.errors.isEmpty, t < 0.5 {
      try driver.pointer("move", 150 + t * 100, 140, at: t)
      t += 0.01
    }
    let error = try #require(driver.errors.first)
    #expect(error["code"] as? String == "flood")
    #expect((error["message"] as? String)?.contains("ms of the server's time") == true)
    let moves = driver.records.filter { $0.kind == "touchMoved" }.count
    #expect(moves < 8, "about 200 ms of 30 ms messages: \(moves) moves taken")
    #expect(try driver.frame(at: t + 0.01).isEmpty, "states wait for the next second")
    try driver.pointer("up", 170, 140, at: t + 0.02)
    #expect(driver.session.contacts.isEmpty, "the lift of a finger that is down passes")
    try driver.pointer("down", id: 2, 150, 140, at: t + 1.1)
    #expect(driver.session.contacts.count == 1, "the next second takes messages again")
  }

  @Test(
    "During a flood, lifts and cancels of pointers that are not down are dropped like any message",
    arguments: ["up", "cancel"])
  func strayEndsAreGated(phase: String) throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 150, 140, at: 0)
    // The down and these fill the second's messages.
    for index in 1..<PlaygroundLimits.maximumMessagesPerSecond {
      try driver.pointer(phase, id: 500 + index, 10, 10, at: 0.1)
    }
    let before = driver.errors.count
    #expect(driver.errors.allSatisfy { $0["code"] as? String == "unknownPointer" })
    try driver.pointer(phase, id: 9999, 10, 10, at: 0.2)
    #expect(driver.errors.count == before + 1)
    #expect(driver.errors.last?["code"] as? String == "flood", "dropped, not read")
    try driver.pointer(phase, id: 9998, 10, 10, at: 0.3)
    #expect(driver.errors.count == before + 1, "reported once")
    try driver.pointer(phase, 150, 140, at: 0.4)
    #expect(driver.session.contacts.isEmpty, "the end of the finger that is down still passes")
  }

  @Test("A refused second down leaves the touch that is down on the page, where it is")
  func duplicateDown() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 100, 285, at: 0)
    try driver.pointer("move", 104, 286, at: 0.05)
    let replies = try driver.pointer("down", 300, 600, at: 0.1)
    #expect(replies.first?["code"] as? String == "inputRefused")
    let touch = try #require(driver.touch(1))
    #expect(touch["down"] as? Bool == true)
    #expect(touch["hitView"] as? String == "Buy")
    #expect((touch["current"] as? [String: Double])?["x"] == 104)
    let pointers = try #require(driver.state?["pointers"] as? [[String: Any]])
    #expect(pointers.map { $0["touch"] as? Int } == [1])
    try driver.pointer("up", 104, 286, at: 0.15)
    #expect(driver.touch(1)?["outcome"] as? String != nil)
  }

  @Test("Past the recording limit the session stops recording, says so once, and forgets")
  func recordingLimit() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 150, 140, at: 0)
    let readings = (0..<PlaygroundLimits.maximumCoalescedReadings).map { _ in
      #"{"x": 151, "y": 140, "timestamp": 1000}"#
    }
    let perMove = readings.count + 1
    let moves = PlaygroundLimits.maximumRecordedSamples / perMove + 2
    for step in 1...moves {
      let ms = 1000 + Double(step) * 2
      let coalesced = readings.map { $0.replacingOccurrences(of: "1000}", with: "\(ms - 1)}") }
      try driver.send(
        Fixtures.pointer(
          "move", x: 151, y: 140, ms: ms,
          extra: #", "coalesced": [\#(coalesced.joined(separator: ", "))]"#),
        at: Double(step) * 0.002)
    }
    let full = driver.errors.filter { $0["code"] as? String == "recordingFull" }
    #expect(full.count == 1)
    #expect(driver.session.frames.isEmpty)
    try driver.frame(at: 1)
    #expect(driver.records.count < 100, "the recorder forgets what was read and sent")
    let save = try driver.send(#"{"type": "save"}"#, at: 2)
    #expect(save.first?["code"] as? String == "recordingFull")
    try driver.pointer("up", 151, 140, at: 3)
    #expect(driver.touch(1)?["down"] as? Bool == false, "touches still show")
    try driver.send(#"{"type": "reset"}"#, at: 4)
    #expect(driver.session.isRecording)
  }
}
