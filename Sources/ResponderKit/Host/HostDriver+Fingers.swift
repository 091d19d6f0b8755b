import Foundation

/// Fingers, by the platform's ids (Embedding §22.3).
extension HostDriver {
  /// A finger's reading: `platformID` is the platform's name for the finger, `location` is in
  /// screen points. Readings with the same timestamp gather into one frame, which is sent when a
  /// later reading, other input or ``run(until:)`` comes (or ``sendPendingFingers()``).
  ///
  /// A move or a lift of a finger never seen going down (it touched before the window opened),
  /// and a second report of a finger going down, are dropped: counted in
  /// ``droppedFingerReadings`` and traced as refused input.
  public func finger(
    _ platformID: UInt64, _ phase: TouchSample.Phase, at location: CGPoint,
    platformTime: TimeInterval
  ) throws(InputError) {
    let touchID: Int?
    switch phase {
    case .began: touchID = fingers.began(platformID)
    case .moved, .stationary: touchID = fingers.touchID(for: platformID)
    case .ended, .cancelled: touchID = fingers.ended(platformID)
    }
    guard let touchID else {
      droppedFingerReadings += 1
      application.tracer?.record(
        .inputRejected(
          phase == .began
            ? "finger \(platformID) went down twice: the second report is dropped"
            : "finger \(platformID) \(phase.rawValue) but was never seen going down: dropped"))
      return
    }
    let sample = TouchSample(
      touchID: touchID, phase: phase, location: location,
      timestamp: engineTime(at: platformTime))
    let application = application
    try frame.add(sample) { (frame) throws(InputError) in try application.send(frame) }
  }

  /// Sends the fingers' frame in progress, if any.
  public func sendPendingFingers() throws(InputError) {
    let application = application
    try frame.flush { (frame) throws(InputError) in try application.send(frame) }
  }
}
