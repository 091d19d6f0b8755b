import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@testable import ResponderKitPlayground

@MainActor
@Suite("Saving what was done as a scenario file")
struct ScenarioWriterTests {
  /// Saves the driver's session and plays the file with `responderkit trace`'s printer.
  private func replay(_ driver: SessionDriver) throws -> (saved: Reply, trace: String, held: Bool) {
    let saved = try #require(try driver.send(#"{"type": "save"}"#, at: 30).first)
    #expect(saved.type == "scenario")
    let yaml = try #require(saved["yaml"] as? String)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playground-\(UUID().uuidString).yaml")
    try yaml.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let output = ScenarioPrinter.trace(file: file.path, json: true, reasons: false)
    return (saved, output.text + "\n", output.succeeded)
  }

  @Test("Tap, drag, long press and pinch, saved, replay to the very same trace")
  func replaysToTheSameTrace() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 100, 285, at: 0)
    try driver.pointer("up", 100.25, 285.5, at: 0.07)
    try driver.drag(
      id: 2, from: CGPoint(x: 187, y: 620), to: CGPoint(x: 187.33, y: 420), at: 0.6,
      duration: 0.25)
    try driver.settle(from: 0.9)
    try driver.pointer("down", id: 3, 187, 140, at: 4)
    try driver.frames(from: 4, to: 4.8)
    try driver.pointer("up", id: 3, 187, 140, at: 4.9)
    try driver.settle(from: 4.9)
    let (saved, trace, held) = try replay(driver)
    #expect(saved["matchesLiveTrace"] as? Bool == true)
    #expect(held, "the file's expectations hold")
    #expect(trace == driver.session.jsonLines())
    let yaml = try #require(saved["yaml"] as? String)
    #expect(yaml.contains("{touch: 1, hit: Buy}"))
    #expect(yaml.contains("{gesture: longPress, recognized: true}"))
    #expect(yaml.contains("{view: Products, contentOffset: ["))
    #expect(yaml.contains("id: Photo"), "the screen is kept")
    #expect(!yaml.contains("pinch: {center"), "the file's own script is gone")
    #expect(saved["fileName"] as? String == "P1-shop-recorded.yaml")
  }

  @Test("A save while a touch is down says the file may not replay to the same trace")
  func busy() throws {
    let driver = try SessionDriver()
    try driver.pointer("down", 187, 140, at: 0)
    let (saved, _, _) = try replay(driver)
    #expect(saved["matchesLiveTrace"] as? Bool == false)
  }

  @Test("A flow-style (JSON) screen file is written again without its script")
  func flowStyle() {
    let text = #"{"views": [{"id": "A", "frame": [0, 0, 100, 100]}], "touches": [{"tap": [5, 5]}]}"#
    let screen = ScenarioWriter.screenText(text)
    #expect(screen.contains("A"))
    #expect(!screen.contains("touches"))
    #expect((try? ScenarioLoader.load(yaml: screen + "\n", file: "x.yaml")) != nil)
  }

  @Test("Numbers are written without exponents and read back as the same value")
  func numbers() throws {
    for value in [0, 0.000001, 12.3456, -3.5, 1234567.25, 0.1 + 0.2] {
      let rounded = (value * 1_000_000).rounded() / 1_000_000
      let text = ScenarioWriter.number(rounded)
      #expect(!text.contains("e"))
      #expect(Double(text) == rounded, "\(text)")
    }
    #expect(ScenarioWriter.quoted("Buy") == "Buy")
    #expect(ScenarioWriter.quoted("on") == "\"on\"")
    #expect(ScenarioWriter.quoted("a: b") == "\"a: b\"")
  }
}
