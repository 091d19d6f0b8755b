import Foundation

extension Slider {
  /// The height of the track, in points, centred vertically in the bounds (§11.5; UIKit's is
  /// not published: a choice close to the system slider's look).
  nonisolated public static let trackHeight: CGFloat = 4
  /// How far the track stops short of each side of the bounds, in points (§11.5 choice).
  nonisolated public static let trackInset: CGFloat = 2
  /// The thumb's width and height, in points: the system thumb's size (§11.5 choice).
  nonisolated public static let thumbDiameter: CGFloat = 28
  /// How far beyond the thumb's rectangle a touch-down still grabs the thumb, in points on each
  /// side (§11.5 choice: UIKit's margin is not published; 10 pt makes the 28 pt thumb a 48 pt
  /// target, just over the 44 pt minimum of Apple's guidelines).
  nonisolated public static let thumbTouchSlop: CGFloat = 10
  /// The height UIKit gives a slider laid out at its intrinsic size, in points (§11.5).
  nonisolated public static let intrinsicHeight: CGFloat = 31

  /// The thumb's rectangle at the present value.
  var currentThumbRect: CGRect {
    thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
  }

  /// The value whose thumb is centred at `x` (in the slider's coordinates), clamped to the range:
  /// read between the thumb's centres at the two ends, so that overrides of the geometry methods
  /// move the value as they move the thumb.
  func value(forThumbCenter x: CGFloat) -> Float {
    let track = trackRect(forBounds: bounds)
    let low = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).midX
    let high = thumbRect(forBounds: bounds, trackRect: track, value: maximumValue).midX
    guard high != low, maximumValue > minimumValue else { return clamped(minimumValue) }
    let fraction = Float((x - low) / (high - low))
    return clamped(minimumValue + (maximumValue - minimumValue) * fraction)
  }

  /// How far the thumb's left edge moves from the minimum to the maximum.
  func travel(of track: CGRect, thumbWidth: CGFloat) -> CGFloat {
    max(track.width - thumbWidth, 0)
  }

  /// Where `value` lies in the range, from 0 to 1.
  func fraction(of value: Float) -> CGFloat {
    guard maximumValue > minimumValue else { return 0 }
    return CGFloat(min(max((value - minimumValue) / (maximumValue - minimumValue), 0), 1))
  }
}
