#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scenario file as read from disk: measured before it is read, read no further than
/// ``ScenarioLoader/maximumFileSize``, and decoded strictly as UTF-8. Every way a path can fail to
/// be a scenario file (missing, unreadable, a folder, a named pipe, a symlink loop, too large,
/// UTF-16, invalid UTF-8) is a ``ScenarioError`` naming the reason in the user's terms.
public struct ScenarioFile: Sendable {
  /// The file's name, as errors name it: the last part of its path.
  public let name: String
  /// The file's text, without a UTF-8 byte-order mark.
  public let text: String
  /// What `stat` said of the file when it was read.
  public let stamp: Stamp

  /// Reads the file at `path` (a symbolic link is followed): stats it first, and opens and reads
  /// it only when it is a regular file within the size limit.
  public init(path: String) throws(ScenarioError) {
    name = Self.name(of: path)
    let measured = try Self.stamp(of: path)
    try measured.check(file: name)
    let (bytes, stamp) = try Self.bytes(at: path, name: name)
    self.stamp = stamp
    text = try Self.decode(bytes, file: name)
  }

  /// The last part of `path`, as errors name the file.
  public static func name(of path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }

  /// What `stat` says of the file at `path`, a symbolic link followed; throws when there is no
  /// such file or it cannot be looked at (the reason named). Nothing is opened or read.
  public static func stamp(of path: String) throws(ScenarioError) -> Stamp {
    guard let stamp = try stampIfPresent(of: path) else {
      throw ScenarioError(
        file: name(of: path), line: 0, column: 0, keyPath: "", message: reason(ENOENT))
    }
    return stamp
  }

  /// What `stat` says of the file at `path` as ``stamp(of:)`` does, or `nil` when there is no
  /// such file (an editor replacing it may have removed it for a moment); throws for every other
  /// reason it cannot be looked at (a symbolic link loop, a folder on the path lost).
  public static func stampIfPresent(of path: String) throws(ScenarioError) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw ScenarioError(
        file: name(of: path), line: 0, column: 0, keyPath: "", message: reason(errno))
    }
    return Stamp(info)
  }

  /// Opens the regular file at `path` without blocking and reads at most one byte more than the
  /// size limit, refusing a file that is (or has grown) larger, or that is no longer a regular
  /// file once opened.
  private static func bytes(at path: String, name: String) throws(ScenarioError) -> (
    [UInt8], Stamp
  ) {
    func failure(_ message: String) -> ScenarioError {
      ScenarioError(file: name, line: 0, column: 0, keyPath: "", message: message)
    }
    // Non-blocking, so that a file replaced by a named pipe since it was measured is not waited on.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(reason(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(reason(errno)) }
    let stamp = Stamp(info)
    try stamp.check(file: name)
    let limit = ScenarioLoader.maximumFileSize
    var bytes = [UInt8](repeating: 0, count: min(Int(stamp.size), limit) + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure(reason(errno))
      }
      if got == 0 { break }
      count += got
      if count == bytes.count, count <= limit {
        // The file grew since it was measured: read on, up to the limit and one byte more.
        bytes += [UInt8](repeating: 0, count: min(count, limit + 1 - count))
      }
    }
    guard count <= limit else {
      throw failure(
        "the file has grown past \(limit) bytes while being read; scenario files are limited to \(limit) bytes"
      )
    }
    return (Array(bytes.prefix(count)), stamp)
  }

  /// A failed system call's `errno` as the user would say it.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied: the file cannot be read"
    case ELOOP: "too many levels of symbolic links (a symlink loop?)"
    case ENOTDIR: "a part of the path is not a folder"
    case ENAMETOOLONG: "the path is too long"
    case EISDIR: "is a directory, not a scenario file"
    case EIO: "the file could not be read (an input/output error)"
    default: "the file could not be read (\(String(cString: strerror(code))))"
    }
  }
}
