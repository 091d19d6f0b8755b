import Foundation
import ResponderKit

/// Seed example E13: gesture recognizers beside the responder chain, in a photo viewer.
///
/// A single tap toggles the chrome (after the double tap fails), a double tap zooms to 2x or back,
/// a pinch zooms, and a long press opens a menu. The photo view also logs its own touches, to show
/// them reaching the view beside the recognizers and being cancelled when one recognizes.
@MainActor
public final class PhotoViewer {
  /// The scene.
  public let scene = DemoScene()
  /// The photo: a view that logs the touches it gets.
  public let photo: RecordingView
  /// Toggles the chrome; requires ``doubleTap`` to fail.
  public let singleTap = TapGestureRecognizer()
  /// Zooms to 2x, or back to 1x.
  public let doubleTap = TapGestureRecognizer()
  /// Zooms by pinching.
  public let pinch = PinchGestureRecognizer()
  /// Opens the menu.
  public let longPress = LongPressGestureRecognizer()

  /// Whether the chrome (bars) is visible.
  public private(set) var isChromeVisible = true
  /// The zoom scale of the photo.
  public private(set) var zoomScale: CGFloat = 1
  /// Whether the long-press menu is open.
  public private(set) var isMenuOpen = false
  /// What the app did, with the clock time.
  public private(set) var log: [String] = []

  /// Builds the viewer: a full-window photo with the four recognizers.
  public init() {
    photo = RecordingView(frame: scene.window.bounds).named("Photo", in: scene.window)
    photo.isMultipleTouchEnabled = true
    singleTap.name = "singleTap"
    doubleTap.name = "doubleTap"
    pinch.name = "pinch"
    longPress.name = "longPress"
    doubleTap.numberOfTapsRequired = 2
    singleTap.require(toFail: doubleTap)
    let clock = scene.application.clock
    photo.onCall = { [unowned self] method, touches, _ in
      note("Photo \(method.rawValue) \(touches.map(\.touchID).sorted())", clock)
    }
    singleTap.addHandler { [unowned self] _ in
      isChromeVisible.toggle()
      note("chrome \(isChromeVisible ? "shown" : "hidden")", clock)
    }
    doubleTap.addHandler { [unowned self] _ in
      zoomScale = zoomScale > 1 ? 1 : 2
      note("zoom \(zoomScale)x", clock)
    }
    var startScale: CGFloat = 1
    pinch.addHandler { [unowned self] recognizer in
      guard let pinch = recognizer as? PinchGestureRecognizer else { return }
      if pinch.state == .began { startScale = zoomScale }
      zoomScale = startScale * pinch.scale
      if pinch.state == .ended { note("pinched to \(String(format: "%.2f", zoomScale))x", clock) }
    }
    longPress.addHandler { [unowned self] recognizer in
      guard recognizer.state == .began else { return }
      isMenuOpen = true
      note("menu opened", clock)
    }
    for recognizer in [singleTap, doubleTap, pinch, longPress] {
      photo.addGestureRecognizer(recognizer)
    }
  }

  private func note(_ entry: String, _ clock: EventClock) {
    log.append("[\(TextTraceFormatter.number(clock.now)) s] \(entry)")
  }

  /// A tap at 0 s, a double tap at 1 s, a pinch at 2 s, a long press at 3 s and a quick drag that
  /// no recognizer takes at 4.5 s.
  public static func script() -> TouchScript {
    let center = CGPoint(x: 187, y: 333)
    var script = TouchScript()
    script.tap(at: center)
    script.wait(0.95)
    script.doubleTap(at: center)
    script.wait(0.8)
    script.pinch(center: center, from: 100, to: 200, duration: 0.3)
    script.wait(0.7)
    script.longPress(at: center, duration: 0.8)
    script.wait(0.7)
    script.drag(along: [center, CGPoint(x: 187, y: 433)], duration: 0.2)
    script.wait(1)
    return script
  }

  /// Plays the script.
  public static let demo = Demo(
    name: "E13", title: "Gesture recognizers beside the responder chain"
  ) {
    let viewer = PhotoViewer()
    try viewer.scene.application.play(script())
    return DemoReport(
      records: viewer.scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: viewer.log)
  }
}
