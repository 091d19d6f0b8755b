import Foundation

/// One raw reading of one finger from an input backend: what a platform layer, a test or the
/// command line feeds the engine.
public struct TouchSample: Sendable {
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
  /// The stylus values, estimates and readings, boxed so that a plain finger's sample stays small
  /// and cheap to copy on the hot path (``TouchSample+Stylus``).
  var stylus: StylusStorage? = nil

  /// Creates a finger's sample, with no stylus values or readings: the common case, which makes
  /// no box at all.
  public init(
    touchID: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval,
    majorRadius: CGFloat? = nil, force: CGFloat? = nil, type: Touch.TouchType = .direct
  ) {
    self.touchID = touchID
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.majorRadius = majorRadius
    self.force = force
    self.type = type
  }

  /// Creates a sample with stylus values, coalesced readings or predictions.
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
    // A finger's sample (the hot path) makes no box at all.
    guard
      maximumPossibleForce != nil || altitudeAngle != nil || azimuthAngle != nil
        || preciseLocation != nil || !coalesced.isEmpty || !predicted.isEmpty
    else {
      stylus = nil
      return
    }
    stylus = StylusStorage(
      StylusData(
        maximumPossibleForce: maximumPossibleForce, altitudeAngle: altitudeAngle,
        azimuthAngle: azimuthAngle, preciseLocation: preciseLocation, coalesced: coalesced,
        predicted: predicted))
  }
}
