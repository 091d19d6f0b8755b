import Foundation

/// One finger on the screen, for the whole of its contact (§4).
///
/// ResponderKit creates one `Touch` per finger at touch-down and updates that same object in place
/// for every later change, as UIKit does. Holding a reference while the sequence lasts is fine; do not
/// keep one after it has ended or been cancelled (the object may be reused for a later finger).
@preconcurrency @MainActor
public final class Touch {
  /// The identifier the input backend gave this finger.
  @exclusivity(unchecked) public internal(set) var touchID: Int
  /// The touch's phase in the latest event.
  @exclusivity(unchecked) public internal(set) var phase: Phase = .began
  /// The time of the touch's latest change (its began or its latest move), in seconds.
  @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0
  /// How many quick taps at about the same place this touch represents; fixed at touch-down.
  @exclusivity(unchecked) public internal(set) var tapCount: Int = 1
  /// The view that hit-testing chose at touch-down; it keeps the touch for life. Held strongly, as
  /// UIKit's `UITouch.view` is: a view removed and released by the app while a finger is on it
  /// lives until the touch ends, so it still gets its `touchesEnded` or `touchesCancelled`.
  @exclusivity(unchecked) public internal(set) var view: View?
  /// The window in which the touch began; held strongly, as UIKit's `UITouch.window` is.
  @exclusivity(unchecked) public internal(set) var window: Window?
  /// The radius of the touch's contact area, in points.
  @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat = 20
  /// How far ``majorRadius`` may be off, in points.
  @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat = 5
  /// The force of the touch, 1.0 being an average touch; 0 when the input has no force.
  @exclusivity(unchecked) public internal(set) var force: CGFloat = 0
  /// The highest force the input can report; 0 when it has none.
  @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat = 0
  /// The kind of input that made the touch.
  @exclusivity(unchecked) public internal(set) var type: TouchType = .direct
  /// The properties whose current values are estimates.
  @exclusivity(unchecked) public internal(set) var estimatedProperties: Properties = []
  /// The estimated properties whose updates are still expected
  /// (``Responder/touchesEstimatedPropertiesUpdated(_:)`` reports them).
  @exclusivity(unchecked) public internal(set) var estimatedPropertiesExpectingUpdates: Properties =
    []

  /// A stylus's angle with the screen, in radians; π/2 (upright) for a finger.
  @exclusivity(unchecked) var altitude: CGFloat = .pi / 2
  /// A stylus's direction in the window's plane, in radians from the x axis.
  @exclusivity(unchecked) var azimuth: CGFloat = 0
  /// The location at full precision, in screen coordinates.
  @exclusivity(unchecked) var preciseScreenLocation: CGPoint = .zero
  /// The full-precision location at the previous change, in screen coordinates.
  @exclusivity(unchecked) var precisePreviousScreenLocation: CGPoint = .zero
  /// The index a later estimated-properties update of the current values will name.
  @exclusivity(unchecked) var estimationIndex: Int?
  /// The readings coalesced into the latest change, oldest first (reused storage).
  @exclusivity(unchecked) var coalescedReadings: [TouchSample] = []
  /// The backend's predictions after the latest change (reused storage).
  @exclusivity(unchecked) var predictedReadings: [TouchSample] = []

  /// The current location in screen (window) coordinates.
  @exclusivity(unchecked) var screenLocation: CGPoint = .zero
  /// The location at the previous change, in screen coordinates.
  @exclusivity(unchecked) var previousScreenLocation: CGPoint = .zero
  /// Whether views receive this touch; decided once, at touch-down (§6 withholding rules).
  @exclusivity(unchecked) var isDeliveredToViews = true
  /// Whether the touch's view has received `touchesBegan` for it and not yet an end or a cancel.
  @exclusivity(unchecked) var isTrackedByView = false
  /// The recognizers receiving this touch.
  @exclusivity(unchecked) var receivingRecognizers: [GestureRecognizer] = []
  /// Whether the touch's current phase goes to its view in this dispatch.
  @exclusivity(unchecked) var isDueForViews = false
  /// Whether the touch's view got `touchesBegan` for it.
  @exclusivity(unchecked) var viewReceivedBegan = false
  /// Whether a recognizer took the touch from the views (§7 cancelsTouchesInView).
  @exclusivity(unchecked) var isCancelledForViews = false
  /// Phases withheld from the view by delaying recognizers, oldest first (§7).
  @exclusivity(unchecked) var delayedPhases: [TouchSnapshot] = []
  /// The phase to restore after a cancellation shown to the views.
  @exclusivity(unchecked) var phaseBeforeCancellation: Phase = .began
  /// The recognizers delaying this touch.
  @exclusivity(unchecked) var delayingRecognizers: [GestureRecognizer] = []
  /// The number of the latest frame that changed this touch.
  @exclusivity(unchecked) var frameStamp = 0

