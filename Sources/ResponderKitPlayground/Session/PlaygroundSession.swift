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
@MainActor
final class PlaygroundSession {
  private let source: ScreenSource
  private let log: @Sendable (String) -> Void
  private(set) var screen: LoadedScreen
  private(set) var built: ScenarioScene
  private var mapper = PointerMapper()
  private var gate = MessageGate()
  /// The frames the engine accepted, in order: the script a saved file plays.
  private(set) var frames: [[TouchSample]] = []
  private(set) var touchLog: TouchLog
  /// The engine's latest accepted time.
  private(set) var latest: TimeInterval = 0
  /// How many records ``touchLog`` has read, and how many have been sent as trace lines.
  private var readRecords = 0
  private var sentRecords = 0
  /// What the last state showed, to send a state from ``pump(at:)`` only when it changed.
  private var shown: (records: Int, views: [ViewReport], busy: Bool)?
  /// How many failed reloads the page has been told of.
  private var reloadProblemsTold = 0

  /// A session on `source`'s screen; `log` writes a line to the server's log.
  init(source: ScreenSource, log: @escaping @Sendable (String) -> Void) {
    self.source = source
    self.log = log
    reloadProblemsTold = source.reloadProblem.count
    screen = source.screen
    built = ScenarioScene(screen.scenario)
    touchLog = Self.touchLog(for: screen)
  }

  /// The application the session feeds.
  var application: Application { built.scene.application }

  /// Whether something is under way: a touch down or a timer pending.
  var isBusy: Bool { !mapper.contacts.isEmpty || application.clock.pendingTimerCount > 0 }

  /// The messages that open a connection: the screen as built.
  func start() -> [String] {
    [ServerMessage.state(state()).json]
  }

  /// Handles one message from the page, arrived at `serverTime`.
  func receive(_ text: String, at serverTime: TimeInterval) -> [String] {
    let message: ClientMessage
    switch ClientMessage.decode(text) {
    case .success(let decoded): message = decoded
    case .failure(let problem):
      if case .drop = gate.admit(at: serverTime, endsTouch: false) { return [] }
      return refuse(problem)
    }
    var endsTouch = false
    if case .pointer(let input) = message { endsTouch = input.ends }
    if case .drop(let report) = gate.admit(at: serverTime, endsTouch: endsTouch) {
      return report.map(refuse) ?? []
    }
    switch message {
    case .pointer(let input): return feed(input, at: serverTime)
    case .save:
      return [
        ServerMessage.scenario(
          ScenarioWriter.save(frames, on: screen, liveRecords: built.scene.recorder.records)
        ).json
      ]
    case .trace: return [ServerMessage.trace(fileName: traceFileName, jsonLines: jsonLines()).json]
    case .reset:
      rebuild(screen)
      return [ServerMessage.state(state()).json]
    }
  }

  /// Handles a message too large to read: it was dropped unread.
  func receiveOversized(bytes: Int) -> [String] {
    refuse(.oversized(bytes: bytes))
  }

  /// Drives the engine's clock to the page's time as reckoned at `serverTime` while something is
  /// under way, and rebuilds the screen when its file was reloaded; returns a state when what the
  /// page shows changed.
  func pump(at serverTime: TimeInterval) -> [String] {
    if source.reloadProblem.count != reloadProblemsTold, let problem = source.reloadProblem.problem
    {
      reloadProblemsTold = source.reloadProblem.count
      return [ServerMessage.error(problem).json]
    }
    if source.screen.version != screen.version {
      rebuild(source.screen)
      log("reloaded \(screen.name) (version \(screen.version))")
      return [ServerMessage.state(state()).json]
    }
    guard isBusy, let target = mapper.clock.drivenTime(at: serverTime), target > latest else {
      return []
    }
    application.advance(to: target)
    latest = target
    let views = viewReports()
    guard
      shown?.records != built.scene.recorder.records.count || shown?.views != views
        || shown?.busy != isBusy
    else { return [] }
    return [ServerMessage.state(state()).json]
  }

