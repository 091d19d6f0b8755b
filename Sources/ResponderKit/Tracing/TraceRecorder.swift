/// An opt-in observer that collects ``TraceRecord`` values while events are dispatched.
///
/// Set it as an ``Application/tracer`` to record every dispatch of that application, or call
/// ``recording(_:)`` to record what a block does (a direct `hitTest` call, say). With no recorder
/// active, the engine records nothing and pays one check per hook.
@preconcurrency @MainActor
public final class TraceRecorder {
  /// The recorder receiving records right now, if any.
  @exclusivity(unchecked) static var current: TraceRecorder?

  /// The records collected so far, oldest first.
  public private(set) var records: [TraceRecord] = []
  /// Called with each record as it is made, for streaming.
  public var onRecord: (@MainActor (TraceRecord) -> Void)?

  /// Creates an empty recorder.
  public init() {}

  /// Appends a record.
  public func record(_ record: TraceRecord) {
    records.append(record)
    onRecord?(record)
  }

  /// Forgets the records collected so far.
  public func removeAll() {
    records.removeAll()
  }

  /// Runs `body` with no recorder: for the engine's own look-ups (hover's and scrolls' hit-tests)
  /// that would flood a trace with a hit-test per pointer reading.
  static func unrecorded<T>(_ body: () throws -> T) rethrows -> T {
    let outer = TraceRecorder.current
    TraceRecorder.current = nil
    defer { TraceRecorder.current = outer }
    return try body()
  }

  /// Runs `body` with this recorder receiving the records of whatever it does.
  public func recording<T>(_ body: () throws -> T) rethrows -> T {
    let outer = TraceRecorder.current
    TraceRecorder.current = self
    defer { TraceRecorder.current = outer }
    return try body()
  }
}
