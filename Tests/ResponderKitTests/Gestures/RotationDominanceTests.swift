import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Rotation: a threshold that grows with pinching, and turning that must dominate (§9.6)")
struct RotationDominanceTests {
  /// Two fingers around `center(t)`, `distance(t)` apart, the line between them at `angle(t)`
  /// degrees, for `t` from 0 to 1 over 30 frames of 1/60 s; then both lift.
  private func twoFingers(
    _ scene: DemoScene, center: (CGFloat) -> CGPoint, distance: (CGFloat) -> CGFloat,
    angle: (CGFloat) -> CGFloat, frames: Int = 30
  ) throws {
    func samples(_ phase: TouchSample.Phase, _ t: CGFloat, at time: TimeInterval) -> [TouchSample] {
      let c = center(t)
      let radians = angle(t) * .pi / 180
      let dx = cos(radians) * distance(t) / 2
      let dy = sin(radians) * distance(t) / 2
      return [
        sample(1, phase, c.x - dx, c.y - dy, at: time),
        sample(2, phase, c.x + dx, c.y + dy, at: time),
      ]
    }
    try scene.application.send(samples(.began, 0, at: 0))
    for frame in 1...frames {
      try scene.application.send(
        samples(.moved, CGFloat(frame) / CGFloat(frames), at: Double(frame) / 60))
    }
    try scene.application.send(samples(.ended, 1, at: Double(frames + 1) / 60))
  }

  @Test(
    "§9.6 rotation begins only when turning is the dominant part of the fingers' motion, weighed against pinching and moving together",
    arguments: [
      ("a twist of 20°", CGFloat(0), CGFloat(100), CGFloat(100), CGFloat(20), true),
      ("a pinch from 100 to 400 pt with a 12° twist", 0, 100, 400, 12, false),
      ("a 300 pt two-finger drag with a 12° twist", 300, 100, 100, 12, false),
    ])
  func dominance(
    _ name: String, drag: CGFloat, from: CGFloat, to: CGFloat, twist: CGFloat, begins: Bool
  ) throws {
    let rotation = RotationGestureRecognizer()
    let (scene, log) = recognizerScene(rotation)
    try twoFingers(
      scene, center: { CGPoint(x: 187, y: 200 + drag * $0) }, distance: { from + (to - from) * $0 },
      angle: { twist * $0 })
    #expect(log.entries.contains { $0.hasPrefix("r began") } == begins, "\(name)")
  }

  @Test(
    "§9.6 pinching raises the threshold: after the fingers spread by 9 %, rotation begins past 5° + 5° × √0.09 = 6.5°, and reports the turn beyond it"
  )
  func pinchRaisesThreshold() throws {
    let rotation = RotationGestureRecognizer()
    let (scene, log) = recognizerScene(rotation)
    var values: [CGFloat] = []
    rotation.addHandler { values.append(($0 as! RotationGestureRecognizer).rotation) }
    // Spread from 100 to 109 pt at once, then turn 1° a frame.
    try twoFingers(
      scene, center: { _ in CGPoint(x: 187, y: 300) }, distance: { $0 > 0 ? 109 : 100 },
      angle: { max(0, $0 * 21 - 1) }, frames: 21)
    let degree = CGFloat.pi / 180
    let threshold = 5 * degree + 5 * degree * CGFloat(0.09).squareRoot()
    // The first frame is the spread; turning 1° a frame, 7° is the first past 6.5°.
    #expect(log.entries.first == "r began @\(TimeFormat.short(8.0 / 60))")
    #expect(abs(values[0] - (7 * degree - threshold)) < 1e-9)
    #expect(abs(values.last! - (20 * degree - threshold)) < 1e-9)
  }
}
