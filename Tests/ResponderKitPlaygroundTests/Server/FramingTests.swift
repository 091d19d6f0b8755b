import Foundation
import Testing

@testable import ResponderKitPlayground

/// A break of RFC 6455's framing a client may commit, and what the server must name.
enum FramingViolation: String, CaseIterable, Sendable {
  case bareContinuation, textInsideFragment, binaryInsideFragment
  case unmaskedText, unmaskedPing, unmaskedClose

  /// Sends the violation on `connection`, whose session is open.
  func send(on connection: RawConnection) async throws {
    let save = Array(#"{"type": "save"}"#.utf8)
    switch self {
    case .bareContinuation:
      try await connection.sendFrame(opcode: 0x0, save)
    case .textInsideFragment, .binaryInsideFragment:
      try await connection.sendFrame(opcode: 0x1, Array(#"{"type": "#.utf8), fin: false)
      try await connection.sendFrame(opcode: self == .textInsideFragment ? 0x1 : 0x2, save)
    case .unmaskedText: try await connection.sendFrame(opcode: 0x1, save, masked: false)
    case .unmaskedPing: try await connection.sendFrame(opcode: 0x9, [1, 2], masked: false)
    case .unmaskedClose:
      try await connection.sendFrame(opcode: 0x8, [0x03, 0xE8], masked: false)
    }
  }

  /// What the page's `error` message says.
  var says: String {
    switch self {
    case .bareContinuation: "a continuation frame arrived with no message started"
    case .textInsideFragment:
      "a new text frame arrived before the fragmented message before it ended"
    case .binaryInsideFragment:
      "a new binary frame arrived before the fragmented message before it ended"
    case .unmaskedText: "an unmasked text frame arrived"
    case .unmaskedPing: "an unmasked ping frame arrived"
    case .unmaskedClose: "an unmasked close frame arrived"
    }
  }
}

@Suite("WebSocket framing: frames out of order and unmasked frames fail the connection (1002)")
struct FramingTests {
  @Test(
    "A framing violation gets a protocol error, a close with 1002, and the touches are cancelled",
    arguments: FramingViolation.allCases)
  func violation(_ violation: FramingViolation) async throws {
    try await LiveServer.run { server, port in
      let session = try await RawClient.connect(port: port) { connection in
        try await LiveServer.openSession(&connection, port: port)
        try await connection.sendText(Fixtures.pointer("down", x: 100, y: 285, ms: 1000))
        _ = try #require(await connection.readText())
        let session = try #require(await MainActor.run { server.sessions.alive.first })
        #expect(await session.isBusy)
        try await violation.send(on: connection)
        var texts: [String] = []
        let code = await connection.readClose(texts: &texts)
        #expect(code == 1002)
        let errors = try texts.map { try Reply($0) }.filter { $0.type == "error" }
        #expect(errors.count == 1)
        #expect(errors.first?["code"] as? String == "protocol")
        let message = errors.first?["message"] as? String ?? ""
        #expect(message.contains(violation.says), "\(message)")
        #expect(message.contains("1002"))
        return session
      }
      #expect(await LiveServer.eventually { !session.isBusy })
      #expect(await LiveServer.eventually { server.sessions.reserved == 0 })
    }
  }

  @Test("Masked frames, a fragmented message among them, go through")
  func masked() async throws {
    try await LiveServer.run { _, port in
      try await RawClient.connect(port: port) { connection in
        try await LiveServer.openSession(&connection, port: port)
        try await connection.sendFrame(opcode: 0x9, [7])
        try await connection.sendFrame(opcode: 0x1, Array(#"{"type": "#.utf8), fin: false)
        try await connection.sendFrame(opcode: 0x0, Array(#""trace"}"#.utf8))
        var reply = try #require(await connection.readFrame())
        if reply.opcode == 0xA { reply = try #require(await connection.readFrame()) }
        let trace = try Reply(String(decoding: reply.payload, as: UTF8.self))
        #expect(trace.type == "trace")
      }
    }
  }
}
