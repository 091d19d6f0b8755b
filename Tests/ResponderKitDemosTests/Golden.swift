import Foundation
import Testing

/// Golden files under `Golden/`: a test compares its output with the file; with
/// `RESPONDERKIT_RECORD=1` in the environment it writes the file instead.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["RESPONDERKIT_RECORD"] == "1" }

  /// Checks `actual` against the golden file `name`, or records it.
  static func check(
    _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected, "differs from Golden/\(name); RESPONDERKIT_RECORD=1 re-records",
      sourceLocation: sourceLocation)
  }
}
