import Foundation
import ResponderKit
import ResponderKitDemos
import ResponderKitScenarios
import Testing

@testable import ResponderKitPlayground

/// Drives a session as a page and the server would: pointer messages stamped on the page's clock
/// (page time `t` seconds is `1000 + 1000 t` ms, arriving at server time `t`), and the server's
/// frames in between.
@MainActor
final class SessionDriver {
  let sink = LogSink()
  let source: ScreenSource
  let session: PlaygroundSession
  /// Every reply so far.
  private(set) var replies: [Reply] = []

  init(file: String? = Fixtures.shop) throws {
    source = try ScreenSource(path: file)
    session = PlaygroundSession(source: source, log: sink.log)
    // The server's time is charged as none, so that what the gate does is the same on any
    // machine; the suite on the budget sets a cost of its own.
    session.elapsed = { _ in 0 }
    try keep(session.start())
  }

  private func keep(_ texts: [String]) throws {
    for text in texts { replies.append(try Reply(text)) }
  }

  /// Sends `text` at server time `t`; returns its replies.
  @discardableResult
  func send(_ text: String, at t: Double) throws -> [Reply] {
    let new = try session.receive(text, at: t).map(Reply.init)
    replies += new
    return new
  }

  /// Sends a pointer event at page time `t`.
  @discardableResult
  func pointer(
    _ phase: String, id: Int = 1, type: String = "touch", _ x: Double, _ y: Double, at t: Double
  ) throws -> [Reply] {
    try send(Fixtures.pointer(phase, id: id, type: type, x: x, y: y, ms: 1000 + t * 1000), at: t)
  }

  /// Runs one server frame at `t`; returns its replies.
  @discardableResult
  func frame(at t: Double) throws -> [Reply] {
    let new = try session.pump(at: t).map(Reply.init)
    replies += new
    return new
  }

  /// Runs the server's frames from `from` to `to` seconds at 60 Hz.
  func frames(from: Double, to: Double) throws {
    var t = from
    while t <= to {
      try keep(session.pump(at: t))
      t += 1.0 / 60
    }
  }

  /// Runs frames from `from` until nothing is under way (at most ten seconds).
  func settle(from: Double) throws {
    var t = from
    while session.isBusy, t < from + 10 {
      try keep(session.pump(at: t))
      t += 1.0 / 60
    }
  }

  /// A finger's drag along a straight line at 60 Hz, from page time `t`.
  func drag(id: Int = 1, from start: CGPoint, to end: CGPoint, at t: Double, duration: Double)
    throws
  {
    try pointer("down", id: id, start.x, start.y, at: t)
    let steps = max(1, Int(duration * 60))
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      try pointer(
        "move", id: id, start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f,
        at: t + duration * f)
    }
    try pointer("up", id: id, end.x, end.y, at: t + duration + 0.01)
  }

  /// The latest state.
  var state: Reply? { replies.last { $0.type == "state" } }

  /// The error replies.
  var errors: [Reply] { replies.filter { $0.type == "error" } }

  /// The latest state's report of touch `n`.
  func touch(_ n: Int) -> [String: Any]? {
    (state?["touches"] as? [[String: Any]])?.first { $0["touch"] as? Int == n }
  }

  /// The recognizer entries of touch `n` in the latest state, by name.
  func recognizers(of n: Int) -> [String: [String: Any]] {
    let entries = touch(n)?["recognizers"] as? [[String: Any]] ?? []
    return Dictionary(entries.map { ($0["name"] as? String ?? "", $0) }) { $1 }
  }

  /// The latest state's report of view `id`.
  func view(_ id: String) -> [String: Any]? {
    (state?["views"] as? [[String: Any]])?.first { $0["id"] as? String == id }
  }

  /// A scroll view's content offset's y in the latest state.
  func offsetY(_ id: String) -> Double? {
    (view(id)?["contentOffset"] as? [String: Any])?["y"] as? Double
  }

  /// The engine's trace so far.
  var records: [TraceRecord] { session.built.scene.recorder.records }
}
