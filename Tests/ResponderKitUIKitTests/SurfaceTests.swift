import Foundation
import ResponderKit
import ResponderKitUIKit
import Testing

/// Small pieces of UIKit's surface real files reach for (issue 47), each as UIKit has it.
@MainActor
@Suite("UIKit's surface: the small members real files use")
struct SurfaceTests {
  @Test("UITableViewCell() is a default-style cell with no reuse identifier, 320 × 44 pt")
  func plainCell() {
    let cell = UITableViewCell()
    #expect(cell.style == .default && cell.reuseIdentifier == nil)
    #expect(cell.frame.size == CGSize(width: 320, height: 44))
    let framed = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(framed.frame.size == CGSize(width: 200, height: 60))
  }

  @Test("setNavigationBarHidden(_:animated:) hides the bar; a touch there reaches the content")
  func hiddenBar() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let stage = Stage(root: navigation)
    stage.window.layoutIfNeeded()
    navigation.setNavigationBarHidden(true, animated: true)
    #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
    let hit = stage.window.hitTest(CGPoint(x: 200, y: 20), with: nil)
    #expect(hit === root.view)
  }

  @Test("Dynamic Type styles have Apple's default sizes; weights keep UIKit's raw values")
  func fonts() {
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
    }
    #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.Weight.bold.rawValue == 0.4)
    #expect(UIFont.preferredFont(forTextStyle: .body).withSize(20).pointSize == 20)
  }
}
