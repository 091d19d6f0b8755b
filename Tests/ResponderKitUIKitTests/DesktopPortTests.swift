import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a context-click recognizer reading buttons and modifiers, overriding state")
struct DesktopPortTests {
  private func host() -> (Stage, ContextMenuHostView) {
    let stage = Stage()
    let host = ContextMenuHostView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    stage.window.addSubview(host)
    return (stage, host)
  }

  @Test(
    "UIGestureRecognizer.buttonMask (Apple: the buttons in the gesture): a right click opens the menu; the default tap requires the primary button, so it does not select"
  )
  func secondaryClickOpensMenu() throws {
    let (stage, host) = host()
    try stage.play { $0.click(at: CGPoint(x: 100, y: 100), button: .secondary) }
    stage.application.advance(by: 0.5)
    #expect(host.menusShown == 1)
    #expect(host.selections == 0, "UITapGestureRecognizer.buttonMaskRequired defaults to .primary")
    #expect(host.contextClick.lastButtons == .secondary)
  }

  @Test(
    "UIGestureRecognizer.modifierFlags (Apple: the modifier flags held in the gesture): Control with a primary click is a context click"
  )
  func controlClickOpensMenu() throws {
    let (stage, host) = host()
    try stage.play { $0.click(at: CGPoint(x: 100, y: 100), modifiers: .control) }
    stage.application.advance(by: 0.5)
    #expect(host.menusShown == 1)
  }

  @Test("§9.1 a plain primary click selects and the context recognizer fails")
  func primaryClickSelects() throws {
    let (stage, host) = host()
    try stage.play { $0.click(at: CGPoint(x: 100, y: 100)) }
    stage.application.advance(by: 0.5)
    #expect(host.selections == 1 && host.menusShown == 0)
  }

  @Test("§8.2 an overriding state's didSet sees every transition, the reset to possible included")
  func stateOverrideSeesTransitions() throws {
    let (stage, host) = host()
    try stage.play { $0.click(at: CGPoint(x: 100, y: 100), button: .secondary) }
    stage.application.advance(by: 0.5)
    #expect(host.contextClick.transitions == [.began, .ended, .possible])
    try stage.play { $0.click(at: CGPoint(x: 100, y: 100)) }
    stage.application.advance(by: 0.5)
    #expect(Array(host.contextClick.transitions.suffix(2)) == [.failed, .possible])
  }
}
