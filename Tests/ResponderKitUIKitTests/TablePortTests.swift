import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a settings table with a tap recognizer that lets rows select")
struct TablePortTests {
  /// The controller on a stage, and the window point at the middle of the row titled `title`.
  func settings() -> (SettingsTableViewController, Stage) {
    let controller = SettingsTableViewController()
    let stage = Stage(root: controller)
    controller.view.layoutIfNeeded()
    return (controller, stage)
  }

  func middle(of path: IndexPath, in controller: SettingsTableViewController, stage: Stage)
    -> CGPoint
  {
    let rect = controller.tableView.rectForRow(at: path)
    return controller.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: stage.window)
  }

  @Test(
    "§17.6 a tap recognizer with cancelsTouchesInView = false fires and the row is still selected")
  func rowSelectsThroughTap() throws {
    let (controller, stage) = settings()
    let password = middle(of: IndexPath(row: 1, section: 0), in: controller, stage: stage)
    try stage.play { $0.tap(at: password) }
    #expect(controller.opened == ["Password"])
    #expect(controller.keyboardDismissals == 1)
    // didSelectRowAt deselects at once, as settings screens do.
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    let cell = try #require(
      controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? SettingsCell)
    #expect(cell.highlightChanges >= 2 && !cell.isHighlighted)
  }

  @Test("§17.6 with UIKit's default cancelsTouchesInView = true the same tap selects nothing")
  func cancellingTapStopsSelection() throws {
    let (controller, stage) = settings()
    controller.dismissTap.cancelsTouchesInView = true
    let password = middle(of: IndexPath(row: 1, section: 0), in: controller, stage: stage)
    try stage.play { $0.tap(at: password) }
    #expect(controller.opened.isEmpty)
    #expect(controller.keyboardDismissals == 1)
  }

  @Test("§17.6 the switch in a row's accessory view wins its tap; the row is not opened")
  func switchWins() throws {
    let (controller, stage) = settings()
    let toggle = controller.notificationsSwitch
    #expect(toggle.superview is SettingsCell && toggle.frame.size == CGSize(width: 51, height: 31))
    let point = toggle.convert(
      CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: stage.window)
    try stage.play { $0.tap(at: point) }
    #expect(!controller.notificationsOn)
    #expect(controller.opened.isEmpty)
  }

  @Test("§17.4 a row whose highlight the delegate refuses is not opened")
  func versionRowDoesNotOpen() throws {
    let (controller, stage) = settings()
    let version = middle(of: IndexPath(row: 0, section: 2), in: controller, stage: stage)
    try stage.play { $0.tap(at: version) }
    #expect(controller.opened.isEmpty && controller.keyboardDismissals == 1)
  }

  @Test("§17.6 a drag across the rows scrolls the table and opens nothing")
  func dragOpensNothing() throws {
    let (controller, stage) = settings()
    let start = middle(of: IndexPath(row: 0, section: 0), in: controller, stage: stage)
    var deepest: CGFloat = 0
    try stage.play {
      $0.drag(along: [start, CGPoint(x: start.x, y: start.y + 150)], duration: 0.2, hold: 0.3)
    }
    deepest = min(deepest, controller.tableView.contentOffset.y)
    #expect(deepest < 0)
    #expect(controller.opened.isEmpty && controller.keyboardDismissals == 0)
  }
}
