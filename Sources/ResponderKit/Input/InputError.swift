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
    /// The radius or force is negative, NaN or infinite.
    case invalidMeasurement(String)
  }

  /// What is wrong.
  public var kind: Kind
  /// The offending sample.
  public var sample: TouchSample
  /// The sample's position in the frame it arrived in.
  public var sampleIndex: Int

  /// Names the sample, the touch and the rule broken.
  public var description: String {
    let location =
      "sample \(sampleIndex) (touch \(sample.touchID), \(sample.phase.rawValue) at t=\(sample.timestamp))"
    switch kind {
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
    case .invalidMeasurement(let what):
      return "\(location): \(what) must be finite and not negative"
    }
  }
}

/// Checks frames of samples against the touches that are down, before they are queued: the rules
/// `Application.send(_:)` enforces, for a backend or a tool that wants to check
/// input before it has an application to send it to.
///
/// The validator keeps the shadow state of the queue's tail (which ids are down, the latest time),
/// so a frame is judged against every frame accepted before it, dispatched or not.
public struct InputValidator: Sendable {
  private(set) var liveIDs: Set<Int> = []
  /// The latest timestamp accepted so far.
  public private(set) var latestTimestamp: TimeInterval = 0
  private var seenInFrame: Set<Int> = []

  /// Creates a validator with no touch down, at time 0.
  public init() {}

  /// Checks `frame`; on success commits its effect on the shadow state, else changes nothing.
  ///
  /// - Complexity: O(*n*) in the frame's size.
  public mutating func validate(_ frame: some Collection<TouchSample>) throws(InputError) {
    seenInFrame.removeAll(keepingCapacity: true)
    var time = latestTimestamp
    for (index, sample) in frame.enumerated() {
      func fail(_ kind: InputError.Kind) -> InputError {
        InputError(kind: kind, sample: sample, sampleIndex: index)
      }
      guard sample.timestamp.isFinite else { throw fail(.nonFiniteTimestamp) }
      guard sample.location.isFinite else { throw fail(.nonFiniteLocation) }
      if let radius = sample.majorRadius, !(radius.isFinite && radius >= 0) {
        throw fail(.invalidMeasurement("majorRadius \(radius)"))
      }
      if let force = sample.force, !(force.isFinite && force >= 0) {
        throw fail(.invalidMeasurement("force \(force)"))
      }
      guard sample.timestamp >= time else { throw fail(.timeWentBackwards(previous: time)) }
      time = sample.timestamp
      guard seenInFrame.insert(sample.touchID).inserted else { throw fail(.duplicateTouchInFrame) }
      let isDown = liveIDs.contains(sample.touchID)
      if sample.phase == .began, isDown { throw fail(.touchAlreadyDown) }
      if sample.phase != .began, !isDown { throw fail(.unknownTouch) }
    }
    latestTimestamp = time
    for sample in frame {
      switch sample.phase {
      case .began: liveIDs.insert(sample.touchID)
      case .ended, .cancelled: liveIDs.remove(sample.touchID)
      case .moved, .stationary: break
      }
    }
  }

  /// Moves the latest time forward to `time` (for waits); never backwards.
  public mutating func advance(to time: TimeInterval) {
    latestTimestamp = max(latestTimestamp, time)
  }

  /// Forgets `ids` as down (they were cancelled by the application).
  mutating func forget(_ id: Int) {
    liveIDs.remove(id)
  }
}
