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

  @Test(
    "E15: each touch tagged with its outcome, the recognizers on each view, a legend of outcomes")
  func outcomes() throws {
    let text = try svg("Examples/E15-scroll-holds-touches.yaml")
    #expect(text.contains(#"data-touch="1""#) && text.contains(">delivered late</text>"))
    #expect(text.contains(">taken by List.panGestureRecognizer</text>"))
    #expect(
      text.contains(
        #"<text class="recognizers" data-id="List""#)
        && text.contains(">recognizers: panGestureRecognizer</text>"))
    #expect(
      text.contains(">touch 1: Row got touchesBegan (0.15 s late), touchesEnded</text>"))
    #expect(text.contains(#"class="legend-heading""#) && text.contains(">Key</text>"))
    // No connector: each touch landed inside the view it hit.
    #expect(!text.contains(#"class="touch-hit""#))
    // E7's touch lands outside the carousel it is redirected to: joined to it.
    #expect(
      try svg("Examples/E7-carousel-through-parent.yaml").contains(
        #"<line class="touch-hit" data-touch="1""#))
  }

  @Test("Lint markers are diamonds marked !n, never on a touch marker or a label")
  func findingMarkers() throws {
    let scenario = try ScenarioLoader.load(yaml: ScenarioLinterTests.fixture, file: "lint.yaml")
    let text = ScenarioRenderer.svg(scenario, file: "lint.yaml")
    let markers = text.split(separator: "\n").filter { $0.hasPrefix(#"<polygon class="finding""#) }
    #expect(!markers.isEmpty)
    for marker in markers {
      #expect(marker.contains(#"class="finding-number""#) && marker.contains(">!"))
    }
    #expect(!text.contains(#"<circle class="finding""#))
  }

  @Test(
    "--timeline: a row per touch and recognizer; withheld stretches, calls, recognitions and failures"
  )
  func timeline() throws {
    let path = Self.root.appendingPathComponent("Examples/E13-photo-viewer.yaml").path
    let text = ScenarioRenderer.timeline(try ScenarioLoader.load(contentsOf: path), file: "E13")
    for row in ["touch 1 → Photo", "touch 6 → Photo"] { #expect(text.contains(">\(row)</text>")) }
    for row in ["singleTap on Photo", "doubleTap on Photo", "pinch on Photo", "longPress on Photo"]
    {
      #expect(text.contains(#"<text class="row-recognizer""#) && text.contains(">\(row)</text>"))
    }
    #expect(text.contains("<title>0.4 s: recognized</title>◆"))
    #expect(text.contains("<title>0.4 s: failed: no next tap within 0.35 s of the lift</title>✕"))
    #expect(text.contains("<title>0.05 s: waits for doubleTap on Photo to fail</title>…"))
    #expect(text.contains("<title>0.4 s: touchesCancelled → Photo</title>C"))
    #expect(text.contains(#"<line class="waiting""#))
    // E15's first touch is withheld from 0 to 0.15 s: the stretch spans exactly that.
    let e15 = Self.root.appendingPathComponent("Examples/E15-scroll-holds-touches.yaml").path
    let lines = ScenarioRenderer.timeline(try ScenarioLoader.load(contentsOf: e15), file: "E15")
      .split(separator: "\n")
    let withheld = try #require(lines.first { $0.hasPrefix(#"<rect class="withheld""#) })
    let numbers = withheld.split(separator: "\"").compactMap { Double($0) }
    // Tick labels: x, y, then the time as the text.
    let ticks = lines.filter { $0.hasPrefix(#"<text class="tick-label""#) }.map { line in
      let x = line.split(separator: "\"").compactMap { Double($0) }[0]
      let time = Double(line.split(separator: ">")[1].split(separator: "<")[0]) ?? -1
      return (x: x, time: time)
    }
    let perSecond = (ticks[1].x - ticks[0].x) / (ticks[1].time - ticks[0].time)
    #expect(ticks[0].time == 0 && numbers[0] == ticks[0].x)
    #expect(abs(numbers[2] - 0.15 * perSecond) < 0.01)
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

  @Test("The README's timeline is the current timeline of E13 (RESPONDERKIT_RECORD=1 re-records)")
  func timelineGolden() throws {
    let url = Self.root.appendingPathComponent("Docs/images/E13-timeline.svg")
    let path = Self.root.appendingPathComponent("Examples/E13-photo-viewer.yaml").path
    let text = ScenarioRenderer.timeline(
      try ScenarioLoader.load(contentsOf: path), file: "E13-photo-viewer.yaml")
    if ProcessInfo.processInfo.environment["RESPONDERKIT_RECORD"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == text)
  }
}
