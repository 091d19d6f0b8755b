import Foundation
import ResponderKit

/// The operations the benchmarks repeat, shared by the benchmark suite and the instruction counter.
@MainActor
public enum Workloads {
  /// The input clock: each workload starts after the previous one's last sample. Unchecked, so
  /// that the harness's own bookkeeping costs no dynamic exclusivity check per workload.
  @exclusivity(unchecked) public static var time: TimeInterval = 0

  /// One full tap: began, then ended; the clock moves past the tap window between taps.
  public static func tap(_ application: Application, _ point: CGPoint) {
    time += 1
    try! application.send(
      TouchSample(touchID: 1, phase: .began, location: point, timestamp: time))
    try! application.send(
      TouchSample(touchID: 1, phase: .ended, location: point, timestamp: time + 0.05))
  }

  /// A drag: began, 60 moves at 60 Hz, ended.
  public static func drag(_ application: Application, _ point: CGPoint) {
    time += 2
    try! application.send(
      TouchSample(touchID: 1, phase: .began, location: point, timestamp: time))
    for step in 1...60 {
      let location = CGPoint(x: point.x - CGFloat(step), y: point.y + CGFloat(step) * 2)
      try! application.send(
        TouchSample(
          touchID: 1, phase: .moved, location: location, timestamp: time + Double(step) / 60))
    }
    try! application.send(
      TouchSample(touchID: 1, phase: .ended, location: point, timestamp: time + 1.1))
  }

  /// A fling up a list of buttons: a touch-down on a button, ten quick moves, a lift, then
  /// deceleration frame by frame until the list stops; back to the top for the next. Returns the
  /// events and frames processed.
  public static func fling(_ application: Application, _ list: ScrollView) -> Int {
    time += 10
    let start = time
    try! application.send(
      TouchSample(touchID: 1, phase: .began, location: CGPoint(x: 180, y: 700), timestamp: start))
    for step in 1...10 {
      try! application.send(
        TouchSample(
          touchID: 1, phase: .moved, location: CGPoint(x: 180, y: 700 - CGFloat(step) * 40),
          timestamp: start + Double(step) / 60))
    }
    try! application.send(
      TouchSample(
        touchID: 1, phase: .ended, location: CGPoint(x: 180, y: 300), timestamp: start + 11.0 / 60))
    var frames = 0
    while list.isDecelerating {
      application.advance(by: ScrollView.frameInterval)
      frames += 1
    }
    list.setContentOffset(.zero, animated: false)
    time = application.clock.now
    return 12 + frames
  }
}
