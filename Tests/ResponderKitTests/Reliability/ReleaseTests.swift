import Foundation
import ResponderKit
import Testing

/// Regression tests for what the fuzzer found about objects outliving their application.
@MainActor
@Suite("Reliability: nothing outlives its application (finding 11)")
struct ReleaseTests {
  @Test(
    "§6 a window touched on its own background, ended or cancelled, is freed with its application",
    arguments: [TouchSample.Phase.ended, .cancelled])
  func windowTouchedOnItself(finish: TouchSample.Phase) throws {
    weak var weakWindow: Window?
    weak var weakApplication: Application?
    do {
      let application = Application()
      let window = Window(
        frame: CGRect(x: 0, y: 0, width: 400, height: 700), application: application)
      window.makeKeyAndVisible()
      weakWindow = window
      weakApplication = application
      try application.send([
        TouchSample(touchID: 2, phase: .began, location: CGPoint(x: 42, y: 0), timestamp: 0)
      ])
      try application.send([
        TouchSample(touchID: 2, phase: finish, location: CGPoint(x: 42, y: 0), timestamp: 0.1)
      ])
    }
    // `Application.current` keeps the most recent application until another takes its place.
    _ = Application()
    #expect(weakApplication == nil)
    #expect(weakWindow == nil)
  }
}
