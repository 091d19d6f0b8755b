import Foundation
import ResponderKitScenarios

/// A message from the page, a JSON object with a `type` (Docs/playground.md):
///
/// - `{"type": "pointer", "pointerId": 1, "pointerType": "touch", "phase": "down", "x": 100,
///   "y": 200, "timestamp": 1234.5, "pressure": 0.5, "tiltX": 0, "tiltY": 0, "buttons": 1,
///   "coalesced": [{"x": 99, "y": 199, "timestamp": 1230.1}]}`: one Pointer Event;
/// - `{"type": "save"}`: asks for what was done so far as a scenario file;
/// - `{"type": "trace"}`: asks for the trace so far as JSON Lines;
/// - `{"type": "reset"}`: rebuilds the screen and forgets the touches done.
///
/// The text is read by ``JSONReader`` and its fields by ``JSONFields``, so that whatever is
/// wrong is said in the page's terms, naming the key, and never as a parser's own message.
enum ClientMessage: Sendable, Equatable {
  case pointer(PointerInput)
  case save
  case trace
  case reset

  /// The types a message may have.
  static let types = ["pointer", "save", "trace", "reset"]

  /// Reads a message from its JSON text, or says in a line what is wrong with it.
  static func decode(_ text: String) -> Result<ClientMessage, MessageProblem> {
    let value: JSONValue
    switch JSONReader.read(text) {
    case .success(let read): value = read
    case .failure(let error): return .failure(.malformed("not JSON: \(error)"))
    }
    do throws(MessageProblem) {
      let fields = try JSONFields(value)
      let type = try fields.string("type")
      switch type {
      case "pointer": return .success(.pointer(try PointerInput(fields)))
      case "save": return .success(.save)
      case "trace": return .success(.trace)
      case "reset": return .success(.reset)
      default:
        return .failure(
          .malformed(
            "unknown type \(MessageProblem.quoted(type)) (expected one of:"
              + " \(types.joined(separator: ", ")))"))
      }
    } catch {
      return .failure(error)
    }
  }
}
