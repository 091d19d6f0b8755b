// swift-tools-version: 6.1
import PackageDescription

/// A user's package that depends on ResponderKit with `traits: []`, as a toolkit embedding the
/// engine does, and CI builds (ARCHITECTURE.md, `Tests/Probes/`):
///
/// - `NoTraitsProbe` builds and uses every library product and prints one line per product
///   (Embedding §22.5): `swift run --package-path Tests/Probes/UserPackage NoTraitsProbe`.
/// - `ScreenCode` is UIKit code in the Swift 5 mode, and `ScreenCodeTests` its tests, beside three
///   packages whose sources ask `#if canImport(UIKit)` (and `canImport(CoreGraphics)`). CI builds
///   `ScreenCode` first, so that `UIKit` is in the build folder when they compile, and runs the
///   tests again after two of them are rebuilt (PORTING.md, "A module named UIKit among other
///   packages").
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// A target that uses the named products of ResponderKit, in the Swift 6 mode.
func probe(_ name: String, _ products: String...) -> Target {
  .target(
    name: name,
    dependencies: products.map { .product(name: $0, package: "ResponderKit") },
    swiftSettings: swift6)
}

let package = Package(
  name: "UserPackage",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ResponderKit", path: "../../..", traits: []),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
  ],
  targets: [
    .target(name: "ScreenCode", dependencies: [.product(name: "UIKit", package: "ResponderKit")]),
    .testTarget(
      name: "ScreenCodeTests",
      dependencies: [
        "ScreenCode",
        .product(name: "UIKit", package: "ResponderKit"),
        .product(name: "ResponderKitTesting", package: "ResponderKit"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]
    ),
    probe("ProbeResponderKit", "ResponderKit"),
    probe("ProbeResponderKitUIKit", "ResponderKitUIKit"),
    probe("ProbeUIKit", "UIKit"),
    probe("ProbeDemos", "ResponderKitDemos"),
    probe("ProbeScenarios", "ResponderKitScenarios"),
    probe("ProbePlayground", "ResponderKitPlayground"),
    probe("ProbeFuzzing", "ResponderKitFuzzing"),
    probe("ProbeCapture", "ResponderKitCapture", "UIKit"),
    probe("ProbeLayoutSolver", "LayoutSolver"),
    probe("ProbeTesting", "ResponderKitTesting", "ResponderKit"),
    probe(
      "ProbeSnapshotTesting", "ResponderKitSnapshotTesting", "ResponderKitTesting", "ResponderKit"),
    .executableTarget(
      name: "NoTraitsProbe",
      dependencies: [
        "ProbeResponderKit", "ProbeResponderKitUIKit", "ProbeUIKit", "ProbeDemos",
        "ProbeScenarios", "ProbePlayground", "ProbeFuzzing", "ProbeCapture", "ProbeLayoutSolver",
        "ProbeTesting", "ProbeSnapshotTesting",
      ],
      swiftSettings: swift6),
  ],
  swiftLanguageModes: [.v5]
)
