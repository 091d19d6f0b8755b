import Foundation

/// A message to the page, a JSON object with a `type` (Docs/playground.md): `state` (what the
/// engine shows now, ``StateMessage``), `error` (input refused or dropped: its `code` and
/// `message`), `scenario` (the saved scenario file) and `trace` (the trace as JSON Lines).
enum ServerMessage: Sendable {
  case state(StateMessage)
  case error(MessageProblem)
  case scenario(SavedScenario)
  case trace(fileName: String, jsonLines: String)

  private struct ErrorBody: Encodable {
    let type = "error"
    var code: String
    var message: String
  }

  private struct ScenarioBody: Encodable {
    let type = "scenario"
    var fileName: String
    var yaml: String
    var matchesLiveTrace: Bool
  }

  private struct TraceBody: Encodable {
    let type = "trace"
    var fileName: String
    var jsonLines: String
  }

  /// The message as JSON text.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let data: Data?
    switch self {
    case .state(let state): data = try? encoder.encode(state)
    case .error(let problem):
      data = try? encoder.encode(ErrorBody(code: problem.code, message: problem.description))
    case .scenario(let saved):
      data = try? encoder.encode(
        ScenarioBody(
          fileName: saved.fileName, yaml: saved.yaml, matchesLiveTrace: saved.matchesLiveTrace))
    case .trace(let fileName, let jsonLines):
      data = try? encoder.encode(TraceBody(fileName: fileName, jsonLines: jsonLines))
    }
    return data.map { String(decoding: $0, as: UTF8.self) }
      ?? #"{"type":"error","code":"internal","message":"a message could not be encoded"}"#
  }
}
