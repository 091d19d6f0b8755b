import Foundation
import Testing

@testable import ResponderKitPlayground

@Suite("Messages from the page: decoding and what a malformed one says")
struct ClientMessageTests {
  @Test("A pointer message decodes with its pointer id, type, phase, point, time and readings")
  func pointer() throws {
    let text = Fixtures.pointer(
      "move", id: 7, type: "pen", x: 12.5, y: 40, ms: 1500,
      extra: #", "tiltX": 30, "tiltY": -10, "coalesced": [{"x": 11, "y": 39, "timestamp": 1496}]"#)
    let message = try ClientMessage.decode(text).get()
    guard case .pointer(let input) = message else {
      Issue.record("not a pointer message: \(message)")
      return
    }
    #expect(input.pointerId == 7)
    #expect(input.pointerType == .pen)
    #expect(input.phase == .move)
    #expect(input.x == 12.5 && input.y == 40)
    #expect(input.timestamp == 1500)
    #expect(input.tiltX == 30 && input.tiltY == -10)
    #expect(input.coalesced == [PointerInput.Reading(x: 11, y: 39, timestamp: 1496)])
  }

  @Test("The other requests decode by their type")
  func requests() throws {
    #expect(try ClientMessage.decode(#"{"type": "save"}"#).get() == .save)
    #expect(try ClientMessage.decode(#"{"type": "trace"}"#).get() == .trace)
    #expect(try ClientMessage.decode(#"{"type": "reset"}"#).get() == .reset)
  }

  @Test(
    "A malformed message says what is wrong",
    arguments: [
      ("{not json", "not a JSON object"),
      ("[1, 2]", "not a JSON object"),
      (#"{"kind": "pointer"}"#, "missing key 'type'"),
      (#"{"type": "wave"}"#, "unknown type 'wave'"),
      (#"{"type": "pointer", "pointerId": 1}"#, "missing key 'pointerType'"),
      (
        #"{"type": "pointer", "pointerId": 1, "pointerType": "touch", "phase": "down", "x": "ten", "y": 0, "timestamp": 0}"#,
        "'x' is not a number"
      ),
      (
        #"{"type": "pointer", "pointerId": 1, "pointerType": "finger", "phase": "down", "x": 0, "y": 0, "timestamp": 0}"#,
        "'pointerType' has a value out of its range"
      ),
    ])
  func malformed(text: String, says: String) {
    switch ClientMessage.decode(text) {
    case .success(let message): Issue.record("decoded \(message)")
    case .failure(let problem):
      #expect(problem.code == "malformed")
      #expect(problem.description.contains(says), "\(problem.description)")
    }
  }
}
