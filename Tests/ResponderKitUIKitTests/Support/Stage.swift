import ResponderKit
import ResponderKitUIKit

/// An application with one visible key window, ready for a touch script: the harness the port
/// tests drive their UIKit code with.
@MainActor
struct Stage {
  let application = UIApplication()
  let window: UIWindow

  /// A stage whose window is `window` (a plain 400 x 800 one by default), with `root` as its root
  /// view controller when given.
  init(window: UIWindow? = nil, root: UIViewController? = nil) {
    let window = window ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    application.attach(window)
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
  }

  /// Plays the script `build` writes, starting at the clock's present time.
  func play(_ build: (inout TouchScript) -> Void) throws {
    var script = TouchScript(startingAt: application.clock.now)
    build(&script)
    try application.play(script)
  }

  /// Sends one frame of one touch.
  func touch(_ id: Int, _ phase: TouchSample.Phase, at point: CGPoint, time: TimeInterval) throws {
    try application.send(
      TouchSample(touchID: id, phase: phase, location: point, timestamp: time))
  }

  /// The application's clock time.
  var now: TimeInterval { application.clock.now }
}

/// A view that notes the touches it handles, standing in for app content under an overlay.
final class TouchCountingView: UIView {
  private(set) var began = 0
  private(set) var ended = 0
  private(set) var cancelled = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelled += 1
  }
}
