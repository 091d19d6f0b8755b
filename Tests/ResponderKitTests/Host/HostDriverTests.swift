import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("§22 HostDriver: a platform's loop driving the engine")
struct HostDriverTests {
  /// A scene and a driver whose platform clock starts at 1,000 s.
  func host() -> (DemoScene, HostDriver) {
    let scene = DemoScene()
    return (scene, HostDriver(application: scene.application, clock: HostClock(origin: 1_000)))
  }

  @Test("§22.1 sleepInterval: nil with no timer; the time to a long press's deadline while held")
  func sleepUntilTheNextTimer() throws {
    let (scene, driver) = host()
    let view = View.named(
      "Card", frame: CGRect(x: 0, y: 0, width: 200, height: 200), in: scene.window)
    let press = LongPressGestureRecognizer()
    var began: TimeInterval?
    press.addHandler { if $0.state == .began { began = scene.application.clock.now } }
    view.addGestureRecognizer(press)
    try driver.run(until: 1_000)
    #expect(driver.sleepInterval(at: 1_000) == nil, "nothing scheduled: sleep until input")
    try driver.finger(77, .began, at: CGPoint(x: 50, y: 50), platformTime: 1_001)
    #expect(driver.sleepInterval(at: 1_001) == 0, "a frame gathered is due at once")
    try driver.run(until: 1_001)
    let sleep = try #require(driver.sleepInterval(at: 1_001.1))
    #expect(abs(sleep - 0.4) < 1e-9, "0.5 s after the touch, less the 0.1 s already passed")
    try driver.run(until: 1_001.1 + sleep)
    #expect(began.map { abs($0 - 1.5) < 1e-9 } == true, "engine time 1.5: platform 1,001.5")
  }

  @Test("§22.1 a reading stamped before the time the loop already ran to is moved up, not refused")
  func lateStampAccepted() throws {
    let (scene, driver) = host()
    let view = scene.recordingView("Card", CGRect(x: 0, y: 0, width: 100, height: 100))
    try driver.run(until: 1_002)
    try driver.pointerButton(
      .primary, isDown: true, at: CGPoint(x: 10, y: 10), platformTime: 1_001.9)
    try driver.pointerButton(
      .primary, isDown: false, at: CGPoint(x: 10, y: 10), platformTime: 1_002.1)
    #expect(view.calls.map(\.method) == [.touchesBegan, .touchesEnded])
    #expect(scene.application.clock.now >= 2)
  }

  @Test("§22.3 fingers with one platform timestamp begin together, in one touchesBegan")
  func simultaneousFingers() throws {
    let (scene, driver) = host()
    let view = scene.recordingView("Card", CGRect(x: 0, y: 0, width: 300, height: 300))
    view.isMultipleTouchEnabled = true
    try driver.finger(0xDEAD_BEEF_0000_0001, .began, at: CGPoint(x: 10, y: 10), platformTime: 1_001)
    try driver.finger(0xDEAD_BEEF_0000_0002, .began, at: CGPoint(x: 90, y: 90), platformTime: 1_001)
    try driver.run(until: 1_001)
    let first = try #require(view.calls.first)
    #expect(first.method == .touchesBegan && first.touchIDs.sorted() == [1, 2])
    try driver.finger(0xDEAD_BEEF_0000_0001, .ended, at: CGPoint(x: 10, y: 10), platformTime: 1_002)
    try driver.finger(0xDEAD_BEEF_0000_0002, .ended, at: CGPoint(x: 90, y: 90), platformTime: 1_002)
    try driver.sendPendingFingers()
    #expect(view.calls.last?.method == .touchesEnded && view.calls.last?.touchIDs.count == 2)
    #expect(driver.fingers.count == 0)
  }

