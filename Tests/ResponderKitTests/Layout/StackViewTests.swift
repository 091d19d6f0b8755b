import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A view with a fixed intrinsic size, standing for a label or a control in a stack.
final class StackBox: View {
  /// The intrinsic size; changing it invalidates it.
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// A stack of boxes of the given sizes with a fixed frame at the origin, laid out.
@MainActor
func stackOfBoxes(
  _ sizes: [(CGFloat, CGFloat)], axis: LayoutConstraint.Axis = .horizontal,
  width: CGFloat, height: CGFloat, configure: (StackView) -> Void = { _ in }
) -> (StackView, [StackBox]) {
  let boxes = sizes.map { StackBox($0.0, $0.1) }
  let stack = StackView(arrangedSubviews: boxes)
  stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
  stack.axis = axis
  configure(stack)
  stack.layoutIfNeeded()
  return (stack, boxes)
}

@MainActor
@Suite("§21.9 Stack views: arranged subviews, hiding, spacing, margins, nesting")
struct StackViewTests {
  @Test("§21.9 UIStackView defaults: horizontal, fill, fill, spacing 0; the UIKit constants")
  func defaults() {
    let stack = StackView()
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement && stack.arrangedSubviews.isEmpty)
    #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    #expect(StackView.Alignment.lastBaseline.rawValue == 5)
    #expect(StackView.Distribution.equalCentering.rawValue == 4)
    #expect(StackView.spacingUseDefault == CGFloat.greatestFiniteMagnitude)
  }

