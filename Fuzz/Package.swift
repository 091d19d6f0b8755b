// swift-tools-version: 6.1
// The fuzz targets. Build them with libFuzzer and AddressSanitizer over the whole engine:
//   swift build -c release -Xswiftc -sanitize=fuzzer,address
// (`run.sh` does, and runs them; see RELIABILITY.md.)
import PackageDescription

/// libFuzzer's runtime defines `main`; SwiftPM's own entry point takes its place, so the targets
/// link with lld, which lets the program's `main` win (gold fails on the clash).
let fuzzLinking: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"])]

let package = Package(
  name: "ResponderKitFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "ResponderKit", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzRawInput",
      dependencies: ["FuzzDriver", .product(name: "ResponderKitFuzzing", package: "ResponderKit")],
      linkerSettings: fuzzLinking),
    .executableTarget(
      name: "FuzzScenario",
      dependencies: ["FuzzDriver", .product(name: "ResponderKitFuzzing", package: "ResponderKit")],
      linkerSettings: fuzzLinking),
    .executableTarget(
      name: "FuzzScenarioShapes",
      dependencies: ["FuzzDriver", .product(name: "ResponderKitFuzzing", package: "ResponderKit")],
      linkerSettings: fuzzLinking),
  ],
  swiftLanguageModes: [.v6]
)
