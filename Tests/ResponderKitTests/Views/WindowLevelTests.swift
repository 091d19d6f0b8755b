import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("Window.Level: UIKit's raw values and the arithmetic app code writes (issue 28)")
struct WindowLevelTests {
  @Test(
    "Levels keep UIKit's raw values",
    arguments: [(Window.Level.normal, 0.0), (.statusBar, 1000), (.alert, 2000)])
  func rawValues(level: Window.Level, raw: CGFloat) {
    #expect(level.rawValue == raw)
    #expect(Window.Level(raw) == level)
  }

  @Test("alert + 1 is in front of alert; statusBar - 1 behind statusBar, in front of normal")
  func arithmetic() {
    #expect((Window.Level.alert + 1).rawValue == 2001)
    #expect((Window.Level.statusBar - 1).rawValue == 999)
    #expect(Window.Level.alert + 1 > .alert)
    #expect(Window.Level.statusBar - 1 < .statusBar && Window.Level.statusBar - 1 > .normal)
  }

  @Test("A window at alert + 1 is hit-tested before one at alert")
  func ordering() {
    let application = Application()
    let front = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: application)
    let back = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: application)
    front.windowLevel = .alert + 1
    back.windowLevel = .alert
    back.makeKeyAndVisible()
    front.makeKeyAndVisible()
    back.makeKeyAndVisible()
    #expect(application.windowsFrontToBack.first === front)
  }
}
