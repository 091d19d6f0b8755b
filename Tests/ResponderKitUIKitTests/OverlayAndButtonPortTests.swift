import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a pass-through overlay, an enlarged dimming button, a touch-logging window")
struct OverlayAndButtonPortTests {
  @Test("§2.1 a pass-through overlay lets taps reach the content below, except on its own button")
  func passThroughOverlay() throws {
    let stage = Stage()
    let content = TouchCountingView(frame: stage.window.bounds)
    stage.window.addSubview(content)
    let overlay = PassThroughView(frame: stage.window.bounds)
    let floating = UIButton(type: .system)
    floating.frame = CGRect(x: 300, y: 700, width: 60, height: 60)
    var floatingTaps = 0
    floating.addAction(UIAction { _ in floatingTaps += 1 }, for: .touchUpInside)
    overlay.addSubview(floating)
    stage.window.addSubview(overlay)

    #expect(stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === content)
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 100)) }
    #expect(content.began == 1 && content.ended == 1)
    try stage.play { $0.tap(at: CGPoint(x: 330, y: 730)) }
    #expect(floatingTaps == 1)
    #expect(content.began == 1, "the button's tap must not reach the content")
  }

  @Test("§2.2, §11.2 an enlarged button takes taps 15 pt outside its bounds, not 25 pt outside")
  func enlargedButtonArea() throws {
    let stage = Stage()
    let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    stage.window.addSubview(button)
    try stage.play { $0.tap(at: CGPoint(x: 90, y: 90)) }
    #expect(taps == 1)
    try stage.play {
      $0.wait(1)
      $0.tap(at: CGPoint(x: 76, y: 110))
    }
    #expect(taps == 1)
  }

  @Test("§11.1 the button dims while highlighted, and brightens at once when dragged out")
  func enlargedButtonDims() throws {
    let stage = Stage()
    let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    stage.window.addSubview(button)
    try stage.touch(1, .began, at: CGPoint(x: 120, y: 120), time: 0)
    #expect(button.isHighlighted && button.alpha == 0.5)
    try stage.touch(1, .moved, at: CGPoint(x: 120, y: 300), time: 0.05)
    #expect(!button.isHighlighted && button.alpha == 1, "dragging out must not wait 0.12 s")
    try stage.touch(1, .moved, at: CGPoint(x: 120, y: 130), time: 0.1)
    #expect(button.isHighlighted && button.alpha == 0.5)
    try stage.touch(1, .ended, at: CGPoint(x: 120, y: 130), time: 0.3)
    #expect(!button.isHighlighted && button.alpha == 1)
  }

  @Test("§11.1 a quick tap keeps the highlight 0.12 s, then the button brightens")
  func quickTapKeepsHighlight() throws {
    let stage = Stage()
    let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    stage.window.addSubview(button)
    try stage.touch(1, .began, at: CGPoint(x: 120, y: 120), time: 0)
    try stage.touch(1, .ended, at: CGPoint(x: 120, y: 120), time: 0.02)
    #expect(button.alpha == 0.5)
    stage.application.advance(to: 0.13)
    #expect(button.alpha == 1)
  }

  @Test("§6 a window's sendEvent override sees every finger down and up before the views")
  func touchLoggingWindow() throws {
    let window = TouchLoggingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let stage = Stage(window: window)
    let content = TouchCountingView(frame: window.bounds)
    window.addSubview(content)
    try stage.play {
      $0.tap(at: CGPoint(x: 10, y: 20))
      $0.drag(along: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 80)], duration: 0.1)
    }
    #expect(window.log == ["down at 10,20", "up at 10,20", "down at 50,50", "up at 150,80"])
    #expect(content.began == 2 && content.ended == 2)
  }
}
