import Foundation
import PropertyBased
import ResponderKitDemos
import Testing

@testable import ResponderKit

/// The count of views holding recognizers each window keeps, so that a touch-down in a window
/// with none skips the walk up for recognizers (§8.3): it must equal a recount after anything
/// that moves views or recognizers.
@MainActor
@Suite("Windows count their views that hold recognizers (§8.3)")
struct RecognizerCountPropertyTests {
  /// One change to the views or their recognizers: what to do, and to which of the views (the
  /// two windows come first).
  struct Step: Sendable, CustomStringConvertible {
    var action: Int
    var view: Int
    var other: Int
    var description: String { "\(action) on \(view), \(other)" }
  }

  static let stepGen = zip(Gen.int(in: 0...6), Gen.int(in: 0...11), Gen.int(in: 0...11)).map {
    Step(action: $0, view: $1, other: $2)
  }

  /// The views of `window`'s tree, the window included, that hold recognizers, counted by a walk.
  private static func recount(_ window: Window) -> Int {
    var count = 0
    var pending: [View] = [window]
    while let view = pending.popLast() {
      if view.gestureRecognizers != nil { count += 1 }
      pending += view.subviews
    }
    return count
  }

  private static func apply(_ step: Step, to views: [View]) {
    let view = views[step.view]
    let other = views[step.other]
    switch step.action {
    case 0:
      // A view may not go under itself or its own subtree, nor a window under anything.
      guard !(view is Window), !other.isDescendant(of: view) else { return }
      other.addSubview(view)
    case 1:
      if !(view is Window) { view.removeFromSuperview() }
    case 2: view.addGestureRecognizer(PanGestureRecognizer())
    case 3:
      if let first = view.gestureRecognizers?.first { view.removeGestureRecognizer(first) }
    case 4:
      // A recognizer moves from one view to another.
      if let first = other.gestureRecognizers?.first { view.addGestureRecognizer(first) }
    case 5: view.gestureRecognizers = nil
    default:
      view.gestureRecognizers = other.gestureRecognizers
    }
  }

  @Test("§8.3 after any mix of moves, attachments and removals, each window's count is a recount")
  func countMatchesRecount() async {
    await propertyCheck(count: 200, input: Self.stepGen.array(of: 1...40)) { steps in
      let application = Application()
      let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let windows = [
        Window(frame: frame, application: application),
        Window(frame: frame, application: application),
      ]
      let views: [View] = windows + (0..<10).map { _ in View(frame: frame) }
      for step in steps {
        Self.apply(step, to: views)
        for window in windows {
          #expect(window.viewsHoldingRecognizers == Self.recount(window), "after \(step)")
        }
      }
    }
  }

  @Test("§8.3 a recognizer removed again by its own cancel handler is counted out once")
  func reentrantRemoval() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    let pan = PanGestureRecognizer()
    pan.addHandler { [unowned pad] recognizer in
      if recognizer.state == .cancelled { pad.removeGestureRecognizer(recognizer) }
    }
    pad.addGestureRecognizer(pan)
    scene.window.addGestureRecognizer(TapGestureRecognizer())
    #expect(scene.window.viewsHoldingRecognizers == 2)
    try scene.application.send([sample(1, .began, 50, 50, at: 0)])
    try scene.application.send([sample(1, .moved, 120, 50, at: 0.05)])
    try #require(pan.state == .began || pan.state == .changed)
    pad.removeGestureRecognizer(pan)
    #expect(pan.view == nil)
    #expect(scene.window.viewsHoldingRecognizers == 1)
    scene.window.gestureRecognizers = nil
    #expect(scene.window.viewsHoldingRecognizers == 0)
  }

  @Test("§8.3 a touch-down in a window without recognizers still reaches one added later")
  func recognizerAddedLater() throws {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    try scene.tap(at: CGPoint(x: 50, y: 50))
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let tap = TapGestureRecognizer()
    container.addGestureRecognizer(tap)
    var recognized = false
    tap.addHandler { _ in recognized = true }
    scene.window.addSubview(container)
    container.addSubview(pad)
    try scene.tap(at: CGPoint(x: 50, y: 50))
    #expect(recognized)
  }
}
