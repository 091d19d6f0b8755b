import Foundation
import ResponderKit
import Testing

@testable import ResponderKitPlayground

@MainActor
@Suite("A session: pointer input through the engine and what the page is shown")
struct PlaygroundSessionTests {
  @Test("A tap on Buy: hit view, each view's verdict, the outcome and the button's events")
  func tapButton() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 100, 285, at: 0)
    let pressed = try #require(driver.touch(1))
    #expect(pressed["hitView"] as? String == "Buy")
    #expect(pressed["down"] as? Bool == true)
    let verdicts = try #require(pressed["hitTest"] as? [[String: Any]])
    #expect(verdicts.first?["view"] as? String == "Buy")
    #expect(verdicts.first?["getsTouch"] as? Bool == true)
    #expect(
      verdicts.contains { $0["view"] as? String == "Shop" && $0["getsTouch"] as? Bool == true })
    let visited = try #require(pressed["visited"] as? [[String: Any]])
    let passedOver = try #require(visited.first { $0["view"] as? String == "Products" })
    #expect(passedOver["result"] == nil)
    #expect((passedOver["reason"] as? String)?.contains("point outside") == true)
    #expect(visited.contains { $0["view"] as? String == "Buy" && $0["result"] as? String == "Buy" })
    #expect(driver.view("Buy")?["highlighted"] as? Bool == true)
    try driver.pointer("up", 100, 285, at: 0.08)
    let tapped = try #require(driver.touch(1))
    #expect(tapped["down"] as? Bool == false)
    let outcome = try #require(tapped["outcome"] as? String)
    #expect(outcome.hasPrefix("touch 1:") && outcome.contains("touchUpInside"), "\(outcome)")
    #expect(driver.records.contains(.controlEvent(control: "Buy", events: "touchUpInside")))
    #expect(driver.records.contains(.actionSent("buy", to: "ShopScreen")))
    try driver.settle(from: 0.08)
    #expect(driver.view("Buy")?["highlighted"] as? Bool == false, "the highlight's minimum ran out")
  }

  @Test("A drag on the list, past delaysContentTouches, scrolls it; after the lift it decelerates")
  func dragList() throws {
    let driver = try SessionDriver()
    try driver.drag(
      from: CGPoint(x: 187, y: 620), to: CGPoint(x: 187, y: 400), at: 0, duration: 0.2)
    let released = try #require(driver.offsetY("Products"))
    #expect(released > 150)
    #expect(driver.view("Products")?["decelerating"] as? Bool == true)
    let pan = try #require(driver.recognizers(of: 1)["Products.panGestureRecognizer"])
    #expect(["began", "changed", "ended"].contains(pan["state"] as? String))
    try driver.settle(from: 0.25)
    let rest = try #require(driver.offsetY("Products"))
    #expect(rest > released, "the fling carried it on")
    #expect(driver.view("Products")?["decelerating"] as? Bool == false)
    #expect(driver.session.isBusy == false)
    #expect(driver.state?["busy"] as? Bool == false, "the page is told it is over")
    let screen = try #require(driver.state?["screen"] as? String)
    #expect(
      !screen.contains(#"data-id="Products.row0""#), "rows scrolled out of sight are not drawn")
    let outcome = try #require(driver.touch(1)?["outcome"] as? String)
    #expect(outcome.contains("Products"), "\(outcome)")
  }

  @Test(
    "A still press becomes a long press as the server drives the clock; the tap fails, saying why")
  func longPress() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 187, 140, at: 0)
    #expect(driver.recognizers(of: 1)["longPress"]?["state"] as? String == "possible")
    try driver.frames(from: 0, to: 0.7)
    #expect(driver.recognizers(of: 1)["longPress"]?["state"] as? String == "began")
    try driver.pointer("up", 187, 140, at: 0.9)
    let recognizers = driver.recognizers(of: 1)
    #expect(recognizers["longPress"]?["state"] as? String == "ended")
    let doubleTap = try #require(recognizers["doubleTap"])
    #expect(["failed", "cancelled"].contains(doubleTap["state"] as? String))
    let reason = try #require(doubleTap["reason"] as? String)
    #expect(!reason.isEmpty)
  }

  @Test("Two fingers pinching the photo: the pinch recognizes")
  func pinch() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", id: 5, 150, 140, at: 0)
    try driver.pointer("down", id: 6, 224, 140, at: 0.005)
    for step in 1...20 {
      let spread = 37 + Double(step) * 3
      let t = 0.01 + Double(step) * 0.016
      try driver.pointer("move", id: 5, 187 - spread, 140, at: t)
      try driver.pointer("move", id: 6, 187 + spread, 140, at: t + 0.001)
    }
    try driver.frame(at: 0.35)
    #expect(driver.recognizers(of: 1)["pinch"]?["state"] as? String == "changed")
    #expect((driver.state?["pointers"] as? [[String: Any]])?.count == 2)
    try driver.pointer("up", id: 5, 127, 140, at: 0.4)
    try driver.pointer("up", id: 6, 247, 140, at: 0.41)
    #expect(
      driver.records.contains(.recognizerActionSent(recognizer: "pinch on Photo", state: .ended)))
  }

  @Test("A malformed message gets an error and a log line, and the session carries on")
  func malformed() throws {
    let driver = try SessionDriver()
    let replies = try driver.send("{\"type\": \"pointer\", \"x\": 1", at: 0)
    #expect(replies.map(\.type) == ["error"])
    #expect(replies.first?["code"] as? String == "malformed")
    #expect(driver.sink.lines.contains { $0.contains("malformed message") })
    try driver.pointer("down", 100, 285, at: 0.1)
    #expect(driver.touch(1)?["hitView"] as? String == "Buy")
  }

  @Test("A move for a pointer that is not down is refused, naming the pointer")
  func unknownPointer() throws {
    let driver = try SessionDriver()
    let replies = try driver.pointer("move", id: 12, 100, 100, at: 0)
    #expect(replies.first?["code"] as? String == "unknownPointer")
    #expect((replies.first?["message"] as? String)?.contains("pointer 12") == true)
    #expect(driver.sink.lines.contains { $0.contains("pointer 12") })
    #expect(driver.records.isEmpty || !driver.records.contains { $0.kind == "touchBegan" })
  }

  @Test("A flood of stray lifts is answered each time but logged ten lines a second (issue 46)")
  func strayLiftFlood() throws {
    let driver = try SessionDriver()
    var time = 0.0
    driver.session.logClock = { time }
    var answered = 0
    for index in 0..<1000 {
      let replies = try driver.pointer("up", id: 7, 100, 100, at: Double(index) * 0.0009)
      answered += replies.filter { $0["code"] as? String == "unknownPointer" }.count
    }
    #expect(answered == 1000)
    #expect(
      driver.sink.lines.filter { $0.hasPrefix("refused:") }.count == LogThrottle.linesPerSecond)
    time = 1.5
    try driver.pointer("up", id: 7, 100, 100, at: 1.2)
    #expect(driver.sink.lines.suffix(2).first == "990 more refusals in that second, not logged")
    #expect(driver.sink.lines.last?.hasPrefix("refused:") == true)
  }

  @Test("Time running backwards is refused by the engine; a refused lift cancels the touch")
  func timeBackwards() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 100, 285, at: 0)
    try driver.pointer("move", 102, 285, at: 0.1)
    let replies = try driver.pointer("move", 104, 285, at: 0.05)
    let error = try #require(replies.first { $0.type == "error" })
    #expect(error["code"] as? String == "inputRefused")
    #expect((error["message"] as? String)?.contains("time went backwards") == true)
    try driver.pointer("up", 104, 285, at: 0.04)
    #expect(driver.session.contacts.isEmpty, "no touch stuck down")
    #expect(driver.records.contains(.touchCancelled(touch: 1)))
    #expect(driver.records.contains(.delivered(.touchesCancelled, to: "Buy", touches: [1])))
    #expect(
      driver.session.isBusy == false || driver.session.application.clock.pendingTimerCount > 0)
    #expect(driver.sink.lines.contains { $0.contains("time went backwards") })
  }

  // Issue 46: a down and a move stamped 10⁷ ms ahead made the engine run every timer up to then
  // (a held wrapping stepper: 21 s and 717 MB before the next state).
  @Test("A message stamped far ahead of the page's clock is refused; a refused lift cancels")
  func clockAhead() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 100, 285, at: 0)
    let ahead = try driver.send(
      Fixtures.pointer("move", id: 1, type: "touch", x: 102, y: 285, ms: 1000 + 10_000_000),
      at: 0.1)
    let error = try #require(ahead.first { $0.type == "error" })
    #expect(error["code"] as? String == "clockAhead")
    #expect((error["message"] as? String)?.contains("ahead of the page's clock") == true)
    #expect(driver.session.application.clock.now < 1)
    // Within the lead a page may run ahead (a message stamped just before it arrives) is fine.
    let near = try driver.send(
      Fixtures.pointer("move", id: 1, type: "touch", x: 104, y: 285, ms: 1000 + 2_000), at: 0.2)
    #expect(!near.contains { $0.type == "error" })
    try driver.send(
      Fixtures.pointer("up", id: 1, type: "touch", x: 104, y: 285, ms: 1000 + 99_000_000), at: 0.3)
    #expect(driver.session.contacts.isEmpty, "no touch stuck down")
    #expect(driver.records.contains(.touchCancelled(touch: 1)))
    #expect(driver.session.application.clock.now < 3)
  }

  @Test("An oversized message is dropped with an error naming its size")
  func oversized() throws {
    let driver = try SessionDriver()
    let replies = try driver.session.receiveOversized(bytes: 70_000).map(Reply.init)
    #expect(replies.first?["code"] as? String == "oversized")
    #expect((replies.first?["message"] as? String)?.contains("70000 bytes") == true)
    #expect(driver.sink.lines.contains { $0.contains("70000 bytes") })
  }

  @Test("A flood is cut off with one error, yet the lift that ends the touch still counts")
  func flood() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 100, 285, at: 0)
    let limit = PlaygroundLimits.maximumMessagesPerSecond
    for index in 0..<(limit + 50) {
      let t = 0.0001 * Double(index + 1)
      try driver.send(Fixtures.pointer("move", x: 100, y: 285, ms: 1000 + t * 1000), at: 0.5)
    }
    #expect(driver.errors.filter { $0["code"] as? String == "flood" }.count == 1)
    try driver.pointer("up", 100, 285, at: 0.2)
    #expect(driver.session.contacts.isEmpty)
    #expect(driver.records.contains(.touchEnded(touch: 1, at: CGPoint(x: 100, y: 285))))
  }

  @Test("A pointer down past the touch limit is refused with an error")
  func tooManyTouches() throws {
    let driver = try SessionDriver()
    for id in 1...PlaygroundLimits.maximumTouches {
      try driver.pointer("down", id: id, 20 + Double(id) * 30, 600, at: Double(id) * 0.001)
    }
    let replies = try driver.pointer("down", id: 50, 10, 600, at: 0.02)
    #expect(replies.first?["code"] as? String == "tooManyTouches")
  }

  @Test("A closed connection cancels its touches: the views get touchesCancelled")
  func closeCancels() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 100, 285, at: 0)
    try driver.pointer("down", id: 2, 300, 140, at: 0.01)
    driver.session.close()
    #expect(driver.session.contacts.isEmpty)
    #expect(driver.records.contains(.touchCancelled(touch: 1)))
    #expect(driver.records.contains(.touchCancelled(touch: 2)))
    #expect(driver.records.contains(.delivered(.touchesCancelled, to: "Buy", touches: [1])))
    #expect(driver.sink.lines.contains("connection closed: cancelled touches 1, 2"))
  }

  @Test("Hovering mouse moves and a mouse lift with no press are not touches")
  func mouseHover() throws {
    let driver = try SessionDriver()
    let hover = try driver.pointer("move", type: "mouse", 50, 50, at: 0)
    #expect(hover.isEmpty)
    try driver.pointer("down", type: "mouse", 100, 285, at: 0.1)
    try driver.pointer("up", type: "mouse", 100, 285, at: 0.15)
    #expect(driver.touch(1)?["kind"] as? String == "mouse")
    #expect(driver.errors.isEmpty)
  }
}