  init(touchID: Int) {
    self.touchID = touchID
  }

  /// The touch's current location in `view`'s coordinate space; `nil` means window coordinates.
  public func location(in view: View?) -> CGPoint {
    convert(screenLocation, into: view)
  }

  /// The touch's location at its previous change in `view`'s coordinate space; `nil` means window
  /// coordinates. At touch-down it equals the current location.
  public func previousLocation(in view: View?) -> CGPoint {
    convert(previousScreenLocation, into: view)
  }

  /// A screen point in `view`'s coordinates (`nil`: window coordinates).
  func convert(_ screenPoint: CGPoint, into view: View?) -> CGPoint {
    let windowPoint = window?.convertFromScreen(screenPoint) ?? screenPoint
    guard let view, let window else { return windowPoint }
    return view.convert(windowPoint, from: window)
  }

  /// Forgets the touch's place in the hierarchy when its application goes: no longer tracked by
  /// its view, no view, window or recognizers.
  func abandon() {
    window?.stopTracking(self)
    view = nil
    window = nil
    receivingRecognizers.removeAll()
    delayingRecognizers.removeAll()
  }

  /// Makes a fresh touch of a reused object.
  @inline(__always)
  func reset(touchID: Int) {
    self.touchID = touchID
    phase = .began
    tapCount = 1
    // A pooled touch let its view and window go already: no store, no release.
    if view != nil { view = nil }
    if window != nil { window = nil }
    isDeliveredToViews = true
    isTrackedByView = false
    viewReceivedBegan = false
    isCancelledForViews = false
    // `removeAll(keepingCapacity:)` is not free on an empty array: skip the usual case.
    if !receivingRecognizers.isEmpty { receivingRecognizers.removeAll(keepingCapacity: true) }
    if !delayedPhases.isEmpty { delayedPhases.removeAll(keepingCapacity: true) }
    if !delayingRecognizers.isEmpty { delayingRecognizers.removeAll(keepingCapacity: true) }
    estimatedProperties = []
    estimatedPropertiesExpectingUpdates = []
    estimationIndex = nil
    altitude = .pi / 2
    azimuth = 0
    // What the previous finger read: a new finger without readings has a fresh touch's values.
    majorRadius = 20
    majorRadiusTolerance = 5
    force = 0
    maximumPossibleForce = 0
    type = .direct
    if !coalescedReadings.isEmpty { coalescedReadings.removeAll(keepingCapacity: true) }
    if !predictedReadings.isEmpty { predictedReadings.removeAll(keepingCapacity: true) }
  }
}

extension Touch: Hashable {
  /// Touches are equal only when they are the same object.
  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The hash `Set<Touch>` and dictionaries use: the object's address mixed with the table's seed
  /// (the splitmix64 finalizer), not SipHash. Touch sets are built on every event and their keys
  /// are addresses, which no input can choose; SipHash was a fifth of a tap event's instructions.
  nonisolated public func _rawHashValue(seed: Int) -> Int {
    mixedHash(UInt(bitPattern: ObjectIdentifier(self)), seed: seed)
  }
}

extension Touch: @MainActor CustomStringConvertible {
  /// A short description: the touch id, its phase and its window location.
  public var description: String {
    "Touch(\(touchID), \(phase), at: (\(screenLocation.x), \(screenLocation.y)))"
  }
}
