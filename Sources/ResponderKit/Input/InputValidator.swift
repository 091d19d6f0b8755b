import Foundation

/// Checks frames of samples against the touches that are down, before they are queued: the rules
/// `Application.send(_:)` enforces, for a backend or a tool that wants to check
/// input before it has an application to send it to.
///
/// The validator keeps the shadow state of the queue's tail (which ids are down, the latest time),
/// so a frame is judged against every frame accepted before it, dispatched or not.
public struct InputValidator: Sendable {
  private(set) var liveIDs = TouchIDSet()
  /// The latest timestamp accepted so far.
  public internal(set) var latestTimestamp: TimeInterval = 0
  private var seenInFrame: Set<TouchKey> = []
  /// Whether a trackpad pinch or rotation has begun and not ended, at the tail of the queue.
  var isTrackpadTransforming = false
  /// Whether a trackpad scroll has begun and not ended, at the tail of the queue.
  var isTrackpadScrolling = false
  /// The key codes of the keys down.
  private(set) var keysDown: Set<Int> = []
  /// The estimation update indices announced and not yet settled: their touch and what they
  /// still expect.
  var announcedEstimations: [Int: (touchID: Int, expecting: Touch.Properties)] = [:]

  /// Creates a validator with no touch down, at time 0.
  public init() {}

  /// How far from the window's origin a coordinate may be, in points: far beyond any screen, and
  /// small enough that every computation on it (distances, velocities, rubber-banding) stays
  /// finite. Farther is refused as ``InputError/Kind/locationOutOfRange``.
  public static let coordinateLimit: CGFloat = 1_000_000
  /// The latest timestamp accepted, in seconds (about 31 years of uptime).
  public static let timestampLimit: TimeInterval = 1_000_000_000
  /// The touch ids accepted: those a 32-bit platform id maps to.
  public static let touchIDRange = Int(Int32.min)...Int(Int32.max)

  /// Whether a point is within ``coordinateLimit`` on both axes.
  static func isInRange(_ point: CGPoint) -> Bool {
    abs(point.x) <= coordinateLimit && abs(point.y) <= coordinateLimit
  }

  /// Checks `frame`; on success commits its effect on the shadow state, else changes nothing.
  ///
  /// - Complexity: O(*n*) in the frame's size.
  public mutating func validate(_ frame: some Collection<TouchSample>) throws(InputError) {
    seenInFrame.removeAll(keepingCapacity: true)
    var time = latestTimestamp
    var index = 0
    for sample in frame {
      try check(sample, at: index, time: &time, inFrame: true)
      index += 1
    }
    latestTimestamp = time
    for sample in frame { commit(sample) }
  }

  /// Checks a frame of one sample: the common case, with no copy of the sample and no set of
  /// the frame's ids.
  public mutating func validate(_ sample: TouchSample) throws(InputError) {
    var time = latestTimestamp
    try check(sample, at: 0, time: &time, inFrame: false)
    latestTimestamp = time
    commit(sample)
  }

  /// The rules one sample must keep, `time` being the latest accepted before it in its frame.
  private mutating func check(
    _ sample: TouchSample, at index: Int, time: inout TimeInterval, inFrame: Bool
  ) throws(InputError) {
    func fail(_ kind: InputError.Kind) -> InputError {
      InputError(kind: kind, sample: sample, sampleIndex: index)
    }
    // One test passes the usual sample: comparisons are false for NaN, and infinities are out
    // of range. Only a sample that fails it is taken apart to name what is wrong.
    let location = sample.location
    let isPlausible =
      sample.timestamp >= 0 && sample.timestamp <= Self.timestampLimit
      && abs(location.x) <= Self.coordinateLimit && abs(location.y) <= Self.coordinateLimit
      && Self.touchIDRange.contains(sample.touchID)
    if !isPlausible {
      guard sample.timestamp.isFinite else { throw fail(.nonFiniteTimestamp) }
      guard sample.location.isFinite else { throw fail(.nonFiniteLocation) }
      guard Self.isInRange(sample.location) else { throw fail(.locationOutOfRange) }
      guard (0...Self.timestampLimit).contains(sample.timestamp) else {
        throw fail(.timestampOutOfRange)
      }
      guard Self.touchIDRange.contains(sample.touchID) else { throw fail(.touchIDOutOfRange) }
    }
    if let radius = sample.majorRadius, !(radius.isFinite && radius >= 0) {
      throw fail(.invalidMeasurement("majorRadius \(radius)"))
    }
    if let force = sample.force, !(force.isFinite && force >= 0) {
      throw fail(.invalidMeasurement("force \(force)"))
    }
    if sample.stylus != nil, let kind = Self.stylusProblem(of: sample) { throw fail(kind) }
    guard sample.timestamp >= time else { throw fail(.timeWentBackwards(previous: time)) }
    if sample.stylus != nil, let kind = Self.readingsProblem(of: sample, after: latestTimestamp) {
      throw fail(kind)
    }
    time = sample.timestamp
    if inFrame, !seenInFrame.insert(TouchKey(sample.touchID)).inserted {
      throw fail(.duplicateTouchInFrame)
    }
    let isDown = liveIDs.contains(sample.touchID)
    if sample.phase == .began, isDown { throw fail(.touchAlreadyDown) }
    if sample.phase != .began, !isDown { throw fail(.unknownTouch) }
  }

