import Foundation
import ResponderKitScenarios
import Testing

@testable import ResponderKitPlayground

#if canImport(Glibc)
  import Glibc
#endif

/// The served file is watched through `stat`, read only when it changed, and refused when it is
/// too large or has too many views.
@MainActor
@Suite("The served screen: watching the file without reading it, and its limits (issue 35)")
struct ScreenSourceWatchTests {
  /// A folder of the test's own, and a file in it with `text`.
  private func temporaryFile(_ text: String) throws -> (folder: String, path: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("screen-watch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/screen.yaml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (folder, path)
  }

  /// A screen of `count` buttons.
  private func buttons(_ count: Int) -> String {
    "views:\n"
      + (0..<count).map { "  - {id: B\($0), kind: button, frame: [0, 0, 44, 44]}\n" }.joined()
  }

  private let one = "views:\n  - {id: One, frame: [0, 0, 100, 100]}\n"

  @Test("The watcher reads the file only when stat says it changed")
  func readsOnlyChanges() throws {
    let (folder, path) = try temporaryFile(one)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = try ScreenSource(path: path)
    for _ in 0..<20 { #expect(source.checkForChanges() == nil) }
    #expect(source.reads == 0)
    try "views:\n  - {id: Two, frame: [0, 0, 100, 100]}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(source.checkForChanges() == nil)
    #expect(source.screen.version == 2)
    for _ in 0..<20 { #expect(source.checkForChanges() == nil) }
    #expect(source.reads == 1)
  }

  @Test(
    "A file turned into a symbolic link loop is reported once, the screen kept; fixed, it reloads (issue 46)"
  )
  func symlinkLoop() throws {
    let (folder, path) = try temporaryFile(one)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = try ScreenSource(path: path)
    try FileManager.default.removeItem(atPath: path)
    #expect(source.checkForChanges() == nil, "a file missing for a moment is waited for")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder + "/loop")
    try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: path)
    let problem = try #require(source.checkForChanges())
    #expect(
      problem == .reload("screen.yaml: too many levels of symbolic links (a symlink loop?)"))
    for _ in 0..<5 { #expect(source.checkForChanges() == nil, "reported once while it stays") }
    #expect(source.screen.text == one)
    try FileManager.default.removeItem(atPath: path)
    try "views:\n  - {id: Two, frame: [0, 0, 100, 100]}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(source.checkForChanges() == nil)
    #expect(source.screen.text.contains("Two"))
  }

  @Test("A file grown over the size limit is reported once, not read, and the screen kept")
  func grownOverLimit() throws {
    let (folder, path) = try temporaryFile(one)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = try ScreenSource(path: path)
    // Sparse: 2 GB the watcher must not read.
    try #require(truncate(path, 2 << 30) == 0)
    let problem = try #require(source.checkForChanges())
    #expect(
      problem
        == .reload(
          "screen.yaml: the file is now 2147483648 bytes; scenario files are limited to 8388608 bytes"
        ))
    try #require(truncate(path, 3 << 30) == 0)
    #expect(source.checkForChanges() == nil, "reported once while it stays over")
    #expect(source.reads == 0)
    #expect(source.reloadProblem.count == 1)
    #expect(source.screen.version == 1)
    try "views:\n  - {id: Back, frame: [0, 0, 100, 100]}\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    #expect(source.checkForChanges() == nil)
    #expect(source.screen.scenario.views.map(\.id) == ["Back"])
  }

  @Test("A screen with more views than the playground serves is refused at start")
  func tooManyViewsAtStart() throws {
    let count = ScreenSource.maximumViewCount + 1
    let (folder, path) = try temporaryFile(buttons(count))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect {
      _ = try ScreenSource(path: path)
    } throws: { error in
      "\(error)"
        == "screen.yaml: the screen has \(count) views; the playground serves at most \(ScreenSource.maximumViewCount) (each connection builds and draws the whole screen), so split it into smaller screens"
    }
  }

  @Test("A reload with more views than the playground serves is a reload problem; the screen stays")
  func tooManyViewsAtReload() throws {
    let (folder, path) = try temporaryFile(one)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = try ScreenSource(path: path)
    try buttons(ScreenSource.maximumViewCount + 1).write(
      toFile: path, atomically: true, encoding: .utf8)
    let problem = try #require(source.checkForChanges())
    #expect(problem.code == "reload")
    #expect(problem.description.contains("the playground serves at most"))
    #expect(source.screen.version == 1)
    #expect(source.screen.scenario.views.map(\.id) == ["One"])
  }

  @Test("A file that is not a regular file is refused with its reason, not the system's text")
  func directoryAtStart() throws {
    let (folder, _) = try temporaryFile(one)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect {
      _ = try ScreenSource(path: folder)
    } throws: { error in
      "\(error)" == "\((folder as NSString).lastPathComponent): is a directory, not a scenario file"
    }
  }
}
