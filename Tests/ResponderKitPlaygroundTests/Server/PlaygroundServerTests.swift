import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import NIOCore
import Testing

@testable import ResponderKitPlayground

@MainActor
@Suite("The server: the page's assets over HTTP and a session per WebSocket")
struct PlaygroundServerTests {
  private func server() throws -> PlaygroundServer {
    PlaygroundServer(source: try ScreenSource(path: Fixtures.shop), port: 0)
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
      try await client.ws("/ws", configuration: .init(maxFrameSize: 1 << 20)) {
        inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
        func next() async throws -> Reply? {
          guard case .text(let text) = try await messages.next() else { return nil }
          return try Reply(text)
        }
        let opening = try #require(try await next())
        #expect(opening.type == "state")
        #expect(opening["file"] as? String == "P1-shop.yaml")
        #expect((opening["screen"] as? String)?.hasPrefix("<svg") == true)
        try await outbound.write(.text("{oops"))
        #expect(try await next()?["code"] as? String == "malformed")
        try await outbound.writeTextMessage(
          String(repeating: " ", count: PlaygroundLimits.maximumMessageBytes + 1))
        #expect(try await next()?["code"] as? String == "oversized")
        try await outbound.write(.text(Fixtures.pointer("down", x: 100, y: 285, ms: 5000)))
        var state = try #require(try await next())
        let touches = try #require(state["touches"] as? [[String: Any]])
        #expect(touches.first?["hitView"] as? String == "Buy")
        try await outbound.write(.text(Fixtures.pointer("up", x: 100, y: 285, ms: 5060)))
        repeat {
          state = try #require(try await next())
        } while (state["touches"] as? [[String: Any]])?.first?["down"] as? Bool != false
        #expect(
          ((state["touches"] as? [[String: Any]])?.first?["outcome"] as? String)?.contains(
            "touchUpInside") == true)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }
}
