import Foundation

/// A backend's refined values for a sample it sent with estimates: a stylus whose force arrives
/// over the air after the touch it belongs to. It names the sample by the
/// ``TouchSample/estimationUpdateIndex`` that sample announced.
public struct EstimatedPropertiesUpdate: Hashable, Sendable, Codable {
  /// The touch the estimated sample belonged to.
  public var touchID: Int
  /// The index the estimated sample announced.
  public var estimationUpdateIndex: Int
  /// When the update arrives, in seconds on the input's clock.
  public var timestamp: TimeInterval
  /// The refined force, if this update carries it.
  public var force: CGFloat?
  /// The refined altitude angle, if this update carries it.
  public var altitudeAngle: CGFloat?
  /// The refined azimuth angle, if this update carries it.
  public var azimuthAngle: CGFloat?
  /// The refined location in screen coordinates, if this update carries it.
  public var location: CGPoint?
  /// Properties for which no update will come after all.
  public var noLongerExpected: Touch.Properties

  /// Creates an update.
  public init(
    touchID: Int, estimationUpdateIndex: Int, timestamp: TimeInterval, force: CGFloat? = nil,
    altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil, location: CGPoint? = nil,
    noLongerExpected: Touch.Properties = []
  ) {
    self.touchID = touchID
    self.estimationUpdateIndex = estimationUpdateIndex
    self.timestamp = timestamp
    self.force = force
    self.altitudeAngle = altitudeAngle
    self.azimuthAngle = azimuthAngle
    self.location = location
    self.noLongerExpected = noLongerExpected
  }

  /// The properties this update gives values for.
  public var updatedProperties: Touch.Properties {
    var properties: Touch.Properties = []
    if force != nil { properties.insert(.force) }
    if altitudeAngle != nil { properties.insert(.altitude) }
    if azimuthAngle != nil { properties.insert(.azimuth) }
    if location != nil { properties.insert(.location) }
    return properties
  }

  /// The update as the sample-shaped record an ``InputError`` names.
  var asSample: TouchSample {
    TouchSample(
      touchID: touchID, phase: .stationary, location: location ?? .zero, timestamp: timestamp)
  }
}
