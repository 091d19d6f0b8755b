// swift-tools-version: 6.1
import PackageDescription

/// A real window for the engine: SDL2 feeds a `HostDriver` and draws its display list.
let package = Package(
  name: "SDLHost",
  platforms: [.macOS(.v14)],
  dependencies: [
    // `traits: []`: the engine alone, so that only swift-collections resolves beside it.
    .package(name: "ResponderKit", path: "../..", traits: [])
  ],
  targets: [
    // SDL2's C API, found by pkg-config.
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
    .executableTarget(
      name: "SDLHost",
      dependencies: ["CSDL2", .product(name: "ResponderKit", package: "ResponderKit")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
