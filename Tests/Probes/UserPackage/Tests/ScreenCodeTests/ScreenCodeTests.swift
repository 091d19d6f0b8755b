import CustomDump
import PropertyBased
import ResponderKitTesting
import ScreenCode
import SnapshotTesting
import Testing
import UIKit

// `import Testing` beside `import UIKit` (and, through UIKit, CoreGraphics) loads Swift Testing's
// cross-import overlays `_Testing_UIKit` and `_Testing_CoreGraphics`, which this package's graph
// provides.
//
// These tests expect the dependencies' UIKit branches compiled: build `ScreenCode` (which needs
// only UIKit) first, as .ci/run does; a plain `swift test` may compile some of them before `UIKit`
// exists, and then `Gen.uiColor` is missing (PORTING.md).

@MainActor
@Suite("A UIKit screen beside packages that ask canImport(UIKit)")
struct ScreenCodeTests {
  private func likeScreen() -> (LikeViewController, InputSimulator) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = LikeViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (controller, InputSimulator(window: window))
  }

  @Test("the screen's own code sees canImport(UIKit), as on iOS")
  func screenSeesUIKit() {
    #expect(screenCodeSeesUIKit)
  }

  @Test("a tap on the button, aimed by identifier, reaches its target")
  func tapLikes() throws {
    let (controller, simulator) = likeScreen()
    try simulator.tap("like")
    try simulator.tap("like")
    #expect(controller.likes == 2)
  }

  @Test("swift-property-based: any point inside the button hits it, any point left of it misses")
  func hitTestingProperty() async {
    let (controller, _) = likeScreen()
    let frame = controller.likeButton.convert(controller.likeButton.bounds, to: nil)
    await propertyCheck(
      input: Gen.double(in: 0..<1), Gen.double(in: 0..<1)
    ) { u, v in
      let inside = CGPoint(x: frame.minX + u * frame.width, y: frame.minY + v * frame.height)
      #expect(controller.view.window?.hitTest(inside, with: nil) === controller.likeButton)
      let left = CGPoint(x: frame.minX * u, y: inside.y)
      #expect(controller.view.window?.hitTest(left, with: nil) !== controller.likeButton)
    }
  }

  @Test("swift-custom-dump: UIKit values dump by their UIKit names")
  func customDumpNames() {
    var dumped = ""
    customDump(UIGestureRecognizer.State.began, to: &dumped)
    #expect(dumped == "UIGestureRecognizer.State.began")
    var states = ""
    customDump([UIControl.State.highlighted, .selected] as UIControl.State, to: &states)
    #expect(states.contains("UIControl.State.highlighted"), "\(states)")
    #expect(states.contains("UIControl.State.selected"), "\(states)")
  }

  @Test("swift-property-based: its UIKit colour generator makes UIColors through Core Graphics")
  func uiColorGenerator() async {
    await propertyCheck(input: Gen.uiColor) { color in
      var red: CGFloat = -1
      var alpha: CGFloat = -1
      #expect(color.getRed(&red, green: nil, blue: nil, alpha: &alpha))
      #expect((0...1).contains(red))
      #expect(alpha == 1)
      #expect(UIColor(cgColor: color.cgColor) == color)
    }
  }

  @Test("swift-snapshot-testing: the screen's hierarchy as a text snapshot")
  func hierarchySnapshot() {
    let (controller, _) = likeScreen()
    let lines = controller.view.recursiveDescription()
      .split(separator: "\n")
      .map { $0.replacing(#/0x[0-9a-f]+/#, with: "0x…") }
      .joined(separator: "\n")
    assertSnapshot(of: lines, as: .lines)
  }
}
