import Foundation

/// One raw reading of a trackpad's pinch or rotation from a platform backend: the step's scale
/// factor and rotation, with the pointer's location. A gesture is `.began`, `.changed`…,
/// `.ended` (or `.cancelled`).
public struct TransformSample: Hashable, Sendable, Codable {
  /// Where a trackpad gesture is.
  public typealias Phase = ScrollSample.Phase

  /// The pointer's location, in screen points.
  public var location: CGPoint
  /// This step's scale factor (1: no change; 1.1: 10 % larger).
  public var scale: CGFloat
  /// This step's rotation in radians, clockwise positive.
  public var rotation: CGFloat
  /// Where the gesture is.
  public var phase: Phase
  /// When, in seconds on the engine's clock.
  public var timestamp: TimeInterval

  /// Creates a reading.
  public init(
    location: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0, phase: Phase = .changed,
    timestamp: TimeInterval
  ) {
    self.location = location
    self.scale = scale
    self.rotation = rotation
    self.phase = phase
    self.timestamp = timestamp
  }
}
