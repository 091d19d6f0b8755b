import Foundation
import ResponderKit

extension RawInputFuzzer {
  /// Checks that every recognizer, after whatever the input did to it, still recognizes its own
  /// gesture: each is moved, enabled and without its delegate, onto a fresh view of a fresh
  /// window, where its canonical gesture is played; it must send an action.
  func checkEveryRecognizerIsUsable() {
    mutationBudget = 0
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 400, height: 700), application: application)
    window.makeKeyAndVisible()
    var time: TimeInterval = 1
    for recognizer in recognizers {
      guard let script = Self.gesture(for: recognizer, at: time) else { continue }
      let pad = View(frame: window.bounds)
      pad.isMultipleTouchEnabled = true
      window.addSubview(pad)
      recognizer.isEnabled = true
      recognizer.delegate = nil
      var fired = false
      recognizer.addHandler { _ in fired = true }
      pad.addGestureRecognizer(recognizer)
      do {
        try application.play(script)
      } catch {
        violations.append("the usability gesture for \(recognizer.traceName) was refused: \(error)")
      }
      time = application.clock.now + 2
      application.advance(to: time)
      if !fired {
        violations.append(
          "\(recognizer.traceName) (\(type(of: recognizer))) no longer recognizes its gesture")
      }
      pad.removeFromSuperview()
    }
    _ = Application()
  }

  /// The gesture `recognizer` recognizes when alone, starting at `time`; `nil` for one that
  /// cannot recognize any (a pan that takes no touch).
  private static func gesture(
    for recognizer: GestureRecognizer, at time: TimeInterval
  ) -> TouchScript? {
    var script = TouchScript(startingAt: time)
    let center = CGPoint(x: 200, y: 350)
    // Three frames a motion: enough for every recognizer, cheap enough to run on every input.
    let quick: TimeInterval = 0.05
    switch recognizer {
    case let tap as TapGestureRecognizer:
      for round in 0..<tap.numberOfTapsRequired {
        let start = time + Double(round) * 0.15
        let ids = (0..<tap.numberOfTouchesRequired).map { 10 + round * 10 + $0 }
        let points = ids.indices.map { CGPoint(x: 150 + CGFloat($0) * 60, y: 350) }
        script.samples(
          zip(ids, points).map {
            TouchSample(touchID: $0, phase: .began, location: $1, timestamp: start)
          })
        script.samples(
          zip(ids, points).map {
            TouchSample(touchID: $0, phase: .ended, location: $1, timestamp: start + 0.05)
          })
      }
    case let press as LongPressGestureRecognizer:
      script.longPress(at: center, duration: press.minimumPressDuration + 0.3)
    case let edge as ScreenEdgePanGestureRecognizer:
      guard edge.maximumNumberOfTouches > 0 else { return nil }
      script.drag(along: [CGPoint(x: 2, y: 350), CGPoint(x: 250, y: 350)], duration: quick)
    case let pan as PanGestureRecognizer:
      guard pan.maximumNumberOfTouches > 0 else { return nil }
      script.drag(along: [center, CGPoint(x: 320, y: 500)], duration: quick)
    case let swipe as SwipeGestureRecognizer:
      let direction = swipe.direction
      let end =
        direction.contains(.right)
        ? CGPoint(x: center.x + 150, y: center.y)
        : direction.contains(.left)
          ? CGPoint(x: center.x - 150, y: center.y)
          : direction.contains(.up)
            ? CGPoint(x: center.x, y: center.y - 150) : CGPoint(x: center.x, y: center.y + 150)
      script.drag(along: [center, end], duration: quick)
    case is PinchGestureRecognizer:
      script.pinch(center: center, from: 100, to: 220, duration: quick)
    case is RotationGestureRecognizer:
      script.rotate(center: center, distance: 120, from: 0, to: .pi / 2, duration: quick)
    default:
      return nil
    }
    return script
  }
}
