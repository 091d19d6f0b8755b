import Foundation
import ResponderKit
import Testing

/// A view that lays out its subviews, counting the passes.
final class LayoutCountingView: View {
  var passes = 0
  override func layoutSubviews() { passes += 1 }
}

@MainActor
@Suite("View sizing: sizeThatFits, sizeToFit, intrinsicContentSize, snapshots (issue 28)")
struct SizingTests {
  @Test("A plain view fits its current size and has no intrinsic size (-1 on both axes)")
  func plainView() {
    let view = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 70, height: 80))
    #expect(View.noIntrinsicMetric == -1)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
  }

  @Test("sizeToFit takes sizeThatFits's answer and keeps the frame's origin")
  func sizeToFitKeepsOrigin() {
    final class Fitting: View {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 12, height: 34) }
    }
    let view = Fitting(frame: CGRect(x: 40, y: 50, width: 100, height: 100))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 40, y: 50, width: 12, height: 34))
  }

  @Test(
    "A label's size follows its text and font: half the point size per character, 1.2 per line",
    arguments: [
      ("Hello", 17.0, 1, CGSize(width: 43, height: 21)),
      ("Hi", 20, 1, CGSize(width: 20, height: 24)),
      ("ab\nabcd", 10, 0, CGSize(width: 20, height: 24)),
      ("ab\nabcd", 10, 1, CGSize(width: 10, height: 12)),
      ("", 17, 1, CGSize.zero),
    ])
  func labelIntrinsicSize(text: String, pointSize: CGFloat, lines: Int, expected: CGSize) {
    let label = Label()
    label.font = .systemFont(ofSize: pointSize)
    label.numberOfLines = lines
    label.text = text
    #expect(label.intrinsicContentSize == expected)
  }

  @Test("A multi-line label wraps within the width it is offered; sizeToFit sizes it")
  func labelWraps() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 0
    label.text = String(repeating: "x", count: 25)
    // 10 characters of 5 points fit in 50: three lines of 12.
    #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == CGSize(width: 50, height: 36))
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == CGSize(width: 50, height: 24))
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 50, height: 24))
  }

  @Test("Changing a label's text invalidates its intrinsic size: its superview lays out again")
  func invalidation() {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
    let container = LayoutCountingView(frame: window.bounds)
    window.addSubview(container)
    let label = Label()
    container.addSubview(label)
    container.layoutIfNeeded()
    let before = container.passes
    label.text = "Changed"
    container.layoutIfNeeded()
    #expect(container.passes == before + 1)
  }

  @Test("An image view's intrinsic size is its image's; none without an image")
  func imageView() {
    let view = ImageView(image: Image(size: CGSize(width: 24, height: 16)))
    #expect(view.intrinsicContentSize == CGSize(width: 24, height: 16))
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("A snapshot is a non-interactive empty view of the same size and background")
  func snapshot() throws {
    let view = View(frame: CGRect(x: 10, y: 10, width: 30, height: 40))
    view.backgroundColor = .red
    view.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
    let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
    #expect(snapshot !== view && snapshot.bounds.size == view.bounds.size)
    #expect(!snapshot.isUserInteractionEnabled && snapshot.subviews.isEmpty)
    #expect(snapshot.backgroundColor == .red)
    #expect(snapshot.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
  }
}