  @Test("§22.3 an orphan finger's readings are dropped, counted and traced; others go on")
  func orphansDropped() throws {
    let (scene, driver) = host()
    let view = scene.recordingView("Card", CGRect(x: 0, y: 0, width: 300, height: 300))
    try driver.finger(5, .moved, at: CGPoint(x: 10, y: 10), platformTime: 1_001)
    try driver.finger(5, .ended, at: CGPoint(x: 10, y: 10), platformTime: 1_001.1)
    try driver.finger(6, .began, at: CGPoint(x: 20, y: 20), platformTime: 1_001.2)
    try driver.finger(6, .began, at: CGPoint(x: 20, y: 20), platformTime: 1_001.3)
    try driver.run(until: 1_001.3)
    #expect(driver.droppedFingerReadings == 3)
    #expect(view.calls.map(\.method) == [.touchesBegan])
    let refusals = scene.recorder.records.compactMap { record -> String? in
      if case .inputRejected(let text) = record { return text }
      return nil
    }
    #expect(refusals.count == 3)
    #expect(refusals.first?.contains("finger 5 moved but was never seen going down") == true)
    #expect(refusals.last?.contains("finger 6 went down twice") == true)
  }

  @Test("§22.3 two buttons held: the pointer's touch ends only when the last comes up")
  func twoButtons() throws {
    let (scene, driver) = host()
    let view = scene.recordingView("Card", CGRect(x: 0, y: 0, width: 300, height: 300))
    let point = CGPoint(x: 50, y: 50)
    try driver.pointerButton(.primary, isDown: true, at: point, platformTime: 1_001)
    try driver.pointerButton(.secondary, isDown: true, at: point, platformTime: 1_001.1)
    try driver.pointerButton(.primary, isDown: false, at: point, platformTime: 1_001.2)
    #expect(view.calls.map(\.method) == [.touchesBegan, .touchesMoved, .touchesMoved])
    try driver.pointerButton(.primary, isDown: false, at: point, platformTime: 1_001.25)
    try driver.pointerButton(.secondary, isDown: false, at: point, platformTime: 1_001.3)
    #expect(view.calls.last?.method == .touchesEnded)
    #expect(view.calls.filter { $0.method == .touchesEnded }.count == 1)
  }

  @Test(
    "§22.3 the pointer leaving the window ends hovering; the observer sees began, changed, ended")
  func exitEndsHover() throws {
    let (scene, driver) = host()
    let view = View.named(
      "Card", frame: CGRect(x: 0, y: 0, width: 200, height: 200), in: scene.window)
    let hover = HoverGestureRecognizer()
    view.addGestureRecognizer(hover)
    var seen: [GestureRecognizer.State] = []
    scene.application.addRecognizerStateObserver { recognizer, _, to in
      if recognizer === hover { seen.append(to) }
    }
    try driver.pointerMoved(to: CGPoint(x: 50, y: 50), at: 1_001)
    try driver.pointerMoved(to: CGPoint(x: 60, y: 50), at: 1_001.1)
    #expect(hover.state == .changed)
    try driver.pointerExited(at: 1_001.2)
    #expect(seen == [.began, .changed, .ended, .possible])
    #expect(driver.pointer.location == nil)
  }

  @Test("§22.3 leaving the window while a button is held changes nothing: the drag goes on")
  func exitWhileDragging() throws {
    let (scene, driver) = host()
    let view = scene.recordingView("Card", CGRect(x: 0, y: 0, width: 300, height: 300))
    try driver.pointerButton(.primary, isDown: true, at: CGPoint(x: 50, y: 50), platformTime: 1_001)
    try driver.pointerExited(at: 1_001.1)
    try driver.pointerMoved(to: CGPoint(x: 400, y: 50), at: 1_001.2)
    try driver.pointerButton(
      .primary, isDown: false, at: CGPoint(x: 400, y: 50), platformTime: 1_001.3)
    #expect(view.calls.map(\.method) == [.touchesBegan, .touchesMoved, .touchesEnded])
  }

