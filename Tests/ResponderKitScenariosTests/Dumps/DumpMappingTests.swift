import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// A dump of a 320 x 480 window holding `lines`, each already indented.
func windowDump(_ lines: String...) -> String {
  (["<UIWindow: 0xa0; frame = (0 0; 320 480); layer = <UIWindowLayer: 0xa1>>"] + lines)
    .joined(separator: "\n")
}

/// The one view a window dump of `line` (indented one level) reads as.
func readView(_ line: String) throws -> Scenario.ViewSpec {
  let scenario = try HierarchyDump.scenario(from: windowDump("   | " + line), file: "d.txt")
  return try #require(scenario.views.first)
}

@Suite("Dumps: classes and attributes map to the screen as UIKit's")
struct DumpMappingTests {
  @Test(
    "UIKit's classes map to their kinds; private and app classes are plain views",
    arguments: [
      ("UIView", Scenario.Kind.view), ("UIButton", .button), ("UILabel", .label),
      ("UIImageView", .imageView), ("UIScrollView", .scrollView), ("UITableView", .scrollView),
      ("UICollectionView", .scrollView), ("UISwitch", .switch), ("UISlider", .slider),
      ("UIStepper", .stepper), ("UISegmentedControl", .segmentedControl), ("UIControl", .control),
      ("UITextField", .textField), ("_UIBarBackground", .view), ("MyApp.CardView", .view),
      ("UIKit.UIButton", .button),
    ])
  func kinds(className: String, kind: Scenario.Kind) throws {
    let view = try readView("<\(className): 0xb0; frame = (1 2; 3 4); layer = <CALayer: 0xb1>>")
    #expect(view.kind == kind)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("Flags: hidden, alpha, userInteractionEnabled, clipsToBounds; absent, UIKit's defaults")
  func flags() throws {
    let view = try readView(
      "<UIView: 0xb0; frame = (0 0; 10 10); clipsToBounds = YES; hidden = YES; alpha = 0.5; userInteractionEnabled = NO; layer = <CALayer: 0xb1>>"
    )
    #expect(view.isHidden && view.alpha == 0.5 && !view.isUserInteractionEnabled)
    #expect(view.clipsToBounds == true)
    let plain = try readView("<UILabel: 0xb0; frame = (0 0; 10 10); layer = <CALayer: 0xb1>>")
    // UIKit prints userInteractionEnabled = NO whenever it is off, a label's included: a label
    // without it had interaction turned on.
    #expect(!plain.isHidden && plain.alpha == 1 && plain.isUserInteractionEnabled)
    #expect(plain.clipsToBounds == false)
  }

  @Test(
    "A transformed view's frame is the box of its transformed bounds: the reader recovers the bounds and centre",
    arguments: [
      (
        "[0.5, 0, 0, 0.5, 0, 0]", CGRect(x: 75, y: 75, width: 50, height: 50),
        CGRect(x: 50, y: 50, width: 100, height: 100)
      ),
      (
        "[2, 0, 0, 1, 10, 0]", CGRect(x: 0, y: 0, width: 200, height: 50),
        CGRect(x: 40, y: 0, width: 100, height: 50)
      ),
      (
        "[0, 1, -1, 0, 0, 0]", CGRect(x: 0, y: 0, width: 20, height: 100),
        CGRect(x: -40, y: 40, width: 100, height: 20)
      ),
    ])
  func transforms(matrix: String, frame: CGRect, expected: CGRect) throws {
    let view = try readView(
      "<UIView: 0xb0; frame = (\(Int(frame.minX)) \(Int(frame.minY)); \(Int(frame.width)) \(Int(frame.height))); transform = \(matrix); layer = <CALayer: 0xb1>>"
    )
    #expect(
      abs(view.frame.minX - expected.minX) < 1e-9 && abs(view.frame.minY - expected.minY) < 1e-9)
    #expect(
      abs(view.frame.width - expected.width) < 1e-9
        && abs(view.frame.height - expected.height) < 1e-9)
    #expect(!view.transform.isIdentity)
  }

  @Test(
    "A scroll view's contentOffset and contentSize; a label's text, a button's title and a tag name views"
  )
  func scrollAndNames() throws {
    let scenario = try HierarchyDump.scenario(
      from: windowDump(
        "   | <UITableView: 0xb0; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray: 0xb2>; layer = <CALayer: 0xb1>; contentOffset: {0, -64}; contentSize: {320, 900}; adjustedContentInset: {64, 0, 0, 0}>",
        "   |    | <UIView: 0xc0; frame = (0 0; 320 44); tag = 12; layer = <CALayer: 0xc1>>",
        "   |    | <UIView: 0xd0; frame = (0 44; 320 44); layer = <CALayer: 0xd1>>",
        "   |    | <UIView: 0xe0; frame = (0 88; 320 44); layer = <CALayer: 0xe1>>",
        "   |    | <UILabel: 0xf0; frame = (0 88; 320 44); text = 'A very long title that is cut short'; userInteractionEnabled = NO; layer = <CALayer: 0xf1>>"
      ), file: "d.txt")
    let table = try #require(scenario.views.first)
    #expect(table.kind == .scrollView)
    #expect(table.boundsOrigin == CGPoint(x: 0, y: -64))
    #expect(table.contentSize == CGSize(width: 320, height: 900))
    #expect(
      table.subviews.map(\.id) == [
        "UIView #12", "UIView", "UIView-2", "UILabel 'A very long title that i…'",
      ])
    // The scroll view's own pan is in its array: no note asks for it.
    #expect(!scenario.notes.contains { $0.contains("gesture recognizers the dump lists") })
  }

  @Test("A text with quotes, ';' and '<' of its own, and a value nesting '<…; …>', read whole")
  func texts() throws {
    let view = try readView(
      "<UILabel: 0xb0; frame = (0 0; 10 10); text = 'It's <b>; \"so\"'; opaque = NO; layer = <CALayer: 0xb1; sublayers = (<CALayer: 0xb2>); name = x>>"
    )
    #expect(view.id == "UILabel 'It's <b>; \"so\"'")
  }

  @Test("A label's text over several lines (a line break in it) is one view")
  func multilineText() throws {
    let scenario = try HierarchyDump.scenario(
      from: windowDump(
        "   | <UILabel: 0xb0; frame = (0 0; 10 10); text = 'First line",
        "second line'; userInteractionEnabled = NO; layer = <CALayer: 0xb1>>",
        "   | <UIView: 0xc0; frame = (0 0; 10 10); layer = <CALayer: 0xc1>>"),
      file: "d.txt")
    #expect(scenario.views.map(\.id) == ["UILabel 'First line second line'", "UIView"])
  }

  @Test("A dump that starts below the window is read in a window holding its frame, and says so")
  func noWindow() throws {
    let scenario = try HierarchyDump.scenario(
      from:
        "<MyApp.Card: 0xb0; frame = (10 20; 300 200); layer = <CALayer: 0xb1>>\n   | <UIButton: 0xc0; frame = (0 0; 50 50); layer = <CALayer: 0xc1>>",
      file: "d.txt")
    #expect(scenario.windowSize == CGSize(width: 310, height: 220))
    #expect(scenario.views.map(\.id) == ["Card"])
    #expect(
      scenario.notes.contains { $0.hasPrefix("the dump starts at MyApp.Card, not at a window") })
  }

  @Test("A segmented control's segments are its segment labels' texts")
  func segments() throws {
    let scenario = try HierarchyDump.scenario(
      from: windowDump(
        "   | <UISegmentedControl; frame = (0 0; 200 32); layer = <CALayer>>",
        "   |    | <UISegment; frame = (0 0; 100 32); layer = <CALayer>>",
        "   |    |    | <UISegmentLabel; frame = (0 0; 100 32); text = 'Day'; userInteractionEnabled = NO; layer = <CALayer>>",
        "   |    | <UISegment; frame = (100 0; 100 32); layer = <CALayer>>",
        "   |    |    | <UISegmentLabel; frame = (0 0; 100 32); text = 'Week'; userInteractionEnabled = NO; layer = <CALayer>>"
      ), file: "d.txt")
    #expect(scenario.views.first?.valueControl.segments == ["Day", "Week"])
  }
}
