#if Tool
  import Synchronization

  /// Whether a connection's first request was a session's WebSocket upgrade that the
  /// ``RequestGate`` let through: set by the gate, read by the connection's ``FrameMaskGuard`` to
  /// know that the bytes after that request's head are WebSocket frames.
  final class UpgradeMark: Sendable {
    private let isMarked = Atomic(false)

    /// A mark not set.
    init() {}

    /// Sets the mark.
    func mark() {
      isMarked.store(true, ordering: .sequentiallyConsistent)
    }

    /// Whether the mark is set.
    var isSet: Bool {
      isMarked.load(ordering: .sequentiallyConsistent)
    }
  }
#endif
