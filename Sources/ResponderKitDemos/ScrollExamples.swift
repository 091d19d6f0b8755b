import Foundation
import ResponderKit

/// A list of buttons in a vertical scroll view: tapping a button presses it, dragging scrolls.
@MainActor
public enum ButtonList {
  /// 30 buttons `Button 0`… 44 pt tall, 60 pt apart, in a 375 x 600 list.
  public static func build() -> (DemoScene, ScrollView, log: () -> [String]) {
    let scene = DemoScene()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)).named(
      "List", in: scene.window)
    list.contentSize = CGSize(width: 375, height: 30 * 60)
    var log: [String] = []
    for index in 0..<30 {
      let button = Button(frame: CGRect(x: 20, y: CGFloat(index) * 60, width: 335, height: 44))
      button.title = "Button \(index)"
      list.addSubview(button)
      button.addAction(
        Action { _ in log.append("Button \(index) pressed") }, for: .primaryActionTriggered)
    }
    return (scene, list, { log })
  }

  /// Taps button 2, then drags the list up starting on button 5.
  public static let demo = Demo(
    name: "buttons", title: "A list of buttons: tap a button vs. scroll the list"
  ) {
    let (scene, list, log) = build()
    try scene.tap(at: CGPoint(x: 100, y: 140))
    var drag = TouchScript(startingAt: 1)
    drag.drag(along: [CGPoint(x: 100, y: 320), CGPoint(x: 100, y: 120)], duration: 0.15)
    drag.wait(3)
    try scene.application.play(drag)
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: log() + [
        "content offset after the drag: \(TextTraceFormatter.number(list.contentOffset.y))"
      ])
  }
}

/// A horizontal pager of three vertical lists: each scrolls in its own axis.
@MainActor
public enum PagerOfLists {
  /// A paging `Pager` (375 x 600) of three lists `List 0`… of 3,000 pt.
  public static func build() -> (DemoScene, ScrollView, [ScrollView]) {
    let scene = DemoScene()
    let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)).named(
      "Pager", in: scene.window)
    pager.contentSize = CGSize(width: 375 * 3, height: 600)
    pager.isPagingEnabled = true
    let lists = (0..<3).map { index -> ScrollView in
      let list = ScrollView(frame: CGRect(x: 375 * CGFloat(index), y: 0, width: 375, height: 600))
        .named("List \(index)", in: pager)
      list.contentSize = CGSize(width: 375, height: 3000)
      return list
    }
    return (scene, pager, lists)
  }

  /// A vertical drag on the first list, then a horizontal one, each followed by 3 s to settle.
  public static func script() -> TouchScript {
    var script = TouchScript()
    script.drag(along: [CGPoint(x: 180, y: 500), CGPoint(x: 180, y: 300)], duration: 0.2)
    // Until the list comes to rest: a finger on a list still decelerating catches it and drags
    // it, and the pager's pan cannot begin (§10).
    script.wait(4)
    script.drag(along: [CGPoint(x: 300, y: 300), CGPoint(x: 150, y: 300)], duration: 0.2)
    script.wait(3)
    return script
  }

  /// Scrolls the first list, then pages to the second.
  public static let demo = Demo(
    name: "pager", title: "A pager of lists, each scrolling in its own axis"
  ) {
    let (scene, pager, lists) = build()
    try scene.application.play(script())
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: [
        "List 0 offset: \(TextTraceFormatter.number(lists[0].contentOffset.y))",
        "pager page: \(Int(pager.contentOffset.x / pager.bounds.width))",
      ])
  }
}

/// A zoomable photo: a pinch zooms between 1x and 4x.
@MainActor
public final class ZoomablePhoto: ScrollViewDelegate {
  /// The scene.
  public let scene = DemoScene()
  /// The zooming scroll view.
  public let scrollView: ScrollView
  /// The photo.
  public let photo: View

  /// Builds the photo in a scroll view zooming from 1x to 4x.
  public init() {
    scrollView = ScrollView(frame: scene.window.bounds).named("Zoom", in: scene.window)
    photo = View.named("Photo", frame: scene.window.bounds, in: scrollView)
    scrollView.contentSize = photo.bounds.size
    scrollView.delegate = self
    scrollView.maximumZoomScale = 4
  }

  /// The photo.
  public func viewForZooming(in scrollView: ScrollView) -> View? { photo }

  /// Pinches out from 100 to 250 pt.
  public static let demo = Demo(name: "zoom", title: "A zoomable photo") {
    let viewer = ZoomablePhoto()
    var script = TouchScript()
    script.pinch(center: CGPoint(x: 187, y: 333), from: 100, to: 250, duration: 0.3)
    try viewer.scene.application.play(script)
    return DemoReport(
      records: viewer.scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: ["zoom scale: \(String(format: "%.2f", Double(viewer.scrollView.zoomScale)))"])
  }
}
