import Foundation

/// One raw reading of one finger from an input backend: what a platform layer, a test or the
/// command line feeds the engine.
public struct TouchSample: Hashable, Sendable, Codable {
  /// The phases a backend reports.
  public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move.
    case stationary
    /// The finger lifted.
    case ended
    /// The platform cancelled the touch (a call came in, the gesture was taken by the system).
    case cancelled

    var touchPhase: Touch.Phase {
      switch self {
      case .began: .began
      case .moved: .moved
      case .stationary: .stationary
      case .ended: .ended
      case .cancelled: .cancelled
      }
    }
  }

  /// The backend's identifier of the finger, unique among the fingers that are down.
  public var touchID: Int
  /// The phase of this reading.
  public var phase: Phase
  /// The location in screen coordinates (the window coordinates of a full-screen window).
  public var location: CGPoint
  /// The time of the reading in seconds, never decreasing across samples.
  public var timestamp: TimeInterval
  /// The contact radius in points, if the backend knows it.
  public var majorRadius: CGFloat?
  /// The normalised force (1.0 is an average touch), if the backend knows it.
  public var force: CGFloat?
  /// The kind of input.
  public var type: Touch.TouchType
  /// The highest force the device can report, if the backend knows it.
  public var maximumPossibleForce: CGFloat?
  /// A stylus's angle with the screen in radians: 0 lying flat, π/2 upright (a finger's).
  public var altitudeAngle: CGFloat?
  /// The direction a stylus points in the screen's plane, in radians from the x axis
  /// (clockwise on screen).
  public var azimuthAngle: CGFloat?
  /// The location at the device's full precision, when finer than ``location``.
  public var preciseLocation: CGPoint?
  /// The properties whose values here are estimates.
  public var estimatedProperties: Touch.Properties = []
  /// The estimated properties the backend will send updates for, under
  /// ``estimationUpdateIndex`` (``Application/sendEstimatedPropertiesUpdate(_:)``).
  public var estimatedPropertiesExpectingUpdates: Touch.Properties = []
  /// The number that a later update of this sample's estimated properties refers to.
  public var estimationUpdateIndex: Int?
  /// Readings the backend took between the previous sample of this touch and this one, oldest
  /// first, delivered with it: what `Event.coalescedTouches(for:)` shows (the sample itself is
  /// the newest reading and is not repeated here).
  public var coalesced: [TouchSample] = []
  /// The backend's predictions of the readings to come, oldest first: what
  /// `Event.predictedTouches(for:)` shows.
  public var predicted: [TouchSample] = []

  /// Creates a sample.
  public init(
    touchID: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval,
    majorRadius: CGFloat? = nil, force: CGFloat? = nil, type: Touch.TouchType = .direct,
    maximumPossibleForce: CGFloat? = nil, altitudeAngle: CGFloat? = nil,
    azimuthAngle: CGFloat? = nil, preciseLocation: CGPoint? = nil,
    coalesced: [TouchSample] = [], predicted: [TouchSample] = []
  ) {
    self.touchID = touchID
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.majorRadius = majorRadius
    self.force = force
    self.type = type
    self.maximumPossibleForce = maximumPossibleForce
    self.altitudeAngle = altitudeAngle
    self.azimuthAngle = azimuthAngle
    self.preciseLocation = preciseLocation
    self.coalesced = coalesced
    self.predicted = predicted
  }
}
