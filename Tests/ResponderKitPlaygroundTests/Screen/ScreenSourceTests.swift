import Foundation
import ResponderKitScenarios
import Testing

@testable import ResponderKitPlayground

@MainActor
@Suite("The served screen: the default, and reloading when the file changes")
struct ScreenSourceTests {
  private func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screen-\(UUID().uuidString).yaml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private let one = "views:\n  - {id: One, frame: [0, 0, 100, 100]}\n"
  private let two = "views:\n  - {id: Two, frame: [0, 0, 100, 100]}\n"

  @Test("Without a file the screen is E1, the same as Examples/E1-five-colours.yaml")
  func defaultScreen() throws {
    let source = try ScreenSource(path: nil)
    let example = try String(
      contentsOf: Fixtures.root.appendingPathComponent("Examples/E1-five-colours.yaml"),
      encoding: .utf8)
    #expect(source.screen.text == example)
    #expect(source.screen.scenario.allViews.map(\.id).contains("Blue"))
  }

  @Test("E1 in JSON, served without the YAML trait, is the same scenario as E1 in YAML")
  func defaultScreenInJSON() throws {
    let yaml = try ScenarioLoader.load(
      yaml: try PlaygroundAssets.text(of: "E1-five-colours.yaml"), file: "E1")
    let json = try ScenarioLoader.load(
      yaml: try PlaygroundAssets.text(of: "E1-five-colours.json"), file: "E1")
    var left = ""
    var right = ""
    dump((yaml.windowSize, yaml.views, yaml.script), to: &left)
    dump((json.windowSize, json.views, json.script), to: &right)
    #expect(left == right)
    #expect(yaml.expectations.count == json.expectations.count)
  }

  @Test("A changed file is loaded again, and sessions rebuild their screen from it")
  func reload() throws {
    let path = try temporaryFile(one)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let source = try ScreenSource(path: path)
    let sink = LogSink()
    let session = PlaygroundSession(source: source, log: sink.log)
    #expect(source.checkForChanges() == nil)
    #expect(session.pump(at: 0).isEmpty, "nothing changed")
    try two.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(source.checkForChanges() == nil)
    #expect(source.screen.version == 2)
    let replies = try session.pump(at: 0.1).map(Reply.init)
    #expect(replies.first?["version"] as? Int == 2)
    #expect(session.built.views["Two"] != nil)
    #expect(sink.lines.contains { $0.contains("reloaded") })
  }

  @Test("A file that no longer loads keeps the screen, and each page is told once")
  func brokenReload() throws {
    let path = try temporaryFile(one)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let source = try ScreenSource(path: path)
    let session = PlaygroundSession(source: source, log: LogSink().log)
    try "views:\n  - {id: One, fram: [0, 0, 1, 1]}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let problem = try #require(source.checkForChanges())
    #expect(problem.code == "reload")
    #expect(problem.description.contains("fram"))
    #expect(source.checkForChanges() == nil, "reported once")
    #expect(source.screen.version == 1)
    let replies = try session.pump(at: 0).map(Reply.init)
    #expect(replies.first?["code"] as? String == "reload")
    #expect(session.pump(at: 0.1).isEmpty)
    #expect(session.built.views["One"] != nil)
  }
}
