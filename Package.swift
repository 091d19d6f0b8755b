// swift-tools-version: 6.1
import PackageDescription

// Off Apple's platforms, `UIKit` brings two more modules under Apple's names, and Swift Testing's
// cross-import overlays for both, so that a package whose sources ask `#if canImport(UIKit)` or
// `#if canImport(CoreGraphics)` compiles beside it (PORTING.md, "A module named UIKit among other
// packages"). On an Apple host they would hide the system's own: they are not declared there.
#if canImport(Darwin)
  let coreGraphicsShim: [Target] = []
  let coreGraphicsDependency: [Target.Dependency] = []
  let testingUIKitDependency: [Target.Dependency] = []
#else
  let coreGraphicsShim: [Target] = [
    .target(name: "CoreGraphics", dependencies: ["ResponderKit", "_Testing_CoreGraphics"]),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
  ]
  let coreGraphicsDependency: [Target.Dependency] = ["CoreGraphics"]
  let testingUIKitDependency: [Target.Dependency] = ["_Testing_UIKit"]
#endif

let package = Package(
  name: "ResponderKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ResponderKit", targets: ["ResponderKit"]),
    .library(name: "ResponderKitUIKit", targets: ["ResponderKitUIKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "ResponderKitDemos", targets: ["ResponderKitDemos"]),
    .library(name: "ResponderKitScenarios", targets: ["ResponderKitScenarios"]),
    .library(name: "ResponderKitPlayground", targets: ["ResponderKitPlayground"]),
    .library(name: "ResponderKitFuzzing", targets: ["ResponderKitFuzzing"]),
    .library(name: "ResponderKitCapture", targets: ["ResponderKitCapture"]),
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
    .library(name: "ResponderKitSnapshotTesting", targets: ["ResponderKitSnapshotTesting"]),
    .executable(name: "responderkit", targets: ["ResponderKitCLI"]),
  ],
  // A toolkit that embeds the engine depends on this package with `traits: []`: it then resolves
  // swift-collections alone (Embedding §22.5), and every library product still builds. `YAML`
  // brings Yams, which reads scenario files in YAML (without it they are read as JSON); `Tool`
  // the command line tool's dependencies: the playground's server (Hummingbird), the MCP server
  // and the argument parser, and YAML; `SnapshotTesting` the testing library's snapshot
  // strategies.
  traits: [
    .trait(
      name: "YAML",
      description: "Scenario files in YAML, read by Yams (without it, scenario files are JSON)."),
    .trait(
      name: "Tool",
      description:
        "The responderkit command line tool: the playground's server, the MCP server, and YAML.",
      enabledTraits: ["YAML"]),
    .trait(
      name: "SnapshotTesting",
      description:
        "Strategies for pointfreeco/swift-snapshot-testing (ResponderKitSnapshotTesting)."
    ),
    .default(enabledTraits: ["YAML", "Tool", "SnapshotTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    .target(
      name: "ResponderKit",
      dependencies: [
        "LayoutSolver",
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "HeapModule", package: "swift-collections"),
      ]
    ),
    // The constraint solver behind Auto Layout: no package on this machine provides one.
    .target(name: "LayoutSolver"),
    .target(name: "ResponderKitUIKit", dependencies: ["ResponderKit"] + coreGraphicsDependency),
    // `import UIKit` where the platform has none: the compatibility module under UIKit's own name.
    .target(name: "UIKit", dependencies: ["ResponderKitUIKit"] + testingUIKitDependency),
    .target(name: "ResponderKitDemos", dependencies: ["ResponderKit"]),
    // Input aimed at views, waits on the virtual clock, verdicts with reasons: for test authors.
    .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"]),
    // The testing library's strategies for swift-snapshot-testing, behind their trait.
    .target(
      name: "ResponderKitSnapshotTesting",
      dependencies: [
        "ResponderKitTesting",
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing",
          condition: .when(traits: ["SnapshotTesting"])),
      ]
    ),
    .target(
      name: "ResponderKitScenarios",
      dependencies: [
        "ResponderKit", "ResponderKitDemos",
        .product(name: "Yams", package: "Yams", condition: .when(traits: ["YAML"])),
      ]
    ),
    .target(name: "ResponderKitFuzzing", dependencies: ["ResponderKit", "ResponderKitScenarios"]),
    // The capture helper: one file in UIKit's terms that an app drops in; here it builds against
    // the UIKit-named module, so it is tested on Linux.
    .target(name: "ResponderKitCapture", dependencies: ["UIKit"], exclude: ["README.md"]),
    .target(
      name: "ResponderKitPlayground",
      dependencies: [
        "ResponderKit", "ResponderKitDemos", "ResponderKitScenarios",
        .product(name: "Yams", package: "Yams", condition: .when(traits: ["YAML"])),
        .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Tool"])),
        .product(
          name: "HummingbirdWebSocket", package: "hummingbird-websocket",
          condition: .when(traits: ["Tool"])),
      ],
      resources: [.copy("Assets")]
    ),
    .target(
      name: "ResponderKitMCP",
      dependencies: [
        "ResponderKitScenarios",
        .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["Tool"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Tool"])),
      ]
    ),
    .executableTarget(
      name: "ResponderKitCLI",
      dependencies: [
        "ResponderKit", "ResponderKitDemos", "ResponderKitScenarios", "ResponderKitPlayground",
        "ResponderKitMCP",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["Tool"])),
      ]
    ),
    .testTarget(
      name: "LayoutSolverTests",
      dependencies: [
        "LayoutSolver", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ResponderKitTests",
      dependencies: [
        "ResponderKit", "ResponderKitDemos",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ResponderKitScenariosTests",
      dependencies: [
        "ResponderKit", "ResponderKitDemos", "ResponderKitScenarios",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "ResponderKitFuzzingTests",
      dependencies: [
        "ResponderKit", "ResponderKitFuzzing",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Corpus")]
    ),
    .testTarget(
      name: "ResponderKitUIKitTests",
      dependencies: ["UIKit", "ResponderKitUIKit", "ResponderKit"],
      exclude: ["Ports/README.md"]
    ),
    // Ports that lean on the Swift 5 language mode's leniency, as most iOS code does.
    .testTarget(
      name: "ResponderKitUIKitSwift5Tests",
      dependencies: ["UIKit", "ResponderKitUIKit", "ResponderKit"],
      exclude: ["Ports/README.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "ResponderKitPlaygroundTests",
      dependencies: [
        "ResponderKit", "ResponderKitScenarios", "ResponderKitPlayground",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
      ]
    ),
    .testTarget(
      name: "ResponderKitMCPTests",
      dependencies: [
        "ResponderKitMCP", "ResponderKitScenarios", .product(name: "MCP", package: "swift-sdk"),
      ]
    ),
    .testTarget(
      name: "ResponderKitCaptureTests",
      dependencies: [
        "ResponderKitCapture", "ResponderKitScenarios", "ResponderKit", "ResponderKitUIKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ResponderKitTestingTests",
      dependencies: [
        "ResponderKitTesting", "ResponderKitSnapshotTesting", "ResponderKit", "UIKit",
        "ResponderKitUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ResponderKitDemosTests",
      dependencies: ["ResponderKit", "ResponderKitDemos"],
      exclude: ["Golden"]
    ),
  ] + coreGraphicsShim,
  swiftLanguageModes: [.v6]
)

// A file sees the members of the modules it imports, not those of every module loaded behind them
// (SE-0444). Without it, a file that imports ResponderKit beside a package that was compiled
// against `UIKit` (swift-property-based is, when `UIKit` is built first) would see UIKit's nested
// names: inside a `Control` subclass, `Event` would be `UIControl.Event` (PORTING.md). Such files
// are in the targets that use those packages: the tests, and the snapshot strategies.
for target in package.targets where target.isTest || target.name == "ResponderKitSnapshotTesting" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility")
    ]
}
