import Foundation

/// What is wrong with a message from the page: the `error` message the page shows and the line
/// the server logs. Each has a stable `code` the page and tests can match.
enum MessageProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not JSON, or not a message of the protocol.
  case malformed(String)
  /// The message is larger than ``PlaygroundLimits/maximumMessageBytes``.
  case oversized(bytes: Int)
  /// More than ``PlaygroundLimits/maximumMessagesPerSecond`` arrived in a second.
  case flood
  /// The connection's messages took more than its share of ``PlaygroundLimits/maximumServerTimePerSecond``
  /// of the server's time in a second (this many milliseconds).
  case overBudget(milliseconds: Int)
  /// The connection sent more than ``PlaygroundLimits/maximumMessagesPerSecond`` in a second, or
  /// its session took more than ``PlaygroundLimits/maximumServerTimePerSecond`` (this many
  /// milliseconds): its messages wait until the second ends.
  case throttled(overBudgetMilliseconds: Int?)
  /// The session passed ``PlaygroundLimits/maximumRecordedSamples`` and stopped recording.
  case recordingFull(samples: Int)
  /// A move, up or cancel for a pointer that is not down.
  case unknownPointer(id: Int, kind: PointerInput.Kind)
  /// A down while ``PlaygroundLimits/maximumTouches`` pointers are down.
  case tooManyTouches
  /// More coalesced readings than ``PlaygroundLimits/maximumCoalescedReadings``.
  case tooManyReadings(Int)
  /// The message is stamped this many seconds ahead of the page's clock as the server reckons
  /// it, more than ``PlaygroundLimits/maximumClockLead``.
  case clockAhead(seconds: TimeInterval)
  /// The engine's input validation refused the sample (`Application.send` threw `InputError`).
  case refused(String)
  /// The scenario file changed on disk and no longer loads; the screen stays as it was.
  case reload(String)
  /// The client broke the WebSocket protocol (RFC 6455): frames out of order, an unmasked frame.
  /// The connection is closed with status 1002.
  case protocolViolation(String)

  /// The error's stable name.
  var code: String {
    switch self {
    case .malformed: "malformed"
    case .oversized: "oversized"
    case .flood, .overBudget, .throttled: "flood"
    case .recordingFull: "recordingFull"
    case .unknownPointer: "unknownPointer"
    case .tooManyTouches: "tooManyTouches"
    case .tooManyReadings: "tooManyReadings"
    case .clockAhead: "clockAhead"
    case .refused: "inputRefused"
    case .reload: "reload"
    case .protocolViolation: "protocol"
    }
  }

  var description: String {
    switch self {
    case .malformed(let what): "malformed message: \(what)"
    case .oversized(let bytes):
      "message of \(bytes) bytes dropped: the limit is \(PlaygroundLimits.maximumMessageBytes) bytes"
    case .flood:
      "too many messages: over \(PlaygroundLimits.maximumMessagesPerSecond) in one second; the rest of this second is dropped, except ends of touches"
    case .overBudget(let milliseconds):
      "too much work: this page's messages took \(milliseconds) ms of the server's time in one second, more than its share (\(Int(PlaygroundLimits.maximumServerTimePerSecond * 1000)) ms a second, shared among the pages open); the rest of this second is dropped, except ends of touches"
    case .throttled(nil):
      "too many messages: over \(PlaygroundLimits.maximumMessagesPerSecond) in one second; the server reads no more of this page's messages until the second ends"
    case .throttled(let milliseconds?):
      "too much work: this page's messages took \(milliseconds) ms of the server's time in one second, more than its share (\(Int(PlaygroundLimits.maximumServerTimePerSecond * 1000)) ms a second, shared among the pages open); the server reads no more of them until the second ends"
    case .recordingFull(let samples):
      "the session has recorded \(samples) input samples, the most it keeps (\(PlaygroundLimits.maximumRecordedSamples)): touches still work, but Save and the trace download are off until Reset"
    case .unknownPointer(let id, let kind):
      "pointer \(id) (\(kind.rawValue)) is not down: it needs a pointerdown first"
    case .tooManyTouches:
      "pointerdown refused: \(PlaygroundLimits.maximumTouches) pointers are already down"
    case .tooManyReadings(let count):
      "pointer message refused: \(count) coalesced readings, the limit is \(PlaygroundLimits.maximumCoalescedReadings)"
    case .clockAhead(let seconds):
      "pointer message refused: stamped \(Int(seconds.rounded())) s ahead of the page's clock (the latest message's time plus the time since), more than \(Int(PlaygroundLimits.maximumClockLead)) s; the engine would run every timer up to that moment at once"
    case .refused(let what): "input refused by the engine: \(what)"
    case .reload(let what): "the scenario file no longer loads, the screen stays as it was: \(what)"
    case .protocolViolation(let what):
      "WebSocket protocol error, the connection is closed (1002): \(what)"
    }
  }

  /// How many characters of a client's text an error repeats.
  static let quotedCharacters = 60

  /// A text from the client quoted in an error: whole if short, else its first 60 characters
  /// and its length, so a long text is never echoed whole.
  static func quoted(_ text: String) -> String {
    guard text.count > quotedCharacters else { return "'\(text)'" }
    return "'\(text.prefix(quotedCharacters))…' (\(text.count) characters)"
  }
}