  @Test("§22.3 a wheel tick scrolls defaultPointsPerWheelTick (40 pt); a host may change it")
  func wheelTicks() throws {
    let (scene, driver) = host()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    list.contentSize = CGSize(width: 375, height: 4_000)
    scene.window.addSubview(list)
    #expect(driver.pointsPerWheelTick == 40)
    try driver.wheel(
      ticks: CGVector(dx: 0, dy: -2), at: CGPoint(x: 100, y: 100), platformTime: 1_001)
    #expect(
      abs(list.contentOffset.y - 80) < 1e-9, "two notches towards the user show what is below")
    driver.pointsPerWheelTick = 10
    try driver.wheel(
      ticks: CGVector(dx: 0, dy: 1), at: CGPoint(x: 100, y: 100), platformTime: 1_001.05)
    #expect(abs(list.contentOffset.y - 70) < 1e-9)
  }

  @Test("§22.3 keys reach the first responder's key commands through the driver")
  func keys() throws {
    let (scene, driver) = host()
    var pressed: [String] = []
    let responder = KeyRecorder { pressed.append($0) }
    scene.window.addSubview(responder)
    _ = responder.becomeFirstResponder()
    try driver.key(KeyboardHIDUsage.keyboardA, isDown: true, platformTime: 1_001)
    try driver.key(KeyboardHIDUsage.keyboardA, isDown: false, platformTime: 1_001.1)
    #expect(pressed == ["a"])
  }

  @Test("§22.2 needsRedraw: false once the list is built, true after a control's highlight changes")
  func redrawSignal() throws {
    let (scene, driver) = host()
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    scene.window.addSubview(button)
    #expect(driver.needsRedraw)
    driver.updateDisplayList()
    #expect(!driver.needsRedraw)
    try driver.run(until: 1_001)
    #expect(!driver.needsRedraw, "time passing with nothing on screen changing needs no redraw")
    try driver.pointerButton(.primary, isDown: true, at: CGPoint(x: 50, y: 40), platformTime: 1_001)
    #expect(button.isHighlighted)
    #expect(driver.needsRedraw)
    let list = driver.updateDisplayList()
    #expect(list.contains { $0.view === button })
    #expect(!driver.needsRedraw)
  }

  @Test("§22.4 the observer sees a tap fail, which actions never see")
  func observerSeesFailure() throws {
    let (scene, driver) = host()
    let view = View.named(
      "Card", frame: CGRect(x: 0, y: 0, width: 375, height: 600), in: scene.window)
    let tap = TapGestureRecognizer()
    var actions: [GestureRecognizer.State] = []
    tap.addHandler { actions.append($0.state) }
    view.addGestureRecognizer(tap)
    var changes: [String] = []
    let token = scene.application.addRecognizerStateObserver { recognizer, from, to in
      if recognizer === tap { changes.append("\(from) -> \(to)") }
    }
    try driver.finger(1, .began, at: CGPoint(x: 10, y: 10), platformTime: 1_001)
    try driver.finger(1, .moved, at: CGPoint(x: 200, y: 10), platformTime: 1_001.1)
    try driver.finger(1, .ended, at: CGPoint(x: 200, y: 10), platformTime: 1_001.2)
    try driver.run(until: 1_001.2)
    #expect(actions.isEmpty)
    #expect(changes == ["possible -> failed", "failed -> possible"])
    scene.application.removeRecognizerStateObserver(token)
    try driver.finger(1, .began, at: CGPoint(x: 10, y: 10), platformTime: 1_002)
    try driver.finger(1, .ended, at: CGPoint(x: 10, y: 10), platformTime: 1_002.05)
    try driver.run(until: 1_002.05)
    #expect(actions == [.ended])
    #expect(changes.count == 2, "a removed observer hears nothing more")
  }
}

/// A first responder that records the keys it is pressed with.
final class KeyRecorder: View {
  let onKey: (String) -> Void

  init(onKey: @escaping (String) -> Void) {
    self.onKey = onKey
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  required init?(coder: NSCoder) {
    fatalError("not archived")
  }

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { onKey(press.key?.charactersIgnoringModifiers ?? "?") }
  }
}
