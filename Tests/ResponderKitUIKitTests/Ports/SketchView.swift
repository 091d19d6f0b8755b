import UIKit

/// A drawing canvas for fingers and Apple Pencil. It draws every coalesced sample for smooth
/// lines, shows the predicted samples as a provisional tail, makes pencil lines wider the harder
/// they press and shades them the more the pencil tilts, and refines a line's width when the
/// pencil's force arrives after the touch.
class SketchView: UIView {
  struct StrokePoint {
    var location: CGPoint
    var width: CGFloat
    var shading: CGFloat
    var azimuth: CGFloat
    var isForceEstimated: Bool
    var estimationUpdateIndex: NSNumber?
  }

  private(set) var strokes: [[StrokePoint]] = []
  private(set) var predictedTail: [CGPoint] = []
  var minimumWidth: CGFloat = 1
  var maximumWidth: CGFloat = 10

  override init(frame: CGRect) {
    super.init(frame: frame)
    isMultipleTouchEnabled = false
    backgroundColor = .white
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    strokes.append([])
    addPoints(for: touch, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    addPoints(for: touch, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    addPoints(for: touch, with: event)
    predictedTail = []
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !strokes.isEmpty {
      strokes.removeLast()
    }
    predictedTail = []
  }

  override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
    for touch in touches {
      guard let index = touch.estimationUpdateIndex else { continue }
      for stroke in strokes.indices {
        for point in strokes[stroke].indices
        where strokes[stroke][point].estimationUpdateIndex == index {
          strokes[stroke][point].width = lineWidth(for: touch)
          strokes[stroke][point].isForceEstimated = touch.estimatedProperties.contains(.force)
        }
      }
    }
  }

  private func addPoints(for touch: UITouch, with event: UIEvent?) {
    let samples = event?.coalescedTouches(for: touch) ?? [touch]
    for sample in samples {
      strokes[strokes.count - 1].append(
        StrokePoint(
          location: sample.preciseLocation(in: self),
          width: lineWidth(for: sample),
          shading: sample.type == .pencil ? 1 - sample.altitudeAngle / (.pi / 2) : 0,
          azimuth: sample.azimuthAngle(in: self),
          isForceEstimated: sample.estimatedProperties.contains(.force),
          estimationUpdateIndex: sample.estimationUpdateIndex))
    }
    let predicted = event?.predictedTouches(for: touch) ?? []
    predictedTail = predicted.map { $0.preciseLocation(in: self) }
  }

  private func lineWidth(for touch: UITouch) -> CGFloat {
    guard touch.type == .pencil, touch.maximumPossibleForce > 0 else {
      return (minimumWidth + maximumWidth) / 2
    }
    let pressure = min(1, touch.force / touch.maximumPossibleForce)
    return minimumWidth + (maximumWidth - minimumWidth) * pressure
  }
}
