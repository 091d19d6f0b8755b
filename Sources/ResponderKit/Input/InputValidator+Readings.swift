import Foundation

extension InputValidator {
  /// Checks an estimated-properties update against the indices samples announced; on success
  /// notes what it settles.
  public mutating func validate(_ update: EstimatedPropertiesUpdate) throws(InputError) {
    let sample = update.asSample
    func fail(_ kind: InputError.Kind) -> InputError {
      InputError(kind: kind, sample: sample, sampleIndex: 0)
    }
    let index = update.estimationUpdateIndex
    guard let announced = announcedEstimations[index], announced.touchID == update.touchID else {
      throw fail(.unannouncedEstimationUpdate(index: index))
    }
    guard update.timestamp.isFinite else { throw fail(.nonFiniteTimestamp) }
    guard update.timestamp >= latestTimestamp else {
      throw fail(.timeWentBackwards(previous: latestTimestamp))
    }
    if let location = update.location, !location.isFinite { throw fail(.nonFiniteLocation) }
    if let location = update.location, !Self.isInRange(location) {
      throw fail(.locationOutOfRange)
    }
    guard update.timestamp <= Self.timestampLimit else { throw fail(.timestampOutOfRange) }
    if let force = update.force, !(force.isFinite && force >= 0) {
      throw fail(.invalidMeasurement("force \(force)"))
    }
    var reading = sample
    reading.altitudeAngle = update.altitudeAngle
    reading.azimuthAngle = update.azimuthAngle
    if let kind = Self.stylusProblem(of: reading) { throw fail(kind) }
    latestTimestamp = update.timestamp
    let remaining = announced.expecting.subtracting(
      update.updatedProperties.union(update.noLongerExpected))
    announcedEstimations[index] = remaining.isEmpty ? nil : (update.touchID, remaining)
  }

  /// What is wrong with a sample's stylus values, if anything.
  static func stylusProblem(of sample: TouchSample) -> InputError.Kind? {
    if let maximum = sample.maximumPossibleForce, !(maximum.isFinite && maximum >= 0) {
      return .invalidMeasurement("maximumPossibleForce \(maximum)")
    }
    if let altitude = sample.altitudeAngle,
      !(altitude.isFinite && (0...CGFloat.pi / 2).contains(altitude))
    {
      return .invalidAngle("altitudeAngle \(altitude) must be between 0 and π/2")
    }
    if let azimuth = sample.azimuthAngle, !azimuth.isFinite {
      return .invalidAngle("azimuthAngle \(azimuth) must be finite")
    }
    if let precise = sample.preciseLocation, !precise.isFinite { return .nonFiniteLocation }
    if let precise = sample.preciseLocation, !isInRange(precise) { return .locationOutOfRange }
    return nil
  }

  /// What is wrong with a sample's coalesced or predicted readings, if anything: they must be
  /// the same touch, finite, and in time order around the sample (coalesced after `previous`
  /// and not after the sample; predicted not before it).
  static func readingsProblem(of sample: TouchSample, after previous: TimeInterval)
    -> InputError.Kind?
  {
    var time = previous
    for (position, reading) in sample.coalesced.enumerated() {
      func problem(_ text: String) -> InputError.Kind {
        .invalidCoalescedReading(position: position, problem: text)
      }
      if let text = readingProblem(reading, of: sample) { return problem(text) }
      guard reading.timestamp >= time else {
        return problem("time \(reading.timestamp) is before \(time)")
      }
      guard reading.timestamp <= sample.timestamp else {
        return problem("time \(reading.timestamp) is after the sample's own \(sample.timestamp)")
      }
      guard reading.phase == .moved || reading.phase == sample.phase else {
        return problem("phase \(reading.phase.rawValue) in a \(sample.phase.rawValue) sample")
      }
      time = reading.timestamp
    }
    time = sample.timestamp
    for (position, reading) in sample.predicted.enumerated() {
      func problem(_ text: String) -> InputError.Kind {
        .invalidPredictedReading(position: position, problem: text)
      }
      if let text = readingProblem(reading, of: sample) { return problem(text) }
      guard reading.timestamp >= time else {
        return problem("time \(reading.timestamp) is before \(time)")
      }
      time = reading.timestamp
    }
    return nil
  }

  private static func readingProblem(_ reading: TouchSample, of sample: TouchSample) -> String? {
    if reading.touchID != sample.touchID {
      return "touch \(reading.touchID) differs from the sample's touch \(sample.touchID)"
    }
    if !reading.timestamp.isFinite { return "timestamp is not finite" }
    if !reading.location.isFinite {
      return "location (\(reading.location.x), \(reading.location.y)) is not finite"
    }
    if let force = reading.force, !(force.isFinite && force >= 0) {
      return "force \(force) must be finite and not negative"
    }
    if case .invalidAngle(let text)? = stylusProblem(of: reading) { return text }
    if stylusProblem(of: reading) != nil { return "a stylus value is not finite" }
    if !reading.coalesced.isEmpty || !reading.predicted.isEmpty {
      return "a reading has readings of its own"
    }
    return nil
  }
}
