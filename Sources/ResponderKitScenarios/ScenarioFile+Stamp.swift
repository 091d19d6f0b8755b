#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScenarioFile {
  /// What `stat` says of a file: enough to tell that it changed without reading it (its size, its
  /// modification and status-change times to the nanosecond, and which file it is), and what
  /// kind of file it is.
  public struct Stamp: Hashable, Sendable {
    /// The file's size in bytes.
    public let size: Int64
    /// The last modification, in seconds and nanoseconds since 1970.
    public let modified: Timestamp
    /// The last status change (a rename over it, a change of mode), in seconds and nanoseconds.
    public let changed: Timestamp
    /// The file's inode number: a file replaced by another (an editor's atomic save) has another.
    public let inode: UInt64
    /// The device the file is on.
    public let device: UInt64
    /// The `S_IFMT` bits of the file's mode: its kind.
    let kind: UInt32

    /// A time as `stat` gives it.
    public struct Timestamp: Hashable, Sendable {
      /// Whole seconds since 1970.
      public let seconds: Int
      /// Nanoseconds past them.
      public let nanoseconds: Int
    }

    /// The stamp of what `stat` or `fstat` filled in.
    init(_ info: stat) {
      size = Int64(info.st_size)
      #if canImport(Darwin)
        modified = Timestamp(
          seconds: info.st_mtimespec.tv_sec, nanoseconds: info.st_mtimespec.tv_nsec)
        changed = Timestamp(
          seconds: info.st_ctimespec.tv_sec, nanoseconds: info.st_ctimespec.tv_nsec)
      #else
        modified = Timestamp(seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec)
        changed = Timestamp(seconds: info.st_ctim.tv_sec, nanoseconds: info.st_ctim.tv_nsec)
      #endif
      inode = UInt64(info.st_ino)
      device = UInt64(info.st_dev)
      kind = UInt32(info.st_mode) & UInt32(S_IFMT)
    }

    /// Whether the file is a regular file: not a folder, a named pipe, a socket or a device.
    public var isRegularFile: Bool { kind == UInt32(S_IFREG) }

    /// Refuses a file that is not a regular file, or that is over
    /// ``ScenarioLoader/maximumFileSize``, naming `file` and the reason.
    public func check(file: String) throws(ScenarioError) {
      if let problem = problem {
        throw ScenarioError(file: file, line: 0, column: 0, keyPath: "", message: problem)
      }
    }

    /// Why the file cannot be read as a scenario, or `nil` when it can be.
    var problem: String? {
      switch kind {
      case UInt32(S_IFREG):
        let limit = ScenarioLoader.maximumFileSize
        return size > limit
          ? "the file is \(size) bytes; scenario files are limited to \(limit) bytes" : nil
      case UInt32(S_IFDIR): return "is a directory, not a scenario file"
      case UInt32(S_IFIFO): return "is a FIFO (named pipe), not a regular file"
      case UInt32(S_IFSOCK): return "is a socket, not a regular file"
      case UInt32(S_IFCHR): return "is a character device, not a regular file"
      case UInt32(S_IFBLK): return "is a block device, not a regular file"
      default: return "is not a regular file"
      }
    }
  }
}