  /// Applies an accepted sample to the shadow state.
  private mutating func commit(_ sample: TouchSample) {
    if sample.stylus != nil, let index = sample.estimationUpdateIndex,
      !sample.estimatedPropertiesExpectingUpdates.isEmpty
    {
      announcedEstimations[index] = (sample.touchID, sample.estimatedPropertiesExpectingUpdates)
    }
    switch sample.phase {
    case .began: liveIDs.insert(sample.touchID)
    case .ended, .cancelled: liveIDs.remove(sample.touchID)
    case .moved, .stationary: break
    }
  }

  /// Checks a hover reading of the pointer (as a touch sample that is not down): a finite,
  /// in-range location and a valid time not before the latest; on success commits the time.
  mutating func validateHover(_ sample: TouchSample) throws(InputError) {
    func fail(_ kind: InputError.Kind) -> InputError {
      InputError(kind: kind, sample: sample, sampleIndex: 0)
    }
    guard sample.timestamp.isFinite else { throw fail(.nonFiniteTimestamp) }
    guard sample.location.isFinite else { throw fail(.nonFiniteLocation) }
    guard Self.isInRange(sample.location) else { throw fail(.locationOutOfRange) }
    guard (0...Self.timestampLimit).contains(sample.timestamp) else {
      throw fail(.timestampOutOfRange)
    }
    guard sample.timestamp >= latestTimestamp else {
      throw fail(.timeWentBackwards(previous: latestTimestamp))
    }
    latestTimestamp = sample.timestamp
  }

  /// Checks a scroll reading (its pointer location as `sample`): the hover rules, a finite delta
  /// within ``coordinateLimit``, and a trackpad scroll's phases in order; on success commits it.
  mutating func validateScroll(_ scroll: ScrollSample, as sample: TouchSample) throws(InputError) {
    func fail(_ problem: String) -> InputError {
      InputError(kind: .invalidReading(problem), sample: sample, sampleIndex: 0)
    }
    let delta = CGPoint(x: scroll.delta.dx, y: scroll.delta.dy)
    guard delta.isFinite, Self.isInRange(delta) else {
      throw fail("scroll delta (\(scroll.delta.dx), \(scroll.delta.dy)) is not a finite distance")
    }
    if scroll.type == .continuous {
      switch scroll.phase {
      case .began where isTrackpadScrolling: throw fail("a trackpad scroll began during another")
      case .changed, .ended, .cancelled:
        guard isTrackpadScrolling else {
          throw fail("a trackpad scroll \(scroll.phase.rawValue) before it began")
        }
      default: break
      }
    } else if scroll.phase != .changed {
      throw fail("a wheel's readings have no phases: each is .changed")
    }
    try validateHover(sample)
    if scroll.type == .continuous {
      isTrackpadScrolling = scroll.phase == .began || scroll.phase == .changed
    }
  }

  /// Checks a trackpad pinch or rotation reading (its pointer location as `sample`): the hover
  /// rules, a finite positive scale, a finite rotation, and the phases in order.
  mutating func validateTransform(_ transform: TransformSample, as sample: TouchSample)
    throws(InputError)
  {
    func fail(_ problem: String) -> InputError {
      InputError(kind: .invalidReading(problem), sample: sample, sampleIndex: 0)
    }
    guard transform.scale.isFinite, transform.scale > 0, transform.scale < 1_000 else {
      throw fail("pinch scale \(transform.scale) is not a positive finite factor below 1000")
    }
    guard transform.rotation.isFinite, abs(transform.rotation) < 1_000 else {
      throw fail("rotation \(transform.rotation) is not a finite angle")
    }
    switch transform.phase {
    case .began where isTrackpadTransforming:
      throw fail("a trackpad pinch began during another")
    case .changed, .ended, .cancelled:
      guard isTrackpadTransforming else {
        throw fail("a trackpad pinch \(transform.phase.rawValue) before it began")
      }
    default: break
    }
    try validateHover(sample)
    isTrackpadTransforming = transform.phase == .began || transform.phase == .changed
  }

  /// Checks a key sample against the keys down and the latest time; on success commits it.
  public mutating func validate(_ key: KeySample) throws(KeyInputError) {
    func fail(_ kind: KeyInputError.Kind) -> KeyInputError {
      KeyInputError(kind: kind, sample: key)
    }
    guard key.timestamp.isFinite, (0...Self.timestampLimit).contains(key.timestamp) else {
      throw fail(.invalidTimestamp)
    }
    guard (0...0xFFFF).contains(key.keyCode.rawValue) else { throw fail(.keyCodeOutOfRange) }
    guard key.timestamp >= latestTimestamp else {
      throw fail(.timeWentBackwards(previous: latestTimestamp))
    }
    let isDown = keysDown.contains(key.keyCode.rawValue)
    switch (key.phase, key.isRepeat) {
    case (.down, false) where isDown: throw fail(.keyAlreadyDown)
    case (.down, true) where !isDown, (.up, _) where !isDown: throw fail(.keyNotDown)
    default: break
    }
    latestTimestamp = key.timestamp
    switch key.phase {
    case .down: keysDown.insert(key.keyCode.rawValue)
    case .up: keysDown.remove(key.keyCode.rawValue)
    }
  }

  /// Moves the latest time forward to `time` (for waits); never backwards.
  public mutating func advance(to time: TimeInterval) {
    latestTimestamp = max(latestTimestamp, time)
  }

  /// The ids down at the tail of the queue: began and not yet ended or cancelled, counting
  /// frames accepted but not yet dispatched.
  ///
  /// - Complexity: O(*n*) in the touches down.
  public var touchIDsDown: Set<Int> { Set(liveIDs.ids) }

  /// Forgets `ids` as down (they were cancelled by the application).
  mutating func forget(_ id: Int) {
    liveIDs.remove(id)
  }
}
