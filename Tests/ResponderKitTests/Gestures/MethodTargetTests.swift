import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// An object with action methods of each shape, logging what they got.
@MainActor
private final class Handler {
  var log: [String] = []
  func recognized(_ sender: TapGestureRecognizer) { log.append("tap \(sender.state)") }
  func plain() { log.append("plain") }
  func control(_ sender: Button) { log.append("button \(sender.traceName)") }
  func controlWithEvent(_ sender: Control, _ event: Event) { log.append("event \(event.type)") }
}

@MainActor
@Suite("Method references in place of #selector: recognizers and controls (§8.4, §11)")
struct MethodTargetTests {
  @Test("§8.4 a recognizer calls method targets in the order added, with itself as sender")
  func recognizerOrder() throws {
    let scene = DemoScene()
    let handler = Handler()
    let view = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 100, height: 100))
    let tap = TapGestureRecognizer(target: handler, action: Handler.recognized)
    tap.addTarget(handler, action: Handler.plain)
    view.addGestureRecognizer(tap)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 50, y: 50))
    try scene.application.play(script)
    #expect(handler.log == ["tap ended", "plain"])
  }

  @Test("§8.4 targets are held weakly; removeTarget drops a method reference's actions")
  func weakAndRemovable() throws {
    let scene = DemoScene()
    var gone: Handler? = Handler()
    let kept = Handler()
    let view = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 100, height: 100))
    let tap = TapGestureRecognizer(target: gone!, action: Handler.recognized)
    tap.addTarget(kept, action: Handler.recognized)
    tap.addTarget(kept, action: Handler.plain)
    weak let watcher = gone
    gone = nil
    #expect(watcher == nil, "the recognizer must not keep its target alive")
    tap.removeTarget(kept, action: Handler.plain)
    view.addGestureRecognizer(tap)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 50, y: 50))
    try scene.application.play(script)
    #expect(kept.log == ["tap ended"])
  }

  @Test("§11.1 a control calls one-, zero- and two-argument methods, the event included")
  func controlShapes() throws {
    let scene = DemoScene()
    let handler = Handler()
    let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    button.title = "Go"
    scene.window.addSubview(button)
    button.addTarget(handler, action: Handler.control, for: .touchUpInside)
    button.addTarget(handler, action: Handler.plain, for: .touchDown)
    button.addTarget(handler, action: Handler.controlWithEvent, for: .touchUpInside)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 50, y: 20))
    try scene.application.play(script)
    #expect(handler.log == ["plain", "button Go", "event touches"])
    #expect(button.actions(forTarget: handler, forControlEvent: .touchDown)?.count == 1)
    button.removeTarget(handler, action: Handler.control, for: .touchUpInside)
    #expect(button.actions(forTarget: handler, forControlEvent: .touchUpInside)?.count == 1)
  }

  @Test("§3.4 a nil target finds the first responder along the chain of the method's class")
  func nilTargetWalksTheChain() throws {
    final class Screen: ViewController {
      var saves = 0
      func save() { saves += 1 }
    }
    let scene = DemoScene()
    let screen = Screen()
    scene.window.rootViewController = screen
    let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    screen.view.addSubview(button)
    button.addTarget(nil as Screen?, action: Screen.save, for: .touchUpInside)
    var script = TouchScript()
    script.tap(at: CGPoint(x: 50, y: 20))
    try scene.application.play(script)
    #expect(screen.saves == 1)
  }

  @Test("§8.4 an action method expecting another recognizer class stops with a message")
  func wrongSenderStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let scene = DemoScene()
        let handler = Handler()
        let pan = PanGestureRecognizer()
        pan.addTarget(handler, action: Handler.recognized)
        scene.window.addGestureRecognizer(pan)
        var script = TouchScript()
        script.drag(along: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 10)], duration: 0.2)
        try? scene.application.play(script)
      }
    }
  }
}
