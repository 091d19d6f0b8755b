import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import ResponderKitPlayground

@MainActor
@Suite("The server: the page's assets over HTTP and a session per WebSocket, for its own page")
struct PlaygroundServerTests {
  private func server() throws -> PlaygroundServer {
    PlaygroundServer(source: try ScreenSource(path: Fixtures.shop), port: 0, token: Fixtures.token)
  }

  @Test("The page, its style sheet and its module are served by the binary")
  func assets() async throws {
    let application = try server().makeApplication()
    try await application.test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
        #expect(String(buffer: response.body).contains(#"src="/playground.js""#))
      }
      try await client.execute(uri: "/playground.js", method: .get) { response in
        #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
        #expect(String(buffer: response.body).contains("getCoalescedEvents"))
      }
      try await client.execute(uri: "/playground.css", method: .get) { response in
        #expect(response.status == .ok)
      }
    }
  }

  @Test(
    "Over a WebSocket: the screen, a tap's state, a malformed message's and an oversized one's errors"
  )
  func webSocket() async throws {
    let application = try server().makeApplication()
    _ = try await application.test(.live) { client in
      let port = try #require(client.port)
      try await RawClient.connect(port: port) { connection in
        try await connection.sendUpgrade(
          target: "/ws?token=\(Fixtures.token)", host: "127.0.0.1:\(port)",
          origin: "http://127.0.0.1:\(port)")
        let head = await connection.readHead()
        #expect(head?.hasPrefix("HTTP/1.1 101") == true)
        func next() async throws -> Reply? {
          guard let text = await connection.readText() else { return nil }
          return try Reply(text)
        }
        let opening = try #require(try await next())
        #expect(opening.type == "state")
        #expect(opening["file"] as? String == "P1-shop.yaml")
        #expect((opening["screen"] as? String)?.hasPrefix("<svg") == true)
        try await connection.sendText("{oops")
        #expect(try await next()?["code"] as? String == "malformed")
        try await connection.sendText(
          String(repeating: " ", count: PlaygroundLimits.maximumMessageBytes + 1))
        #expect(try await next()?["code"] as? String == "oversized")
        try await connection.sendText(Fixtures.pointer("down", x: 100, y: 285, ms: 5000))
        var state = try #require(try await next())
        let touches = try #require(state["touches"] as? [[String: Any]])
        #expect(touches.first?["hitView"] as? String == "Buy")
        try await connection.sendText(Fixtures.pointer("up", x: 100, y: 285, ms: 5060))
        repeat {
          state = try #require(try await next())
        } while (state["touches"] as? [[String: Any]])?.first?["down"] as? Bool != false
        #expect(
          ((state["touches"] as? [[String: Any]])?.first?["outcome"] as? String)?.contains(
            "touchUpInside") == true)
      }
    }
  }
}
