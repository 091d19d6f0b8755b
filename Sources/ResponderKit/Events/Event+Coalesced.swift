extension Event {
  /// The readings of `touch` that this event coalesces, oldest first, each as its own touch
  /// object; the last one shows the touch's current data. A backend that samples faster than it
  /// delivers (a stylus at 240 Hz, a display at 60 Hz) sends them in ``TouchSample/coalesced``.
  /// `nil` for a touch that is not in the event, or for an event that is not a touch event.
  ///
  /// The objects are made when asked, so that an event nobody asks allocates nothing.
  ///
  /// - Complexity: O(*n*) in the number of coalesced readings.
  public func coalescedTouches(for touch: Touch) -> [Touch]? {
    guard type == .touches, trackedTouches.contains(touch) else { return nil }
    var touches: [Touch] = []
    var previous = touch.previousScreenLocation
    var previousPrecise = touch.precisePreviousScreenLocation
    if touch.phase != .stationary {
      touches.reserveCapacity(touch.coalescedReadings.count + 1)
      for reading in touch.coalescedReadings {
        touches.append(
          touch.snapshot(at: reading, previous: previous, previousPrecise: previousPrecise))
        previous = reading.location
        previousPrecise = reading.preciseLocation ?? reading.location
      }
    }
    touches.append(touch.snapshot(at: nil, previous: previous, previousPrecise: previousPrecise))
    return touches
  }

  /// The backend's predictions of where `touch` goes next, oldest first, each as its own touch
  /// object (empty when the backend predicts nothing); `nil` for a touch not in the event.
  ///
  /// - Complexity: O(*n*) in the number of predicted readings.
  public func predictedTouches(for touch: Touch) -> [Touch]? {
    guard type == .touches, trackedTouches.contains(touch) else { return nil }
    guard touch.phase != .stationary else { return [] }
    var previous = touch.screenLocation
    var previousPrecise = touch.preciseScreenLocation
    return touch.predictedReadings.map { reading in
      let predicted = touch.snapshot(
        at: reading, previous: previous, previousPrecise: previousPrecise)
      previous = reading.location
      previousPrecise = reading.preciseLocation ?? reading.location
      return predicted
    }
  }
}
