import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Responder chain links (§3.1, seed E11)")
struct ResponderChainTests {
  @Test("§3.1 view → controller if root view, else superview; controller → superview or window")
  func viewAndControllerLinks() {
    let parts = ResponderChainLinks.build()
    let leaf = parts.child.view.subviews[0]
    #expect(leaf.next === parts.child.view)
    #expect(parts.child.view.next === parts.child)
    #expect(parts.child.next === parts.root.view)
    #expect(parts.root.view.next === parts.root)
    #expect(parts.root.next === parts.scene.window)
    #expect(parts.scene.window.next === parts.scene.application)
  }

  @Test("§3.1 a presented controller's next is the presenting controller")
  func presented() {
    let parts = ResponderChainLinks.build()
    #expect(parts.sheet.next === parts.root)
    #expect(parts.sheet.view.next === parts.sheet)
    parts.root.dismiss(animated: false)
    #expect(parts.sheet.next == nil)
    #expect(parts.sheet.view.window == nil)
  }

  @Test("§3.1 a detached view's next is nil; a plain responder's next is nil")
  func ends() {
    #expect(View().next == nil)
    #expect(Responder().next == nil)
  }

  @Test(
    "§3.1 the application's next is its delegate only when that is a plain responder",
    arguments: ["responder", "view", "controller", "application", "object", "none"])
  func applicationDelegate(kind: String) {
    let application = Application()
    let delegate: AnyObject? =
      switch kind {
      case "responder": AppDelegate()
      case "view": View()
      case "controller": ViewController()
      case "application": application
      case "object": NSObject()
      default: nil
      }
    application.delegate = delegate
    #expect((application.next != nil) == (kind == "responder"))
    if kind == "responder" { #expect(application.next === delegate) }
  }

  @Test("§3.2 default handlers forward the same set and event up the chain; unhandled touches drop")
  func forwarding() throws {
    let scene = DemoScene()
    let parent = scene.recordingView("Parent", CGRect(x: 0, y: 0, width: 200, height: 200))
    View.named("Leaf", frame: CGRect(x: 0, y: 0, width: 50, height: 50), in: parent)
    var seen: [Set<Touch>] = []
    parent.onCall = { _, touches, _ in seen.append(touches) }
    try scene.tap(at: CGPoint(x: 10, y: 10))
    #expect(parent.methods == [.touchesBegan, .touchesEnded])
    #expect(seen.allSatisfy { $0.count == 1 })
    #expect(scene.recorder.records.contains(.forwarded(.touchesBegan, from: "Leaf", to: "Parent")))
    #expect(!scene.recorder.records.contains { if case .dropped = $0 { true } else { false } })
  }

  @Test("§3.2 touches nobody handles are dropped at the end of the chain (seed E11)")
  func dropped() throws {
    let scene = DemoScene()
    View.named("Lonely", frame: CGRect(x: 0, y: 0, width: 50, height: 50), in: scene.window)
    try scene.tap(at: CGPoint(x: 10, y: 10))
    #expect(
      scene.recorder.records.contains(.dropped(.touchesBegan, at: "Application", touches: [1])))
  }
}
