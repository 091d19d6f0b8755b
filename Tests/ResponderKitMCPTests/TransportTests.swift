import Foundation
import Testing

@testable import ResponderKitMCP

#if canImport(Glibc)
  import Glibc
#endif

/// The MCP server's own stdio transport (issue 46): lines framed in linear time and bounded,
/// malformed requests answered with JSON-RPC 2.0's error codes ("5.1 Error object") and ids.
@Suite("MCP transport: bounded lines and JSON-RPC's errors")
struct TransportTests {
  @Test("lines split across reads, blank lines, CRLF and a last line without a newline")
  func framing() {
    var framer = LineFramer(maximumMessageBytes: 100)
    var frames = framer.append(Array("{\"a\":1}\n\n{\"b\"".utf8))
    frames += framer.append(Array(":2}\r\n{\"c\":3}".utf8))
    #expect(
      frames == [.message(Data("{\"a\":1}".utf8)), .message(Data("{\"b\":2}".utf8))])
    #expect(framer.finish() == .message(Data("{\"c\":3}".utf8)))
    #expect(framer.finish() == nil)
  }

  @Test(
    "a line past the limit is dropped as it streams and reported with its length; the next is read")
  func oversized() {
    var framer = LineFramer(maximumMessageBytes: 10)
    var frames: [LineFramer.Frame] = []
    for _ in 0..<5 { frames += framer.append(Array(repeating: UInt8(ascii: "x"), count: 7)) }
    frames += framer.append(Array("\nok\n".utf8))
    #expect(frames == [.oversized(byteCount: 35), .message(Data("ok".utf8))])
  }

  @Test("a 4 MB line read in 64 KiB pieces arrives whole")
  func largeLine() {
    let line = [UInt8](repeating: UInt8(ascii: "a"), count: 4 << 20)
    var framer = LineFramer(maximumMessageBytes: 8 << 20)
    var frames: [LineFramer.Frame] = []
    var start = 0
    while start < line.count {
      frames += framer.append(line[start..<min(start + (1 << 16), line.count)])
      start += 1 << 16
    }
    frames += framer.append([UInt8(ascii: "\n")])
    #expect(frames == [.message(Data(line))])
  }

  /// The error a message is answered with, decoded: its id, code and message.
  private func reply(to text: String) throws -> (id: Any, code: Int, message: String)? {
    guard case .reply(let data) = RequestCheck.check(Data(text.utf8)) else { return nil }
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let error = try #require(object["error"] as? [String: Any])
    #expect(object["jsonrpc"] as? String == "2.0")
    return (
      object["id"] as Any, try #require(error["code"] as? Int), error["message"] as? String ?? ""
    )
  }

  @Test(
    "malformed requests get JSON-RPC's code, and the id when it has one",
    arguments: [
      ("{\"jsonrpc\":\"2.0\",\"id\":", -32700, nil),
      ("{\"jsonrpc\":\"2.0\",\"id\":1e400,\"method\":\"ping\"}", -32700, nil),
      ("[1", -32700, nil),
      ("42", -32600, nil),
      ("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}", -32600, nil),
      ("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}", -32600, nil),
      ("{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"ping\"}", -32600, nil),
      ("{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ping\"}", -32600, nil),
      ("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\"}", -32602, 7),
      ("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":[]}", -32602, 7),
      (
        "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\",\"params\":{\"name\":3}}", -32602,
        8
      ),
      (
        "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\"trace\",\"arguments\":[1]}}",
        -32602, 9
      ),
    ] as [(String, Int, Int?)])
  func malformed(text: String, code: Int, id: Int?) throws {
    let answer = try #require(try reply(to: text))
    #expect(answer.code == code)
    if let id {
      #expect(answer.id as? Int == id)
    } else {
      #expect(answer.id is NSNull)
    }
    #expect(!answer.message.isEmpty)
  }

  @Test(
    "well-formed messages go on to the SDK: requests, notifications, responses and batches",
    arguments: [
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}",
      "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"tools/list\"}",
      "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"lint\"}}",
      "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
      "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}",
      "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]",
    ])
  func wellFormed(text: String) throws {
    #expect(RequestCheck.check(Data(text.utf8)) == .forward)
  }

  @Test(
    "through pipes: a malformed request and an oversized line are answered; a good one is passed on"
  )
  func pipes() async throws {
    var toServer: [Int32] = [0, 0]
    var fromServer: [Int32] = [0, 0]
    #expect(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
    let transport = LineTransport(
      input: toServer[0], output: fromServer[1], maximumMessageBytes: 64)
    try await transport.connect()
    let good = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"
    let text =
      "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}\n" + String(repeating: "x", count: 100)
      + "\n" + good + "\n"
    _ = text.utf8CString.withUnsafeBufferPointer {
      write(toServer[1], $0.baseAddress, $0.count - 1)
    }
    var messages = await transport.receive().makeAsyncIterator()
    #expect(try await messages.next() == Data(good.utf8))
    var buffer = [UInt8](repeating: 0, count: 4096)
    var output = ""
    while output.filter({ $0 == "\n" }).count < 2 {
      let count = read(fromServer[0], &buffer, buffer.count)
      guard count > 0 else { break }
      output += String(decoding: buffer[..<count], as: UTF8.self)
    }
    let lines = output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains("-32600") == true && lines.first?.contains("\"id\":null") == true)
    #expect(lines.last?.contains("100 bytes is over the limit of 64 bytes") == true)
    // Closing the input ends the messages (the reader thread sees the end of the file).
    close(toServer[1])
    #expect(try await messages.next() == nil)
    for fd in [toServer[0], fromServer[0], fromServer[1]] { close(fd) }
  }
}
