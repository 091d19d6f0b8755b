import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Stepper (§11.7, Apple's UIStepper)")
struct StepperTests {
  /// A stepper of UIKit's size at (200, 300) on a recording `Card`.
  private func build() -> (DemoScene, Stepper, RecordingView, ControlEventLog) {
    let scene = DemoScene()
    let card = scene.recordingView("Card", scene.window.bounds)
    let stepper = Stepper(
      frame: CGRect(origin: CGPoint(x: 200, y: 300), size: Stepper.intrinsicSize))
    card.addSubview(stepper.named("Quantity"))
    let log = ControlEventLog(stepper, clock: scene.application.clock) {
      TextTraceFormatter.number(stepper.value)
    }
    return (scene, stepper, card, log)
  }

  /// The centre of a half in window coordinates.
  private func center(_ increment: Bool, _ stepper: Stepper) -> CGPoint {
    let rect = increment ? stepper.incrementRect : stepper.decrementRect
    return stepper.convert(CGPoint(x: rect.midX, y: rect.midY), to: stepper.window)
  }

  /// Presses a half for `duration` seconds from the clock's present time.
  private func press(
    _ increment: Bool, for duration: TimeInterval, _ scene: DemoScene, _ stepper: Stepper
  ) throws {
    let point = center(increment, stepper)
    let start = scene.application.clock.now
    try scene.application.send([sample(1, .began, point.x, point.y, at: start)])
    try scene.application.send([sample(1, .ended, point.x, point.y, at: start + duration)])
  }

  @Test(
    "UIStepper: defaults are value 0, range 0...100, step 1, no wrapping, autorepeat, continuous")
  func defaults() {
    let stepper = Stepper()
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    #expect(Stepper.intrinsicSize == CGSize(width: 94, height: 32))
  }

  @Test("UIStepper: a touch-down on the increment half steps at once, before the finger lifts")
  func stepsOnTouchDown() throws {
    let (scene, stepper, card, log) = build()
    let plus = center(true, stepper)
    try scene.application.send([sample(1, .began, plus.x, plus.y, at: 0)])
    #expect(stepper.value == 1 && log.events == ["touchDown", "valueChanged"])
    try scene.application.send([sample(1, .ended, plus.x, plus.y, at: 0.1)])
    #expect(stepper.value == 1 && log.events.last == "touchUpInside")
    #expect(card.methods.isEmpty)
  }

  @Test("UIStepper: the decrement half is on the left and steps down by stepValue")
  func decrement() throws {
    let (scene, stepper, _, log) = build()
    stepper.value = 10
    stepper.stepValue = 2.5
    try press(false, for: 0.1, scene, stepper)
    #expect(stepper.value == 7.5 && log.changes == ["7.5"])
  }

  @Test(
    "UIStepper.autorepeat: holding repeats after the initial delay, then at the repeat interval")
  func autorepeatTiming() throws {
    let (scene, stepper, _, log) = build()
    let plus = center(true, stepper)
    try scene.application.send([sample(1, .began, plus.x, plus.y, at: 0)])
    scene.application.advance(to: Stepper.autorepeatDelay - 0.01)
    #expect(stepper.value == 1, "nothing repeats before the delay")
    // Three repeats after the first: 0.1 s, then 0.095 s, then 0.09025 s.
    let hold = Stepper.autorepeatDelay + 0.1 + 0.095 + 0.09025 + 0.01
    scene.application.advance(to: hold)
    try scene.application.send([sample(1, .ended, plus.x, plus.y, at: hold)])
    #expect(stepper.value == 5)
    let expected = [0, 0.5, 0.6, 0.695, 0.78525]
    #expect(zip(log.changeTimes, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(log.changeTimes.count == 5)
    scene.application.advance(by: 2)
    #expect(stepper.value == 5, "lifting stops the repeat")
  }

  @Test(
    "UIStepper: \"the rate of change depends on how long the user continues pressing\": each repeat comes sooner, down to fifty a second"
  )
  func autorepeatSpeedsUp() throws {
    let (scene, stepper, _, log) = build()
    try press(true, for: 3, scene, stepper)
    let gaps = zip(log.changeTimes.dropFirst(2), log.changeTimes.dropFirst()).map { $0 - $1 }
    #expect(abs(gaps[0] - 0.1) < 1e-9 && abs(gaps[1] - 0.095) < 1e-9)
    #expect(zip(gaps.dropFirst(), gaps).allSatisfy { $0 <= $1 + 1e-12 }, "never slows down")
    #expect(gaps.allSatisfy { $0 >= 0.02 - 1e-9 })
    #expect(gaps.suffix(40).allSatisfy { abs($0 - 0.02) < 1e-9 }, "held, it settles at 0.02 s")
    // The 33rd repeat lands at 0.5 + 0.1 × (1 − 0.95³²) / 0.05 ≈ 2.113 s, then one every 0.02 s
    // to 3 s: 44 more, and the touch-down's step: 78 steps in all.
    #expect(stepper.value == 78)
    #expect(Stepper.repeatInterval(after: 0) == 0.1 && Stepper.repeatInterval(after: 1000) == 0.02)
  }

  @Test("UIStepper: a new hold starts slow again")
  func speedResetsOnNewHold() throws {
    let (scene, stepper, _, log) = build()
    try press(true, for: 2, scene, stepper)
    let before = log.changeTimes.count
    try press(true, for: 0.55, scene, stepper)
    #expect(log.changeTimes.count == before + 2, "its step, and one repeat after 0.5 s")
  }

  @Test("UIStepper.autorepeat false: one step however long the half is held")
  func noAutorepeat() throws {
    let (scene, stepper, _, log) = build()
    stepper.autorepeat = false
    try press(true, for: 3, scene, stepper)
    #expect(stepper.value == 1 && log.changes == ["1"])
  }

  @Test(
    "UIStepper: a half that can't move (at its end, not wrapping) is disabled and does nothing",
    arguments: [(true, 100.0), (false, 0.0)])
  func disabledHalf(increment: Bool, value: Double) throws {
    let (scene, stepper, _, log) = build()
    stepper.value = value
    #expect(increment ? !stepper.isIncrementEnabled : !stepper.isDecrementEnabled)
    #expect(increment ? stepper.isDecrementEnabled : stepper.isIncrementEnabled)
    try press(increment, for: 1, scene, stepper)
    #expect(stepper.value == value && log.events.isEmpty)
  }

  @Test("UIStepper: the autorepeat stops at the end of the range")
  func repeatStopsAtEnd() throws {
    let (scene, stepper, _, log) = build()
    stepper.maximumValue = 3
    try press(true, for: 5, scene, stepper)
    #expect(stepper.value == 3 && log.changes == ["1", "2", "3"])
    let repeats = scene.recorder.records.filter {
      if case .timerFired(_, "Quantity") = $0 { true } else { false }
    }
    #expect(
      repeats.count == 2, "repeats to 2 and to 3; the one that reached the end scheduled no other")
  }

  @Test(
    "UIStepper.wraps: stepping past one end goes on from the other",
    arguments: [(true, 100.0, 0.0), (false, 0.0, 100.0), (true, 99.5, 100.0)])
  func wraps(increment: Bool, from: Double, to: Double) throws {
    let (scene, stepper, _, log) = build()
    stepper.wraps = true
    stepper.value = from
    try press(increment, for: 0.1, scene, stepper)
    #expect(stepper.value == to && log.changes.count == 1)
  }

  @Test("UIStepper.isContinuous false: the value steps while held, valueChanged once at touch-up")
  func notContinuous() throws {
    let (scene, stepper, _, log) = build()
    stepper.isContinuous = false
    let plus = center(true, stepper)
    let hold = Stepper.autorepeatDelay + Stepper.autorepeatInterval + 0.01
    try scene.application.send([sample(1, .began, plus.x, plus.y, at: 0)])
    scene.application.advance(to: hold)
    #expect(stepper.value == 3 && log.changes.isEmpty)
    try scene.application.send([sample(1, .ended, plus.x, plus.y, at: hold)])
    #expect(log.changes == ["3"] && log.events.suffix(2) == ["valueChanged", "touchUpInside"])
  }

  @Test("UIStepper §11.7 choice: dragging off the half stops the autorepeat for that touch")
  func dragOffStops() throws {
    let (scene, stepper, _, _) = build()
    let plus = center(true, stepper)
    try scene.application.send([sample(1, .began, plus.x, plus.y, at: 0)])
    try scene.application.send([sample(1, .moved, plus.x, plus.y + 40, at: 0.2)])
    try scene.application.send([sample(1, .moved, plus.x, plus.y, at: 0.3)])
    scene.application.advance(to: 2)
    try scene.application.send([sample(1, .ended, plus.x, plus.y, at: 2)])
    #expect(stepper.value == 1)
  }

  @Test(
    "UIStepper: the maximum must not be below the minimum; setting one past the other sets both")
  func rangeInvariant() {
    let stepper = Stepper()
    stepper.value = 50
    stepper.minimumValue = 200
    #expect(stepper.maximumValue == 200 && stepper.value == 200)
    stepper.maximumValue = 100
    #expect(stepper.minimumValue == 100 && stepper.value == 100)
  }

  @Test(
    "UIStepper.value: setting it in code clamps it to the range and sends no event",
    arguments: [(-5.0, 0.0), (42.0, 42.0), (1000.0, 100.0)])
  func setInCode(set: Double, expected: Double) {
    let (_, stepper, _, log) = build()
    stepper.value = set
    #expect(stepper.value == expected && log.entries.isEmpty)
  }

  @Test("UIStepper: each repeated step shows in the trace as a timer of the stepper")
  func traced() throws {
    let (scene, stepper, _, _) = build()
    try press(true, for: Stepper.autorepeatDelay + 0.01, scene, stepper)
    let records = scene.recorder.records
    #expect(records.contains(.timerFired(at: Stepper.autorepeatDelay, owner: "Quantity")))
    #expect(
      records.filter { $0 == .controlEvent(control: "Quantity", events: "valueChanged") }.count == 2
    )
  }

  @Test("UIStepper: wins a single tap over a tap recognizer on its ancestor (§11.4)")
  func winsAncestorTap() throws {
    let (scene, stepper, card, log) = build()
    card.addGestureRecognizer(TapGestureRecognizer())
    try scene.tap(at: center(true, stepper))
    #expect(stepper.value == 1 && log.events.last == "touchUpInside")
  }
}
