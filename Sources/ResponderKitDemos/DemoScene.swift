import Foundation
import ResponderKit

/// A ready-made app for an example: an application, one key window (375 x 667 unless stated), a
/// trace recorder, and lookup of views by identifier.
@MainActor
public final class DemoScene {
  /// The application.
  public let application: Application
  /// The key window.
  public let window: Window
  /// The recorder attached to the application.
  public let recorder = TraceRecorder()
  /// Objects the scene keeps alive for as long as it lives (delegates held weakly elsewhere).
  private var retained: [AnyObject] = []

  /// Keeps `objects` alive as long as the scene.
  public func keepAlive(_ objects: [AnyObject]) {
    retained += objects
  }

  /// Creates an application with one visible key window of the given size.
  public init(
    windowSize: CGSize = CGSize(width: 375, height: 667), application: Application = Application(),
    window: Window? = nil
  ) {
    self.application = application
    let window = window ?? Window(frame: CGRect(origin: .zero, size: windowSize))
    window.frame = CGRect(origin: .zero, size: windowSize)
    application.attach(window)
    window.makeKeyAndVisible()
    self.window = window
    application.tracer = recorder
  }

  /// The view whose accessibility identifier is `identifier`; stops with a message naming it when
  /// there is none.
  public subscript(identifier: String) -> View {
    guard let view = window.view(withIdentifier: identifier) else {
      preconditionFailure("No view named \(identifier) in the scene")
    }
    return view
  }

  /// Taps at a window point, a short tap starting at the clock's current time.
  public func tap(at point: CGPoint) throws(InputError) {
    var script = TouchScript(startingAt: application.clock.now)
    script.tap(at: point)
    try application.play(script)
  }

  /// Hit-tests the window at a window point, recording the walk.
  public func hitTest(_ point: CGPoint) -> View? {
    recorder.recording { window.hitTest(point, with: nil) }
  }
}

extension View {
  /// Creates a view with an identifier and frame, and adds it to `superview` when given.
  @discardableResult
  public static func named(
    _ identifier: String, frame: CGRect, in superview: View? = nil
  ) -> View {
    let view = View(frame: frame)
    view.accessibilityIdentifier = identifier
    superview?.addSubview(view)
    return view
  }

  /// Gives the view an identifier and adds it to `superview`; returns the view.
  @discardableResult
  public func named(_ identifier: String, in superview: View? = nil) -> Self {
    accessibilityIdentifier = identifier
    superview?.addSubview(self)
    return self
  }
}
