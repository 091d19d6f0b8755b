import Foundation
import ResponderKit
import Testing

@testable import ResponderKitPlayground

@Suite("Connections and sessions past their bounds are refused at once, and sessions let go")
struct LimitsTests {
  @Test("A connection past the bound is answered 503 on accept, before it sends anything")
  func refusedOnAccept() async throws {
    let limits = ConnectionLimits(
      requestHeadTimeout: .seconds(10), idleTimeout: .seconds(60), maximumConnections: 2)
    try await LiveServer.run(limits: limits) { _, port in
      try await RawClient.connect(port: port) { _ in
        try await RawClient.connect(port: port) { _ in
          try await Task.sleep(for: .milliseconds(200))
          let start = ContinuousClock.now
          let third = try await RawClient.connect(port: port, timeout: .seconds(8)) { third in
            await third.readToEnd()
          }
          #expect(ContinuousClock.now - start < .seconds(3))
          #expect(third.hasPrefix("HTTP/1.1 503 Service Unavailable"))
          #expect(third.contains("too many connections (at most 2 at once)"))
        }
      }
      var page: String?
      for _ in 0..<40 where page?.hasPrefix("HTTP/1.1 200 OK") != true {
        try await Task.sleep(for: .milliseconds(50))
        page = try await RawClient.connect(port: port) { connection in
          try await connection.sendGet(
            target: "/?token=\(Fixtures.token)", host: "127.0.0.1:\(port)")
          return await connection.readHead()
        }
      }
      #expect(page?.hasPrefix("HTTP/1.1 200 OK") == true, "\(page ?? "no answer")")
    }
  }

  @Test("A session past the bound is refused with 503 before the upgrade; a closed one frees it")
  func sessions() async throws {
    let limits = ConnectionLimits(
      requestHeadTimeout: .seconds(10), idleTimeout: .seconds(600), maximumConnections: 8,
      maximumSessions: 1)
    try await LiveServer.run(limits: limits) { server, port in
      try await RawClient.connect(port: port) { first in
        try await LiveServer.openSession(&first, port: port)
        let second = try await RawClient.connect(port: port) { second in
          let head = try await LiveServer.upgrade(&second, port: port) ?? ""
          return head + (await second.readToEnd())
        }
        #expect(second.hasPrefix("HTTP/1.1 503 Service Unavailable"), "\(second)")
        #expect(
          second.contains(
            "too many sessions (at most 1 page at once): close another page of this playground"))
      }
      #expect(await LiveServer.eventually { server.sessions.reserved == 0 })
      try await RawClient.connect(port: port) { third in
        try await LiveServer.openSession(&third, port: port)
      }
    }
  }

  @Test("A closed session, ten fingers down, is freed with its application")
  func sessionFreed() async throws {
    try await LiveServer.run { server, port in
      let application = try await RawClient.connect(port: port) { connection in
        try await LiveServer.openSession(&connection, port: port)
        for finger in 1...10 {
          try await connection.sendText(
            Fixtures.pointer("down", id: finger, x: Double(20 * finger), y: 285, ms: 1000))
          _ = try #require(await connection.readText())
        }
        return try await MainActor.run {
          let session = try #require(server.sessions.alive.first)
          #expect(session.isBusy)
          return WeakApplication(application: session.application)
        }
      }
      #expect(await LiveServer.eventually { server.sessions.alive.isEmpty })
      // The engine holds the application most recently active until another takes its place.
      _ = await MainActor.run { Application() }
      #expect(await LiveServer.eventually { application.application == nil })
    }
  }

  @Test("The soft limit on open files is raised to the hard one")
  func descriptors() throws {
    DescriptorLimit.raise()
    let limits = try #require(DescriptorLimit.current())
    #expect(limits.soft == limits.hard)
  }
}

/// An application held without keeping it alive.
@MainActor
final class WeakApplication: Sendable {
  /// The application, while something else holds it.
  weak var application: Application?

  /// A weak hold on `application`.
  init(application: Application) {
    self.application = application
  }
}
