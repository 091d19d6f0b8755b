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

let benchmarks: @Sendable () -> Void = {
  hitTestBenchmark("Hit-test: app tree, 300 views, depth 12") { Fixtures.appTree() }
  hitTestBenchmark("Hit-test: flat container, 10,000 views") { Fixtures.flat() }
  hitTestBenchmark("Hit-test: balanced tree, 10,000 views") { Fixtures.balanced() }
  deliveryBenchmark("Delivery: tap (per event: began or ended)", events: 2) { tap($0, $1) }
  deliveryBenchmark("Delivery: 60-sample drag (per event)", events: 62) { drag($0, $1) }
  deliveryBenchmark(
    "Gestures: 60-sample drag through pan, tap, long press, swipe (per event)", events: 62,
    app: { Fixtures.gestureApp() }, { drag($0, $1) })
}
