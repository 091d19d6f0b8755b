import Foundation
import ResponderKit
import ResponderKitUIKit
import Testing

/// Delivery pinned by what iOS printed and by tests that ran against Apple's UIKit (see
/// `WhatIOSDoesTests` for the sources' kinds). Each test names its source.
@MainActor
@Suite("What iOS does: hit-testing twice, catching a fling, zooming a late content view")
struct WhatIOSDoesDeliveryTests {
  /// A view that logs its `hitTest(_:with:)` calls, as the apps in public questions do.
  final class LoggingView: UIView {
    var log: [CGPoint] = []
    var answerAfter: [UIView?] = []
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      log.append(point)
      if !answerAfter.isEmpty { return answerAfter.removeFirst() }
      return super.hitTest(point, with: event)
    }
  }

  /// Console logs of `hitTest(_:with:)` overrides printed on devices, posted in public questions,
  /// show each line twice for one touch-down, at the same point, before `touchesBegan`
  /// (Hit-testing §2.5).
  @Test("§2.5 a touch-down runs hit-testing twice at the same point before the first delivery")
  func hitTestRunsTwice() throws {
    let stage = Stage()
    let logger = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stage.window.addSubview(logger)
    try stage.play { $0.tap(at: CGPoint(x: 20, y: 30)) }
    #expect(logger.log == [CGPoint(x: 20, y: 30), CGPoint(x: 20, y: 30)])
  }

  @Test("§2.5 a pass of standard views alone is not run again: nothing could differ")
  func plainPassRunsOnce() throws {
    let stage = Stage()
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stage.window.addSubview(plain)
    let recorder = TraceRecorder()
    stage.application.tracer = recorder
    try stage.play { $0.tap(at: CGPoint(x: 20, y: 30)) }
    let entered = recorder.records.filter { if case .hitTestEntered = $0 { true } else { false } }
    #expect(entered.count == 2, "the window and the view, once each")
    #expect(
      recorder.records.contains(
        .hitTestRepeated(view: plain.traceName, changed: false, overridesAsked: false)))
    let lines = TextTraceFormatter().lines(for: recorder.records)
    #expect(lines.filter { $0.hasPrefix("hit-test again") }.count == 1)
  }

  @Test("§2.5 the touch goes to the second pass's answer; the trace and explain say they differ")
  func secondAnswerWins() throws {
    let stage = Stage()
    let logger = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let first = UIView()
    let second = TouchCountingView()
    logger.addSubview(first)
    logger.addSubview(second)
    stage.window.addSubview(logger)
    logger.answerAfter = [first, second]
    let recorder = TraceRecorder()
    stage.application.tracer = recorder
    try stage.play { $0.tap(at: CGPoint(x: 20, y: 30)) }
    #expect(second.began == 1)
    let lines = TextTraceFormatter().lines(for: recorder.records)
    #expect(
      lines.contains {
        $0.hasPrefix("hit-test again") && $0.hasSuffix("not what the first pass returned")
      })
    logger.answerAfter = [first, second]
    let explanation = stage.window.explainTouch(at: CGPoint(x: 20, y: 30))
    #expect(explanation.secondPass?.first == first.traceName)
    #expect(explanation.secondPass?.second == second.traceName)
    #expect(explanation.lines.contains { $0.contains("fix: make hitTest(_:with:)") })
  }

  // MARK: a finger on a fling

  final class DelegateLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBegin") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEnd(\(decelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("endDecel") }
  }

  /// Answers to "how to know a scroll view stopped" (qastack.com.br, question 993280) describe the
  /// emergency brake: a finger that stops a decelerating scroll view ends it with
  /// `scrollViewDidEndDragging(_:willDecelerate: false)` (and, since iOS 13, a
  /// `scrollViewDidEndDecelerating(_:)` as it stops); the drag begins at the touch-down.
  @Test("§10 a finger on a fling stops it and begins a drag at once; the lift ends it at rest")
  func fingerCatchesFling() throws {
    let stage = Stage()
    let scrollView = UIScrollView(frame: stage.window.bounds)
    scrollView.contentSize = CGSize(width: 400, height: 8000)
    let log = DelegateLog()
    scrollView.delegate = log
    stage.window.addSubview(scrollView)
    try stage.play {
      $0.drag(
        along: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300)], duration: 0.1)
      $0.wait(0.2)
    }
    #expect(scrollView.isDecelerating)
    log.calls.removeAll()
    try stage.touch(9, .began, at: CGPoint(x: 200, y: 400), time: stage.now + 0.01)
    let caughtAt = scrollView.contentOffset
    #expect(!scrollView.isDecelerating && scrollView.isDragging)
    #expect(log.calls == ["endDecel", "willBegin"])
    try stage.touch(9, .ended, at: CGPoint(x: 200, y: 400), time: stage.now + 0.1)
    #expect(log.calls == ["endDecel", "willBegin", "didEnd(false)"])
    #expect(scrollView.contentOffset == caughtAt)
    #expect(!scrollView.isDecelerating)
  }

  // MARK: zooming a content view made after the delegate

  final class LateZoom: NSObject, UIScrollViewDelegate {
    var content: UIView?
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
  }

  /// lyft/Hammer's own scroll view tests (run against Apple's UIKit on the simulator) set the
  /// delegate and the zoom range before the content view exists, then pinch and expect a zoom.
  @Test("§10 the view for zooming is asked when a pinch starts, not when the delegate is set")
  func zoomsContentMadeLater() throws {
    let stage = Stage()
    let scrollView = UIScrollView(frame: stage.window.bounds)
    let zoom = LateZoom()
    scrollView.delegate = zoom
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
    stage.window.addSubview(scrollView)
    #expect(scrollView.pinchGestureRecognizer != nil, "the zoom range allows zooming")
    try stage.play { $0.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 200, duration: 0.3) }
    #expect(scrollView.zoomScale == 1, "nothing to zoom: the pinch failed at touch-down")
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    scrollView.addSubview(content)
    zoom.content = content
    try stage.play {
      $0.wait(1)
      $0.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 200, duration: 0.3)
    }
    #expect(scrollView.zoomScale > 1.5)
  }
}
