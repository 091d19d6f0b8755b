import Foundation

/// What JSON-RPC 2.0 asks of a message, checked before the MCP SDK decodes it, so that every
/// malformed request gets JSON-RPC's own error code and its own id (the SDK answers some of them
/// with a made-up id, an internal error, or not at all).
///
/// MCP requests carry a string or integer id, never null (MCP's base protocol, "Requests").
enum RequestCheck {
  /// What to do with one framed message.
  enum Verdict: Equatable {
    /// Well formed: the SDK takes it.
    case forward
    /// Malformed: send this error response and drop the message.
    case reply(Data)
  }

  /// JSON-RPC 2.0's error codes.
  enum Code: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case invalidParams = -32602
  }

  /// Checks one message.
  ///
  /// - Complexity: O(*n*) in the message's bytes.
  static func check(_ data: Data) -> Verdict {
    guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else {
      return .reply(
        response(
          id: nil, .parseError,
          "the message is not JSON (numbers past a double's range, such as 1e400, included)"))
    }
    if json is [Any] { return .forward }  // A batch: the SDK answers each of its members.
    guard let message = json as? [String: Any] else {
      return .reply(response(id: nil, .invalidRequest, "a message is a JSON object"))
    }
    guard message["method"] is String else { return .forward }  // A response from the client.
    guard message["id"] != nil else { return .forward }  // A notification.
    let id: Any
    switch (try? JSONDecoder().decode(IDField.self, from: data))?.id {
    case .string(let text): id = text
    case .integer(let number): id = number
    case .other(let description)?:
      return .reply(
        response(
          id: nil, .invalidRequest,
          "a request's id is a string or an integer (got \(description))"))
    case nil:
      return .reply(response(id: nil, .invalidRequest, "a request's id is a string or an integer"))
    }
    if message["method"] as? String == "tools/call", let problem = toolCallProblem(message) {
      return .reply(response(id: id, .invalidParams, problem))
    }
    return .forward
  }

  /// What is wrong with a `tools/call` request's params, or nil.
  private static func toolCallProblem(_ message: [String: Any]) -> String? {
    guard let params = message["params"] as? [String: Any] else {
      return "tools/call needs params: an object with 'name' and 'arguments'"
    }
    guard params["name"] is String else {
      return "tools/call's params.name is the tool's name, a string"
    }
    if let arguments = params["arguments"], !(arguments is [String: Any]), !(arguments is NSNull) {
      return "tools/call's params.arguments is an object of the tool's arguments"
    }
    return nil
  }

  /// A message's `id`, read by `JSONDecoder`, which tells a boolean from a number as
  /// `JSONSerialization`'s `NSNumber` does not.
  private struct IDField: Decodable {
    let id: ID
  }

  /// An id as JSON-RPC allows it (a string or a whole number), or what it was instead.
  private enum ID: Decodable {
    case string(String)
    case integer(Int64)
    case other(String)

    init(from decoder: any Decoder) throws {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() {
        self = .other("null")
      } else if let text = try? value.decode(String.self) {
        self = .string(text)
      } else if (try? value.decode(Bool.self)) != nil {
        self = .other("a boolean")
      } else if let number = try? value.decode(Double.self) {
        if number.rounded() == number, abs(number) <= 9_007_199_254_740_992 {
          self = .integer(Int64(number))
        } else {
          self = .other("the number \(number)")
        }
      } else {
        self = .other("an array or an object")
      }
    }
  }

  /// A JSON-RPC error response.
  static func response(id: Any?, _ code: Code, _ message: String) -> Data {
    let body: [String: Any] = [
      "jsonrpc": "2.0", "id": id ?? NSNull(),
      "error": ["code": code.rawValue, "message": message],
    ]
    return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
  }
}
