import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A view that records its Auto Layout callbacks.
@MainActor
final class RecordingConstraintsView: View {
  var log: [String]
  let name: String
  init(_ name: String, log: [String]) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError() }
  var shared: (([String]) -> Void)?
  override func updateConstraints() {
    Self.calls.append("updateConstraints \(name)")
    super.updateConstraints()
  }
  override func layoutSubviews() {
    Self.calls.append("layoutSubviews \(name)")
    super.layoutSubviews()
  }
  static var calls: [String] = []
}

@MainActor
struct AutoLayoutPassTests {
  @Test("§21.6 updateConstraints runs subviews first, then layoutSubviews parents first")
  func passOrder() {
    RecordingConstraintsView.calls = []
    let outer = RecordingConstraintsView("outer", log: [])
    outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let inner = RecordingConstraintsView("inner", log: [])
    inner.translatesAutoresizingMaskIntoConstraints = false
    outer.addSubview(inner)
    LayoutConstraint.activate([
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
      inner.topAnchor.constraint(equalTo: outer.topAnchor),
    ])
    outer.setNeedsUpdateConstraints()
    inner.setNeedsUpdateConstraints()
    outer.layoutIfNeeded()
    #expect(
      RecordingConstraintsView.calls == [
        "updateConstraints inner", "updateConstraints outer", "layoutSubviews outer",
        "layoutSubviews inner",
      ])
    #expect(!outer.needsUpdateConstraints())
  }

  @Test(
    "§21.6 a button placed only by anchors takes a tap: the layout pass runs before hit-testing")
  func tapOnConstrainedButton() throws {
    let scene = DemoScene()
    let button = Button(frame: .zero)
    button.setTitle("Go", for: .normal)
    button.accessibilityIdentifier = "Go"
    button.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(button)
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    LayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: scene.window.centerXAnchor),
      button.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor, constant: -40),
    ])
    let window = scene.window.bounds
    // The button's intrinsic size: "Go" in 15 pt is 15 wide, so 30 by 30 at least; 18 + 12 tall.
    let expected = CGPoint(x: window.midX, y: window.maxY - 40 - 15)
    try scene.tap(at: expected)
    #expect(taps == 1)
    #expect(button.frame.size == CGSize(width: 30, height: 30))
  }

  @Test(
    "§21.5 a translating view keeps its frame: the width constraint added to it is broken and logged"
  )
  func forgottenTranslation() {
    let root = layoutRoot()
    let box = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    box.accessibilityIdentifier = "Box"
    root.addSubview(box)
    var messages: [String] = []
    LayoutConstraint.messageHandler = { messages.append($0) }
    defer { LayoutConstraint.messageHandler = nil }
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(messages.count == 1)
    let message = messages.first
    #expect(
      message?.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        == true)
    #expect(
      message?.contains(
        "<NSAutoresizingMaskLayoutConstraint: h=--& v=--& Box.width == 50   (active)>") == true)
    #expect(
      message?.contains(
        "Will attempt to recover by breaking constraint \n<NSLayoutConstraint: Box.width == 100   (active)>"
      ) == true)
    #expect(width.isActive)
  }

  @Test(
    "§21.7 two required widths conflict: the later is broken, stays active, and the log lists both")
  func unsatisfiable() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    var messages: [String] = []
    LayoutConstraint.messageHandler = { messages.append($0) }
    defer { LayoutConstraint.messageHandler = nil }
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    let second = box.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([first, second])
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("\"<NSLayoutConstraint: Box.width == 100   (active)>\"") == true)
    #expect(second.isActive)
    // Without the conflict, the broken constraint holds again (*choice*).
    first.isActive = false
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(messages.count == 1)
  }

  @Test(
    "§21.7 a view pinned on one side only is ambiguous; a view with no size constraint is zero-sized"
  )
  func ambiguity() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30).isActive = true
    root.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    #expect(box.frame.size == .zero)
  }

  @Test(
    "§21.8 the margins guide is 8 pt in; a controller's root view has 16 pt side margins and none above"
  )
  func margins() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
      box.bottomAnchor.constraint(equalTo: root.bottomMarginAnchorStandIn),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
    root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
    root.layoutIfNeeded()
    #expect(box.frame.minX == 20 && box.frame.maxX == 370)
    let controller = ViewController()
    #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }

  @Test("§21.8 the safe area guide keeps clear of the screen's insets a host sets")
  func safeArea() {
    let scene = DemoScene(windowSize: Screen.main.bounds.size)
    let saved = Screen.main.safeAreaInsets
    Screen.main.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    defer { Screen.main.safeAreaInsets = saved }
    let root = View(frame: scene.window.bounds)
    scene.window.addSubview(root)
    let bar = constrainedView(in: root, "Bar")
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    ])
    scene.window.layoutIfNeeded()
    let height = scene.window.bounds.height
    #expect(bar.frame == CGRect(x: 0, y: 47, width: scene.window.bounds.width, height: height - 81))
    #expect(bar.safeAreaInsets == .zero)
    #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }
}

extension View {
  /// The bottom margin as an anchor, through the margins guide.
  fileprivate var bottomMarginAnchorStandIn: LayoutYAxisAnchor { layoutMarginsGuide.bottomAnchor }
}
