import Benchmark
import BenchmarkFixtures
import Foundation
import ResponderKit
import ResponderKitTesting

/// The simulator of the benchmark being run, built in its setup.
@MainActor
private enum TestingState {
  static var simulator: InputSimulator?
}

/// What a test's wait costs (BENCHMARKS.md, "Testing"): ten virtual seconds waited a frame at a
/// time on the 1,000-view host screen, a long press's timer on the way.
func testingBenchmarks() {
  Benchmark(
    "Testing: wait ten virtual seconds, a frame at a time (per wait)",
    configuration: Benchmark.Configuration(
      metrics: [.wallClock, .instructions, .mallocCountTotal], maxDuration: .seconds(2),
      maxIterations: 1_000),
    closure: { _ in
      await MainActor.run {
        guard let simulator = TestingState.simulator else { return }
        let end = simulator.now + 10
        try? simulator.wait(until: { simulator.now >= end }, timeout: 11)
      }
    },
    setup: {
      await MainActor.run {
        TestingState.simulator = InputSimulator(Fixtures.displayScreen().driver.application)
      }
    },
    teardown: { await MainActor.run { TestingState.simulator = nil } })
}
