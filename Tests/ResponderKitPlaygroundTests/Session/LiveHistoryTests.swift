import Foundation
import ResponderKit
import Testing

@testable import ResponderKitPlayground

/// The live history's promise: what it keeps of a long session tells the latest touches' stories
/// as the whole trace does, and it stays the same size however long the session runs.
@MainActor
@Suite("The live history: the latest touches, whatever the session's age")
struct LiveHistoryTests {
  /// The outcome lines of the latest `count` touches told by `records`.
  private func outcomes(_ records: [TraceRecord], latest count: Int) -> [String] {
    TouchStory.stories(from: records).suffix(count).map(\.outcome)
  }

  private func history(of records: [TraceRecord]) -> LiveHistory {
    var history = LiveHistory()
    for record in records { history.read(record) }
    return history
  }

  @Test("After many touches it keeps the latest six, each told as the whole trace tells it")
  func latestTouches() throws {
    let driver = try SessionDriver()
    var t = 0.0
    for round in 0..<12 {
      try driver.pointer("down", id: round + 1, 100, 285, at: t)
      try driver.pointer("up", id: round + 1, 100, 285, at: t + 0.05)
      t += 0.5
      try driver.drag(
        id: 100 + round, from: CGPoint(x: 187, y: 620), to: CGPoint(x: 187, y: 500), at: t,
        duration: 0.2)
      t += 1
      try driver.settle(from: t)
      t += 3
    }
    let kept = history(of: driver.records)
    let told = TouchStory.stories(from: kept.records)
    #expect(told.count == PlaygroundLimits.reportedTouches)
    #expect(told.map(\.outcome) == outcomes(driver.records, latest: told.count))
    #expect(kept.recordCount < driver.records.count / 3)
  }

  @Test("A touch held and moved 1,500 times is kept in a bounded number of records")
  func longDrag() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 187, 140, at: 0)
    for step in 1...1_500 {
      let x = 150 + Double(step % 60)
      try driver.pointer("move", x, 140, at: Double(step) * 0.002)
    }
    try driver.pointer("up", 150, 140, at: 3.5)
    let kept = history(of: driver.records)
    // At most two runs of 64 plain moves of about eight records each, and the other events.
    #expect(kept.recordCount < 1_200, "\(kept.recordCount) of \(driver.records.count) records")
    #expect(driver.records.count > 10_000)
    #expect(outcomes(kept.records, latest: 1) == outcomes(driver.records, latest: 1))
  }

  @Test("The frames kept draw the same touches the records tell, in the same order")
  func framesMatchRecords() throws {
    let driver = try SessionDriver()
    var t = 0.0
    for round in 0..<9 {
      try driver.drag(
        id: round + 1, from: CGPoint(x: 150, y: 140), to: CGPoint(x: 220, y: 160), at: t,
        duration: 1.5)
      t += 2
    }
    var kept = history(of: driver.records)
    for frame in driver.session.frames { kept.accepted(frame) }
    let began = kept.inputFrames.flatMap { $0.filter { $0.phase == .began }.map(\.touchID) }
    let told = TouchStory.stories(from: kept.records).map(\.touch)
    #expect(began == told)
    #expect(kept.inputFrames.count < driver.session.frames.count / 2)
  }

  @Test("Past its most records, the oldest events go, never a touch-down kept")
  func recordCap() {
    var history = LiveHistory(keptTouches: 6, threshold: 32, maximumRecords: 100)
    history.read(.eventDispatched(type: .touches, timestamp: 0))
    history.read(.touchBegan(touch: 1, at: .zero, view: "A", tapCount: 1))
    for step in 1...1_000 {
      history.read(.eventDispatched(type: .touches, timestamp: Double(step)))
      history.read(.controlEvent(control: "A", events: "valueChanged"))
    }
    #expect(history.recordCount <= 100)
    #expect(history.records.contains(.touchBegan(touch: 1, at: .zero, view: "A", tapCount: 1)))
  }
}
