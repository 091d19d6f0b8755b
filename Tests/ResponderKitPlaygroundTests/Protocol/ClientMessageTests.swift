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

  /// A pointer message with these fields' values replaced (their JSON text) or added.
  static func pointer(_ replaced: KeyValuePairs<String, String>) -> String {
    var fields: [(String, String)] = [
      ("type", #""pointer""#), ("pointerId", "1"), ("pointerType", #""touch""#),
      ("phase", #""down""#), ("x", "10"), ("y", "20"), ("timestamp", "1000"),
    ]
    for (key, value) in replaced {
      if let index = fields.firstIndex(where: { $0.0 == key }) {
        fields[index].1 = value
      } else {
        fields.append((key, value))
      }
    }
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// Inputs and what their error says.
  static let malformedInputs: [(String, String)] = [
    ("{not json", "not JSON: unexpected character 'n' at byte 2, where a key in quotes should be"),
    ("", "not JSON: the message is empty"),
    ("[1, 2]", "not a JSON object (it is a list)"),
    ("42", "not a JSON object (it is a number)"),
    (#""save""#, "not a JSON object (it is a string)"),
    ("null", "not a JSON object (it is null)"),
    (#"{"type": "pointer""#, "not JSON: the text ends at byte 19, where ',' or '}' should be"),
    (#"{"type": "save"} x"#, "unexpected character 'x' at byte 18, after the end of the value"),
    (#"{"type": "save",}"#, "unexpected character '}' at byte 17, where a key in quotes should be"),
    (#"{"type": 'save'}"#, "unexpected character ''' at byte 10, where a value should start"),
    (#"{"type": "save", "type": "trace"}"#, "the key 'type' appears twice at byte 18"),
    (String(repeating: "[", count: 40), "nested deeper than 32 levels"),
    ("{\"type\": \"a\u{1}\"}", "a control character (U+0001) inside a string"),
    (#"{"type": "\q"}"#, #"unexpected character 'q' at byte 12, after '\' in a string"#),
    (#"{"type": "\ud800"}"#, "half a character (a lone surrogate)"),
    (#"{"type": 01}"#, "unexpected character '1' at byte 11, where ',' or '}' should be"),
    (#"{"x": -}"#, "where a number's digits should be"),
    (#"{"x": 1.}"#, "where a fraction's digits should be"),
    (#"{"x": 1e}"#, "where an exponent's digits should be"),
    (#"{"x": tru}"#, "unexpected character 't' at byte 7, where a value should start"),
    (#"{"x": NaN}"#, "unexpected character 'N' at byte 7"),
    (#"{"kind": "pointer"}"#, "missing key 'type'"),
    (#"{"type": 5}"#, "'type' must be a string, got a number"),
    (#"{"type": "wave"}"#, "unknown type 'wave' (expected one of: pointer, save, trace, reset)"),
    (#"{"type": "\ud83d\ude00"}"#, "unknown type '😀'"),
    (pointer(["x": "1e400"]), "'x' is out of range: 1e400 is too large for a number"),
    // Issue 46: finite, but infinite once scaled ("location (inf, 1.0) is not finite" before).
    (
      pointer(["x": "1e308"]),
      "'x' is out of range: 1e308 is past ±10000000, the largest coordinate"
    ),
    (
      pointer(["coalesced": #"[{"x": 1, "y": -2e7, "timestamp": 1}]"#]),
      "'coalesced[0].y' is out of range: -2e7 is past ±10000000, the largest coordinate"
    ),
    (
      pointer(["timestamp": "-1e309"]),
      "'timestamp' is out of range: -1e309 is too far below zero for a number"
    ),
    (pointer(["pointerId": "1e30"]), "'pointerId' is out of range: 1e30 is too large for a whole"),
    (pointer(["pointerId": "3.5"]), "'pointerId' must be a whole number, got 3.5"),
    (pointer(["buttons": "0.25"]), "'buttons' must be a whole number, got 0.25"),
    (pointer(["x": #""ten""#]), "'x' must be a number, got a string"),
    (pointer(["x": "null"]), "'x' is null, not a number"),
    (pointer(["y": "true"]), "'y' must be a number, got true"),
    (
      pointer(["pointerType": #""finger""#]),
      "'pointerType' must be one of mouse, touch, pen, got 'finger'"
    ),
    (pointer(["phase": "[]"]), "'phase' must be a string, got a list"),
    (
      pointer(["coalesced": #"[{"x": 1, "y": 2, "timestamp": 1e999}]"#]),
      "'coalesced[0].timestamp' is out of range: 1e999 is too large for a number"
    ),
    (pointer(["coalesced": "[5]"]), "'coalesced[0]' must be an object, got a number"),
    (pointer(["coalesced": #"[{"x": 1}]"#]), "missing key 'y' in 'coalesced[0]'"),
    (pointer(["coalesced": #""no""#]), "'coalesced' must be a list, got a string"),
    (#"{"type": "pointer", "pointerId": 1}"#, "missing key 'pointerType'"),
  ]

  @Test("A malformed message says what is wrong, naming the key", arguments: malformedInputs)
  func malformed(text: String, says: String) {
    switch ClientMessage.decode(text) {
    case .success(let message): Issue.record("decoded \(message)")
    case .failure(let problem):
      #expect(problem.code == "malformed")
      #expect(problem.description.contains(says), "\(problem.description)")
      for leak in ["Domain=", "debugDescription", "not representable in Swift", "The given data"] {
        #expect(!problem.description.contains(leak), "\(problem.description)")
      }
    }
  }

  @Test("A long string from the page is cut in the error, never echoed whole")
  func longEcho() throws {
    let long = String(repeating: "a", count: 5000)
    for text in [#"{"type": "\#(long)"}"#, Self.pointer(["pointerType": "\"\(long)\""])] {
      guard case .failure(let problem) = ClientMessage.decode(text) else {
        Issue.record("decoded")
        continue
      }
      #expect(
        problem.description.contains("\(String(repeating: "a", count: 60))…' (5000 characters)"))
      #expect(problem.description.count < 300)
    }
  }

  @Test("Whole numbers may be written as 2.0 or 1e3; a number too small to hold is 0")
  func numbers() throws {
    let text = Self.pointer(["pointerId": "1e3", "buttons": "2.0", "x": "1e-400", "y": "-0"])
    guard case .pointer(let input) = try ClientMessage.decode(text).get() else {
      Issue.record("not a pointer")
      return
    }
    #expect(input.pointerId == 1000 && input.buttons == 2 && input.x == 0 && input.y == 0)
    #expect(try ClientMessage.decode(#"{"type": "s\u0061ve"}"#).get() == .save)
  }
}
