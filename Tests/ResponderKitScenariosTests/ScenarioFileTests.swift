import Foundation
import Testing

@testable import ResponderKitScenarios

#if canImport(Glibc)
  import Glibc
#endif

/// Reading a scenario file: measured before it is read, refused with the reason in the user's
/// terms, decoded strictly as UTF-8.
@Suite("Scenario files: reading a file (issue 35)")
struct ScenarioFileTests {
  /// The message loading `path` is refused with.
  private func refusal(_ path: String) -> String? {
    do {
      _ = try ScenarioLoader.load(contentsOf: path)
      return nil
    } catch {
      return error.description
    }
  }

  private let screen = Array("views:\n  - {id: A, frame: [0, 0, 10, 10]}\n".utf8)

  @Test("A missing file is 'no such file'")
  func missing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(refusal(folder.file("gone.yaml")) == "gone.yaml: no such file")
  }

  @Test("A directory is named as one, not read")
  func directory() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("d.yaml"), withIntermediateDirectories: false)
    #expect(refusal(folder.file("d.yaml")) == "d.yaml: is a directory, not a scenario file")
  }

  @Test("A FIFO is named as one and never opened (opening it would wait for a writer)")
  func fifo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try #require(mkfifo(folder.file("pipe.yaml"), 0o600) == 0)
    #expect(
      refusal(folder.file("pipe.yaml")) == "pipe.yaml: is a FIFO (named pipe), not a regular file")
  }

  @Test("A device is not a regular file")
  func device() {
    #expect(refusal("/dev/null") == "null: is a character device, not a regular file")
  }

  @Test("A symlink loop is named as one")
  func symlinkLoop() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("a.yaml"), withDestinationPath: folder.file("b.yaml"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("b.yaml"), withDestinationPath: folder.file("a.yaml"))
    #expect(
      refusal(folder.file("a.yaml"))
        == "a.yaml: too many levels of symbolic links (a symlink loop?)")
  }

  @Test("A symbolic link to a scenario file is followed")
  func symlink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(screen, to: "real.yaml")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.yaml"), withDestinationPath: folder.file("real.yaml"))
    #expect(try ScenarioLoader.load(contentsOf: folder.file("link.yaml")).views.map(\.id) == ["A"])
  }

  @Test(
    "A failed system call is said in the user's terms",
    arguments: [
      (EACCES, "permission denied: the file cannot be read"),
      (ENOENT, "no such file"),
      (ELOOP, "too many levels of symbolic links (a symlink loop?)"),
      (ENOTDIR, "a part of the path is not a folder"),
    ])
  func reasons(code: Int32, reason: String) {
    #expect(ScenarioFile.reason(code) == reason)
  }

  @Test("A file over the size limit is refused from its size alone, without being read")
  func oversized() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // A sparse 2 GB file: reading it would take seconds and gigabytes; measuring it takes neither.
    let path = try folder.write(screen, to: "big.yaml")
    try #require(truncate(path, 2 << 30) == 0)
    let clock = ContinuousClock()
    var message: String?
    let elapsed = clock.measure { message = refusal(path) }
    #expect(
      message
        == "big.yaml: the file is 2147483648 bytes; scenario files are limited to 8388608 bytes")
    #expect(elapsed < .seconds(1))
  }
}
