import Foundation

/// A sample's stylus values, estimates and readings: absent for most finger samples.
struct StylusData: Hashable, Sendable, Codable {
  var maximumPossibleForce: CGFloat?
  var altitudeAngle: CGFloat?
  var azimuthAngle: CGFloat?
  var preciseLocation: CGPoint?
  var estimatedProperties: Touch.Properties = []
  var estimatedPropertiesExpectingUpdates: Touch.Properties = []
  var estimationUpdateIndex: Int?
  var coalesced: [TouchSample] = []
  var predicted: [TouchSample] = []
}

/// The copy-on-write box of ``StylusData``.
final class StylusStorage: @unchecked Sendable {
  var value: StylusData
  init(_ value: StylusData) { self.value = value }
}

extension TouchSample {
  /// The highest force the device can report, if the backend knows it.
  public var maximumPossibleForce: CGFloat? {
    get { stylus?.value.maximumPossibleForce }
    set { modifyStylus(unless: newValue == nil) { $0.maximumPossibleForce = newValue } }
  }
  /// A stylus's angle with the screen in radians: 0 lying flat, π/2 upright (a finger's).
  public var altitudeAngle: CGFloat? {
    get { stylus?.value.altitudeAngle }
    set { modifyStylus(unless: newValue == nil) { $0.altitudeAngle = newValue } }
  }
  /// The direction a stylus points in the screen's plane, in radians from the x axis
  /// (clockwise on screen).
  public var azimuthAngle: CGFloat? {
    get { stylus?.value.azimuthAngle }
    set { modifyStylus(unless: newValue == nil) { $0.azimuthAngle = newValue } }
  }
  /// The location at the device's full precision, when finer than ``location``.
  public var preciseLocation: CGPoint? {
    get { stylus?.value.preciseLocation }
    set { modifyStylus(unless: newValue == nil) { $0.preciseLocation = newValue } }
  }
  /// The properties whose values here are estimates.
  public var estimatedProperties: Touch.Properties {
    get { stylus?.value.estimatedProperties ?? [] }
    set { modifyStylus(unless: newValue.isEmpty) { $0.estimatedProperties = newValue } }
  }
  /// The estimated properties the backend will send updates for, under
  /// ``estimationUpdateIndex`` (``Application/sendEstimatedPropertiesUpdate(_:)``).
  public var estimatedPropertiesExpectingUpdates: Touch.Properties {
    get { stylus?.value.estimatedPropertiesExpectingUpdates ?? [] }
    set {
      modifyStylus(unless: newValue.isEmpty) { $0.estimatedPropertiesExpectingUpdates = newValue }
    }
  }
  /// The number that a later update of this sample's estimated properties refers to.
  public var estimationUpdateIndex: Int? {
    get { stylus?.value.estimationUpdateIndex }
    set { modifyStylus(unless: newValue == nil) { $0.estimationUpdateIndex = newValue } }
  }
  /// Readings the backend took between the previous sample of this touch and this one, oldest
  /// first, delivered with it: what `Event.coalescedTouches(for:)` shows (the sample itself is
  /// the newest reading and is not repeated here).
  public var coalesced: [TouchSample] {
    get { stylus?.value.coalesced ?? [] }
    set { modifyStylus(unless: newValue.isEmpty) { $0.coalesced = newValue } }
  }
  /// The backend's predictions of the readings to come, oldest first: what
  /// `Event.predictedTouches(for:)` shows.
  public var predicted: [TouchSample] {
    get { stylus?.value.predicted ?? [] }
    set { modifyStylus(unless: newValue.isEmpty) { $0.predicted = newValue } }
  }

  /// Changes the boxed data, copying the box first if it is shared; a change to an empty value
  /// on a sample without a box makes none.
  private mutating func modifyStylus(unless isEmpty: Bool, _ body: (inout StylusData) -> Void) {
    if stylus == nil {
      guard !isEmpty else { return }
      stylus = StylusStorage(StylusData())
    } else if !isKnownUniquelyReferenced(&stylus) {
      stylus = StylusStorage(stylus!.value)
    }
    body(&stylus!.value)
  }
}

extension TouchSample: Hashable {
  /// Samples are equal when every reading, stylus value and estimate is.
  public static func == (lhs: TouchSample, rhs: TouchSample) -> Bool {
    lhs.touchID == rhs.touchID && lhs.phase == rhs.phase && lhs.location == rhs.location
      && lhs.timestamp == rhs.timestamp && lhs.majorRadius == rhs.majorRadius
      && lhs.force == rhs.force && lhs.type == rhs.type
      && (lhs.stylus?.value ?? StylusData()) == (rhs.stylus?.value ?? StylusData())
  }

