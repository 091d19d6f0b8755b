import Foundation

/// One raw scroll reading from a platform backend: a mouse wheel's tick or a step of a trackpad's
/// two-finger scroll, with the pointer's location.
///
/// `delta` is how far the content should follow, in points, as a finger's translation would be:
/// positive y moves the content down (towards the top of a list). A trackpad scroll is
/// `.began`, `.changed`…, `.ended`; the engine decelerates after it ends, so a backend sends no
/// momentum readings. A wheel's ticks are `.changed` readings of a ``Event/ScrollType/discrete``
/// scroll, which ends on its own ``Application/discreteScrollEndDelay`` after the last tick.
public struct ScrollSample: Hashable, Sendable, Codable {
  /// Where a trackpad scroll is in its gesture.
  public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
    /// The fingers began to scroll.
    case began
    /// A step of the scroll (every reading of a wheel).
    case changed
    /// The fingers lifted.
    case ended
    /// The platform cancelled the scroll.
    case cancelled
  }

  /// The pointer's location, in screen points.
  public var location: CGPoint
  /// How far the content follows, in points.
  public var delta: CGVector
  /// A wheel or a trackpad.
  public var type: Event.ScrollType
  /// Where the scroll is (wheels: always `.changed`).
  public var phase: Phase
  /// When, in seconds on the engine's clock.
  public var timestamp: TimeInterval

  /// Creates a reading.
  public init(
    location: CGPoint, delta: CGVector, type: Event.ScrollType, phase: Phase = .changed,
    timestamp: TimeInterval
  ) {
    self.location = location
    self.delta = delta
    self.type = type
    self.phase = phase
    self.timestamp = timestamp
  }
}
