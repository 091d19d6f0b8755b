// swift-tools-version: 6.1
import PackageDescription

/// Every library product of ResponderKit, built and used by a package that depends on it with
/// `traits: []`: what a toolkit embedding the engine gets. `swift run --package-path
/// Tests/Probes/NoTraits` builds them all and prints one line per product.
let package = Package(
  name: "NoTraits",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ResponderKit", path: "../../..", traits: [])
  ],
  targets: [
    .target(
      name: "ProbeResponderKit",
      dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]),
    .target(
      name: "ProbeResponderKitUIKit",
      dependencies: [.product(name: "ResponderKitUIKit", package: "ResponderKit")]),
    .target(name: "ProbeUIKit", dependencies: [.product(name: "UIKit", package: "ResponderKit")]),
    .target(
      name: "ProbeDemos",
      dependencies: [.product(name: "ResponderKitDemos", package: "ResponderKit")]),
    .target(
      name: "ProbeScenarios",
      dependencies: [.product(name: "ResponderKitScenarios", package: "ResponderKit")]),
    .target(
      name: "ProbePlayground",
      dependencies: [.product(name: "ResponderKitPlayground", package: "ResponderKit")]),
    .target(
      name: "ProbeFuzzing",
      dependencies: [.product(name: "ResponderKitFuzzing", package: "ResponderKit")]),
    .target(
      name: "ProbeCapture",
      dependencies: [
        .product(name: "ResponderKitCapture", package: "ResponderKit"),
        .product(name: "UIKit", package: "ResponderKit"),
      ]),
    .target(
      name: "ProbeLayoutSolver",
      dependencies: [.product(name: "LayoutSolver", package: "ResponderKit")]),
    .target(
      name: "ProbeTesting",
      dependencies: [
        .product(name: "ResponderKitTesting", package: "ResponderKit"),
        .product(name: "ResponderKit", package: "ResponderKit"),
      ]),
    .target(
      name: "ProbeSnapshotTesting",
      dependencies: [
        .product(name: "ResponderKitSnapshotTesting", package: "ResponderKit"),
        .product(name: "ResponderKitTesting", package: "ResponderKit"),
        .product(name: "ResponderKit", package: "ResponderKit"),
      ]),
    .executableTarget(
      name: "NoTraitsProbe",
      dependencies: [
        "ProbeResponderKit", "ProbeResponderKitUIKit", "ProbeUIKit", "ProbeDemos",
        "ProbeScenarios", "ProbePlayground", "ProbeFuzzing", "ProbeCapture", "ProbeLayoutSolver",
        "ProbeTesting", "ProbeSnapshotTesting",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
