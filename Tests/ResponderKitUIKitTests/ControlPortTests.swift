import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a knob control with method-reference targets, buttons in a scroll view")
struct ControlPortTests {
  /// A clockwise drag around the knob's centre (200, 200), from the bottom left (the minimum).
  private func turn(_ script: inout TouchScript, to fraction: CGFloat) {
    let start = CGFloat.pi * 3 / 4
    let path = stride(from: 0, through: fraction, by: fraction / 12).map { share in
      let angle = start + share * .pi * 3 / 2
      return CGPoint(x: 200 + 80 * cos(angle), y: 200 + 80 * sin(angle))
    }
    script.drag(along: path, duration: 0.3)
  }

  @Test("§11.1 a knob's begin/continue/endTracking send editing and value events to its target")
  func knobSendsEvents() throws {
    let controller = VolumeViewController()
    let stage = Stage(root: controller)
    try stage.play { turn(&$0, to: 0.5) }
    #expect(abs(controller.volume - 0.5) < 0.01)
    #expect(controller.editingLog.first == "began" && controller.editingLog.last == "ended")
    #expect(controller.editingLog.filter { $0 == "changed" }.count >= 10)
  }

  @Test("§11.1 a non-continuous knob sends valueChanged once, when the finger lifts")
  func knobNotContinuous() throws {
    let controller = VolumeViewController()
    let stage = Stage(root: controller)
    controller.knob.isContinuous = false
    try stage.play { turn(&$0, to: 0.25) }
    #expect(controller.editingLog == ["began", "changed", "ended"])
    #expect(abs(controller.volume - 0.25) < 0.01)
  }

  @Test("§3.4 a nil-targeted method action walks the responder chain to the controller")
  func nilTargetReachesController() throws {
    let controller = VolumeViewController()
    let stage = Stage(root: controller)
    let other = KnobControl(frame: CGRect(x: 100, y: 400, width: 200, height: 200))
    controller.view.addSubview(other)
    other.addTarget(nil, action: VolumeViewController.knobEditingBegan, for: .editingDidBegin)
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 500)) }
    #expect(controller.editingLog == ["began"])
  }

  @Test(
    "§10 with touchesShouldCancel true for controls, a drag from a button scrolls and cancels it")
  func scrollViewCancelsButtons() throws {
    let outcome = try dragFromButton(in: ButtonFriendlyScrollView(frame: .zero))
    #expect(outcome.offset.y > 50)
    #expect(outcome.events == ["touchDown", "touchCancel"])
  }

  @Test("§10 a plain scroll view keeps the button's touch: the drag does not scroll")
  func plainScrollViewKeepsButtons() throws {
    let plain = UIScrollView(frame: .zero)
    plain.delaysContentTouches = false
    let outcome = try dragFromButton(in: plain)
    #expect(outcome.offset == .zero)
    #expect(outcome.events.first == "touchDown" && !outcome.events.contains("touchCancel"))
  }

  @Test("§10 with the default delay, a quick drag from a button never reaches the button")
  func defaultDelayWithholdsTheButton() throws {
    let delaying = ButtonFriendlyScrollView(frame: .zero)
    delaying.delaysContentTouches = true
    let outcome = try dragFromButton(in: delaying)
    #expect(outcome.offset.y > 50)
    #expect(outcome.events.isEmpty)
  }

  private func dragFromButton(in list: UIScrollView) throws -> (offset: CGPoint, events: [String]) {
    let stage = Stage()
    list.frame = stage.window.bounds
    list.contentSize = CGSize(width: 400, height: 3000)
    stage.window.addSubview(list)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 200, width: 360, height: 60)
    list.addSubview(button)
    var events: [String] = []
    for event: UIControl.Event in [.touchDown, .touchUpInside, .touchCancel] {
      button.addAction(UIAction { _ in events.append("\(event)") }, for: event)
    }
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 230), CGPoint(x: 200, y: 100)], duration: 0.2)
    }
    return (list.contentOffset, events)
  }
}
