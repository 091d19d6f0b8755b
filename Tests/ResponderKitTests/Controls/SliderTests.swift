import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Slider (§11.5, Apple's UISlider)")
struct SliderTests {
  /// A 200 x 31 slider at (20, 100) on a recording `Card` that fills the window.
  private func build(_ slider: Slider = Slider()) -> (
    DemoScene, Slider, RecordingView, ControlEventLog
  ) {
    let scene = DemoScene()
    let card = scene.recordingView("Card", scene.window.bounds)
    slider.frame = CGRect(x: 20, y: 100, width: 200, height: Slider.intrinsicHeight)
    card.addSubview(slider.named("Volume"))
    let log = ControlEventLog(slider, clock: scene.application.clock) {
      String(format: "%.3f", slider.value)
    }
    return (scene, slider, card, log)
  }

  /// The thumb's centre in window coordinates.
  private func thumbCenter(_ slider: Slider) -> CGPoint {
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
      value: slider.value)
    return slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: slider.window)
  }

  /// How far the thumb's centre moves from the minimum to the maximum.
  private func travel(_ slider: Slider) -> CGFloat {
    let track = slider.trackRect(forBounds: slider.bounds)
    let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
    return track.width - thumb.width
  }

  private func drag(
    _ scene: DemoScene, from start: CGPoint, by offsets: [CGFloat], dy: CGFloat = 0,
    lift: Bool = true
  ) throws {
    try scene.application.send([sample(1, .began, start.x, start.y, at: 0)])
    for (index, dx) in offsets.enumerated() {
      let time = 0.05 * Double(index + 1)
      try scene.application.send([sample(1, .moved, start.x + dx, start.y + dy, at: time)])
    }
    guard lift else { return }
    let last = offsets.last ?? 0
    try scene.application.send([sample(1, .ended, start.x + last, start.y + dy, at: 1)])
  }

  @Test("UISlider: defaults are value 0, range 0...1, continuous")
  func defaults() {
    let slider = Slider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    #expect(slider.isContinuous)
  }

  @Test("UISlider: a touch on the thumb tracks it, the value follows the finger along the track")
  func followsTheFinger() throws {
    let (scene, slider, card, log) = build()
    let quarter = travel(slider) / 4
    try drag(scene, from: thumbCenter(slider), by: [quarter, 2 * quarter])
    #expect(abs(slider.value - 0.5) < 1e-4)
    #expect(log.changes == ["0.250", "0.500"])
    #expect(
      log.events == [
        "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside",
        "touchUpInside",
      ])
    #expect(card.methods.isEmpty, "a control never forwards the touch it tracks")
    #expect(!slider.isTracking)
  }

  @Test("UISlider: the value is clamped to the range however far the finger goes")
  func clampedWhileDragging() throws {
    let (scene, slider, _, log) = build()
    slider.minimumValue = -10
    slider.maximumValue = 10
    slider.value = 0
    let start = thumbCenter(slider)
    try drag(scene, from: start, by: [travel(slider), 3 * travel(slider), 400], dy: 150)
    #expect(slider.value == 10)
    #expect(log.changes == ["10.000"], "past the end the value no longer changes")
    #expect(log.events.contains("touchDragOutside") && log.events.last == "touchUpOutside")
  }

  @Test("UISlider: a touch on the track away from the thumb does not move the value")
  func trackTouchDoesNotJump() throws {
    let (scene, slider, card, log) = build()
    slider.value = 0.2
    let track = slider.trackRect(forBounds: slider.bounds)
    let farEnd = slider.convert(CGPoint(x: track.maxX - 4, y: track.midY), to: scene.window)
    try drag(scene, from: farEnd, by: [-20, -60])
    #expect(slider.value == 0.2)
    #expect(log.events.isEmpty && !slider.isTracking)
    #expect(
      !card.methods.contains(.touchesBegan),
      "the enabled control keeps touchesBegan from its superview, as a button does (§11.1)")
  }

  @Test("UISlider: grabbing the thumb off its centre does not make it jump to the finger")
  func grabOffset() throws {
    let (scene, slider, _, log) = build()
    slider.value = 0.5
    let start = thumbCenter(slider)
    try drag(scene, from: CGPoint(x: start.x + 9, y: start.y), by: [0], lift: true)
    #expect(slider.value == 0.5 && log.changes.isEmpty)
  }

  @Test(
    "UISlider: a touch-down within the thumb's touch slop grabs it, one beyond does not",
    arguments: [(Slider.thumbTouchSlop - 1, true), (Slider.thumbTouchSlop + 1, false)])
  func touchSlop(beyond: CGFloat, grabs: Bool) throws {
    let (scene, slider, _, log) = build()
    slider.value = 0.5
    let center = thumbCenter(slider)
    let edge = center.x + Slider.thumbDiameter / 2
    try drag(scene, from: CGPoint(x: edge + beyond, y: center.y), by: [30])
    #expect(log.events.contains("touchDown") == grabs)
    #expect((slider.value > 0.5) == grabs)
  }

  @Test("UISlider.isContinuous false: one valueChanged when the finger lifts, before touchUpInside")
  func notContinuous() throws {
    let (scene, slider, _, log) = build()
    slider.isContinuous = false
    let quarter = travel(slider) / 4
    try drag(scene, from: thumbCenter(slider), by: [quarter, 2 * quarter, 3 * quarter])
    #expect(log.changes == ["0.750"])
    #expect(log.events.suffix(2) == ["valueChanged", "touchUpInside"])
  }

  @Test("UISlider.isContinuous false: a drag that ends where it began sends no valueChanged")
  func notContinuousUnchanged() throws {
    let (scene, slider, _, log) = build()
    slider.isContinuous = false
    slider.value = 0.5
    try drag(scene, from: thumbCenter(slider), by: [40, 0])
    #expect(log.changes.isEmpty && log.events.last == "touchUpInside")
  }

  @Test("UISlider §11.5 choice: a cancelled drag keeps its value; not continuous, it reports it")
  func cancelled() throws {
    let (scene, slider, _, log) = build()
    slider.isContinuous = false
    try drag(scene, from: thumbCenter(slider), by: [travel(slider) / 2], lift: false)
    scene.application.cancelAllTouches()
    #expect(abs(slider.value - 0.5) < 1e-4)
    #expect(log.events.suffix(2) == ["valueChanged", "touchCancel"])
  }

  @Test(
    "UISlider.value: setting it in code clamps it to the range and sends no event",
    arguments: [(Float(-1), Float(0)), (0.3, 0.3), (2, 1), (.nan, 0)])
  func setInCode(set: Float, expected: Float) {
    let (_, slider, _, log) = build()
    slider.value = set
    #expect(slider.value == expected)
    slider.setValue(set, animated: true)
    #expect(slider.value == expected && log.entries.isEmpty)
  }

  @Test("UISlider.minimumValue and maximumValue: moving an end past the value moves the value")
  func rangeClampsValue() {
    let slider = Slider()
    slider.value = 0.5
    slider.minimumValue = 0.7
    #expect(slider.value == 0.7)
    slider.maximumValue = 0.6
    #expect(slider.value == 0.6)
  }

  @Test("UISlider.thumbRect(forBounds:trackRect:value:): an override moves the thumb's target")
  func thumbRectOverride() throws {
    final class WideThumb: Slider {
      override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float)
        -> CGRect
      {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: -40, dy: 0)
      }
    }
    let (scene, slider, _, log) = build(WideThumb())
    let center = thumbCenter(slider)
    try drag(scene, from: CGPoint(x: center.x + 45, y: center.y), by: [20])
    #expect(log.events.first == "touchDown" && slider.value > 0)
  }

  @Test("UISlider: wins a one-finger swipe along its track on the thumb over an ancestor's swipe")
  func winsSwipeOnThumb() throws {
    let (scene, slider, card, _) = build()
    let swipe = SwipeGestureRecognizer()
    swipe.direction = .right
    swipe.name = "cardSwipe"
    card.addGestureRecognizer(swipe)
    var script = TouchScript()
    let start = thumbCenter(slider)
    script.drag(along: [start, CGPoint(x: start.x + 150, y: start.y)], duration: 0.1)
    try scene.application.play(script)
    #expect(slider.value > 0.5)
    #expect(
      scene.recorder.records.contains(
        .recognizerStateChanged(
          recognizer: "cardSwipe on Card", from: .possible, to: .failed,
          reason: .viewSaidNo("Volume"))))
  }

  @Test("UISlider: a swipe that starts on the track away from the thumb is the ancestor's")
  func trackSwipeGoesToAncestor() throws {
    let (scene, slider, card, _) = build()
    let swipe = SwipeGestureRecognizer()
    swipe.direction = .left
    var swiped = false
    swipe.addHandler { _ in swiped = true }
    card.addGestureRecognizer(swipe)
    let track = slider.trackRect(forBounds: slider.bounds)
    let start = slider.convert(CGPoint(x: track.maxX - 4, y: track.midY), to: scene.window)
    var script = TouchScript()
    script.drag(along: [start, CGPoint(x: start.x - 120, y: start.y)], duration: 0.1)
    try scene.application.play(script)
    #expect(swiped && slider.value == 0)
  }
}
