import Foundation

extension Touch {
  /// The stylus's angle with the screen in radians: 0 when it lies flat, π/2 when it stands
  /// upright; always π/2 for a finger.
  public var altitudeAngle: CGFloat { altitude }

  /// The direction the stylus points in `view`'s plane, in radians from its x axis (clockwise on
  /// screen, as `atan2` in flipped coordinates); `nil` means the window. A rotated view sees the
  /// angle rotated back.
  public func azimuthAngle(in view: View?) -> CGFloat {
    let vector = azimuthUnitVector(in: view)
    return atan2(vector.dy, vector.dx)
  }

  /// The unit vector along ``azimuthAngle(in:)``.
  public func azimuthUnitVector(in view: View?) -> CGVector {
    let windowVector = CGPoint(x: cos(azimuth), y: sin(azimuth))
    guard let view, let window else { return CGVector(dx: windowVector.x, dy: windowVector.y) }
    let origin = view.convert(CGPoint.zero, from: window)
    let tip = view.convert(windowVector, from: window)
    let dx = tip.x - origin.x
    let dy = tip.y - origin.y
    let length = hypot(dx, dy)
    guard length > 0 else { return CGVector(dx: 1, dy: 0) }
    return CGVector(dx: dx / length, dy: dy / length)
  }

  /// The location at the input's full precision in `view`'s coordinates (`nil`: the window's):
  /// finer than ``location(in:)`` when the backend reports it, else the same.
  public func preciseLocation(in view: View?) -> CGPoint {
    convert(preciseScreenLocation, into: view)
  }

  /// The full-precision location at the previous change, in `view`'s coordinates.
  public func precisePreviousLocation(in view: View?) -> CGPoint {
    convert(precisePreviousScreenLocation, into: view)
  }

  /// The number a later update of this touch's estimated properties will carry, or `nil` when no
  /// update is expected.
  public var estimationUpdateIndex: NSNumber? {
    estimationIndex.map { NSNumber(value: $0) }
  }

  /// Takes the stylus and estimation data of a sample the touch changed by.
  @inline(__always)
  func takeStylusData(of sample: TouchSample) {
    guard let stylus = sample.stylus?.value else {
      // A plain finger's sample: no box to read, nothing to copy.
      precisePreviousScreenLocation =
        sample.phase == .began ? sample.location : preciseScreenLocation
      preciseScreenLocation = sample.location
      if hasStylusState { clearStylusState() }
      return
    }
    take(stylus, of: sample)
  }

  /// The stylus part of ``takeStylusData(of:)``, out of line.
  private func take(_ stylus: StylusData, of sample: TouchSample) {
    precisePreviousScreenLocation =
      sample.phase == .began ? (stylus.preciseLocation ?? sample.location) : preciseScreenLocation
    preciseScreenLocation = stylus.preciseLocation ?? sample.location
    if let altitudeAngle = stylus.altitudeAngle { altitude = altitudeAngle }
    if let azimuthAngle = stylus.azimuthAngle { azimuth = azimuthAngle }
    estimatedProperties = stylus.estimatedProperties
    estimatedPropertiesExpectingUpdates = stylus.estimatedPropertiesExpectingUpdates
    estimationIndex =
      stylus.estimatedPropertiesExpectingUpdates.isEmpty ? nil : stylus.estimationUpdateIndex
    coalescedReadings.removeAll(keepingCapacity: true)
    coalescedReadings.append(contentsOf: stylus.coalesced)
    predictedReadings.removeAll(keepingCapacity: true)
    predictedReadings.append(contentsOf: stylus.predicted)
  }

  /// Whether the touch holds estimates or readings from an earlier sample.
  @inline(__always)
  private var hasStylusState: Bool {
    estimationIndex != nil || !estimatedProperties.isEmpty
      || !estimatedPropertiesExpectingUpdates.isEmpty || !coalescedReadings.isEmpty
      || !predictedReadings.isEmpty
  }

  private func clearStylusState() {
    estimatedProperties = []
    estimatedPropertiesExpectingUpdates = []
    estimationIndex = nil
    coalescedReadings.removeAll(keepingCapacity: true)
    predictedReadings.removeAll(keepingCapacity: true)
  }

  /// A separate touch object showing this touch as it was at `reading` (or now, for `nil`), with
  /// `previous` as its previous location: what coalesced and predicted touches are made of.
  func snapshot(at reading: TouchSample?, previous: CGPoint, previousPrecise: CGPoint) -> Touch {
    let copy = Touch(touchID: touchID)
    copy.tapCount = tapCount
    copy.view = view
    copy.window = window
    copy.type = type
    copy.majorRadius = reading?.majorRadius ?? majorRadius
    copy.majorRadiusTolerance = majorRadiusTolerance
    copy.force = reading?.force ?? force
    copy.maximumPossibleForce = reading?.maximumPossibleForce ?? maximumPossibleForce
    copy.altitude = reading?.altitudeAngle ?? altitude
    copy.azimuth = reading?.azimuthAngle ?? azimuth
    copy.phase = reading?.phase.touchPhase ?? phase
    copy.timestamp = reading?.timestamp ?? timestamp
    copy.screenLocation = reading?.location ?? screenLocation
    copy.preciseScreenLocation =
      reading.map { $0.preciseLocation ?? $0.location } ?? preciseScreenLocation
    copy.previousScreenLocation = previous
    copy.precisePreviousScreenLocation = previousPrecise
    copy.estimatedProperties = reading?.estimatedProperties ?? estimatedProperties
    if reading == nil {
      copy.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
      copy.estimationIndex = estimationIndex
    }
    copy.isDeliveredToViews = false
    return copy
  }
}
