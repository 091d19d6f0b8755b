import Benchmark
import Foundation
import ResponderKit

/// The state of the benchmark being run, built in its setup, outside the measurement.
@MainActor
private enum State {
  static var hitTest: Fixtures.HitTestFixture?
  static var application: Application?
  static var point = CGPoint.zero
  static var time: TimeInterval = 0
}

/// Each iteration is one hit-test or one event, so the malloc figures are per hit-test or per event.
private var configuration: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
}

private func hitTestBenchmark(
  _ name: String, _ make: @escaping @MainActor @Sendable () -> Fixtures.HitTestFixture
) {
  Benchmark(
    name, configuration: configuration,
    closure: { benchmark async in
      await MainActor.run {
        let fixture = State.hitTest!
        for _ in 0..<1_000 {
          blackHole(fixture.window.hitTest(fixture.point, with: nil))
        }
      }
    },
    setup: { await MainActor.run { State.hitTest = make() } },
    teardown: { await MainActor.run { State.hitTest = nil } })
}

private func deliveryBenchmark(
  _ name: String, events: Int,
  app: @escaping @MainActor @Sendable () -> (Application, CGPoint) = { Fixtures.deliveryApp() },
  _ play: @escaping @MainActor @Sendable (Application, CGPoint) -> Void
) {
  Benchmark(
    name, configuration: configuration,
    closure: { benchmark async in
      await MainActor.run {
        let application = State.application!
        for _ in 0..<(1_000 / events) { play(application, State.point) }
      }
    },
    setup: {
      await MainActor.run {
        let (application, point) = app()
        State.application = application
        State.point = point
        // Warm up: reach steady state (touch pool, queue and scratch capacity) before measuring.
        for _ in 0..<10 { play(application, point) }
      }
    },
    teardown: { await MainActor.run { State.application = nil } })
}

/// One full tap: began, then ended; the clock moves past the tap window between taps.
@MainActor
private func tap(_ application: Application, _ point: CGPoint) {
  State.time += 1
  try! application.send(
    TouchSample(touchID: 1, phase: .began, location: point, timestamp: State.time))
  try! application.send(
    TouchSample(touchID: 1, phase: .ended, location: point, timestamp: State.time + 0.05))
}

/// A drag: began, 60 moves at 60 Hz, ended.
@MainActor
private func drag(_ application: Application, _ point: CGPoint) {
  State.time += 2
  try! application.send(
    TouchSample(touchID: 1, phase: .began, location: point, timestamp: State.time))
  for step in 1...60 {
    let location = CGPoint(x: point.x - CGFloat(step), y: point.y + CGFloat(step) * 2)
    try! application.send(
      TouchSample(
        touchID: 1, phase: .moved, location: location, timestamp: State.time + Double(step) / 60))
  }
  try! application.send(
    TouchSample(touchID: 1, phase: .ended, location: point, timestamp: State.time + 1.1))
}

/// A fling up a list of buttons: a touch-down on a button, ten quick moves, a lift, then deceleration
/// frame by frame until the list stops; back to the top for the next. Returns the events and
/// frames processed.
@MainActor
private func fling(_ application: Application, _ list: ScrollView) -> Int {
  State.time += 10
  let start = State.time
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
  State.time = application.clock.now
  return 12 + frames
}

@MainActor
private enum ScrollState {
  static var list: ScrollView?
}

let benchmarks: @Sendable () -> Void = {
  hitTestBenchmark("Hit-test: app tree, 300 views, depth 12") { Fixtures.appTree() }
  hitTestBenchmark("Hit-test: flat container, 10,000 views") { Fixtures.flat() }
  hitTestBenchmark("Hit-test: balanced tree, 10,000 views") { Fixtures.balanced() }
  deliveryBenchmark("Delivery: tap (per event: began or ended)", events: 2) { tap($0, $1) }
  deliveryBenchmark("Delivery: 60-sample drag (per event)", events: 62) { drag($0, $1) }
  deliveryBenchmark(
    "Gestures: 60-sample drag through pan, tap, long press, swipe (per event)", events: 62,
    app: { Fixtures.gestureApp() }, { drag($0, $1) })
  Benchmark(
    "Scroll: fling through 1,000 rows of buttons (per event or deceleration frame)",
    configuration: configuration,
    closure: { _ in
      await MainActor.run {
        guard let application = State.application, let list = ScrollState.list else { return }
        var operations = 0
        while operations < 1_000 { operations += fling(application, list) }
      }
    },
    setup: {
      await MainActor.run {
        let (application, list) = Fixtures.buttonList()
        State.application = application
        ScrollState.list = list
        State.time = 0
        for _ in 0..<3 { _ = fling(application, list) }
      }
    },
    teardown: {
      await MainActor.run {
        State.application = nil
        ScrollState.list = nil
      }
    })
}
