import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("Controls' intrinsic content sizes (issue 28)")
struct IntrinsicSizeTests {
  @Test(
    "Fixed-size controls report UIKit's sizes, whatever their frame",
    arguments: [
      (0, CGSize(width: 51, height: 31)),
      (1, CGSize(width: 94, height: 32)),
      (2, CGSize(width: -1, height: 31)),
    ])
  func fixedSizes(kind: Int, expected: CGSize) {
    let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let control: Control = [Switch(frame: frame), Stepper(frame: frame), Slider(frame: frame)][kind]
    #expect(control.intrinsicContentSize == expected)
  }

  @Test("A switch's sizeToFit makes it 51 by 31")
  func switchSizeToFit() {
    let toggle = Switch(frame: CGRect(x: 3, y: 4, width: 100, height: 100))
    toggle.sizeToFit()
    #expect(toggle.frame == CGRect(x: 3, y: 4, width: 51, height: 31))
  }

  @Test("A button's size follows its current title and image, at least 30 by 30")
  func button() {
    let button = Button(type: .system)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    button.setTitle("Continue", for: .normal)
    // 8 characters of 7.5 points, a line of 18, 12 taller.
    #expect(button.intrinsicContentSize == CGSize(width: 60, height: 30))
    button.setImage(Image(size: CGSize(width: 20, height: 40)), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 80, height: 52))
    button.sizeToFit()
    #expect(button.bounds.size == CGSize(width: 80, height: 52))
  }

  @Test("A segmented control's segments are as wide as the widest content plus 8 each side")
  func segmentedControl() {
    let control = SegmentedControl(items: ["One", "Three"])
    // "Three": 5 characters of 6.5 points, rounded up to 33; plus 16; two segments.
    #expect(control.intrinsicContentSize == CGSize(width: 98, height: 32))
    #expect(SegmentedControl(items: nil).intrinsicContentSize.width == View.noIntrinsicMetric)
  }
}
