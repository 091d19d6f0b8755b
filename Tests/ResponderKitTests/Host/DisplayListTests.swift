import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("§22.2 DisplayList: what a renderer draws, back to front")
struct DisplayListTests {
  func names(_ list: DisplayList) -> [String] {
    list.map { $0.view.accessibilityIdentifier ?? "window" }
  }

  @Test("§22.2 the window, then each view after its superview, subviews back to front")
  func backToFront() {
    let scene = DemoScene()
    let card = View.named(
      "Card", frame: CGRect(x: 10, y: 10, width: 200, height: 200), in: scene.window)
    View.named("Back", frame: CGRect(x: 0, y: 0, width: 50, height: 50), in: card)
    View.named("Front", frame: CGRect(x: 20, y: 20, width: 50, height: 50), in: card)
    View.named("Top", frame: CGRect(x: 300, y: 0, width: 50, height: 50), in: scene.window)
    var list = DisplayList()
    list.update(from: scene.window)
    #expect(names(list) == ["window", "Card", "Back", "Front", "Top"])
    #expect(list.map(\.depth) == [0, 1, 2, 2, 1])
    #expect(list[3].frame == CGRect(x: 30, y: 30, width: 50, height: 50))
  }

  @Test("§22.2 hidden and fully transparent subtrees are left out; alpha multiplies down the tree")
  func visibility() {
    let scene = DemoScene()
    let faded = View.named(
      "Faded", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
    faded.alpha = 0.5
    let child = View.named("Child", frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: faded)
    child.alpha = 0.5
    let hidden = View.named(
      "Hidden", frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: scene.window)
    hidden.isHidden = true
    View.named("UnderHidden", frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: hidden)
    let clear = View.named(
      "Clear", frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: scene.window)
    clear.alpha = 0
    View.named("UnderClear", frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: clear)
    var list = DisplayList()
    list.update(from: scene.window)
    #expect(names(list) == ["window", "Faded", "Child"])
    #expect(list[2].alpha == 0.25)
  }

  @Test("§22.2 a hidden window shows nothing")
  func hiddenWindow() {
    let scene = DemoScene()
    scene.window.isHidden = true
    var list = DisplayList()
    list.update(from: scene.window)
    #expect(list.isEmpty)
  }

  @Test(
    "§22.2 transforms: a rotated view's corners turn about its centre; a scroll offset moves its content"
  )
  func transforms() throws {
    let scene = DemoScene()
    let turned = View.named(
      "Turned", frame: CGRect(x: 100, y: 100, width: 100, height: 40), in: scene.window)
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let list = ScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 200))
    list.contentSize = CGSize(width: 375, height: 1_000)
    list.accessibilityIdentifier = "List"
    scene.window.addSubview(list)
    View.named("Row", frame: CGRect(x: 0, y: 100, width: 375, height: 44), in: list)
    list.contentOffset = CGPoint(x: 0, y: 60)
    var display = DisplayList()
    display.update(from: scene.window)
    let item = try #require(display.first { $0.view === turned })
    #expect(!item.isAxisAligned)
    let corners = item.corners
    #expect(isClose(corners.topLeft, CGPoint(x: 170, y: 70), tolerance: 1e-9))
    #expect(isClose(corners.bottomRight, CGPoint(x: 130, y: 170), tolerance: 1e-9))
    let row = try #require(display.first { $0.view.accessibilityIdentifier == "Row" })
    #expect(row.isAxisAligned)
    #expect(row.frame == CGRect(x: 0, y: 340, width: 375, height: 44), "300 + 100 - 60")
  }

  @Test(
    "§22.2 clipping: a view that clips narrows its subviews' clip; what it hides entirely is left out"
  )
  func clipping() throws {
    let scene = DemoScene()
    let box = View.named(
      "Box", frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: scene.window)
    box.clipsToBounds = true
    View.named("Inside", frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: box)
    View.named("Outside", frame: CGRect(x: 200, y: 0, width: 20, height: 20), in: box)
    var list = DisplayList()
    list.update(from: scene.window)
    #expect(names(list) == ["window", "Box", "Inside"])
    let inside = try #require(list.last)
    #expect(inside.clip == CGRect(x: 50, y: 50, width: 100, height: 100))
    #expect(inside.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(list[1].clip == scene.window.bounds)
  }

  @Test(
    "§22.2 layers' zPosition orders siblings for drawing (higher in front), not for hit-testing")
  func zPosition() {
    let scene = DemoScene()
    let a = View.named("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
    View.named("B", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
    View.named("C", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
    a.layer.zPosition = 1
    var list = DisplayList()
    list.update(from: scene.window)
    #expect(names(list) == ["window", "B", "C", "A"])
    #expect(scene.hitTest(CGPoint(x: 50, y: 50))?.accessibilityIdentifier == "C")
  }

  @Test("§22.2 the list is laid out first: constraints' frames without a call to layoutIfNeeded")
  func laidOutFirst() throws {
    let scene = DemoScene()
    let badge = View()
    badge.accessibilityIdentifier = "Badge"
    badge.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(badge)
    LayoutConstraint.activate([
      badge.widthAnchor.constraint(equalToConstant: 60),
      badge.heightAnchor.constraint(equalToConstant: 20),
      badge.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor, constant: -15),
      badge.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 40),
    ])
    var list = DisplayList()
    list.update(from: scene.window)
    let item = try #require(list.first { $0.view === badge })
    #expect(item.frame == CGRect(x: 300, y: 40, width: 60, height: 20))
  }

  @Test("§22.2 an application's list: every visible window back to front, in screen coordinates")
  func applicationList() {
    let scene = DemoScene()
    let alert = Window(frame: CGRect(x: 40, y: 200, width: 300, height: 150))
    scene.application.attach(alert)
    alert.windowLevel = .alert
    alert.makeKeyAndVisible()
    let button = View.named("OK", frame: CGRect(x: 10, y: 100, width: 280, height: 40), in: alert)
    View.named("Card", frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: scene.window)
    var list = DisplayList()
    list.update(from: scene.application)
    #expect(
      list.map(\.view).firstIndex { $0 === alert }! > list.map(\.view).firstIndex {
        $0 === scene.window
      }!)
    #expect(list.last?.view === button)
    #expect(list.last?.frame == CGRect(x: 50, y: 300, width: 280, height: 40))
  }

  @Test("§22.2 isCurrent turns false at each kind of change a renderer draws")
  func changesMarkTheListStale() {
    let scene = DemoScene()
    let view = View.named(
      "Card", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
    let toggle = Switch(frame: CGRect(x: 0, y: 200, width: 51, height: 31))
    let label = Label(frame: CGRect(x: 0, y: 300, width: 100, height: 20))
    scene.window.addSubview(toggle)
    scene.window.addSubview(label)
    let changes: [(String, () -> Void)] = [
      ("frame", { view.frame.origin.x = 5 }),
      ("alpha", { view.alpha = 0.5 }),
      ("isHidden", { view.isHidden = true }),
      ("backgroundColor", { view.backgroundColor = .systemRed }),
      ("clipsToBounds", { view.clipsToBounds = true }),
      ("layer.cornerRadius", { view.layer.cornerRadius = 8 }),
      ("subviews", { view.addSubview(View()) }),
      ("Switch.isOn", { toggle.isOn = true }),
      ("Label.text", { label.text = "Hello" }),
      ("setNeedsDisplay", { view.setNeedsDisplay() }),
    ]
    var list = DisplayList()
    for (name, change) in changes {
      list.update(from: scene.window)
      #expect(list.isCurrent)
      change()
      #expect(!list.isCurrent, "\(name)")
    }
  }
}
