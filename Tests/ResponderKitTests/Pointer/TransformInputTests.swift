import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Transform input: trackpad pinches and rotations reach pinch and rotation recognizers")
struct TransformInputTests {
  func reading(
    _ scale: CGFloat, _ rotation: CGFloat, _ phase: TransformSample.Phase = .changed,
    at time: TimeInterval
  ) -> TransformSample {
    TransformSample(
      location: CGPoint(x: 100, y: 100), scale: scale, rotation: rotation, phase: phase,
      timestamp: time)
  }

  @Test(
    "UIPinchGestureRecognizer and UIRotationGestureRecognizer follow a trackpad gesture; views get no touches"
  )
  func pinchAndRotate() throws {
    let scene = DemoScene()
    let photo = scene.recordingView("Photo", CGRect(x: 0, y: 0, width: 300, height: 300))
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    var scales: [(GestureRecognizer.State, CGFloat)] = []
    var angles: [(GestureRecognizer.State, CGFloat)] = []
    pinch.addHandler { scales.append(($0.state, ($0 as! PinchGestureRecognizer).scale)) }
    rotation.addHandler { angles.append(($0.state, ($0 as! RotationGestureRecognizer).rotation)) }
    photo.addGestureRecognizer(pinch)
    photo.addGestureRecognizer(rotation)
    let app = scene.application
    try app.send(reading(1, 0, .began, at: 1))
    try app.send(reading(1.5, 0, at: 1.02))
    try app.send(reading(2, 0.1, at: 1.04))
    try app.send(reading(1, 0.2, at: 1.06))
    try app.send(reading(1, 0, .ended, at: 1.08))
    #expect(scales.map(\.0) == [.began, .changed, .ended])
    #expect(abs(scales[1].1 - 3) < 1e-9, "1.5 then 2: three times larger")
    #expect(angles.map(\.0) == [.began, .changed, .ended])
    #expect(abs(angles[1].1 - 0.3) < 1e-9)
    #expect(photo.calls.isEmpty)
    #expect(pinch.state == .possible && rotation.state == .possible)
  }

  @Test(
    """
    A pinch a trackpad pinch picked at its began but that took a finger before the trackpad \
    scaled belongs to the finger: the trackpad does not drive it, and it resets with the finger
    """)
  func pinchTakenByAFingerMeanwhile() throws {
    let scene = DemoScene()
    let photo = scene.recordingView("Photo", CGRect(x: 0, y: 0, width: 300, height: 300))
    let pinch = PinchGestureRecognizer()
    let swipe = SwipeGestureRecognizer()
    swipe.require(toFail: pinch)
    var pinchStates: [GestureRecognizer.State] = []
    pinch.addHandler { pinchStates.append($0.state) }
    photo.addGestureRecognizer(pinch)
    photo.addGestureRecognizer(swipe)
    let app = scene.application
    try app.send(reading(1, 0, .began, at: 1))
    try app.send([sample(1, .began, 100, 100, at: 1.1)])
    try app.send([sample(1, .moved, 200, 100, at: 1.15)])
    #expect(pinch.numberOfTouches == 1, "the finger's pinch")
    try app.send(reading(1.5, 0, at: 1.2))
    try app.send(reading(1, 0, .cancelled, at: 1.25))
    #expect(pinchStates.isEmpty, "the trackpad did not drive the finger's pinch")
    try app.send([sample(1, .ended, 200, 100, at: 1.3)])
    #expect(pinch.state == .possible && swipe.state == .possible, "both reset with the finger")
    // The pinch is free again: the next trackpad pinch drives it.
    try app.send(reading(1, 0, .began, at: 2))
    try app.send(reading(2, 0, at: 2.02))
    try app.send(reading(1, 0, .ended, at: 2.04))
    #expect(pinchStates == [.began, .ended])
  }

  @Test(
    "Transform readings that break the rules are refused, naming the rule",
    arguments: [
      (
        [(CGFloat(0), TransformSample.Phase.began)],
        "pinch scale 0.0 is not a positive finite factor below 1000"
      ),
      ([(1.1, .changed)], "a trackpad pinch changed before it began"),
      ([(1, .began), (1, .began)], "a trackpad pinch began during another"),
    ])
  func bad(readings: [(CGFloat, TransformSample.Phase)], message: String) throws {
    let scene = DemoScene()
    var thrown: InputError?
    for (index, item) in readings.enumerated() {
      do {
        try scene.application.send(reading(item.0, 0, item.1, at: 1 + Double(index) * 0.01))
      } catch { thrown = error }
    }
    let error = try #require(thrown)
    // The rule is the message's last words: nothing is appended to it.
    #expect(error.description.hasSuffix(": " + message), "\(error)")
  }
}
