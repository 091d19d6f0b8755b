import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a drawer beside a scroll view, a pull-to-dismiss card, a form's keyboard tap")
struct ScreenPortTests {
  @Test("§9.3 the drawer follows the finger with setTranslation, then springs open on a fast flick")
  func drawerOpensOnFlick() throws {
    let controller = DrawerViewController()
    let stage = Stage(root: controller)
    var positions: [CGFloat] = []
    controller.drawerPan.addHandler { _ in positions.append(controller.drawerView.frame.minY) }
    // Up from the handle (y 500...560) by 150 pt in 0.1 s: 1,500 pt/s.
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 530), CGPoint(x: 200, y: 380)], duration: 0.1)
    }
    #expect(positions.count > 3)
    // The finger moved 150 pt; the pan removes its 10 pt of hysteresis at .began (§9.3).
    #expect(abs((positions.dropLast().last ?? 0) - 360) < 0.5, "the drawer tracks the finger")
    #expect(controller.drawerView.frame.minY == controller.openY, "the spring's model value")
    #expect(!controller.isOpen, "the completion waits for the 0.4 s animation")
    stage.application.advance(by: 0.5)
    #expect(controller.isOpen)
  }

  @Test("§9.3 a short slow pull springs the drawer back closed")
  func drawerSpringsBack() throws {
    let controller = DrawerViewController()
    let stage = Stage(root: controller)
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 530), CGPoint(x: 200, y: 480)], duration: 1)
      $0.wait(1)
    }
    #expect(controller.drawerView.frame.minY == controller.closedY && !controller.isOpen)
  }

  @Test("§8.5 the delegate lets the drawer's pan and the list's pan recognize together")
  func drawerAndListTogether() throws {
    let controller = DrawerViewController()
    let stage = Stage(root: controller)
    var listStates: [UIGestureRecognizer.State] = []
    controller.listView.panGestureRecognizer.addHandler { listStates.append($0.state) }
    var highest = controller.closedY
    controller.drawerPan.addHandler { _ in
      highest = min(highest, controller.drawerView.frame.minY)
    }
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 640)], duration: 0.5)
    }
    #expect(listStates.first == .began && listStates.last == .ended)
    #expect(controller.listView.contentOffset.y > 30)
    #expect(highest < controller.closedY - 30, "the drawer rose with the finger")
    #expect(controller.drawerView.frame.minY == controller.closedY, "a slow release springs back")
  }

  @Test("§3.1 a long pull dismisses the presented card; its view leaves the window")
  func cardDismissesOnLongPull() throws {
    let root = UIViewController()
    let stage = Stage(root: root)
    let card = CardViewController()
    root.present(card, animated: true)
    #expect(root.presentedViewController === card)
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 500)], duration: 1)
    }
    #expect(card.pullOffsets.count > 10 && card.pullOffsets.last! > 250)
    #expect(root.presentedViewController == nil && card.view.window == nil)
  }

  @Test("§3.1 a short slow pull springs the card back and keeps it presented")
  func cardSpringsBack() throws {
    let root = UIViewController()
    let stage = Stage(root: root)
    let card = CardViewController()
    root.present(card, animated: true)
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 260)], duration: 1)
    }
    #expect(root.presentedViewController === card)
    #expect(card.view.transform == .identity)
    #expect(card.pullOffsets.contains { $0 > 40 })
  }

  @Test("§3.3, §11.4 a window-wide tap ends editing, but a button's tap is the button's")
  func keyboardDismissal() throws {
    let form = FormViewController()
    let stage = Stage(root: form)
    try stage.play { $0.tap(at: CGPoint(x: 50, y: 120)) }
    #expect(form.nameField.isEditing && form.nameField.isFirstResponder)
    try stage.play {
      $0.wait(1)
      $0.tap(at: CGPoint(x: 50, y: 320))
    }
    #expect(form.saveCount == 1)
    #expect(form.nameField.isEditing, "the button wins the tap over its ancestor's recognizer")
    try stage.play {
      $0.wait(1)
      $0.tap(at: CGPoint(x: 200, y: 600))
    }
    #expect(!form.nameField.isEditing && !form.nameField.isFirstResponder)
  }
}
