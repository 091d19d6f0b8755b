import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a zooming photo viewer with a round button, autoresizing bars and a toast window")
struct MembersPortTests {
  private func viewer() -> (Stage, ZoomingPhotoViewController) {
    let viewer = ZoomingPhotoViewController()
    let stage = Stage(root: viewer)
    return (stage, viewer)
  }

  @Test("§10 a double tap zooms to a third of the view around the tap, within the zoom range")
  func doubleTapZooms() throws {
    let (stage, viewer) = viewer()
    try stage.play {
      $0.doubleTap(at: CGPoint(x: 200, y: 400))
      $0.wait(1)
    }
    #expect(viewer.scrollView.zoomScale == 3)
    #expect(viewer.scrollView.maximumZoomScale == 4, "UIDevice.current is a phone by default")
  }

  @Test("§2.1 the round button takes taps inside its circle; its corner falls to what is beneath")
  func roundButton() throws {
    let (stage, viewer) = viewer()
    let frame = viewer.closeButton.frame
    try stage.play { $0.tap(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2)) }
    #expect(!viewer.closed, "the corner is outside the circle")
    #expect(
      stage.window.hitTest(CGPoint(x: frame.minX + 2, y: frame.minY + 2), with: nil)
        !== viewer.closeButton)
    try stage.play { $0.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
    #expect(viewer.closed)
  }

  @Test("The autoresizing masks keep the bar at the bottom and the button at the right edge")
  func autoresizing() {
    let (stage, viewer) = viewer()
    stage.window.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
    viewer.view.frame = stage.window.bounds
    #expect(viewer.captionBar.frame == CGRect(x: 0, y: 320, width: 800, height: 80))
    #expect(viewer.closeButton.frame.origin == CGPoint(x: 740, y: 40))
    #expect(viewer.scrollView.frame.size == CGSize(width: 800, height: 400))
  }

  @Test("§2.2 a window at UIWindow.Level.alert + 1 is hit-tested before the app's window")
  func toastWindowIsFrontmost() throws {
    let (stage, _) = viewer()
    let toast = makeToastWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 60), text: "Saved")
    stage.application.attach(toast)
    #expect(toast.windowLevel > UIWindow.Level.alert && toast.windowLevel.rawValue == 2001)
    let recorder = TapRecorder(frame: toast.bounds)
    toast.addSubview(recorder)
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 30)) }
    #expect(recorder.taps == 1)
  }
}

/// Notes the taps it ends.
final class TapRecorder: UIView {
  private(set) var taps = 0
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}
