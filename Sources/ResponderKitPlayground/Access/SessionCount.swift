import Synchronization

/// The sessions of a server: the WebSocket upgrades let through, held to
/// ``ConnectionLimits/maximumSessions``, and the sessions still alive, held weakly, so that a test
/// can see a closed session's engine let go.
final class SessionCount: Sendable {
  /// A session held without keeping it alive.
  private struct Weak {
    weak var session: PlaygroundSession?
  }

  private struct State {
    var reserved = 0
    var tracked: [Weak] = []
  }

  /// The most sessions open at once.
  let maximum: Int
  private let state = Mutex(State())

  /// A count of at most `maximum` sessions.
  init(maximum: Int) {
    self.maximum = maximum
  }

  /// Takes a place for a session; `false` if `maximum` are taken.
  func reserve() -> Bool {
    state.withLock {
      guard $0.reserved < maximum else { return false }
      $0.reserved += 1
      return true
    }
  }

  /// Gives back a place taken by ``reserve()``, when the session's connection closes.
  func release() {
    state.withLock { $0.reserved -= 1 }
  }

  /// The places taken.
  var reserved: Int {
    state.withLock { $0.reserved }
  }

  /// Follows `session` until it is freed.
  func track(_ session: PlaygroundSession) {
    state.withLock {
      $0.tracked.removeAll { $0.session == nil }
      $0.tracked.append(Weak(session: session))
    }
  }

  /// The sessions followed by ``track(_:)`` that are still alive.
  var alive: [PlaygroundSession] {
    state.withLock { $0.tracked.compactMap(\.session) }
  }
}
