import Foundation
import ResponderKit
import Testing

@testable import ResponderKitScenarios

/// Issue 29: nested transforms multiply, and a file of finite numbers could compose a view past
/// what a `Double` holds, which crashed `lint` and `render`. A composed scale past the bound is
/// refused at the view; everything under it gets through every command.
@MainActor
@Suite("Scenario files: compounding transforms stay finite (issue 29)")
struct CompoundingTransformTests {
  /// A chain of `levels` views nested one in the next, each with `transform`, the innermost
  /// tapped through a recognizer.
  private func chain(_ levels: Int, transform: String, frame: String = "[0, 0, 100, 100]")
    -> String
  {
    var yaml = "views:\n"
    for level in 0..<levels {
      let indent = String(repeating: "  ", count: 1 + 2 * level)
      yaml += "\(indent)- id: v\(level)\n\(indent)  frame: \(frame)\n"
      yaml += "\(indent)  transform: \(transform)\n"
      yaml +=
        level == levels - 1
        ? "\(indent)  gestures: [{type: tap, name: t}]\n" : "\(indent)  subviews:\n"
    }
    return yaml
      + "touches:\n  - tap: [50, 50]\n  - drag: {path: [[0, 0], [300, 300]], duration: 1}\n"
  }

  @Test(
    "a composed scale past the bound is refused at the view that crosses it",
    arguments: [
      // transform, levels, the view refused
      ("{scale: [10, 10], rotate: 45}", 10, 7),
      ("{scale: [10000000, 10000000]}", 50, 1),
      ("{scale: [3162, 3162], rotate: 30}", 50, 2),
      ("{scale: [10000000, 0.0000001], rotate: 45}", 46, 1),
    ])
  func refused(transform: String, levels: Int, crossing: Int) throws {
    let error = try loadError(chain(levels, transform: transform))
    let view = "views[0]" + String(repeating: ".subviews[0]", count: crossing)
    #expect(error.keyPath == view + ".transform")
    #expect(error.line == 4 + 4 * crossing)
    #expect(
      error.message.hasPrefix(
        "view 'v\(crossing)': its transform composed with its ancestors' scales by"))
    #expect(error.message.hasSuffix("a view's scale in the window is at most 10000000"))
  }

  /// Loads `yaml`, plays it, explains it, lints it and renders both pictures: what the tool's
  /// commands do.
  private func everyCommand(_ yaml: String) throws {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
    _ = try? ScenarioRun.play(scenario, file: "s.yaml")
    _ = ScenarioPrinter.explain(scenario, file: "s.yaml", at: nil, view: nil)
    _ = ScenarioLinter.lint(scenario)
    #expect(ScenarioRenderer.svg(scenario, file: "s.yaml").hasPrefix("<svg"))
    #expect(ScenarioRenderer.timeline(scenario, file: "s.yaml").hasPrefix("<svg"))
  }

  @Test(
    "transforms that stay within the bound, or shrink without end, get through every command",
    arguments: [
      // Up to the bound, then shrinking back and forth.
      ("{scale: [10000000, 10000000], rotate: 45}", 1, "[10000000, -10000000, 10000000, 10000000]"),
      ("{scale: [10, 10], rotate: 45}", 7, "[-10000000, 10000000, 10000000, 10000000]"),
      ("{scale: [0.0000001, 0.0000001], rotate: 45}", 60, "[0, 0, 100, 100]"),
      ("{scale: [0, 1]}", 3, "[0, 0, 100, 100]"),
      (
        "{scale: [1, 1], translate: [10000000, -10000000]}", 200,
        "[10000000, 10000000, 10000000, 10000000]"
      ),
    ])
  func withinTheBound(transform: String, levels: Int, frame: String) throws {
    try everyCommand(chain(levels, transform: transform, frame: frame))
  }

  @Test("a chain at the bound, its views far out, gets through every command")
  func atTheBound() throws {
    // Scale 10⁷ at the top, then 10⁷ out and back in at every level.
    var yaml = chain(
      30, transform: "{scale: [1, 1], translate: [10000000, 10000000]}",
      frame: "[-10000000, 10000000, 10000000, 10000000]")
    yaml = yaml.replacingOccurrences(
      of: "  transform: {scale: [1, 1], translate: [10000000, 10000000]}\n    subviews:",
      with: "  transform: {scale: [10000000, 10000000], rotate: 90}\n    subviews:")
    try everyCommand(yaml)
  }

  @Test(
    "a scenario built in code, its transforms past what a Double holds, gets through every command",
    arguments: [
      (10.0, 45.0, 10), (1e7, 0.0, 44), (1e7, 0.0, 50), (1e7, 45.0, 50), (1e-7, 30.0, 60),
    ])
  func builtInCode(scale: Double, degrees: Double, levels: Int) {
    // The loader refuses these; the linter and the renderer must not trap on them either.
    let transform = CGAffineTransform(scaleX: scale, y: scale).concatenating(
      CGAffineTransform(rotationAngle: degrees * .pi / 180))
    let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    var spec = Scenario.ViewSpec(id: "v\(levels - 1)", frame: frame)
    spec.transform = transform
    for level in (0..<(levels - 1)).reversed() {
      var parent = Scenario.ViewSpec(id: "v\(level)", frame: frame)
      parent.transform = transform
      parent.subviews = [spec]
      spec = parent
    }
    var scenario = Scenario()
    scenario.views = [spec]
    scenario.script.tap(at: CGPoint(x: 50, y: 50))
    scenario.script.drag(along: [.zero, CGPoint(x: 300, y: 300)], duration: 0.5)
    _ = try? ScenarioRun.play(scenario, file: "s.yaml")
    _ = ScenarioPrinter.explain(scenario, file: "s.yaml", at: nil, view: nil)
    _ = ScenarioLinter.lint(scenario)
    #expect(ScenarioRenderer.svg(scenario, file: "s.yaml").hasPrefix("<svg"))
    #expect(ScenarioRenderer.timeline(scenario, file: "s.yaml").hasPrefix("<svg"))
  }
}
