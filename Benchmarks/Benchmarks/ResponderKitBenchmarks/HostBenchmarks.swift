import Benchmark
import BenchmarkFixtures
import Foundation
import ResponderKit

/// The host fixture of the benchmark being run, built in its setup.
@MainActor
private enum HostState {
  static var fixture: Fixtures.HostFixture?
}

/// What a host pays per frame (BENCHMARKS.md, "Embedding"): building the display list of a
/// 1,000-view screen, and a frame of pointer input with the list built again. Each iteration is
/// one list or one frame, so the malloc figures are per list and per frame: 0 in steady state.
func hostBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .instructions, .mallocCountTotal], scalingFactor: .kilo,
    maxDuration: .seconds(2), maxIterations: 1_000)
  Benchmark(
    "Host: display list of a 1,000-view screen (per list)", configuration: configuration,
    closure: { benchmark in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        guard let fixture = HostState.fixture else { return }
        for _ in iterations { fixture.driver.updateDisplayList() }
      }
    },
    setup: { await MainActor.run { HostState.fixture = Fixtures.displayScreen() } },
    teardown: { await MainActor.run { HostState.fixture = nil } })
  Benchmark(
    "Host: a frame of pointer drag input and its display list, 1,000 views (per frame)",
    configuration: configuration,
    closure: { benchmark in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        guard let fixture = HostState.fixture else { return }
        for _ in iterations { Workloads.hostFrame(fixture) }
      }
    },
    setup: {
      await MainActor.run {
        let fixture = Fixtures.displayScreen()
        Workloads.beginHostDrag(fixture)
        for _ in 0..<10 { Workloads.hostFrame(fixture) }
        HostState.fixture = fixture
      }
    },
    teardown: { await MainActor.run { HostState.fixture = nil } })
}
