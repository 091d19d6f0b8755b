import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Pointer, hover and scroll steps in scenario files.
@MainActor
@Suite("Scenario files: clicks, hover, wheels and trackpads")
struct ScenarioPointerTests {
  static let screen = """
    window: {width: 400, height: 400}
    views:
      - id: Card
        frame: [0, 0, 400, 100]
        gestures:
          - {type: hover, name: cardHover}
      - id: Pad
        frame: [0, 100, 400, 300]
        gestures:
          - {type: pan, name: padPan, followsScrolls: true}

    """

  @Test(
    "Hover steps drive hover recognizers; a click is the pointer's touch; wheels drive a pan that follows scrolls"
  )
  func steps() throws {
    let run = try play(
      yaml: Self.screen + """
        touches:
          - hover: {path: [[200, 300], [200, 50]], duration: 0.2}
          - click: {at: [200, 50], button: secondary, modifiers: [command]}
          - wheel: {at: [200, 250], delta: [0, -10], ticks: 2}
          - wait: 1
        expect:
          - {gesture: cardHover, recognized: true}
          - {gesture: padPan, recognized: true}
        """, file: "p.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    let records = run.records
    #expect(
      records.contains(
        .touchBegan(
          touch: Application.pointerTouchID, at: CGPoint(x: 200, y: 50), view: "Card", tapCount: 1))
    )
    #expect(
      !records.contains { if case .delivered(.touchesBegan, "Pad", _) = $0 { true } else { false } }
    )
    let panStates = records.compactMap { record -> GestureRecognizer.State? in
      if case .recognizerStateChanged("padPan on Pad", _, let to, _) = record { return to }
      return nil
    }
    #expect(panStates == [.began, .changed, .ended])
  }

  @Test(
    "Pointer step errors name the file, line, column and what was expected",
    arguments: [
      ("  - click: {button: primary}\n", "s.yaml:12:12: touches[0].click: click needs 'at'"),
      (
        "  - click: {at: [1, 1], button: middle}\n",
        "s.yaml:12:33: touches[0].click.button: unknown button 'middle' (expected primary or secondary)"
      ),
      (
        "  - wheel: {at: [1, 1], delta: [0, 1], ticks: 0}\n",
        "s.yaml:12:47: touches[0].wheel.ticks: a wheel turns 1 to 10000 ticks"
      ),
      (
        "  - trackpad: {at: [1, 1]}\n",
        "s.yaml:12:15: touches[0].trackpad: trackpad needs 'at' and 'delta' ([dx, dy] in all)"
      ),
    ])
  func errors(step: String, message: String) {
    expectLoadError(Self.screen + "touches:\n" + step, message)
  }
}
