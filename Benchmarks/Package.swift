// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ResponderKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ResponderKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "HitTestFloor", path: "Benchmarks/HitTestFloor",
      // valgrind 3.19 cannot read clang's default DWARF 5.
      cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(
      name: "BenchmarkFixtures",
      dependencies: ["HitTestFloor", .product(name: "ResponderKit", package: "ResponderKit")],
      path: "Benchmarks/BenchmarkFixtures"
    ),
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["BenchmarkFixtures", .product(name: "ResponderKit", package: "ResponderKit")],
      path: "Tools/InstructionCounts"
    ),
    .executableTarget(
      name: "Probes",
      dependencies: [.product(name: "ResponderKit", package: "ResponderKit")],
      path: "Tools/Probes"
    ),
    // A fresh page's tap while four others flood the playground server: BENCHMARKS.md.
    .executableTarget(
      name: "PlaygroundLoad",
      dependencies: [
        .product(name: "ResponderKitPlayground", package: "ResponderKit")
      ],
      path: "Tools/PlaygroundLoad"
    ),
    // LayoutSolver against kiwisolver on the same screen systems: Benchmarks/solver-vs-kiwi.sh.
    .executableTarget(
      name: "SolverBench",
      dependencies: [.product(name: "LayoutSolver", package: "ResponderKit")],
      path: "Tools/SolverBench"
    ),
    .executableTarget(
      name: "ResponderKitBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ResponderKit", package: "ResponderKit"),
        .product(name: "ResponderKitScenarios", package: "ResponderKit"),
        .product(name: "ResponderKitTesting", package: "ResponderKit"),
        .product(name: "ResponderKitPlayground", package: "ResponderKit"),
      ],
      path: "Benchmarks/ResponderKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
