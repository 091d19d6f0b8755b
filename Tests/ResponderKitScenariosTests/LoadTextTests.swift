import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// `ScenarioLoader.load(text:name:)`: pasted text loads as a file's contents do, dump or
/// scenario, from memory (the MCP server wrote pasted text to a temporary folder to get this,
/// left behind on a signal and readable by other users: issue 46).
@MainActor
@Suite("Loading text as a file's contents load: dumps and scenarios alike, nothing on disk")
struct LoadTextTests {
  @Test("a pasted recursiveDescription loads as a dump, named as given")
  func dumpText() throws {
    let scenario = try ScenarioLoader.load(text: DumpVariant.modern, name: "pasted.txt")
    let fromDump = try HierarchyDump.scenario(from: DumpVariant.modern, file: "pasted.txt")
    #expect(scenario.allViews.map(\.id) == fromDump.allViews.map(\.id))
    #expect(scenario.allViews.count >= 3)
  }

  @Test("scenario text loads as a scenario; an error names the given name and its line")
  func scenarioText() throws {
    let scenario = try ScenarioLoader.load(
      text: "views:\n  - {id: A, frame: [0, 0, 10, 10]}\n", name: "typed.yaml")
    #expect(scenario.allViews.map(\.id) == ["A"])
    do {
      _ = try ScenarioLoader.load(text: "views: [\n", name: "typed.yaml")
      Issue.record("a broken text loaded")
    } catch {
      #expect(error.file == "typed.yaml" && error.line >= 1)
    }
  }

  @Test("text over the size limit is refused before it is read")
  func oversized() {
    let text = String(repeating: "#", count: ScenarioLoader.maximumFileSize + 1)
    #expect(throws: ScenarioError.self) {
      _ = try ScenarioLoader.load(text: text, name: "big.yaml")
    }
  }
}
