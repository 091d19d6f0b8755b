#if Tool
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The process's limit on open files (`RLIMIT_NOFILE`), which bounds the sockets the server can
  /// hold. Shells often start processes with a soft limit of 1,024 under a far higher hard limit;
  /// the server raises the soft limit to the hard one when it starts, so that a crowd of idle
  /// connections (each answered and closed past ``ConnectionLimits/maximumConnections``) does not
  /// run it out of descriptors before it can answer them.
  enum DescriptorLimit {
    /// The soft and hard limits now, or `nil` if they cannot be read.
    static func current() -> (soft: UInt64, hard: UInt64)? {
      var limit = rlimit()
      guard getrlimit(resourceNumber, &limit) == 0 else { return nil }
      return (UInt64(limit.rlim_cur), UInt64(limit.rlim_max))
    }

    /// Raises the soft limit to the hard one; returns the limits before and after, or `nil` if
    /// they cannot be read or changed (the server then runs with the limit it has).
    @discardableResult
    static func raise() -> (before: UInt64, after: UInt64)? {
      var limit = rlimit()
      guard getrlimit(resourceNumber, &limit) == 0 else { return nil }
      let before = UInt64(limit.rlim_cur)
      guard limit.rlim_cur < limit.rlim_max else { return (before, before) }
      limit.rlim_cur = limit.rlim_max
      guard setrlimit(resourceNumber, &limit) == 0 else { return nil }
      return (before, UInt64(limit.rlim_cur))
    }

    #if canImport(Glibc)
      private static let resourceNumber = __rlimit_resource_t(UInt32(RLIMIT_NOFILE.rawValue))
    #else
      private static let resourceNumber = RLIMIT_NOFILE
    #endif
  }
#endif
