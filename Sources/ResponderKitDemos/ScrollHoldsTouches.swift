import Foundation
import ResponderKit

/// Seed example E15: a scroll view holds its content's touches.
@MainActor
public enum ScrollHoldsTouches {
  /// A list (375 x 600, 2,000 pt of content) holding a recording `Row` at content y 300.
  public static func build() -> (DemoScene, ScrollView, RecordingView) {
    let scene = DemoScene()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)).named(
      "List", in: scene.window)
    list.contentSize = CGSize(width: 375, height: 2000)
    let row = RecordingView(frame: CGRect(x: 0, y: 300, width: 375, height: 44)).named(
      "Row", in: list)
    return (scene, list, row)
  }

  /// A still press on the row (it arrives 0.15 s late), then a drag that scrolls at once (the row
  /// never hears of it).
  public static func script() -> TouchScript {
    var script = TouchScript()
    script.longPress(at: CGPoint(x: 100, y: 320), duration: 0.4)
    script.wait(0.6)
    script.drag(along: [CGPoint(x: 100, y: 330), CGPoint(x: 100, y: 130)], duration: 0.1)
    script.wait(3)
    return script
  }

  /// Plays the script.
  public static let demo = Demo(name: "E15", title: "Scroll views hold their content's touches") {
    let (scene, list, row) = build()
    try scene.application.play(script())
    return DemoReport(
      records: scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: [
        "Row received: \(row.methods.map(\.rawValue).joined(separator: ", "))",
        "content offset after the drag: \(TextTraceFormatter.number(list.contentOffset.y))",
      ])
  }
}
