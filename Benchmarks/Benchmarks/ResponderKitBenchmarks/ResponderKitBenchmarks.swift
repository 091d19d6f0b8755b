import Benchmark
import BenchmarkFixtures
import Foundation
import ResponderKit

/// The state of the benchmark being run, built in its setup, outside the measurement.
@MainActor
private enum State {
  static var hitTest: Fixtures.HitTestFixture?
  static var application: Application?
  static var point = CGPoint.zero
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

/// The C floor of a hit-test workload: the same tree and point through `rk_floor_hit_test`.
private func floorBenchmark(
  _ name: String, _ make: @escaping @MainActor @Sendable () -> Fixtures.HitTestFixture
) {
  Benchmark(
    name, configuration: configuration,
    closure: { benchmark async in
      await MainActor.run {
        let fixture = State.hitTest!
        blackHole(FloorState.tree!.measure(fixture.point, count: 1_000))
      }
    },
    setup: {
      await MainActor.run {
        State.hitTest = make()
        FloorState.tree = FloorTree(State.hitTest!.window)
      }
    },
    teardown: {
      await MainActor.run {
        State.hitTest = nil
        FloorState.tree = nil
      }
    })
}

@MainActor
private enum FloorState {
  static var tree: FloorTree?
}

@MainActor
private enum ScrollState {
  static var list: ScrollView?
  static var table: TableView?
  static var rows: TableRows?
}

let benchmarks: @Sendable () -> Void = {
  dumpBenchmarks()
  hostBenchmarks()
  testingBenchmarks()
  playgroundBenchmarks()
  // The four workloads beside the C floor (BENCHMARKS.md, "Against the floor").
  hitTestBenchmark("Hit-test: flat container, 1,000 children (503 visits)") { Fixtures.flat1000() }
  floorBenchmark("C floor: flat container, 1,000 children (503 visits)") { Fixtures.flat1000() }
  hitTestBenchmark("Hit-test: balanced, depth 5, branching 5 (17 visits)") {
    Fixtures.balanced5x5()
  }
  floorBenchmark("C floor: balanced, depth 5, branching 5 (17 visits)") { Fixtures.balanced5x5() }
  hitTestBenchmark("Hit-test: chain 64 deep (65 visits)") { Fixtures.chain64() }
  floorBenchmark("C floor: chain 64 deep (65 visits)") { Fixtures.chain64() }
  hitTestBenchmark("Hit-test: depth 4, branching 4, scaled and rotated (10 visits)") {
    Fixtures.transformed4x4()
  }
  floorBenchmark("C floor: depth 4, branching 4, scaled and rotated (10 visits)") {
    Fixtures.transformed4x4()
  }
  hitTestBenchmark("Hit-test: 100,000 children, through the subview index") {
    let fixture = Fixtures.flat100k()
    // The index is built once the container has been scanned a few times with no change.
    for _ in 0..<40 { _ = fixture.window.hitTest(fixture.point, with: nil) }
    return fixture
  }
  hitTestBenchmark("Hit-test: app tree, 300 views, depth 12") { Fixtures.appTree() }
  hitTestBenchmark("Hit-test: the tap's leaf (the delivery app's handling view)") {
    Fixtures.deliveryLeaf()
  }
  hitTestBenchmark("Hit-test: flat container, 10,000 views") { Fixtures.flat() }
  hitTestBenchmark("Hit-test: balanced tree, 10,000 views") { Fixtures.balanced() }
  deliveryBenchmark("Delivery: tap (per event: began or ended)", events: 2) {
    Workloads.tap($0, $1)
  }
  deliveryBenchmark("Delivery: 60-sample drag (per event)", events: 62) { Workloads.drag($0, $1) }
  deliveryBenchmark(
    "Gestures: 60-sample drag through pan, tap, long press, swipe (per event)", events: 62,
    app: { Fixtures.gestureApp() }, { Workloads.drag($0, $1) })
  Benchmark(
    "Table: tap selecting a row of 10,000 (per event: began or ended)",
    configuration: configuration,
    closure: { _ in
      await MainActor.run {
        guard let application = State.application else { return }
        for _ in 0..<500 { Workloads.tap(application, CGPoint(x: 180, y: 200)) }
      }
    },
    setup: {
      await MainActor.run {
        let (application, table, rows) = Fixtures.table10k()
        (State.application, ScrollState.table, ScrollState.rows) = (application, table, rows)
        for _ in 0..<10 { Workloads.tap(application, CGPoint(x: 180, y: 200)) }
      }
    },
    teardown: {
      await MainActor.run {
        (State.application, ScrollState.table, ScrollState.rows) = (nil, nil, nil)
      }
    })
  Benchmark(
    "Table: drag through a 10,000-row table, cells reused (per event)",
    configuration: configuration,
    closure: { _ in
      await MainActor.run {
        guard let application = State.application, let table = ScrollState.table else { return }
        var operations = 0
        while operations < 1_000 { operations += Workloads.tableDrag(application, table) }
      }
    },
    setup: {
      await MainActor.run {
        let (application, table, rows) = Fixtures.table10k()
        (State.application, ScrollState.table, ScrollState.rows) = (application, table, rows)
        Workloads.time = 0
        for _ in 0..<3 { _ = Workloads.tableDrag(application, table) }
      }
    },
    teardown: {
      await MainActor.run {
        (State.application, ScrollState.table, ScrollState.rows) = (nil, nil, nil)
      }
    })
  Benchmark(
    "Table's plain counterpart: tap on a row of a 10,000-row scroll view (per event)",
    configuration: configuration,
    closure: { _ in
      await MainActor.run {
        guard let application = State.application else { return }
        for _ in 0..<500 { Workloads.tap(application, CGPoint(x: 180, y: 200)) }
      }
    },
    setup: {
      await MainActor.run {
        let (application, list) = Fixtures.plainRows10k()
        (State.application, ScrollState.list) = (application, list)
        // Past the scans after which the 10,000 rows get their subview index.
        for _ in 0..<40 { Workloads.tap(application, CGPoint(x: 180, y: 200)) }
      }
    },
    teardown: {
      await MainActor.run { (State.application, ScrollState.list) = (nil, nil) }
    })
  Benchmark(
    "Table's plain counterpart: drag through a 10,000-row scroll view (per event)",
    configuration: configuration,
    closure: { _ in
      await MainActor.run {
        guard let application = State.application, let list = ScrollState.list else { return }
        var operations = 0
        while operations < 1_000 { operations += Workloads.tableDrag(application, list) }
      }
    },
    setup: {
      await MainActor.run {
        let (application, list) = Fixtures.plainRows10k()
        (State.application, ScrollState.list) = (application, list)
        Workloads.time = 0
        for _ in 0..<3 { _ = Workloads.tableDrag(application, list) }
      }
    },
    teardown: {
      await MainActor.run { (State.application, ScrollState.list) = (nil, nil) }
    })
  Benchmark(
    "Scroll: fling through 1,000 rows of buttons (per event or deceleration frame)",
    configuration: configuration,
    closure: { _ in
      await MainActor.run {
        guard let application = State.application, let list = ScrollState.list else { return }
        var operations = 0
        while operations < 1_000 { operations += Workloads.fling(application, list) }
      }
    },
    setup: {
      await MainActor.run {
        let (application, list) = Fixtures.buttonList()
        State.application = application
        ScrollState.list = list
        Workloads.time = 0
        for _ in 0..<3 { _ = Workloads.fling(application, list) }
      }
    },
    teardown: {
      await MainActor.run {
        State.application = nil
        ScrollState.list = nil
      }
    })
}
