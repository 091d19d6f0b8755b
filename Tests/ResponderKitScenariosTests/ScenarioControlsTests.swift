import Foundation
import ResponderKit
import ResponderKitDemos
import ResponderKitScenarios
import Testing

/// The slider, stepper and segmented control kinds: their keys, their errors, and the tool's
/// output for them (Controls §11.5 to §11.7).
@MainActor
@Suite("Scenario files: slider, stepper and segmentedControl")
struct ScenarioControlsTests {
  private static let screen = """
    views:
      - id: Volume
        kind: slider
        frame: [20, 100, 335, 44]
        value: 4
        min: 2
        max: 12
        continuous: false
      - id: Quantity
        kind: stepper
        frame: [261, 200, 94, 44]
        value: 9
        max: 10
        stepValue: 0.5
        wraps: true
        autorepeat: false
        continuous: false
      - id: Units
        kind: segmentedControl
        frame: [20, 280, 335, 44]
        segments: [Metric, Imperial, Nautical]
        selected: 2
        momentary: true
        isEnabled: false

    """

  @Test("The keys set UISlider's, UIStepper's and UISegmentedControl's properties")
  func keys() throws {
    let run = try ScenarioRun.play(
      try ScenarioLoader.load(yaml: Self.screen, file: "s.yaml"), file: "s.yaml")
    let slider = try #require(run.scene["Volume"] as? Slider)
    #expect(slider.value == 4 && slider.minimumValue == 2 && slider.maximumValue == 12)
    #expect(!slider.isContinuous)
    let stepper = try #require(run.scene["Quantity"] as? Stepper)
    #expect(stepper.value == 9 && stepper.minimumValue == 0 && stepper.maximumValue == 10)
    #expect(stepper.stepValue == 0.5 && stepper.wraps && !stepper.autorepeat)
    #expect(!stepper.isContinuous)
    let units = try #require(run.scene["Units"] as? SegmentedControl)
    #expect(units.numberOfSegments == 3 && units.titleForSegment(at: 1) == "Imperial")
    #expect(units.selectedSegmentIndex == 2 && units.isMomentary && !units.isEnabled)
  }

  @Test(
    "Bad values are refused with the file, line, column and key",
    arguments: [
      (
        "views:\n  - {id: S, kind: slider, frame: [0, 0, 200, 44], value: 3}\n",
        "s.yaml:2:58: views[0].value: value 3 is outside min...max (0...1)"
      ),
      (
        "views:\n  - {id: S, kind: slider, frame: [0, 0, 200, 44], min: 5, max: 1}\n",
        "s.yaml:2:56: views[0].min: min 5 is above max 1"
      ),
      (
        "views:\n  - {id: S, kind: slider, frame: [0, 0, 200, 44], wraps: true}\n",
        "s.yaml:2:58: views[0].wraps: 'wraps' is for steppers (kind: stepper)"
      ),
      (
        "views:\n  - {id: S, kind: stepper, frame: [0, 0, 94, 44], stepValue: 0}\n",
        "s.yaml:2:62: views[0].stepValue: a stepper's stepValue must be above 0"
      ),
      (
        "views:\n  - {id: S, kind: stepper, frame: [0, 0, 94, 44], autorepeat: often}\n",
        "s.yaml:2:63: views[0].autorepeat: expected true or false, got 'often'"
      ),
      (
        "views:\n  - {id: S, kind: segmentedControl, frame: [0, 0, 200, 44], segments: [A, B], selected: 2}\n",
        "s.yaml:2:89: views[0].selected: selected 2 is not a segment: give 0 to 1, or -1 for none"
      ),
      (
        "views:\n  - {id: S, kind: segmentedControl, frame: [0, 0, 200, 44]}\n",
        "s.yaml:2:19: views[0].kind: a segmented control needs 'segments': a list of titles, as [Day, Week, Month]"
      ),
      (
        "views:\n  - {id: S, kind: button, frame: [0, 0, 200, 44], momentary: true}\n",
        "s.yaml:2:62: views[0].momentary: 'momentary' is for segmented controls (kind: segmentedControl)"
      ),
      (
        "views:\n  - {id: S, kind: view, frame: [0, 0, 200, 44], value: 1}\n",
        "s.yaml:2:56: views[0].value: 'value' is for sliders and steppers (kind: slider or stepper)"
      ),
    ])
  func errors(yaml: String, message: String) {
    expectLoadError(yaml, message)
  }

  @Test("trace and explain show each control's events; the stepper's repeats as its timer")
  func traceAndExplain() throws {
    let path = Self.example("settings-controls.yaml")
    let trace = ScenarioPrinter.trace(file: path, json: false, reasons: false)
    #expect(trace.succeeded, "\(trace.text.split(separator: "\n").suffix(3))")
    let lines = trace.text.split(separator: "\n").map(String.init)
    for line in [
      "Volume sends valueChanged", "Quantity sends valueChanged", "Units sends valueChanged",
      "action unitsChanged -> Settings",
    ] {
      #expect(lines.contains(line))
    }
    #expect(lines.contains { $0.hasSuffix("timer of Quantity fired") })
    let explain = ScenarioPrinter.explain(file: path, at: nil, view: nil).text
    let outcomes = explain.split(separator: "\n").filter { $0.hasPrefix("outcome:") }
    #expect(outcomes.count == 4)
    #expect(outcomes[2].components(separatedBy: "Quantity valueChanged").count == 5)
    #expect(outcomes[3].contains("Units valueChanged, unitsChanged to Settings"))
    #expect(explain.contains("Units.gestureRecognizerShouldBegin said no"))
  }

  @Test("render draws the slider's thumb at its value, the stepper's halves and the segments")
  func render() throws {
    let scenario = try ScenarioLoader.load(yaml: Self.screen, file: "s.yaml")
    let svg = ScenarioRenderer.svg(scenario, file: "s.yaml")
    // Volume: value 4 of 2...12 puts the thumb's left edge a fifth of the way along its travel.
    let travel = 335 - 2 * Slider.trackInset - Slider.thumbDiameter
    let thumbX = 20 + Slider.trackInset + travel / 5 + Slider.thumbDiameter / 2
    #expect(svg.contains(#"class="slider-thumb" cx="\#(TextTraceFormatter.number(thumbX))""#))
    #expect(svg.contains(#"class="stepper-half""#) && svg.contains(">+</text>"))
    for title in ["Metric", "Imperial", "Nautical"] { #expect(svg.contains(">\(title)</text>")) }
    #expect(svg.components(separatedBy: #"class="segment-selected""#).count == 2)
  }

  private static func example(_ file: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/\(file)").path
  }
}