  /// Hashes every value that `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(touchID)
    hasher.combine(phase)
    hasher.combine(location.x)
    hasher.combine(location.y)
    hasher.combine(timestamp)
    hasher.combine(majorRadius)
    hasher.combine(force)
    hasher.combine(type)
    hasher.combine(stylus?.value ?? StylusData())
  }
}

extension TouchSample: Codable {
  private enum CodingKeys: String, CodingKey {
    case touchID, phase, location, timestamp, majorRadius, force, type, maximumPossibleForce
    case altitudeAngle, azimuthAngle, preciseLocation, estimatedProperties
    case estimatedPropertiesExpectingUpdates, estimationUpdateIndex, coalesced, predicted
  }

  /// Decodes a sample; the stylus keys are optional.
  public init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      touchID: try keys.decode(Int.self, forKey: .touchID),
      phase: try keys.decode(Phase.self, forKey: .phase),
      location: try keys.decode(CGPoint.self, forKey: .location),
      timestamp: try keys.decode(TimeInterval.self, forKey: .timestamp),
      majorRadius: try keys.decodeIfPresent(CGFloat.self, forKey: .majorRadius),
      force: try keys.decodeIfPresent(CGFloat.self, forKey: .force),
      type: try keys.decodeIfPresent(Touch.TouchType.self, forKey: .type) ?? .direct,
      maximumPossibleForce: try keys.decodeIfPresent(CGFloat.self, forKey: .maximumPossibleForce),
      altitudeAngle: try keys.decodeIfPresent(CGFloat.self, forKey: .altitudeAngle),
      azimuthAngle: try keys.decodeIfPresent(CGFloat.self, forKey: .azimuthAngle),
      preciseLocation: try keys.decodeIfPresent(CGPoint.self, forKey: .preciseLocation),
      coalesced: try keys.decodeIfPresent([TouchSample].self, forKey: .coalesced) ?? [],
      predicted: try keys.decodeIfPresent([TouchSample].self, forKey: .predicted) ?? [])
    estimatedProperties =
      try keys.decodeIfPresent(Touch.Properties.self, forKey: .estimatedProperties) ?? []
    estimatedPropertiesExpectingUpdates =
      try keys.decodeIfPresent(Touch.Properties.self, forKey: .estimatedPropertiesExpectingUpdates)
      ?? []
    estimationUpdateIndex = try keys.decodeIfPresent(Int.self, forKey: .estimationUpdateIndex)
  }

  /// Encodes a sample, leaving out the stylus keys it does not have.
  public func encode(to encoder: any Encoder) throws {
    var keys = encoder.container(keyedBy: CodingKeys.self)
    try keys.encode(touchID, forKey: .touchID)
    try keys.encode(phase, forKey: .phase)
    try keys.encode(location, forKey: .location)
    try keys.encode(timestamp, forKey: .timestamp)
    try keys.encodeIfPresent(majorRadius, forKey: .majorRadius)
    try keys.encodeIfPresent(force, forKey: .force)
    try keys.encode(type, forKey: .type)
    guard let data = stylus?.value else { return }
    try keys.encodeIfPresent(data.maximumPossibleForce, forKey: .maximumPossibleForce)
    try keys.encodeIfPresent(data.altitudeAngle, forKey: .altitudeAngle)
    try keys.encodeIfPresent(data.azimuthAngle, forKey: .azimuthAngle)
    try keys.encodeIfPresent(data.preciseLocation, forKey: .preciseLocation)
    if !data.estimatedProperties.isEmpty {
      try keys.encode(data.estimatedProperties, forKey: .estimatedProperties)
    }
    if !data.estimatedPropertiesExpectingUpdates.isEmpty {
      try keys.encode(
        data.estimatedPropertiesExpectingUpdates, forKey: .estimatedPropertiesExpectingUpdates)
    }
    try keys.encodeIfPresent(data.estimationUpdateIndex, forKey: .estimationUpdateIndex)
    if !data.coalesced.isEmpty { try keys.encode(data.coalesced, forKey: .coalesced) }
    if !data.predicted.isEmpty { try keys.encode(data.predicted, forKey: .predicted) }
  }
}
