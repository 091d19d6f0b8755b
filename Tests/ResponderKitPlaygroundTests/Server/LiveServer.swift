import Foundation
import HummingbirdTesting
import Testing

@testable import ResponderKitPlayground

/// A playground server of the shop example on a free loopback port, for the tests that speak to
/// it over TCP with ``RawClient``.
@MainActor
enum LiveServer {
  /// Runs `body` with a server held to `limits`, and its port.
  static func run(
    limits: ConnectionLimits = .standard,
    _ body: @escaping @Sendable (PlaygroundServer, Int) async throws -> Void
  ) async throws {
    let server = PlaygroundServer(
      source: try ScreenSource(path: Fixtures.shop), port: 0, token: Fixtures.token, limits: limits)
    let application = server.makeApplication()
    _ = try await application.test(.live) { client in
      try await body(server, try #require(client.port))
    }
  }

  /// Sends the page's WebSocket upgrade and returns the answer's head.
  nonisolated static func upgrade(_ connection: inout RawConnection, port: Int) async throws
    -> String?
  {
    try await connection.sendUpgrade(
      target: "/ws?token=\(Fixtures.token)", host: "127.0.0.1:\(port)",
      origin: "http://127.0.0.1:\(port)")
    return await connection.readHead()
  }

  /// Opens a session on `connection`: the upgrade, and the first state read.
  nonisolated static func openSession(_ connection: inout RawConnection, port: Int) async throws {
    let head = try await upgrade(&connection, port: port)
    try #require(head?.hasPrefix("HTTP/1.1 101") == true, "\(head ?? "no answer")")
    let opening = try #require(await connection.readText())
    #expect(opening.contains(#""type":"state""#))
  }

  /// Waits until `condition` holds, for at most `limit`; whether it came to hold.
  static func eventually(
    within limit: Duration = .seconds(30), _ condition: @MainActor () -> Bool
  ) async -> Bool {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < limit {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return condition()
  }
}
