import Foundation
import ResponderKit
import Testing

@Suite("Trace formatters")
struct TraceFormatterTests {
  @Test(
    "Text lines say what happened",
    arguments: [
      (TraceRecord.hitTestEntered(view: "White"), "White in"),
      (.hitTestExited(view: "Green", result: "Blue", reason: nil), "Green out: return Blue"),
      (
        .hitTestExited(view: "Yellow", result: nil, reason: .pointOutside), "Yellow out: return nil"
      ),
      (
        .touchBegan(touch: 1, at: CGPoint(x: 250, y: 420), view: "Blue", tapCount: 2),
        "touch 1 began at (250, 420) in Blue, tap count 2"
      ),
      (.touchMoved(touch: 3, to: CGPoint(x: 1.5, y: 2)), "touch 3 moved to (1.5, 2)"),
      (
        .delivered(.touchesBegan, to: "Blue", touches: [1, 2]), "touchesBegan -> Blue [touch 1, 2]"
      ),
      (
        .forwarded(.touchesEnded, from: "Blue", to: "Green"),
        "  touchesEnded forwarded Blue -> Green"
      ),
      (
        .touchWithheld(touch: 2, view: "Pad", reason: .multipleTouchDisabled),
        "touch 2 withheld from Pad: view already tracks a touch and isMultipleTouchEnabled is false [§6]"
      ),
      (
        .touchDelayed(touch: 1, phase: .began, by: "delaysContentTouches on List"),
        "touch 1 began withheld from views by delaysContentTouches on List [§10]"
      ),
      (
        .touchDelayed(touch: 1, phase: .ended, by: "doubleTap on Photo"),
        "touch 1 ended withheld from views by doubleTap on Photo [delaysTouchesEnded, §7]"
      ),
      (
        .touchCancelledForViews(touch: 1, by: "singleTap on Photo"),
        "touch 1 taken from views by singleTap on Photo [cancelsTouchesInView, §7]"
      ),
      (
        .touchCancelledForViews(touch: 2, by: "List.panGestureRecognizer on List"),
        "touch 2 taken from views by List.panGestureRecognizer on List [canCancelContentTouches, §10]"
      ),
      (
        .recognizerWaiting(recognizer: "singleTap on Photo", for: "doubleTap on Photo"),
        "singleTap on Photo waits for doubleTap on Photo to fail [§8.6]"
      ),
      (.eventDispatched(type: .touches, timestamp: 0.35), "[0.35 s] touches event"),
      (
        .scrolled(view: "List", phase: .beganDragging, offset: CGPoint(x: 0, y: 6.6667)),
        "List begins dragging at (0, 6.667)"
      ),
      (
        .scrollReleased(
          view: "List", offset: CGPoint(x: 0, y: 190), target: CGPoint(x: 0, y: 689.0001)),
        "List released at (0, 190), heading for (0, 689)"
      ),
      (
        .scrollReleased(view: "List", offset: CGPoint(x: 0, y: 190), target: CGPoint(x: 0, y: 190)),
        "List released at (0, 190)"
      ),
      (
        .scrolled(view: "List", phase: .cameToRest, offset: CGPoint(x: -0.0001, y: 10.5)),
        "List comes to rest at (0, 10.5)"
      ),
    ])
  func text(record: TraceRecord, line: String) {
    #expect(TextTraceFormatter().line(for: record) == line)
  }

  @Test("With reasons on, a passed-over view says why; a view filter hides other views' hit-tests")
  func reasonsAndFilter() {
    let exit = TraceRecord.hitTestExited(
      view: "Blue", result: nil, reason: .transparent(alpha: 0.005))
    #expect(
      TextTraceFormatter(showsReasons: true).line(for: exit)
        == "Blue out: return nil (alpha 0.005 < 0.01)")
    #expect(TextTraceFormatter(hitTestViews: ["Green"]).line(for: exit) == nil)
  }

  @Test(
    "With colour on, each line is wrapped in the style of what happened; off, it is plain",
    arguments: [
      (TraceRecord.eventDispatched(type: .touches, timestamp: 0), TerminalStyle.bold),
      (.hitTestEntered(view: "White"), .dim),
      (.touchBegan(touch: 1, at: .zero, view: "Blue", tapCount: 1), .cyan),
      (.delivered(.touchesBegan, to: "Blue", touches: [1]), .green),
      (.dropped(.touchesBegan, at: "Application", touches: [1]), .yellow),
      (.controlEvent(control: "Save", events: "touchUpInside"), .blue),
      (.inputRejected("touch 3 moved but never began"), .red),
      (
        .recognizerStateChanged(recognizer: "tap", from: .possible, to: .ended, reason: nil),
        .magenta
      ),
      (
        .recognizerStateChanged(
          recognizer: "tap", from: .possible, to: .failed, reason: .touchCancelled),
        .yellow
      ),
    ])
  func color(record: TraceRecord, style: TerminalStyle) throws {
    let plain = try #require(TextTraceFormatter().line(for: record))
    let colored = try #require(TextTraceFormatter(usesColor: true).line(for: record))
    #expect(colored == "\u{1B}[\(style.rawValue)m\(plain)\u{1B}[0m")
    #expect(!plain.contains("\u{1B}"))
  }

  @Test("JSON Lines: one flat object per record, with an event field")
  func json() throws {
    let lines = JSONLinesTraceFormatter().lines(for: [
      .touchBegan(touch: 1, at: CGPoint(x: 250, y: 420), view: "Blue", tapCount: 1),
      .hitTestExited(view: "Blue", result: nil, reason: .hidden),
    ])
    let first = try #require(
      JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["event"] as? String == "touchBegan")
    #expect(first["x"] as? Double == 250 && first["view"] as? String == "Blue")
    let second = try #require(
      JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(second["reason"] as? String == "hidden" && second["result"] is NSNull)
  }

  @Test("§10, §8.3 JSON Lines: a release carries its target; a skipped touch its reason")
  func jsonScrollAndSkip() throws {
    let lines = JSONLinesTraceFormatter().lines(for: [
      .scrollReleased(view: "List", offset: CGPoint(x: 0, y: 190), target: CGPoint(x: 0, y: 689)),
      .recognizerSkippedTouch(recognizer: "tap on Card", touch: 2, reason: .delegateDeclined),
    ])
    let release = try #require(
      JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(release["event"] as? String == "scrollReleased")
    #expect(release["y"] as? Double == 190 && release["targetY"] as? Double == 689)
    let skip = try #require(
      JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(skip["touch"] as? Int == 2)
    #expect(skip["reason"] as? String == "its delegate's shouldReceive said no")
  }
}
