import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite(
  "Pointer: clicks as indirect-pointer touches, hover for hover recognizers (UIEvent.ButtonMask, UIHoverGestureRecognizer)"
)
struct PointerTests {
  func pointer(
    _ x: CGFloat, _ y: CGFloat, _ buttons: Event.ButtonMask = [], at time: TimeInterval,
    modifiers: KeyModifierFlags = []
  ) -> PointerSample {
    PointerSample(
      location: CGPoint(x: x, y: y), buttonMask: buttons, modifierFlags: modifiers,
      timestamp: time)
  }

  @Test(
    "UITouch.TouchType.indirectPointer: a click is a touch while a button is held, with the event's buttonMask and modifierFlags"
  )
  func clickIsTouch() throws {
    let scene = DemoScene()
    let button = scene.recordingView("Button", CGRect(x: 10, y: 10, width: 100, height: 40))
    var seen: [(ResponderMethod, Touch.TouchType, Event.ButtonMask, KeyModifierFlags)] = []
    button.onCall = { method, touches, event in
      seen.append(
        (
          method, touches.first?.type ?? .direct, event?.buttonMask ?? [],
          event?.modifierFlags ?? []
        ))
    }
    let app = scene.application
    try app.send(pointer(50, 30, at: 1))
    try app.send(pointer(50, 30, .primary, at: 1.1, modifiers: .shift))
    try app.send(pointer(60, 30, [.primary, .secondary], at: 1.2, modifiers: .shift))
    try app.send(pointer(60, 30, .secondary, at: 1.3))
    try app.send(pointer(60, 30, at: 1.4))
    #expect(seen.map(\.0) == [.touchesBegan, .touchesMoved, .touchesMoved, .touchesEnded])
    #expect(seen.allSatisfy { $0.1 == .indirectPointer })
    #expect(seen[0].2 == .primary && seen[0].3 == .shift)
    #expect(seen[1].2 == [.primary, .secondary])
    #expect(seen[3].2 == [], "the last button came up")
    #expect(button.calls.first?.touchIDs == [Application.pointerTouchID])
  }

  @Test(
    "UIHoverGestureRecognizer: began on entering its view, changed inside, ended on leaving; never touches… methods"
  )
  func hover() throws {
    let scene = DemoScene()
    let card = scene.recordingView("Card", CGRect(x: 100, y: 100, width: 100, height: 100))
    let inner = scene.recordingView("Inner", CGRect(x: 10, y: 10, width: 20, height: 20), in: card)
    let hover = HoverGestureRecognizer()
    var states: [(GestureRecognizer.State, CGPoint)] = []
    hover.addHandler { states.append(($0.state, $0.location(in: card))) }
    card.addGestureRecognizer(hover)
    let app = scene.application
    try app.send(pointer(50, 50, at: 1))
    try app.send(pointer(150, 150, at: 1.1))
    try app.send(pointer(115, 115, at: 1.2))  // over Inner: still inside Card
    try app.send(pointer(300, 300, at: 1.3))
    #expect(states.map(\.0) == [.began, .changed, .ended])
    #expect(states.first?.1 == CGPoint(x: 50, y: 50))
    #expect(states.dropFirst().first?.1 == CGPoint(x: 15, y: 15))
    #expect(card.calls.isEmpty && inner.calls.isEmpty, "hover never reaches touches… methods")
    #expect(hover.state == .possible, "reset after ending")
  }

  @Test(
    "ResponderKit's choice: a button going down ends hovering; the pointer's touch does not reach hover recognizers"
  )
  func clickEndsHover() throws {
    let scene = DemoScene()
    let card = scene.recordingView("Card", CGRect(x: 0, y: 0, width: 200, height: 200))
    let hover = HoverGestureRecognizer()
    var states: [GestureRecognizer.State] = []
    hover.addHandler { states.append($0.state) }
    card.addGestureRecognizer(hover)
    let app = scene.application
    try app.send(pointer(50, 50, at: 1))
    try app.send(pointer(50, 50, .primary, at: 1.1))
    try app.send(pointer(60, 50, .primary, at: 1.2))
    try app.send(pointer(60, 50, at: 1.3))
    try app.send(pointer(70, 50, at: 1.4))
    #expect(states == [.began, .ended, .began])
    #expect(card.methods == [.touchesBegan, .touchesMoved, .touchesEnded])
  }

  @Test("Pointer readings that break the rules are refused, naming the pointer")
  func badPointer() throws {
    let scene = DemoScene()
    let app = scene.application
    try app.send(pointer(10, 10, at: 2))
    #expect(throws: InputError.self) { try app.send(pointer(10, 10, at: 1)) }
    do {
      try app.send(pointer(.nan, 10, .primary, at: 3))
      Issue.record("a NaN location was accepted")
    } catch {
      #expect(error.description.contains("the pointer"))
      #expect(error.description.contains("not finite"))
    }
    #expect(throws: InputError.self) { try app.send(pointer(1e9, 10, at: 3)) }
  }
}
