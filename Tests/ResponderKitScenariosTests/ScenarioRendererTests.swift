import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@MainActor
@Suite("responderkit render: the scenario as SVG")
struct ScenarioRendererTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func svg(_ file: String) throws -> String {
    let path = Self.root.appendingPathComponent(file).path
    return ScenarioRenderer.svg(try ScenarioLoader.load(contentsOf: path), file: file)
  }

  @Test("E1: every view drawn and labelled, the touch marked, its hit view highlighted")
  func e1() throws {
    let text = try svg("Examples/E1-five-colours.yaml")
    for id in ["White", "Green", "Blue", "Black", "Yellow"] {
      #expect(text.contains(#"data-id="\#(id)""#) && text.contains(">\(id)</text>"))
    }
    #expect(
      text.contains(
        #"<polygon class="view hit" data-id="Blue" points="195,350 335,350 335,470 195,470""#))
    #expect(text.components(separatedBy: #"class="view hit""#).count == 2)
    #expect(text.contains(#"<circle class="touch" data-touch="1" cx="250" cy="420""#))
    #expect(!text.contains("finding"))
  }

  @Test("A view's backgroundColor paints it: UIColor as a value the renderer uses")
  func backgroundColors() throws {
    let yaml = """
      views:
        - {id: Red, frame: [0, 0, 100, 100], backgroundColor: red}
        - {id: Tinted, frame: [0, 100, 100, 100], backgroundColor: '#0a84ff80'}
        - {id: Plain, frame: [0, 200, 100, 100]}
      """
    let text = ScenarioRenderer.svg(
      try ScenarioLoader.load(yaml: yaml, file: "c.yaml"), file: "c.yaml")
    #expect(text.contains(##"data-id="Red" points="0,0 100,0 100,100 0,100" fill="#ff0000""##))
    #expect(
      text.contains(
        ##"data-id="Tinted" points="0,100 100,100 100,200 0,200" fill="rgba(10, 132, 255, 0.50"##))
    #expect(
      text.contains(##"data-id="Plain" points="0,200 100,200 100,300 0,300" fill="#d8e4f0""##))
  }

  @Test(
    "Unreachable parts are hatched; lint findings are numbered on the views and listed with fixes")
  func findings() throws {
    let scenario = try ScenarioLoader.load(yaml: ScenarioLinterTests.fixture, file: "lint.yaml")
    let text = ScenarioRenderer.svg(scenario, file: "lint.yaml")
    #expect(text.contains(#"<path class="unreachable" data-id="Edge""#))
    let findings = ScenarioLinter.lint(scenario)
    #expect(text.components(separatedBy: #"class="finding""#).count - 1 == findings.count)
    #expect(text.components(separatedBy: #"class="legend""#).count - 1 == findings.count)
    #expect(text.contains("Fix: add requireToFail: [double] to single."))
    #expect(text.contains(#"stroke-dasharray="4 3""#))
  }

  @Test("A button clipped by its grandparent, though inside its parent, is hatched there")
  func grandparentClips() throws {
    let yaml = """
      views:
        - id: Outer
          frame: [0, 0, 100, 100]
          subviews:
            - id: Inner
              frame: [50, 0, 200, 100]
              subviews:
                - {id: Buy, kind: button, frame: [0, 20, 100, 44]}
      """
    let text = ScenarioRenderer.svg(
      try ScenarioLoader.load(yaml: yaml, file: "c.yaml"), file: "c.yaml")
    // Buy spans x 50...150 in the window; Outer ends at 100, so 100...150 is out of reach.
    #expect(
      text.contains(
        #"<path class="unreachable" data-id="Buy" fill-rule="evenodd" fill="url(#hatch)" d="M50,20 H150 V64 H50 Z M50,20 H100 V64 H50 Z"/>"#
      ))
    #expect(!text.contains(#"data-id="Inner" fill-rule"#))
  }

  @Test("Labels of views sharing a corner are stacked, not drawn over one another")
  func labelsDoNotOverlap() throws {
    let text = try svg("Examples/E11-responder-chain-links.yaml")
    var positions: [String: (x: Double, y: Double)] = [:]
    for id in ["RootView", "Container", "SheetView"] {
      let line = try #require(text.split(separator: "\n").first { $0.hasSuffix(">\(id)</text>") })
      let numbers = line.split(separator: "\"").compactMap { Double($0) }
      positions[id] = (numbers[0], numbers[1])
    }
    let ys = positions.values.map(\.y).sorted()
    #expect(ys.count == 3 && ys[1] - ys[0] >= 13 && ys[2] - ys[1] >= 13)
    // The two taps of E12's double tap land on one point: their numbers are stacked too.
    let e12 = try svg("Examples/E12-touches-events-queue.yaml").split(separator: "\n")
    let touchLabels = ["3", "4"].compactMap { id in
      e12.first { $0.contains(##"fill="#c05000">\##(id)</text>"##) }
        .map { $0.split(separator: "\"").compactMap { Double($0) } }
    }
    #expect(touchLabels.count == 2 && touchLabels[0][0] == touchLabels[1][0])
    #expect(touchLabels.count == 2 && abs(touchLabels[0][1] - touchLabels[1][1]) >= 13)
  }

  @Test(
    "Every example's picture has its key elements: each view labelled, each touch, each hit view",
    arguments: ScenarioLoaderTests.exampleFiles)
  func keyElements(file: String) throws {
    let path = Self.root.appendingPathComponent("Examples/\(file)").path
    let scenario = try ScenarioLoader.load(contentsOf: path)
    let text = ScenarioRenderer.svg(scenario, file: file)
    for view in scenario.allViews {
      #expect(text.contains(#"data-id="\#(view.id)""#), "\(file): no shape for \(view.id)")
      #expect(text.contains(">\(view.id)</text>"), "\(file): no label for \(view.id)")
    }
    let run = try ScenarioRun.play(scenario, file: file)
    var touches = 0
    for record in run.records {
      guard case .touchBegan(_, _, let view, _) = record else { continue }
      touches += 1
      if let view, view != "Window" {
        #expect(
          text.contains(#"<polygon class="view hit" data-id="\#(view)""#),
          "\(file): hit view \(view) not highlighted")
      }
    }
    #expect(text.components(separatedBy: #"<circle class="touch""#).count - 1 == touches)
  }

  @Test("Every example renders to well-formed XML", arguments: ScenarioLoaderTests.exampleFiles)
  func wellFormed(file: String) throws {
    let text = try svg("Examples/\(file)")
    let parser = XMLParser(data: Data(text.utf8))
    #expect(parser.parse(), "\(file): \(parser.parserError.map(String.init(describing:)) ?? "")")
  }

  @Test("The README's picture is the current rendering of E1 (RESPONDERKIT_RECORD=1 re-records)")
  func golden() throws {
    let url = Self.root.appendingPathComponent("Docs/images/E1-five-colours.svg")
    let text = try svg("Examples/E1-five-colours.yaml")
    if ProcessInfo.processInfo.environment["RESPONDERKIT_RECORD"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == text)
  }
}
