import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports in the Swift 5 language mode: helpers outside the main actor build controls")
struct LenientPortTests {
  /// An application of its own with one visible key window.
  private func stage() -> (UIApplication, UIWindow) {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    application.attach(window)
    window.makeKeyAndVisible()
    return (application, window)
  }

  @Test("§11 buttons made by free functions send their action to an NSObject target")
  func toolbarButtons() throws {
    let (application, window) = stage()
    let actions = ToolbarActions()
    let bar = makeToolbar(actions: actions)
    window.addSubview(bar)
    var script = TouchScript(startingAt: application.clock.now)
    script.tap(at: CGPoint(x: 60, y: 20))
    script.tap(at: CGPoint(x: 300, y: 20))
    try application.play(script)
    #expect(actions.shared == ["Share", "Delete"])
  }

  @Test("§4 a nonisolated NSObject helper reads a touch's location in a view")
  func reporterReadsTouches() throws {
    let (application, window) = stage()
    let bar = ReportingBar(frame: CGRect(x: 0, y: 100, width: 400, height: 44))
    bar.tag = 7
    window.addSubview(bar)
    var script = TouchScript(startingAt: application.clock.now)
    script.tap(at: CGPoint(x: 30, y: 120))
    try application.play(script)
    #expect(bar.reports == ["30,20 in 7"])
  }
}
