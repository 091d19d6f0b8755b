import Foundation

/// A folder of its own under the temporary directory, for files a test makes; removed by
/// ``remove()``.
struct TemporaryFolder {
  /// The folder's path.
  let path: String

  /// Makes a new, empty folder.
  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-files-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to `name` in the folder and returns its path.
  @discardableResult
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
    return file(name)
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
