import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// A point on one of `Examples/dumps/`, and what `explain --at` must say there.
struct DumpQuestion: Sendable, CustomTestStringConvertible {
  let file: String
  let point: CGPoint
  /// Lines the explanation must hold: the hit view, and why each other view under the point
  /// misses.
  let lines: [String]
  var testDescription: String { "\(file) at \(Int(point.x)),\(Int(point.y))" }
}

@MainActor
@Suite("Examples/dumps: explain --at names the hit view and why every other view misses")
struct DumpExamplesTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/dumps")

  nonisolated static let questions: [DumpQuestion] = [
    DumpQuestion(
      file: "checkout.txt", point: CGPoint(x: 195, y: 729),
      lines: [
        "at (195, 729): hit view PromoBanner",
        "  UIButton 'Buy now': misses it: shadowed by PromoBanner, in front",
      ]),
    DumpQuestion(
      file: "checkout.txt", point: CGPoint(x: 340, y: 140),
      lines: [
        "at (340, 140): hit view UIScrollView",
        "  UIButton: misses it: user interaction disabled on ancestor UIImageView",
      ]),
    DumpQuestion(
      file: "settings-nslog.log", point: CGPoint(x: 335, y: 86),
      lines: ["at (335, 86): hit view UISwitch"]),
    DumpQuestion(
      file: "settings-nslog.log", point: CGPoint(x: 100, y: 130),
      lines: [
        "at (100, 130): hit view DisabledOverlay",
        "  UILabel 'Sign out': misses it: user interaction disabled",
      ]),
    DumpQuestion(
      file: "card-snapshot.txt", point: CGPoint(x: 80, y: 200),
      lines: ["at (80, 200): hit view UIButton 'Share'"]),
    DumpQuestion(
      file: "card-snapshot.txt", point: CGPoint(x: 280, y: 35),
      lines: [
        "at (280, 35): hit view UIView",
        "  _UIBadgeView: misses it: outside its ancestor CardView by 5 pt",
      ]),
    DumpQuestion(
      file: "issue-comment.txt", point: CGPoint(x: 376, y: 830),
      lines: [
        "at (376, 830): hit view KeyboardDismissView",
        "  UIButton 'Send': misses it: shadowed by KeyboardDismissView, in front",
      ]),
  ]

  @Test("explain --at on a dump", arguments: questions)
  func explain(_ question: DumpQuestion) {
    let path = Self.directory.appendingPathComponent(question.file).path
    let output = ScenarioPrinter.explain(file: path, at: question.point, view: nil)
    #expect(output.succeeded, "\(output.text)")
    let lines = output.text.split(separator: "\n").map(String.init)
    for line in question.lines {
      #expect(lines.contains { $0.hasSuffix(line) || $0 == line }, "\(line)\n\(output.text)")
    }
    #expect(lines.first?.hasPrefix("note: read from a recursiveDescription dump") == true)
  }

  @Test(
    "The checkout dump: the pasted recognizer is on the banner, and the note names the views still missing theirs"
  )
  func checkoutNotes() throws {
    let path = Self.directory.appendingPathComponent("checkout.txt").path
    let scenario = try ScenarioLoader.load(contentsOf: path)
    let banner = try #require(scenario.allViews.first { $0.id == "PromoBanner" })
    #expect(banner.gestures.map(\.name) == ["openPromo"])
    let note = try #require(scenario.notes.first { $0.contains("array's address") })
    #expect(note.hasPrefix("1 view has gesture recognizers"))
    #expect(note.contains("UILayoutContainerView"))
  }

  @Test(
    "lint, trace and render of a dump say what it lacks",
    arguments: ["checkout.txt", "issue-comment.txt"])
  func otherCommands(file: String) throws {
    let path = Self.directory.appendingPathComponent(file).path
    let lint = ScenarioPrinter.lint(file: path)
    #expect(lint.exitCode != 2, "\(lint.text)")
    #expect(lint.text.hasPrefix("note: read from a recursiveDescription dump"))
    let trace = ScenarioPrinter.trace(file: path, json: true, reasons: true)
    #expect(trace.succeeded)
    #expect(
      trace.text.hasPrefix(#"{"event":"note","message":"read from a recursiveDescription dump"#))
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("dump-\(UUID().uuidString).svg").path
    try ScenarioPrinter.render(file: path, to: output)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains(">note: read from a recursiveDescription dump"))
    #expect(svg.hasSuffix("</svg>") || svg.hasSuffix("</svg>\n"))
  }
}
