#if Tool
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Gives memory freed by a closed session back to the system. glibc's allocator keeps freed
  /// memory in its arenas for reuse, so a process's resident size stays near its peak after
  /// sessions close; `malloc_trim(0)` returns the free pages. The Glibc module does not declare
  /// it, so it is looked up by name; where it is missing (another C library), nothing is done.
  enum MemoryTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    #if canImport(Glibc)
      private static let trim: Trim? = dlsym(nil, "malloc_trim").map {
        unsafeBitCast($0, to: Trim.self)
      }
    #else
      private static let trim: Trim? = nil
    #endif

    /// Returns the allocator's free memory to the system; `false` where there is no `malloc_trim`.
    @discardableResult
    static func returnFreeMemory() -> Bool {
      guard let trim else { return false }
      _ = trim(0)
      return true
    }
  }
#endif
