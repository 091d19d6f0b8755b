import Foundation
import HummingbirdTesting
import Testing

@testable import ResponderKitPlayground

@MainActor
@Suite("The server refuses what is not its own page, and holds no connection for long")
struct ServerGuardTests {
  private func withServer(
    limits: ConnectionLimits = .standard, _ body: @escaping @Sendable (Int) async throws -> Void
  ) async throws {
    let application = PlaygroundServer(
      source: try ScreenSource(path: Fixtures.shop), port: 0, token: Fixtures.token, limits: limits
    ).makeApplication()
    _ = try await application.test(.live) { client in
      try await body(try #require(client.port))
    }
  }

  /// The status line and body of the answer to a WebSocket upgrade with these headers.
  nonisolated private static func upgrade(
    port: Int, target: String, host: String?, origin: String?
  ) async throws -> String {
    try await RawClient.connect(port: port) { connection in
      try await connection.sendUpgrade(target: target, host: host, origin: origin)
      return await connection.readToEnd()
    }
  }

  @Test(
    "A WebSocket upgrade from another page is refused with 403, naming its Origin",
    arguments: ["https://evil.example", "null", "http://localhost.evil.example"])
  func foreignOrigin(origin: String) async throws {
    try await withServer { port in
      let answer = try await Self.upgrade(
        port: port, target: "/ws?token=\(Fixtures.token)", host: "127.0.0.1:\(port)",
        origin: origin)
      #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"))
      #expect(answer.contains("Origin '\(origin)' is not this server's page"))
    }
  }

  @Test("A foreign Host (a DNS rebinding) is refused with 403, on the session and the page")
  func foreignHost() async throws {
    try await withServer { port in
      let answer = try await Self.upgrade(
        port: port, target: "/ws?token=\(Fixtures.token)", host: "evil.example:\(port)",
        origin: "http://evil.example:\(port)")
      #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"))
      #expect(answer.contains("Host 'evil.example:\(port)' is not this server's loopback address"))
      let page = try await RawClient.connect(port: port) { connection in
        try await connection.sendGet(target: "/?token=\(Fixtures.token)", host: "evil.example")
        return await connection.readToEnd()
      }
      #expect(page.hasPrefix("HTTP/1.1 403 Forbidden"))
    }
  }

  @Test("A missing or wrong token is refused with 403 and told how to get in; the right one opens")
  func token() async throws {
    try await withServer { port in
      let origin = "http://localhost:\(port)"
      let host = "localhost:\(port)"
      let missing = try await Self.upgrade(port: port, target: "/ws", host: host, origin: origin)
      #expect(missing.hasPrefix("HTTP/1.1 403"))
      #expect(missing.contains("no token: open the URL `responderkit serve` printed"))
      let wrong = try await Self.upgrade(
        port: port, target: "/ws?token=guess", host: host, origin: origin)
      #expect(wrong.hasPrefix("HTTP/1.1 403"))
      #expect(wrong.contains("wrong token"))
      let page = try await RawClient.connect(port: port) { connection in
        try await connection.sendGet(target: "/", host: host)
        return await connection.readToEnd()
      }
      #expect(page.hasPrefix("HTTP/1.1 403") && page.contains("no token"))
      let opened = try await RawClient.connect(port: port) { connection in
        try await connection.sendUpgrade(
          target: "/ws?token=\(Fixtures.token)", host: host, origin: origin)
        return await connection.readHead()
      }
      #expect(opened?.hasPrefix("HTTP/1.1 101") == true)
    }
  }

  // Issue 46: `/ws/`, `//ws`, `/ws//` and absolute-form targets reached the WebSocket route with
  // no token and no Origin, past the session cap.
  @Test(
    "A WebSocket upgrade on another spelling of /ws is refused with 403, token or not",
    arguments: ["/ws/", "//ws", "/ws//", "http://evil.example/ws"])
  func otherSpellings(target: String) async throws {
    try await withServer { port in
      for query in ["", "?token=\(Fixtures.token)"] {
        let answer = try await Self.upgrade(
          port: port, target: target + query, host: "127.0.0.1:\(port)", origin: nil)
        #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"), "\(target + query): \(answer)")
      }
    }
  }

  @Test("The page with its token is served")
  func page() async throws {
    try await withServer { port in
      try await RawClient.connect(port: port) { connection in
        try await connection.sendGet(target: "/?token=\(Fixtures.token)", host: "127.0.0.1:\(port)")
        #expect(await connection.readHead()?.hasPrefix("HTTP/1.1 200 OK") == true)
      }
    }
  }

  @Test("A malformed request line is answered 400")
  func malformed() async throws {
    try await withServer { port in
      let answer = try await RawClient.connect(port: port) { connection in
        try await connection.send("GARBAGE \u{1}\u{2} NOT-HTTP\r\n\r\n")
        return await connection.readToEnd()
      }
      #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"))
      #expect(answer.contains("malformed request"))
    }
  }

  @Test("A connection that sends nothing, or trickles its headers, is closed at the head timeout")
  func silent() async throws {
    let limits = ConnectionLimits(
      requestHeadTimeout: .milliseconds(500), idleTimeout: .seconds(60), maximumConnections: 8)
    try await withServer(limits: limits) { port in
      let start = ContinuousClock.now
      let answer = try await RawClient.connect(port: port, timeout: .seconds(5)) { connection in
        await connection.readToEnd()
      }
      let silentFor = ContinuousClock.now - start
      #expect(answer.isEmpty)
      #expect(silentFor >= .milliseconds(400) && silentFor < .seconds(3))
      let trickled = ContinuousClock.now
      try await RawClient.connect(port: port, timeout: .seconds(5)) { connection in
        for piece in ["GET / HTTP/1.1\r\n", "Host: 127.0.0.1", ":\(port)\r\n", "X-Slow: 1\r\n"] {
          try? await connection.send(piece)
          try await Task.sleep(for: .milliseconds(200))
        }
        _ = await connection.readToEnd()
      }
      #expect(ContinuousClock.now - trickled < .seconds(3))
    }
  }

  // Issue 46: 64 POSTs whose bodies never came locked every client out until the idle close.
  @Test("A request whose body never comes is closed at the head timeout, counted from its head")
  func bodyThatNeverComes() async throws {
    let limits = ConnectionLimits(
      requestHeadTimeout: .milliseconds(500), idleTimeout: .seconds(60), maximumConnections: 8)
    try await withServer(limits: limits) { port in
      let start = ContinuousClock.now
      _ = try await RawClient.connect(port: port, timeout: .seconds(10)) { connection in
        try await connection.send(
          "POST /playground.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + "Content-Length: 100\r\n\r\nonly part")
        return await connection.readToEnd()
      }
      let heldFor = ContinuousClock.now - start
      #expect(heldFor >= .milliseconds(400) && heldFor < .seconds(3), "held for \(heldFor)")
    }
  }

  @Test("An open WebSocket that receives nothing is closed at the idle timeout")
  func idleSession() async throws {
    let limits = ConnectionLimits(
      requestHeadTimeout: .seconds(5), idleTimeout: .milliseconds(700), maximumConnections: 8)
    try await withServer(limits: limits) { port in
      let start = ContinuousClock.now
      try await RawClient.connect(port: port, timeout: .seconds(10)) { connection in
        try await connection.sendUpgrade(
          target: "/ws?token=\(Fixtures.token)", host: "127.0.0.1:\(port)",
          origin: "http://127.0.0.1:\(port)")
        #expect(await connection.readHead()?.hasPrefix("HTTP/1.1 101") == true)
        while await connection.readText() != nil {}
      }
      let open = ContinuousClock.now - start
      #expect(open >= .milliseconds(600) && open < .seconds(5))
    }
  }
}
