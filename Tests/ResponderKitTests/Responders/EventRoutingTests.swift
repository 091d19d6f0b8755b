import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
final class NonTouchLog: View {
  var log: [String] = []
  var handles = true
  override var canBecomeFirstResponder: Bool { true }
  override func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    handles ? log.append("motionBegan \(motion)") : super.motionBegan(motion, with: event)
  }
  override func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
    handles ? log.append("motionEnded \(motion)") : super.motionEnded(motion, with: event)
  }
  override func remoteControlReceived(with event: Event?) {
    handles
      ? log.append("remote \(event?.subtype ?? .none)") : super.remoteControlReceived(with: event)
  }
  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    handles
      ? log.append("pressesBegan \(presses.first!.type)") : super.pressesBegan(presses, with: event)
  }
}

@MainActor
@Suite("Non-touch events and actions go to the first responder (§3.4)")
struct EventRoutingTests {
  private func build() -> (DemoScene, parent: NonTouchLog, field: NonTouchLog) {
    let scene = DemoScene()
    let parent = NonTouchLog(frame: scene.window.bounds).named("Parent", in: scene.window)
    let field = NonTouchLog(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).named(
      "Field", in: parent)
    field.becomeFirstResponder()
    return (scene, parent, field)
  }

  @Test("§3.4 motion, remote-control and press events reach the first responder")
  func toFirstResponder() {
    let (scene, parent, field) = build()
    scene.application.sendMotion(.motionShake, phase: .began)
    scene.application.sendMotion(.motionShake, phase: .ended)
    scene.application.sendRemoteControl(.remoteControlTogglePlayPause)
    scene.application.sendPress(.select, phase: .began)
    #expect(
      field.log == [
        "motionBegan motionShake", "motionEnded motionShake", "remote remoteControlTogglePlayPause",
        "pressesBegan select",
      ])
    #expect(parent.log.isEmpty)
  }

  @Test("§3.4 unhandled, they travel up the first responder's chain")
  func upTheChain() {
    let (scene, parent, field) = build()
    field.handles = false
    scene.application.sendMotion(.motionShake, phase: .began)
    #expect(field.log.isEmpty && parent.log == ["motionBegan motionShake"])
    #expect(scene.recorder.records.contains(.forwarded(.motionBegan, from: "Field", to: "Parent")))
  }

  @Test("§3.4 touches go to the hit view, never to the first responder")
  func touchesIgnoreFirstResponder() throws {
    let scene = DemoScene()
    let field = Field().named("Field", in: scene.window)
    field.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    field.becomeFirstResponder()
    let pad = scene.recordingView("Pad", CGRect(x: 100, y: 100, width: 100, height: 100))
    try scene.tap(at: CGPoint(x: 150, y: 150))
    #expect(pad.methods == [.touchesBegan, .touchesEnded])
  }

  @Test("§3.4 a nil-targeted action walks from the first responder up the chain")
  func nilTargetedAction() {
    let (scene, parent, _) = build()
    var performedBy: [String] = []
    parent.setAction("copy:") { sender, _ in
      performedBy.append("Parent from \(sender as? String ?? "?")")
    }
    #expect(scene.application.sendAction("copy:", to: nil, from: "menu", for: nil))
    #expect(performedBy == ["Parent from menu"])
    #expect(!scene.application.sendAction("paste:", to: nil, from: nil, for: nil))
    #expect(scene.recorder.records.contains(.actionSent("paste:", to: nil)))
  }

  @Test("§3.4 an action with a target goes to that target only")
  func targetedAction() {
    let (scene, parent, field) = build()
    var calls = 0
    parent.setAction("save") { _, _ in calls += 1 }
    #expect(!scene.application.sendAction("save", to: field, from: nil, for: nil))
    #expect(scene.application.sendAction("save", to: parent, from: nil, for: nil))
    #expect(calls == 1)
  }

  @Test(
    "§3.4 with no first responder, a nil-targeted action starts at the sender if it is a responder")
  func senderStartsTheWalk() {
    let scene = DemoScene()
    let parent = View.named("Parent", frame: scene.window.bounds, in: scene.window)
    let child = View.named("Child", frame: .zero, in: parent)
    var performed: [String] = []
    parent.setAction("done:") { _, _ in performed.append("Parent") }
    #expect(scene.application.sendAction("done:", to: nil, from: child, for: nil))
    #expect(!scene.application.sendAction("done:", to: nil, from: "not a responder", for: nil))
    #expect(performed == ["Parent"])
  }

  @Test("§3.4 with no first responder, non-touch events start at the key window")
  func noFirstResponder() {
    let scene = DemoScene()
    var log: [String] = []
    scene.application.delegate = AppDelegate()
    scene.recorder.onRecord = {
      if case .dropped(let method, let at, _) = $0 { log.append("\(method) \(at)") }
    }
    scene.application.sendMotion(.motionShake, phase: .began)
    #expect(scene.recorder.records.contains(.delivered(.motionBegan, to: "Window", touches: [])))
    #expect(log == ["motionBegan AppDelegate"])
  }
}
