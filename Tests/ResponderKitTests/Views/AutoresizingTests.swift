import Foundation
import ResponderKit
import Testing

/// Masks and the frame a subview at (10, 20, 30, 40) in a 100 x 100 superview grown to
/// 200 x 300 takes with each.
let autoresizingCases: [(View.AutoresizingMask, CGRect)] = [
  ([], CGRect(x: 10, y: 20, width: 30, height: 40)),
  ([.flexibleWidth, .flexibleHeight], CGRect(x: 10, y: 20, width: 130, height: 240)),
  ([.flexibleLeftMargin, .flexibleTopMargin], CGRect(x: 110, y: 220, width: 30, height: 40)),
  ([.flexibleRightMargin, .flexibleBottomMargin], CGRect(x: 10, y: 20, width: 30, height: 40)),
  // Left margin 10 and right margin 60 share 100: 10/70 and 60/70.
  (
    [.flexibleLeftMargin, .flexibleRightMargin],
    CGRect(x: 10 + 100.0 * 10 / 70, y: 20, width: 30, height: 40)
  ),
  // Left 10, width 30, right 60 share 100 in thirds of 100 (10 %, 30 %, 60 %).
  (
    [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
    CGRect(x: 20, y: 20, width: 60, height: 40)
  ),
]

@MainActor
@Suite("Autoresizing: a superview's size change resizes subviews by their masks (issue 28)")
struct AutoresizingTests {
  @Test(
    "Masks keep UIKit's raw values",
    arguments: [
      (View.AutoresizingMask.flexibleLeftMargin, UInt(1)), (.flexibleWidth, 2),
      (.flexibleRightMargin, 4), (.flexibleTopMargin, 8), (.flexibleHeight, 16),
      (.flexibleBottomMargin, 32),
    ])
  func rawValues(mask: View.AutoresizingMask, raw: UInt) {
    #expect(mask.rawValue == raw)
  }

  /// A 100 x 100 superview with a subview at (10, 20, 30, 40) whose mask is `mask`, grown to
  /// 200 x 300; the subview's new frame.
  func resized(_ mask: View.AutoresizingMask, autoresizes: Bool = true) -> CGRect {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    superview.autoresizesSubviews = autoresizes
    let subview = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    subview.autoresizingMask = mask
    superview.addSubview(subview)
    superview.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    return subview.frame
  }

  @Test(
    "Each flexible part takes the change, shared in proportion to the parts' lengths",
    arguments: autoresizingCases)
  func rule(mask: View.AutoresizingMask, expected: CGRect) {
    #expect(isClose(resized(mask), expected))
  }

  @Test("autoresizesSubviews false leaves every subview alone")
  func disabled() {
    #expect(
      resized([.flexibleWidth, .flexibleHeight], autoresizes: false)
        == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("A window's root view resized with flexible size follows the window, and touches follow")
  func followsWindow() throws {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
    window.makeKeyAndVisible()
    let content = CountingView(frame: window.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(content)
    window.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    var script = TouchScript(startingAt: 0)
    script.tap(at: CGPoint(x: 250, y: 250))
    try application.play(script)
    #expect(content.began == 1)
  }
}