  /// The connection closed: every touch still down is cancelled, as a platform cancels touches
  /// when it loses its input source.
  func close() {
    let down = mapper.contacts.values.map(\.touchID).sorted()
    application.cancelAllTouches()
    if !down.isEmpty {
      log(
        "connection closed: cancelled touch\(down.count == 1 ? "" : "es") \(down.map(String.init).joined(separator: ", "))"
      )
    }
    mapper.releaseAll()
  }

  /// Feeds one pointer message to the engine.
  private func feed(_ input: PointerInput, at serverTime: TimeInterval) -> [String] {
    let sample: TouchSample
    switch mapper.map(input, latest: latest) {
    case .ignored: return []
    case .refused(let problem): return refuse(problem)
    case .sample(let mapped): sample = mapped
    }
    if sample.phase == .began {
      touchLog.landing(
        sample.touchID, kind: input.pointerType, at: sample.location,
        explanation: built.scene.window.explainTouch(at: sample.location))
    }
    do {
      try application.send([sample])
    } catch {
      mapper.commit(input, sample: sample, accepted: false)
      if sample.phase == .began { touchLog.refused(sample.touchID) }
      var replies = refuse(.refused(error.description))
      if input.ends { endStuckTouch(sample) }
      replies.append(ServerMessage.state(state()).json)
      return replies
    }
    frames.append([sample])
    latest = max(latest, sample.timestamp)
    mapper.commit(input, sample: sample, accepted: true)
    mapper.clock.received(at: serverTime)
    return [ServerMessage.state(state()).json]
  }

  /// An end the engine refused (time running backwards, say) must not leave its touch down: the
  /// touch is cancelled at the engine's latest time instead.
  private func endStuckTouch(_ refused: TouchSample) {
    let location =
      touchLog.touches[refused.touchID]?.location ?? refused.location
    let cancel = TouchSample(
      touchID: refused.touchID, phase: .cancelled, location: location, timestamp: latest)
    do {
      try application.send([cancel])
      frames.append([cancel])
      log("touch \(refused.touchID) cancelled in place of the end the engine refused")
    } catch {
      // Not down in the engine after all: nothing is stuck.
    }
  }

  /// The error message for `problem`, logged.
  private func refuse(_ problem: MessageProblem) -> [String] {
    log("refused: \(problem)")
    return [ServerMessage.error(problem).json]
  }

  /// Builds `screen` afresh: a new application and clock, no touches, an empty trace.
  private func rebuild(_ screen: LoadedScreen) {
    self.screen = screen
    built = ScenarioScene(screen.scenario)
    touchLog = Self.touchLog(for: screen)
    mapper.restart()
    frames = []
    latest = 0
    readRecords = 0
    sentRecords = 0
    shown = nil
  }

  private static func touchLog(for screen: LoadedScreen) -> TouchLog {
    TouchLog(views: Set(screen.scenario.allViews.map(\.id) + ["Window"]))
  }

  /// Reads the records made since the last call into ``touchLog``.
  func readNewRecords() {
    let records = built.scene.recorder.records
    while readRecords < records.count {
      touchLog.read(records[readRecords])
      readRecords += 1
    }
  }

  /// Takes the trace lines made since the last state.
  func takeNewTraceLines() -> (start: Int, lines: [StateMessage.TraceLine]) {
    let records = built.scene.recorder.records
    let start = sentRecords
    let text = TextTraceFormatter(
      showsReasons: true, hitTestViews: Set(screen.scenario.allViews.map(\.id)))
    let json = JSONLinesTraceFormatter()
    let lines = records[start...].map {
      StateMessage.TraceLine(text: text.line(for: $0), json: json.line(for: $0))
    }
    sentRecords = records.count
    return (start, lines)
  }

  /// Notes what a state showed.
  func noteShown(_ views: [ViewReport]) {
    shown = (built.scene.recorder.records.count, views, isBusy)
  }

  /// The pointers down.
  var contacts: [Int: PointerMapper.Contact] { mapper.contacts }

  /// The name the trace downloads under.
  var traceFileName: String {
    "\((screen.name as NSString).deletingPathExtension)-trace.jsonl"
  }
}
