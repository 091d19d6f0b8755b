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
    """
    Trackpad pinch and rotate steps drive the innermost pinch and rotation recognizers under the \
    pointer, with no touch; explain tells it (UIPinchGestureRecognizer, \
    UIRotationGestureRecognizer: transform events)
    """)
  func trackpadTransforms() throws {
    let yaml = """
      window: {width: 400, height: 400}
      views:
        - id: Photo
          frame: [0, 0, 400, 400]
          implements: [touchesBegan]
          gestures:
            - {type: pinch, name: zoom}
            - {type: rotation, name: turn}
      touches:
        - trackpadPinch: {at: [200, 200], scale: 2, duration: 0.3}
        - wait: 0.2
        - trackpadRotate: {at: [200, 200], degrees: 90, duration: 0.2}
      expect:
        - {gesture: zoom, recognized: true}
        - {gesture: turn, recognized: true}
      """
    let run = try play(yaml: yaml, file: "t.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    let states = { (name: String) in
      run.records.compactMap { record -> GestureRecognizer.State? in
        if case .recognizerStateChanged(name, _, let to, _) = record { return to }
        return nil
      }
    }
    // The pinch follows only the pinch, the rotation only the turn: each begins and ends once.
    #expect(states("zoom on Photo").first == .began && states("zoom on Photo").last == .ended)
    #expect(states("zoom on Photo").filter { $0 == .began }.count == 1)
    #expect(states("turn on Photo").filter { $0 == .began }.count == 1)
    #expect(!run.records.contains { if case .touchBegan = $0 { true } else { false } })
    // Back-to-back trackpad gestures keep time in order: no step after its gesture's end.
    #expect(!run.records.contains { if case .inputRejected = $0 { true } else { false } })
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trackpad-\(UUID().uuidString).yaml")
    try yaml.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let explanation = ScenarioPrinter.explain(file: file.path, at: nil, view: nil).text
    #expect(
      explanation.contains("zoom on Photo began: the trackpad pinched or turned over its view"))
    #expect(explanation.contains("turn on Photo ended with the trackpad gesture"))
    #expect(!explanation.contains("began with it"), "both gestures found their recognizer")
  }

  @Test(
    """
    Explain tells a trackpad gesture that drove no recognizer: a turn over a view with only a \
    pinch, and a pinch beside it, in time order with the one that worked (transform events)
    """)
  func trackpadGestureThatDroveNothing() throws {
    let yaml = """
      window: {width: 400, height: 400}
      views:
        - id: Photo
          frame: [0, 0, 200, 200]
          gestures:
            - {type: pinch, name: zoom}
      touches:
        - trackpadRotate: {at: [100, 100], degrees: 45, duration: 0.2}
        - wait: 0.1
        - trackpadPinch: {at: [100, 100], scale: 2, duration: 0.2}
        - wait: 0.1
        - trackpadPinch: {at: [300, 300], scale: 2, duration: 0.2}
      """
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trackpad-\(UUID().uuidString).yaml")
    try yaml.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let lines = ScenarioPrinter.explain(file: file.path, at: nil, view: nil).text
      .split(separator: "\n").map(String.init)
    let idle = "recognizer under the pointer began with it; the views get nothing"
    #expect(
      lines == [
        "trackpad rotation [0 s]",
        "  at (100, 100): no enabled, idle rotation \(idle), as a trackpad gesture is no touch",
        "trackpad pinch or rotation [0.317 s]",
        "  zoom on Photo began: the trackpad pinched or turned over its view, with no touch",
        "trackpad pinch or rotation [0.5 s]",
        "  zoom on Photo ended with the trackpad gesture",
        "trackpad pinch [0.6 s]",
        "  at (300, 300): no enabled, idle pinch \(idle), as a trackpad gesture is no touch",
      ])
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
      (
        "  - trackpadPinch: {at: [1, 1]}\n",
        "s.yaml:12:20: touches[0].trackpadPinch: trackpadPinch needs 'at' and 'scale' (the factor in all)"
      ),
      (
        "  - trackpadPinch: {at: [1, 1], scale: 0}\n",
        "s.yaml:12:40: touches[0].trackpadPinch.scale: a pinch's scale is a factor above 0 and at most 100"
      ),
      (
        "  - trackpadRotate: {at: [1, 1], degrees: 4000}\n",
        "s.yaml:12:43: touches[0].trackpadRotate.degrees: a rotation turns at most 3600 degrees"
      ),
    ])
  func errors(step: String, message: String) {
    expectLoadError(Self.screen + "touches:\n" + step, message)
  }
}
