import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@MainActor
@Suite("What the responderkit commands print")
struct ScenarioPrinterTests {
  /// Writes `yaml` to a fresh temporary file and returns its path.
  static func temporaryFile(_ yaml: String, name: String = "scenario.yaml") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("responderkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try yaml.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("trace --color: every line styled, a failed expectation red; JSON never coloured")
  func coloredTrace() throws {
    let path = try Self.temporaryFile(
      """
      views:
        - {id: A, frame: [0, 0, 100, 100]}
      touches:
        - tap: [50, 50]
      expect:
        - {touch: 1, hit: Window}
      """)
    let colored = try ScenarioPrinter.trace(file: path, json: false, reasons: false, color: true)
    #expect(!colored.succeeded)
    let lines = colored.text.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[") && $0.hasSuffix("\u{1B}[0m") })
    #expect(
      lines.last
        == "\u{1B}[31mexpectation failed: scenario.yaml:6: touch 1: expected hit Window, actual A\u{1B}[0m"
    )
    let plain = try ScenarioPrinter.trace(file: path, json: false, reasons: false)
    #expect(!plain.text.contains("\u{1B}"))
    let json = try ScenarioPrinter.trace(file: path, json: true, reasons: false, color: true)
    #expect(!json.text.contains("\u{1B}"))
  }
}
