import Foundation
import PropertyBased
import ResponderKit
import ResponderKitScenarios
import Testing

/// One view of a random scenario: its parent (0: the window), frame, kind and extras.
private struct RandomView: Sendable {
  var parent: Int
  var frame: (Int, Int, Int, Int)
  var bits: Int

  static let gen = zip(
    Gen.int(in: 0...100), Gen.int(in: -20...300), Gen.int(in: -20...560), Gen.int(in: 10...300),
    Gen.int(in: 10...300), Gen.int(in: 0...63)
  ).map { parent, x, y, w, h, bits in RandomView(parent: parent, frame: (x, y, w, h), bits: bits) }

  /// The view as a YAML flow mapping, holding `children`.
  func yaml(id: Int, children: String) -> String {
    let (x, y, w, h) = frame
    var keys = ["id: V\(id)", "frame: [\(x), \(y), \(w), \(h)]"]
    switch bits & 3 {
    case 1: keys.append("kind: button")
    case 2: keys += ["kind: scrollView", "contentSize: [\(w), \(h * 3)]"]
    default:
      var gestures: [String] = []
      if bits & 4 != 0 { gestures.append("{type: tap, name: tap\(id)}") }
      if bits & 8 != 0 { gestures.append("{type: pan, name: pan\(id)}") }
      if !gestures.isEmpty { keys.append("gestures: [\(gestures.joined(separator: ", "))]") }
      if bits & 16 != 0 { keys.append("touchArea: {left: 10, right: 10}") }
    }
    if bits & 32 != 0 { keys.append("isMultipleTouchEnabled: true") }
    if !children.isEmpty { keys.append("subviews: [\(children)]") }
    return "{" + keys.joined(separator: ", ") + "}"
  }
}

/// One step of a random script.
private struct RandomStep: Sendable {
  var kind: Int
  var x: Int
  var y: Int
  var dx: Int
  var dy: Int

  static let gen = zip(
    Gen.int(in: 0...4), Gen.int(in: 0...375), Gen.int(in: 0...667), Gen.int(in: -200...200),
    Gen.int(in: -200...200)
  ).map { RandomStep(kind: $0, x: $1, y: $2, dx: $3, dy: $4) }

  var yaml: String {
    switch kind {
    case 0: "- tap: [\(x), \(y)]"
    case 1: "- drag: {path: [[\(x), \(y)], [\(x + dx), \(y + dy)]], duration: 0.2}"
    case 2: "- longPress: {at: [\(x), \(y)], duration: 0.6}"
    case 3: "- doubleTap: [\(x), \(y)]"
    default: "- wait: 0.4"
    }
  }
}

/// A whole random scenario file.
private func scenarioYAML(_ views: [RandomView], _ steps: [RandomStep]) -> String {
  var children: [[Int]] = Array(repeating: [], count: views.count + 1)
  for (index, view) in views.enumerated() {
    children[view.parent % (index + 1)].append(index + 1)
  }
  func render(_ id: Int) -> String {
    views[id - 1].yaml(id: id, children: children[id].map(render).joined(separator: ", "))
  }
  let tree = children[0].map { "  - " + render($0) }.joined(separator: "\n")
  let script = steps.map { "  " + $0.yaml }.joined(separator: "\n")
  return "views:\n\(tree.isEmpty ? "  []" : tree)\ntouches:\n\(script)\n"
}

@MainActor
@Suite("Scenario properties, over random screens and scripts")
struct ScenarioPropertyTests {
  @Test(
    "Property: a random scenario loads and plays; explain's hit view for each touch is the trace's; every touch a view began ends or is cancelled there exactly once"
  )
  func randomScenarios() async throws {
    await propertyCheck(
      count: 60, input: RandomView.gen.array(of: 0...12), RandomStep.gen.array(of: 1...6)
    ) { views, steps in
      let yaml = scenarioYAML(views, steps)
      let path: String
      do {
        path = try ScenarioPrinterTests.temporaryFile(yaml)
      } catch {
        Issue.record("cannot write a temporary file: \(error)")
        return
      }
      let scenario: Scenario
      do {
        scenario = try ScenarioLoader.load(contentsOf: path)
      } catch {
        Issue.record("a generated file does not load: \(error)\n\(yaml)")
        return
      }
      guard let run = try? ScenarioRun.play(scenario, file: "random.yaml") else {
        Issue.record("a generated script breaks the input rules\n\(yaml)")
        return
      }
      let traced = run.records.compactMap { record -> String? in
        guard case .touchBegan(let touch, _, let view, _) = record else { return nil }
        return "\(touch) \(view ?? "none")"
      }
      let explained = ScenarioPrinter.explain(file: path, at: nil, view: nil).text
        .split(separator: "\n").filter { $0.hasPrefix("touch ") }
        .map {
          "\($0.dropFirst(6).prefix { $0 != " " }) \($0.components(separatedBy: "hit view ").last ?? "")"
        }
      #expect(explained == traced, "\(yaml)")
      var open: [String: Int] = [:]
      for record in run.records {
        guard case .delivered(let method, let view, let touches) = record else { continue }
        for touch in touches {
          let key = "\(view) touch \(touch)"
          switch method {
          case .touchesBegan:
            #expect(open[key] == nil, "\(key) began twice\n\(yaml)")
            open[key] = 1
          case .touchesEnded, .touchesCancelled:
            #expect(open[key] == 1, "\(key) ended without beginning\n\(yaml)")
            open[key] = 0
          default: break
          }
        }
      }
      #expect(open.values.allSatisfy { $0 == 0 }, "a touch never ended: \(open)\n\(yaml)")
    }
  }
}
