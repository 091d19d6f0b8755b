import Foundation
import ResponderKit
import Testing

/// A scroll view that counts adjusted-inset changes.
final class InsetWatchingScrollView: ScrollView {
  var insetChanges = 0
  override func adjustedContentInsetDidChange() { insetChanges += 1 }
}

@MainActor
@Suite(
  "Scroll view members real code sets: insets, indicators, keyboard, zoom to a rect (issue 28)")
struct ScrollViewMembersTests {
  @Test("Defaults are UIKit's: automatic adjustment, indicators shown, default style, no dismissal")
  func defaults() {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    #expect(scroll.showsHorizontalScrollIndicator && scroll.showsVerticalScrollIndicator)
    #expect(scroll.indicatorStyle == .default && scroll.keyboardDismissMode == .none)
    #expect(scroll.verticalScrollIndicatorInsets == .zero)
  }

  @Test(
    "Enums keep UIKit's raw values",
    arguments: [
      (ScrollView.ContentInsetAdjustmentBehavior.automatic.rawValue, 0),
      (ScrollView.ContentInsetAdjustmentBehavior.scrollableAxes.rawValue, 1),
      (ScrollView.ContentInsetAdjustmentBehavior.never.rawValue, 2),
      (ScrollView.ContentInsetAdjustmentBehavior.always.rawValue, 3),
      (ScrollView.IndicatorStyle.black.rawValue, 1), (ScrollView.IndicatorStyle.white.rawValue, 2),
      (ScrollView.KeyboardDismissMode.onDrag.rawValue, 1),
      (ScrollView.KeyboardDismissMode.interactive.rawValue, 2),
    ])
  func rawValues(actual: Int, expected: Int) {
    #expect(actual == expected)
  }

  @Test(
    "The adjusted inset is the content inset whatever the behaviour (safe areas are zero)",
    arguments: ScrollView.ContentInsetAdjustmentBehavior.allCases)
  func adjustedInset(behavior: ScrollView.ContentInsetAdjustmentBehavior) {
    let scroll = InsetWatchingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentInsetAdjustmentBehavior = behavior
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(scroll.insetChanges == 1)
  }

  @Test("scrollIndicatorInsets sets both indicators' insets and reads the vertical one")
  func indicatorInsets() {
    let scroll = ScrollView(frame: .zero)
    scroll.scrollIndicatorInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      scroll.horizontalScrollIndicatorInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 9)
    #expect(scroll.scrollIndicatorInsets == EdgeInsets(top: 9))
  }

  @Test("flashScrollIndicators notes the time on the application's clock")
  func flash() {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
    let scroll = ScrollView(frame: window.bounds)
    window.addSubview(scroll)
    #expect(scroll.indicatorsFlashedAt == nil)
    application.advance(by: 1.5)
    scroll.flashScrollIndicators()
    #expect(scroll.indicatorsFlashedAt == 1.5)
  }

  /// A 200 x 100 scroll view zooming a 400 x 400 image view, zoom range 0.25 to 4.
  func zoomable() -> (ScrollView, ScrollLog) {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let image = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    scroll.addSubview(image)
    scroll.contentSize = image.bounds.size
    let delegate = ScrollLog()
    delegate.zoomView = image
    scroll.delegate = delegate
    scroll.minimumZoomScale = 0.25
    scroll.maximumZoomScale = 4
    return (scroll, delegate)
  }

  @Test("zoom(to:) fits the rect: the smaller ratio of sizes, the rect centred")
  func zoomToRect() {
    let (scroll, delegate) = zoomable()
    // 50 x 50 at (100, 100): ratios 4 and 2, so scale 2; its centre (125, 125) becomes (250, 250).
    scroll.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: false)
    #expect(scroll.zoomScale == 2 && scroll.contentSize == CGSize(width: 800, height: 800))
    #expect(scroll.contentOffset == CGPoint(x: 150, y: 200))
    #expect(delegate.entries.contains("didZoom"))
  }

  @Test("zoom(to:) keeps to the zoom range and to the scrollable range")
  func zoomClamps() {
    let (scroll, delegate) = zoomable()  // the delegate is weak: keep it
    // A 1 x 1 rect asks for 100: kept to 4. Its corner centre asks for a negative offset: kept to 0.
    scroll.zoom(to: CGRect(x: 0, y: 0, width: 1, height: 1), animated: true)
    #expect(scroll.zoomScale == 4 && scroll.contentOffset == .zero)
    #expect(delegate.zoomView != nil)
  }

  @Test("Without a zoom view zoom(to:) does nothing")
  func zoomWithoutView() {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
  }
}
