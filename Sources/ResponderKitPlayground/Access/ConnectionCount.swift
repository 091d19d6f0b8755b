#if Tool
  import NIOConcurrencyHelpers

  /// The connections open, counted across the server's event loops.
  final class ConnectionCount: Sendable {
    private let open = NIOLockedValueBox(0)

    /// Counts a connection that opens, and returns how many are open with it.
    func opened() -> Int {
      open.withLockedValue {
        $0 += 1
        return $0
      }
    }

    /// Counts a connection that closes.
    func closed() {
      open.withLockedValue { $0 -= 1 }
    }
  }
#endif
