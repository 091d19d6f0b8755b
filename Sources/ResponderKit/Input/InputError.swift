import Foundation

/// Raw input that breaks the rules, rejected before it reaches any touch: the whole frame that held
/// it is refused and the engine's state is as it was.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// A move, stationary, end or cancel for a touch id that is not down.
    case unknownTouch
    /// A began for a touch id that is already down.
    case touchAlreadyDown
    /// The same touch id appears twice in one frame.
    case duplicateTouchInFrame
    /// The timestamp is earlier than the previous sample's.
    case timeWentBackwards(previous: TimeInterval)
    /// A coordinate is NaN or infinite.
    case nonFiniteLocation
    /// The timestamp is NaN or infinite.
    case nonFiniteTimestamp
    /// A coordinate is finite but farther from the origin than ``InputValidator/coordinateLimit``.
    case locationOutOfRange
    /// The timestamp is negative or later than ``InputValidator/timestampLimit``.
    case timestampOutOfRange
    /// The touch id is outside ``InputValidator/touchIDRange``.
    case touchIDOutOfRange
    /// The radius or force is negative, NaN or infinite.
    case invalidMeasurement(String)
    /// A stylus angle is not finite, or an altitude is outside 0...π/2.
    case invalidAngle(String)
    /// A coalesced reading (at its position in ``TouchSample/coalesced``) breaks a rule.
    case invalidCoalescedReading(position: Int, problem: String)
    /// A predicted reading (at its position in ``TouchSample/predicted``) breaks a rule.
    case invalidPredictedReading(position: Int, problem: String)
    /// An estimated-properties update names an index no sample of that touch announced, or one
    /// already settled.
    case unannouncedEstimationUpdate(index: Int)
    /// A scroll or trackpad reading breaks a rule: its delta, scale or rotation is not finite, or
    /// its phases are out of order (the problem, in words).
    case invalidReading(String)
  }

  /// What is wrong.
  public var kind: Kind
  /// The offending sample.
  public var sample: TouchSample
  /// The sample's position in the frame it arrived in.
  public var sampleIndex: Int

  /// Names the sample, the touch and the rule broken.
  public var description: String {
    let who =
      sample.touchID == Application.pointerTouchID ? "the pointer" : "touch \(sample.touchID)"
    let location =
      "sample \(sampleIndex) (\(who), \(sample.phase.rawValue) at t=\(sample.timestamp))"
    switch kind {
    case .invalidAngle(let what), .invalidReading(let what):
      return "\(location): \(what)"
    case .invalidCoalescedReading(let position, let problem):
      return "\(location): coalesced reading \(position): \(problem)"
    case .invalidPredictedReading(let position, let problem):
      return "\(location): predicted reading \(position): \(problem)"
    case .unannouncedEstimationUpdate(let index):
      return
        "estimated-properties update (touch \(sample.touchID), index \(index) at t=\(sample.timestamp)): no sample of touch \(sample.touchID) announced index \(index), or its update already came"
    case .unknownTouch:
      return "\(location): touch \(sample.touchID) is not down; it needs a began first"
    case .touchAlreadyDown:
      return
        "\(location): touch \(sample.touchID) is already down; it must end before it begins again"
    case .duplicateTouchInFrame:
      return "\(location): touch \(sample.touchID) appears twice in one frame"
    case .timeWentBackwards(let previous):
      return "\(location): time went backwards from \(previous) to \(sample.timestamp)"
    case .nonFiniteLocation:
      return "\(location): location (\(sample.location.x), \(sample.location.y)) is not finite"
    case .nonFiniteTimestamp:
      return "\(location): timestamp is not finite"
    case .locationOutOfRange:
      let limit = TextTraceFormatter.number(Double(InputValidator.coordinateLimit))
      return
        "\(location): location (\(sample.location.x), \(sample.location.y)) is more than \(limit) points from the origin"
    case .timestampOutOfRange:
      return
        "\(location): timestamp is outside 0...\(TextTraceFormatter.number(InputValidator.timestampLimit)) seconds"
    case .touchIDOutOfRange:
      return
        "\(location): touch id \(sample.touchID) is outside \(InputValidator.touchIDRange.lowerBound)...\(InputValidator.touchIDRange.upperBound)"
    case .invalidMeasurement(let what):
      return "\(location): \(what) must be finite and not negative"
    }
  }
}
