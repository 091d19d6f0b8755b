import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a sketch view with coalesced and predicted touches, pencil force and tilt")
struct SketchPortTests {
  private func canvas(rotated: Bool = false) -> (Stage, SketchView) {
    let stage = Stage()
    let sketch = SketchView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
    if rotated { sketch.transform = CGAffineTransform(rotationAngle: .pi / 2) }
    stage.window.addSubview(sketch)
    return (stage, sketch)
  }

  @Test("§4 every coalesced reading becomes a point, in order, in the view's coordinates")
  func coalescedPoints() throws {
    let (stage, sketch) = canvas()
    try stage.play {
      $0.stroke(
        along: [CGPoint(x: 100, y: 100), CGPoint(x: 220, y: 100)], duration: 0.1,
        readingsPerFrame: 4)
    }
    let stroke = try #require(sketch.strokes.first)
    // One touch-down reading, then six frames of four readings each.
    #expect(stroke.count == 1 + 6 * 4)
    let xs = stroke.map(\.location.x)
    #expect(xs.first == 50 && xs.last == 170)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { abs($1 - $0 - 5) < 1e-9 }, "5 pt apart, no gaps")
    #expect(stroke.allSatisfy { $0.location.y == 50 && $0.width == 5.5 })
  }

  @Test("§4 predicted touches show as a provisional tail that goes when the finger lifts")
  func predictedTail() throws {
    let (stage, sketch) = canvas()
    try stage.touch(1, .began, at: CGPoint(x: 100, y: 100), time: 0)
    var move = TouchSample(
      touchID: 1, phase: .moved, location: CGPoint(x: 110, y: 100), timestamp: 0.016)
    move.predicted = [
      TouchSample(touchID: 1, phase: .moved, location: CGPoint(x: 120, y: 100), timestamp: 0.032),
      TouchSample(touchID: 1, phase: .moved, location: CGPoint(x: 130, y: 100), timestamp: 0.048),
    ]
    try stage.application.send(move)
    #expect(sketch.predictedTail == [CGPoint(x: 70, y: 50), CGPoint(x: 80, y: 50)])
    try stage.touch(1, .ended, at: CGPoint(x: 115, y: 100), time: 0.05)
    #expect(sketch.predictedTail.isEmpty)
  }

  @Test("§4 pencil force widens the line, tilt shades it, azimuth turns with the view")
  func pencilValues() throws {
    let (stage, sketch) = canvas(rotated: true)
    try stage.play {
      $0.stroke(
        along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 300)], duration: 0.05,
        readingsPerFrame: 2, type: .pencil, force: { _ in 2.083_333_35 },
        altitudeAngle: { _ in .pi / 4 }, azimuthAngle: { _ in 0 })
    }
    let stroke = try #require(sketch.strokes.first)
    #expect(stroke.allSatisfy { abs($0.width - 5.5) < 1e-6 }, "half the maximum force")
    #expect(stroke.allSatisfy { abs($0.shading - 0.5) < 1e-9 })
    // Pointing along the window's x axis; the view is turned a quarter clockwise.
    #expect(stroke.allSatisfy { abs($0.azimuth + .pi / 2) < 1e-9 })
  }

  @Test("§4 an estimated force is refined when its update arrives, even after the lift")
  func estimatedForceUpdate() throws {
    let (stage, sketch) = canvas()
    var down = TouchSample(
      touchID: 1, phase: .began, location: CGPoint(x: 100, y: 100), timestamp: 0, force: 0.5,
      type: .pencil, maximumPossibleForce: 4)
    down.estimatedProperties = .force
    down.estimatedPropertiesExpectingUpdates = .force
    down.estimationUpdateIndex = 7
    try stage.application.send(down)
    try stage.touch(1, .ended, at: CGPoint(x: 100, y: 100), time: 0.02)
    let before = try #require(sketch.strokes.first?.first)
    #expect(before.isForceEstimated && before.width == 1 + 9 * 0.125)
    try stage.application.sendEstimatedPropertiesUpdate(
      EstimatedPropertiesUpdate(touchID: 1, estimationUpdateIndex: 7, timestamp: 0.05, force: 2))
    let after = try #require(sketch.strokes.first?.first)
    #expect(!after.isForceEstimated && after.width == 1 + 9 * 0.5)
    #expect(sketch.strokes.first?.last?.width == before.width, "the lift's own point had no index")
  }
}
