import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("SegmentedControl (§11.6, Apple's UISegmentedControl)")
struct SegmentedControlTests {
  /// A 300 x 32 control with segments Day, Week, Month at (30, 200) on a recording `Card`.
  private func build(items: [String] = ["Day", "Week", "Month"]) -> (
    DemoScene, SegmentedControl, RecordingView, ControlEventLog
  ) {
    let scene = DemoScene()
    let card = scene.recordingView("Card", scene.window.bounds)
    let control = SegmentedControl(items: items)
    control.frame = CGRect(x: 30, y: 200, width: 300, height: SegmentedControl.intrinsicHeight)
    card.addSubview(control.named("Range"))
    let log = ControlEventLog(control, clock: scene.application.clock) {
      "\(control.selectedSegmentIndex)"
    }
    return (scene, control, card, log)
  }

  /// The centre of a segment in window coordinates.
  private func center(of segment: Int, in control: SegmentedControl) -> CGPoint {
    let rect = control.rectForSegment(at: segment)
    return control.convert(CGPoint(x: rect.midX, y: rect.midY), to: control.window)
  }

  @Test("UISegmentedControl: init(items:) makes a segment per item with its title, none selected")
  func initWithItems() throws {
    let star = try #require(Image(named: "star"))
    let control = SegmentedControl(items: ["A", "B", star])
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "B" && control.titleForSegment(at: 2) == nil)
    #expect(control.imageForSegment(at: 2)?.name == "star")
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(SegmentedControl.noSegment == -1 && !control.isMomentary)
  }

  @Test("UISegmentedControl: segments share the width equally", arguments: [1, 2, 3, 5])
  func equalWidths(count: Int) {
    let control = SegmentedControl(items: (0..<count).map { "\($0)" })
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    let rects = (0..<count).map { control.rectForSegment(at: $0) }
    #expect(rects.allSatisfy { abs($0.width - 300 / CGFloat(count)) < 1e-9 })
    #expect(zip(rects, rects.dropFirst()).allSatisfy { abs($0.maxX - $1.minX) < 1e-9 })
  }

  @Test("UISegmentedControl.selectedSegmentIndex: a tap selects on touch-up, then valueChanged")
  func tapSelectsOnTouchUp() throws {
    let (scene, control, card, log) = build()
    let week = center(of: 1, in: control)
    try scene.application.send([sample(1, .began, week.x, week.y, at: 0)])
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.highlightedSegmentIndex == 1)
    try scene.application.send([sample(1, .ended, week.x, week.y, at: 0.05)])
    #expect(control.selectedSegmentIndex == 1 && control.highlightedSegmentIndex == -1)
    #expect(log.events == ["touchDown", "valueChanged", "touchUpInside"])
    #expect(log.changes == ["1"], "the selection is already made when valueChanged goes out")
    #expect(card.methods.isEmpty)
  }

  @Test("UISegmentedControl: the segment under the finger at lift is selected, not the first one")
  func segmentAtLift() throws {
    let (scene, control, _, log) = build()
    let (day, month) = (center(of: 0, in: control), center(of: 2, in: control))
    try scene.application.send([sample(1, .began, day.x, day.y, at: 0)])
    try scene.application.send([sample(1, .moved, month.x, month.y, at: 0.1)])
    #expect(control.highlightedSegmentIndex == 2)
    try scene.application.send([sample(1, .ended, month.x, month.y, at: 0.2)])
    #expect(control.selectedSegmentIndex == 2 && log.changes == ["2"])
  }

  @Test("UISegmentedControl: tapping the selected segment again sends no valueChanged")
  func sameSegmentNoEvent() throws {
    let (scene, control, _, log) = build()
    control.selectedSegmentIndex = 0
    try scene.tap(at: center(of: 0, in: control))
    #expect(control.selectedSegmentIndex == 0)
    #expect(log.events == ["touchDown", "touchUpInside"])
  }

  @Test("UISegmentedControl: a finger lifted off the control selects nothing")
  func liftOutside() throws {
    let (scene, control, _, log) = build()
    control.selectedSegmentIndex = 0
    let week = center(of: 1, in: control)
    try scene.application.send([sample(1, .began, week.x, week.y, at: 0)])
    try scene.application.send([sample(1, .moved, week.x, week.y + 40, at: 0.1)])
    #expect(control.highlightedSegmentIndex == -1)
    try scene.application.send([sample(1, .ended, week.x, week.y + 40, at: 0.2)])
    #expect(control.selectedSegmentIndex == 0 && log.changes.isEmpty)
    #expect(log.events.last == "touchUpInside", "40 pt below is still in the 70 pt tracking area")
  }

  @Test(
    "UISegmentedControl.isMomentary: highlighted while touched, valueChanged every tap, no selection after"
  )
  func momentary() throws {
    let (scene, control, _, log) = build()
    control.isMomentary = true
    let month = center(of: 2, in: control)
    try scene.application.send([sample(1, .began, month.x, month.y, at: 0)])
    #expect(control.highlightedSegmentIndex == 2)
    try scene.application.send([sample(1, .ended, month.x, month.y, at: 0.05)])
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
    scene.application.advance(by: 1)
    try scene.tap(at: month)
    #expect(
      log.changes == ["2", "2"], "the action reads the tapped segment; the same tap again acts")
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }

  @Test(
    "UISegmentedControl.setEnabled(_:forSegmentAt:): a disabled segment neither highlights nor selects"
  )
  func disabledSegment() throws {
    let (scene, control, _, log) = build()
    control.selectedSegmentIndex = 0
    control.setEnabled(false, forSegmentAt: 1)
    #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 2))
    let week = center(of: 1, in: control)
    try scene.application.send([sample(1, .began, week.x, week.y, at: 0)])
    #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
    try scene.application.send([sample(1, .ended, week.x, week.y, at: 0.05)])
    #expect(control.selectedSegmentIndex == 0 && log.changes.isEmpty)
  }

  @Test(
    "UISegmentedControl.selectedSegmentIndex: setting it in code sends no event; out of range clears it",
    arguments: [(1, 1), (2, 2), (3, -1), (-1, -1), (-7, -1)])
  func setInCode(index: Int, expected: Int) {
    let (_, control, _, log) = build()
    control.selectedSegmentIndex = 0
    control.selectedSegmentIndex = index
    #expect(control.selectedSegmentIndex == expected && log.entries.isEmpty)
  }

  @Test(
    "UISegmentedControl.insertSegment(withTitle:at:animated:): pinned index, selection follows its segment",
    arguments: [(0, 0, 2), (1, 1, 2), (2, 2, 1), (9, 3, 1), (-3, 0, 2)])
  func insert(at index: Int, pinned: Int, selectedAfter: Int) {
    let control = SegmentedControl(items: ["Day", "Week", "Month"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "New", at: index, animated: false)
    #expect(control.numberOfSegments == 4)
    #expect(control.selectedSegmentIndex == selectedAfter)
    #expect(control.titleForSegment(at: selectedAfter) == "Week")
    #expect(control.titleForSegment(at: pinned) == "New")
  }

  @Test(
    "UISegmentedControl.removeSegment(at:animated:): removing the selected segment clears the selection",
    arguments: [(0, 0), (1, -1), (2, 1)])
  func remove(at index: Int, selectedAfter: Int) {
    let control = SegmentedControl(items: ["Day", "Week", "Month"])
    control.selectedSegmentIndex = 1
    control.removeSegment(at: index, animated: true)
    #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == selectedAfter)
  }

  @Test("UISegmentedControl: wins a single tap over a tap recognizer on its ancestor (§11.4)")
  func winsAncestorTap() throws {
    let (scene, control, card, log) = build()
    let tap = TapGestureRecognizer()
    tap.name = "cardTap"
    card.addGestureRecognizer(tap)
    try scene.tap(at: center(of: 2, in: control))
    #expect(control.selectedSegmentIndex == 2 && log.changes == ["2"])
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "cardTap on Card", from: .possible, to: .failed,
          reason: .viewSaidNo("Range"))))
  }

  @Test("UISegmentedControl: its valueChanged appears in the trace")
  func traced() throws {
    let (scene, control, _, _) = build()
    try scene.tap(at: center(of: 1, in: control))
    #expect(
      scene.recorder.records.contains(.controlEvent(control: "Range", events: "valueChanged")))
  }
}