  @Test(
    "§21.9 addArrangedSubview adds a subview laid out by constraints; removeArrangedSubview keeps it a subview (UIStackView reference)"
  )
  func arrangedSubviews() {
    let a = View()
    let b = View()
    let c = View()
    let stack = StackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews == [c, a, b])
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews == [b, c, a], "inserting an arranged view moves it")
    stack.removeArrangedSubview(c)
    #expect(stack.arrangedSubviews == [b, a] && c.superview === stack)
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews == [b], "leaving the stack leaves the arrangement")
  }

  @Test("§21.9 an insertion index past the end stops the program, as UIKit raises")
  func insertionOutOfBounds() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let stack = StackView(arrangedSubviews: [View()])
        stack.insertArrangedSubview(View(), at: 2)
      }
    }
    // No public crash log found: the engine names NSRangeException, what an index past the end of
    // Foundation's arrays raises, as UIKit's arranged-subviews array would.
    #expect(namesException(result, "NSRangeException"))
  }

  @Test("§21.9 the stack's constraints carry UIKit's identifiers")
  func identifiers() {
    let (stack, _) = stackOfBoxes([(50, 20), (80, 30)], width: 300, height: 100) {
      $0.distribution = .fillEqually
      $0.alignment = .center
    }
    let names = Set(stack.constraints.compactMap(\.identifier))
    for name in ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"] {
      #expect(names.contains(name), "\(name)")
    }
  }

  @Test(
    "§21.9 a hidden arranged view collapses (UISV-hiding) with the spacing around it, stays a subview, and comes back when shown"
  )
  func hiding() {
    // Only leading and top pinned: the stack hugs 50 + 10 + 80 + 10 + 40 = 190, then, with the
    // middle view hidden, 50 + 10 + 40 = 100.
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let boxes = [StackBox(50, 20), StackBox(80, 30), StackBox(40, 40)]
    let stack = StackView(arrangedSubviews: boxes)
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
    stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 30).isActive = true
    container.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 20, y: 30, width: 190, height: 40))
    boxes[1].isHidden = true
    container.layoutIfNeeded()
    #expect(stack.frame.width == 100)
    #expect(boxes[2].frame.minX == 60)
    #expect(boxes[1].frame.width == 0 && boxes[1].superview === stack)
    #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
    boxes[1].isHidden = false
    container.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 60, 150] && stack.frame.width == 190)
  }

  @Test(
    "§21.9 setCustomSpacing(_:after:) replaces the spacing after one view; spacingUseDefault restores it; spacingUseSystem is 8"
  )
  func customSpacing() {
    // A (50) + 30 + B (80) + 10 + C (40): B at 80, C at 170.
    let (stack, boxes) = stackOfBoxes([(50, 20), (80, 30), (40, 40)], width: 210, height: 100) {
      $0.spacing = 10
    }
    stack.setCustomSpacing(30, after: boxes[0])
    #expect(stack.customSpacing(after: boxes[0]) == 30)
    #expect(stack.customSpacing(after: boxes[1]) == StackView.spacingUseDefault)
    stack.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 80, 170])
    stack.setCustomSpacing(StackView.spacingUseSystem, after: boxes[0])
    stack.setCustomSpacing(StackView.spacingUseDefault, after: boxes[1])
    stack.frame.size.width = 188
    stack.layoutIfNeeded()
    // A (50) + 8 + B (80) + 10 + C (40) = 188.
    #expect(boxes.map(\.frame.minX) == [0, 58, 148])
  }

  @Test(
    "§21.9 isLayoutMarginsRelativeArrangement lays the views out within the layout margins (UIStackView reference)"
  )
  func marginsRelative() {
    // 300 − 10 − 20 = 270 wide, 100 − 5 − 5 = 90 high: three equal views of 90.
    let (_, boxes) = stackOfBoxes([(50, 20), (80, 30), (40, 40)], width: 300, height: 100) {
      $0.distribution = .fillEqually
      $0.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
      $0.isLayoutMarginsRelativeArrangement = true
    }
    #expect(
      boxes.map(\.frame) == [
        CGRect(x: 10, y: 5, width: 90, height: 90), CGRect(x: 100, y: 5, width: 90, height: 90),
        CGRect(x: 190, y: 5, width: 90, height: 90),
      ])
  }

  @Test(
    "§21.9 nested stacks: a vertical stack of horizontal rows, pinned by two edges, sizes to its rows (Auto Layout Guide, Stack Views)"
  )
  func nested() {
    // Each row: 50 + 10 + 80 = 140 wide, 30 high (fill alignment: the taller box). The column:
    // 30 + 8 + 30 = 68 high, 140 wide, at (20, 40).
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let rows = (0..<2).map { _ in
      let row = StackView(arrangedSubviews: [StackBox(50, 20), StackBox(80, 30)])
      row.spacing = 10
      return row
    }
    let column = StackView(arrangedSubviews: rows)
    column.axis = .vertical
    column.spacing = 8
    column.alignment = .leading
    column.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(column)
    column.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
    column.topAnchor.constraint(equalTo: container.topAnchor, constant: 40).isActive = true
    container.layoutIfNeeded()
    #expect(column.frame == CGRect(x: 20, y: 40, width: 140, height: 68))
    #expect(rows[1].frame == CGRect(x: 0, y: 38, width: 140, height: 30))
    let second = rows[1].arrangedSubviews[1]
    #expect(
      second.convert(second.bounds, to: container) == CGRect(x: 80, y: 78, width: 80, height: 30))
  }

  @Test("§21.9 a stack pinned by its leading and top edges only hugs its content")
  func hugsContent() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let stack = StackView(arrangedSubviews: [StackBox(50, 20), StackBox(80, 30)])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    container.layoutIfNeeded()
    // 20 + 4 + 30 high; as wide as the widest (fill alignment: both 80).
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 80, height: 54))
    #expect(stack.arrangedSubviews.map(\.frame.width) == [80, 80])
  }

  @Test(
    "§21.9, §2 a tap lands on the button a stack placed, no frame typed; the stack takes touches like a plain view"
  )
  func tapOnPlacedButton() throws {
    // Window 375 wide: the stack spans x 20...355, y 100...250; three equal rows of 50.
    let scene = DemoScene()
    let buttons = ["One", "Two", "Three"].map { title in
      let button = Button(type: .system)
      button.setTitle(title, for: .normal)
      return button
    }
    var tapped: [String] = []
    for button in buttons {
      button.addAction(
        Action { _ in tapped.append(button.currentTitle ?? "") }, for: .touchUpInside)
    }
    let stack = StackView(arrangedSubviews: buttons)
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor, constant: -20),
      stack.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 100),
      stack.heightAnchor.constraint(equalToConstant: 150),
    ])
    try scene.tap(at: CGPoint(x: 187, y: 175))
    try scene.tap(at: CGPoint(x: 30, y: 240))
    #expect(tapped == ["Two", "Three"])
    buttons[0].isHidden = true
    try scene.tap(at: CGPoint(x: 187, y: 130))
    #expect(tapped.last == "Two", "with One hidden, Two takes the top half")
    #expect(scene.hitTest(CGPoint(x: 10, y: 175)) === scene.window)
    let empty = StackView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
    scene.window.addSubview(empty)
    #expect(scene.hitTest(CGPoint(x: 50, y: 450)) === empty)
  }
}
