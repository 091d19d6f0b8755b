import Foundation
import MCP
import ResponderKitMCP
import Testing

/// `responderkit mcp` (issue 30): the tools a coding agent calls, over the protocol, with the
/// SDK's client on an in-memory transport. CI also drives the real binary with Python's MCP
/// client (Tests/MCP).
@Suite("MCP server: load a screen, explain, trace, lint and render over the protocol")
struct MCPServerTests {
  /// A small button under an overlay that takes no touches, and a card with a tap recognizer.
  static let screen = """
    views:
      - {id: Card, frame: [0, 0, 375, 300], gestures: [{type: tap, name: cardTap}]}
      - {id: Buy, kind: button, frame: [100, 400, 30, 30]}
      - {id: Overlay, frame: [0, 380, 375, 100], isUserInteractionEnabled: false}
    touches:
      - tap: [110, 410]
    expect:
      - {touch: 1, hit: Buy}
    """

  /// A connected client and the text of each tool call's reply.
  private struct Connection {
    let client: Client
    let server: Server

    static func open(readableFolders: [String] = []) async throws -> Connection {
      let server = await ResponderKitMCPServer.make(readableFolders: readableFolders)
      let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
      try await server.start(transport: serverSide)
      let client = Client(name: "tests", version: "1")
      _ = try await client.connect(transport: clientSide)
      return Connection(client: client, server: server)
    }

    func call(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> (
      text: String, isError: Bool
    ) {
      let reply = try await client.callTool(name: tool, arguments: arguments)
      let text = reply.content.compactMap { content -> String? in
        if case .text(let text, _, _) = content { return text }
        return nil
      }.joined(separator: "\n")
      return (text, reply.isError ?? false)
    }

    func close() async {
      await client.disconnect()
      await server.stop()
    }
  }

  @Test("the five tools are listed with their schemas")
  func tools() async throws {
    let connection = try await Connection.open()
    defer { Task { await connection.close() } }
    let tools = try await connection.client.listTools().tools
    #expect(tools.map(\.name) == ["load_screen", "explain", "trace", "lint", "render"])
    #expect(tools.allSatisfy { $0.description?.isEmpty == false })
  }

  @Test("a loaded screen is summarized, and a point is explained: the hit view and each miss")
  func explainPoint() async throws {
    let connection = try await Connection.open()
    defer { Task { await connection.close() } }
    let loaded = try await connection.call("load_screen", ["text": .string(Self.screen)])
    #expect(!loaded.isError)
    #expect(loaded.text.contains("3 views, 1 touches"))
    #expect(loaded.text.contains("Overlay (view) frame [0, 380, 375, 100]: interaction off"))
    #expect(loaded.text.contains("recognizers: cardTap (tap)"))
    let explained = try await connection.call("explain", ["x": 110, "y": 410])
    #expect(!explained.isError)
    #expect(explained.text.contains("Buy"))
    #expect(explained.text.contains("Overlay"))
    #expect(explained.text.contains("Overlay: misses it: user interaction disabled"))
    #expect(explained.text.contains("Buy: gets the touch: the hit view"))
  }

  @Test("trace plays the screen's script, or a script given as JSON, with its expectations")
  func trace() async throws {
    let connection = try await Connection.open()
    defer { Task { await connection.close() } }
    _ = try await connection.call("load_screen", ["text": .string(Self.screen)])
    let own = try await connection.call("trace")
    #expect(!own.isError)
    #expect(own.text.contains("Buy"))
    let tapCard: Value = [["tap": [50, 50]]]
    let given = try await connection.call(
      "trace", ["script": tapCard, "expect": [["gesture": "cardTap", "recognized": false]]])
    #expect(given.isError)
    #expect(given.text.contains("expectation failed"))
    #expect(given.text.contains("cardTap"))
    let bad = try await connection.call("trace", ["script": [["tap": [50]]]])
    #expect(bad.isError)
    #expect(bad.text.contains("touches[0].tap"))
    let unknown = try await connection.call(
      "trace", ["expect": [["gesture": "nothing", "recognized": true]]])
    #expect(unknown.isError)
    #expect(unknown.text.contains("no gesture is named 'nothing'"))
  }

  @Test("lint and render answer for the loaded screen")
  func lintAndRender() async throws {
    let connection = try await Connection.open()
    defer { Task { await connection.close() } }
    _ = try await connection.call("load_screen", ["text": .string(Self.screen)])
    let lint = try await connection.call("lint")
    #expect(lint.text.contains("Buy: its touch area is 30 x 30 pt"))
    let svg = try await connection.call("render")
    #expect(svg.text.hasPrefix("<svg") || svg.text.hasPrefix("<?xml"))
    #expect(svg.text.contains("Buy"))
    let timeline = try await connection.call("render", ["timeline": true])
    #expect(timeline.text.contains("<svg"))
  }

  @Test("misuse is answered as an error naming what is wrong")
  func misuse() async throws {
    let connection = try await Connection.open()
    defer { Task { await connection.close() } }
    let early = try await connection.call("lint")
    #expect(early.isError && early.text.contains("no screen is loaded"))
    let nothing = try await connection.call("load_screen")
    #expect(nothing.isError && nothing.text.contains("'path'"))
    let missing = try await connection.call("load_screen", ["path": "/nonexistent/s.yaml"])
    #expect(missing.isError && missing.text.contains("s.yaml"))
    let broken = try await connection.call(
      "load_screen", ["text": "views:\n  - {id: A}\n", "name": "broken.yaml"])
    #expect(broken.isError && broken.text.hasPrefix("broken.yaml:2"))
    _ = try await connection.call("load_screen", ["text": .string(Self.screen)])
    let half = try await connection.call("explain", ["x": 10])
    #expect(half.isError && half.text.contains("both 'x' and 'y'"))
    let unknown = try await connection.call("launch")
    #expect(unknown.isError && unknown.text.contains("no tool is named 'launch'"))
  }

  @Test("load_screen reads files under the folders it was given only, symbolic links resolved")
  func readableFolders() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "responderkit-mcp-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let inside = root.appendingPathComponent("inside")
    let outside = root.appendingPathComponent("outside")
    for folder in [inside, outside] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.screen.write(
        to: folder.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createSymbolicLink(
      at: inside.appendingPathComponent("link.yaml"),
      withDestinationURL: outside.appendingPathComponent("s.yaml"))
    let connection = try await Connection.open(readableFolders: [inside.path])
    defer { Task { await connection.close() } }
    let allowed = try await connection.call(
      "load_screen", ["path": .string(inside.path + "/s.yaml")])
    #expect(!allowed.isError && allowed.text.contains("3 views"))
    for path in [
      outside.path + "/s.yaml", inside.path + "/../outside/s.yaml", inside.path + "/link.yaml",
      "/etc/passwd",
    ] {
      let refused = try await connection.call("load_screen", ["path": .string(path)])
      #expect(refused.isError, "\(path)")
      #expect(refused.text.contains("outside the folders this server reads"), "\(path)")
    }
  }
}
