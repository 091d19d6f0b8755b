import Foundation

/// A sample whose estimated properties await an update: the live touch while it is the same
/// finger and still expects it, else a snapshot that outlives it (an update may come after the
/// lift).
struct PendingEstimation {
  weak var touch: Touch?
  let snapshot: Touch
  let touchID: Int
}

extension Application {
  /// Feeds a backend's refined values for an earlier sample: queued behind the input before it,
  /// then applied to the touch (its ``Touch/estimatedPropertiesExpectingUpdates`` lose the updated
  /// properties) and reported through `touchesEstimatedPropertiesUpdated(_:)` to the touch's view
  /// and to the recognizers tracking it.
  ///
  /// An update for an index no sample announced, for another touch, or with a value that is not
  /// finite is refused with an ``InputError`` naming the touch and the index.
  public func sendEstimatedPropertiesUpdate(_ update: EstimatedPropertiesUpdate)
    throws(InputError)
  {
    try admit { () throws(InputError) in try validator.validate(update) }
    inputQueue.append(.estimationUpdate(update))
    drainQueue()
  }

  /// Remembers that the touch's current sample expects an update.
  func noteEstimation(of touch: Touch) {
    guard let index = touch.estimationIndex else { return }
    let snapshot = touch.snapshot(
      at: nil, previous: touch.previousScreenLocation,
      previousPrecise: touch.precisePreviousScreenLocation)
    snapshot.estimatedPropertiesExpectingUpdates = touch.estimatedPropertiesExpectingUpdates
    snapshot.estimationIndex = index
    pendingEstimations[index] = PendingEstimation(
      touch: touch, snapshot: snapshot, touchID: touch.touchID)
  }

  /// Applies a validated update and tells the responders.
  func apply(_ update: EstimatedPropertiesUpdate) {
    let index = update.estimationUpdateIndex
    guard let pending = pendingEstimations[index] else { return }
    let live = pending.touch.flatMap { $0.estimationIndex == index ? $0 : nil }
    let touch = live ?? pending.snapshot
    if let force = update.force { touch.force = force }
    if let altitude = update.altitudeAngle { touch.altitude = altitude }
    if let azimuth = update.azimuthAngle { touch.azimuth = azimuth }
    if let location = update.location {
      touch.screenLocation = location
      touch.preciseScreenLocation = location
    }
    let settled = update.updatedProperties.union(update.noLongerExpected)
    touch.estimatedProperties.subtract(update.updatedProperties)
    touch.estimatedPropertiesExpectingUpdates.subtract(settled)
    let touches: Set<Touch> = [touch]
    touch.view?.touchesEstimatedPropertiesUpdated(touches)
    if live != nil {
      for recognizer in touch.receivingRecognizers {
        recognizer.touchesEstimatedPropertiesUpdated(touches)
      }
    }
    // The index stays readable during the callbacks, so responders can match their copies.
    if touch.estimatedPropertiesExpectingUpdates.isEmpty {
      touch.estimationIndex = nil
      pendingEstimations[index] = nil
    }
  }
}
