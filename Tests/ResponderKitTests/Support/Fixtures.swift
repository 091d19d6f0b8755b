import Foundation
import ResponderKit
import ResponderKitDemos

/// Whether two points agree within `tolerance` on both axes.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rects agree within `tolerance`.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
  isClose(a.origin, b.origin, tolerance: tolerance)
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A sample, briefly.
func sample(
  _ id: Int, _ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval
) -> TouchSample {
  TouchSample(touchID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: time)
}

extension DemoScene {
  /// Adds a recording view to the window (or `superview`) and returns it.
  @discardableResult
  func recordingView(
    _ name: String, _ frame: CGRect, in superview: View? = nil,
    implements: Set<ResponderMethod> = [
      .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ]
  ) -> RecordingView {
    RecordingView(frame: frame, implements: implements).named(name, in: superview ?? window)
  }
}
