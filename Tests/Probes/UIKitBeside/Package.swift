// swift-tools-version: 6.1
// A user's package: UIKit code that depends on ResponderKit's `UIKit` product beside three packages
// whose sources ask `#if canImport(UIKit)` (and `canImport(CoreGraphics)`). CI builds it with the
// `UIKit` module built first and again after a dependency is rebuilt, and runs its tests (PORTING.md,
// "A module named UIKit among other packages").
import PackageDescription

let package = Package(
  name: "UIKitBeside",
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
  ],
  swiftLanguageModes: [.v5]
)
