import Foundation
import ResponderKit
import ResponderKitScenarios

/// One connection's engine: the screen built from the served file, fed the page's pointer input
/// as any backend feeds the engine, and what it shows sent back. One session per WebSocket
/// connection, each with its own application and clock, so two pages never share touches.
///
/// Every call is on the main actor, where the engine's object model lives; the WebSocket handler
/// hops here with each message (``receive(_:at:)``), with each frame it drives the clock
/// (``pump(at:)``), and when the connection closes (``close()``). Each returns the messages to
/// send, as JSON text. Times `at` are the server's clock, in seconds.
///
/// What a message costs does not grow with the session's age: the page's pictures and outcome
/// lines are drawn from a ``LiveHistory`` of the latest touches, a move's state waits for the
/// next frame when one was sent less than a frame ago, and the server's time spent on the
/// session is charged to its ``MessageGate``.
///
/// The server runs one per page; a host that carries the page's messages its own way, a test or
/// a benchmark drives one directly with the same JSON texts.
@MainActor
public final class PlaygroundSession {
  let source: ScreenSource
  let log: @Sendable (String) -> Void
  private(set) var screen: LoadedScreen
  private(set) var built: ScenarioScene
  var mapper = PointerMapper()
  var gate = MessageGate()
  /// The server's time spent this second, for the connection's ``FrameGate`` to read.
  nonisolated let meter = ServerTimeMeter()
  /// The frames the engine accepted, in order: the script a saved file plays (empty once the
  /// session stopped recording).
  var frames: [[TouchSample]] = []
  /// The samples recorded in ``frames``, coalesced readings included.
  var recordedSamples = 0
  /// Whether the session still records its input and trace for Save and the trace download.
  var isRecording = true
  var touchLog: TouchLog
  /// What the page's pictures and outcome lines are drawn from.
  var history = LiveHistory()
  /// The engine's latest accepted time.
  var latest: TimeInterval = 0
  /// How many records of the trace were dropped from the recorder once read (past the recording
  /// limit): the recorder's first record is the trace's record number `recordBase`.
  var recordBase = 0
  /// How many records of the trace ``touchLog`` has read, and how many have been sent as trace
  /// lines.
  var readRecords = 0
  var sentRecords = 0
  /// What the last state showed, to send a state from ``pump(at:)`` only when it changed.
  var shown: (records: Int, views: [ViewReport], busy: Bool)?
  /// When the last state was sent, and whether one is owed to the page.
  var lastStateAt: TimeInterval = -.infinity
  var statePending = false
  /// How many failed reloads the page has been told of.
  var reloadProblemsTold = 0
  /// The sessions open (made and not yet closed), among which the server's time is shared.
  static var openSessions = 0
  private var isClosed = false
  /// This session's share of the server's time a second (a test sets a fixed one).
  var budget: () -> TimeInterval = {
    PlaygroundLimits.maximumServerTimePerSecond / Double(max(1, PlaygroundSession.openSessions))
  }
  /// Holds refusal lines in the log to a few a second.
  var logThrottle = LogThrottle()
  /// The server's time in seconds, for ``logThrottle``'s windows (a test sets its own).
  var logClock: () -> TimeInterval = {
    let now = ContinuousClock.now - PlaygroundSession.logEpoch
    return Double(now.components.seconds) + Double(now.components.attoseconds) * 1e-18
  }
  private static let logEpoch = ContinuousClock.now
  /// How long the work begun at an instant took, in seconds: the server's time charged to the
  /// gate (a test sets a fixed cost).
  var elapsed: (ContinuousClock.Instant) -> TimeInterval = { start in
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// A session on `source`'s screen; `log` writes a line to the server's log.
  public init(source: ScreenSource, log: @escaping @Sendable (String) -> Void) {
    self.source = source
    self.log = log
    reloadProblemsTold = source.reloadProblem.count
    screen = source.screen
    built = ScenarioScene(screen.scenario)
    touchLog = Self.touchLog(for: screen)
    Self.openSessions += 1
  }

  /// The application the session feeds.
  var application: Application { built.scene.application }

  /// Whether something is under way: a touch down or a timer pending.
  var isBusy: Bool { !mapper.contacts.isEmpty || application.clock.pendingTimerCount > 0 }

  /// The messages that open a connection: the screen as built.
  public func start() -> [String] {
    [stateMessage(at: -.infinity)]
  }

  /// Handles one message from the page, arrived at `serverTime`.
  public func receive(_ text: String, at serverTime: TimeInterval) -> [String] {
    let start = ContinuousClock.now
    defer { charge(since: start, at: serverTime) }
    let message: ClientMessage
    switch ClientMessage.decode(text) {
    case .success(let decoded): message = decoded
    case .failure(let problem):
      if case .drop = gate.admit(at: serverTime, endsTouch: false) { return [] }
      return refuse(problem)
    }
    var endsTouch = false
    if case .pointer(let input) = message {
      // Only the end of a pointer that is down passes a closed gate: others prove nothing.
      endsTouch = input.ends && mapper.contacts[input.pointerId] != nil
    }
    gate.budget = budget()
    if case .drop(let report) = gate.admit(at: serverTime, endsTouch: endsTouch) {
      return report.map(refuse) ?? []
    }
    switch message {
    case .pointer(let input): return feed(input, at: serverTime)
    case .save: return save()
    case .trace: return trace()
    case .reset:
      rebuild(screen)
      return [stateMessage(at: serverTime)]
    }
  }

  /// Handles a message too large to read: it was dropped unread.
  public func receiveOversized(bytes: Int) -> [String] {
    refuse(.oversized(bytes: bytes))
  }

  /// Drives the engine's clock to the page's time as reckoned at `serverTime` while something is
  /// under way, and rebuilds the screen when its file was reloaded; returns a state when what the
  /// page shows changed, or one is owed (a move's state waits for the next frame).
  public func pump(at serverTime: TimeInterval) -> [String] {
    let start = ContinuousClock.now
    defer { charge(since: start, at: serverTime) }
    if source.reloadProblem.count != reloadProblemsTold, let problem = source.reloadProblem.problem
    {
      reloadProblemsTold = source.reloadProblem.count
      return [ServerMessage.error(problem).json]
    }
    if source.screen.version != screen.version {
      rebuild(source.screen)
      log("reloaded \(screen.name) (version \(screen.version))")
      return [stateMessage(at: serverTime)]
    }
    var advanced = false
    if isBusy, let target = mapper.clock.drivenTime(at: serverTime), target > latest {
      application.advance(to: target)
      latest = target
      advanced = true
    }
    // Past its budget, the page's states wait for the next second.
    guard !gate.isOverBudget else { return [] }
    if statePending { return [stateMessage(at: serverTime)] }
    guard advanced else { return [] }
    let records = recordBase + recorder.records.count
    if shown?.records == records, shown?.busy == isBusy, shown?.views == viewReports() {
      return []
    }
    return [stateMessage(at: serverTime)]
  }

  /// The connection closed: every touch still down is cancelled, as a platform cancels touches
  /// when it loses its input source.
  public func close() {
    if !isClosed {
      isClosed = true
      Self.openSessions -= 1
    }
    let down = mapper.contacts.values.map(\.touchID).sorted()
    application.cancelAllTouches()
    for line in logThrottle.flush() { log(line) }
    if !down.isEmpty {
      log(
        "connection closed: cancelled touch\(down.count == 1 ? "" : "es") \(down.map(String.init).joined(separator: ", "))"
      )
    }
    mapper.releaseAll()
  }

  /// Charges the server's time since `start` to the gate, and tells the meter.
  private func charge(since start: ContinuousClock.Instant, at serverTime: TimeInterval) {
    gate.budget = budget()
    gate.charge(elapsed(start), at: serverTime)
    meter.update(spent: gate.spent, windowEnd: gate.windowEnd, budget: gate.budget)
  }

  /// The error message for `problem`, logged (a few lines a second at most: ``LogThrottle``).
  func refuse(_ problem: MessageProblem) -> [String] {
    for line in logThrottle.lines(for: "refused: \(problem)", at: logClock()) { log(line) }
    return [ServerMessage.error(problem).json]
  }

  /// Builds `screen` afresh: a new application and clock, no touches, an empty trace.
  func rebuild(_ screen: LoadedScreen) {
    self.screen = screen
    built = ScenarioScene(screen.scenario)
    touchLog = Self.touchLog(for: screen)
    history.removeAll()
    mapper.restart()
    frames = []
    recordedSamples = 0
    isRecording = true
    latest = 0
    recordBase = 0
    readRecords = 0
    sentRecords = 0
    shown = nil
    statePending = false
  }

  private static func touchLog(for screen: LoadedScreen) -> TouchLog {
    TouchLog(views: Set(screen.scenario.allViews.map(\.id) + ["Window"]))
  }

  /// The engine's trace recorder.
  var recorder: TraceRecorder { built.scene.recorder }

  /// The pointers down.
  var contacts: [Int: PointerMapper.Contact] { mapper.contacts }

  /// The name the trace downloads under.
  var traceFileName: String {
    "\((screen.name as NSString).deletingPathExtension)-trace.jsonl"
  }
}
