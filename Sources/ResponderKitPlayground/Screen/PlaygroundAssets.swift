import Foundation

/// The files the binary serves and starts from, kept in the target's `Assets` folder and found
/// through `Bundle.module`: the page, its style sheet and module, and the default screen.
enum PlaygroundAssets {
  /// The page's files by the path they are served at, with their content types.
  static let served: [String: (file: String, contentType: String)] = [
    "/": ("index.html", "text/html; charset=utf-8"),
    "/playground.css": ("playground.css", "text/css; charset=utf-8"),
    "/playground.js": ("playground.js", "text/javascript; charset=utf-8"),
  ]

  /// The screen served without a file: a copy of Examples/E1-five-colours.yaml (a test keeps the
  /// two the same), or without the `YAML` trait the same screen in JSON (a test keeps it loading
  /// to the same scenario).
  static let defaultScreen: String = {
    #if YAML
      "E1-five-colours.yaml"
    #else
      "E1-five-colours.json"
    #endif
  }()

  /// The folder of the assets.
  static var folder: URL? {
    Bundle.module.url(forResource: "Assets", withExtension: nil)
  }

  /// The bytes of an asset.
  static func data(of file: String) throws -> Data {
    guard let folder else { throw CocoaError(.fileNoSuchFile) }
    return try Data(contentsOf: folder.appendingPathComponent(file))
  }

  /// The text of an asset.
  static func text(of file: String) throws -> String {
    String(decoding: try data(of: file), as: UTF8.self)
  }
}
