import CoreGraphics
import Testing
import UIKit

// This file imports `Testing` beside `UIKit` and `CoreGraphics`, as an iOS test file does: Swift
// Testing's cross-import overlays `_Testing_UIKit` and `_Testing_CoreGraphics` must exist for it
// to compile (PORTING.md, "A module named UIKit among other packages").

@MainActor
@Suite("A test file importing Testing beside UIKit and CoreGraphics")
struct TestingBesideUIKitTests {
  @Test("UIColor.cgColor is Core Graphics' CGColor, with its components")
  func colorThroughCoreGraphics() throws {
    let color: CGColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor
    let components = try #require(color.components)
    #expect(components == [1, 0.5, 0, 0.25])
    #expect(UIColor(cgColor: color) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
  }

  @Test("a CGAffineTransform from CoreGraphics moves a view's frame, and hit-testing follows it")
  func transformThroughCoreGraphics() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.isHidden = false
    window.addSubview(box)
    box.transform = CGAffineTransform(translationX: 100, y: 0)
    #expect(box.frame.origin == CGPoint(x: 100, y: 0))
    #expect(window.hitTest(CGPoint(x: 120, y: 20), with: nil) === box)
    #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)
  }
}
