import Foundation

/// A discrete recognizer of one or more taps by one or more fingers (§9.1).
///
/// It recognizes at the lift of the last finger of the last tap, going straight from `possible` to
/// `ended`. It fails when too many fingers are down, when the touches move more than 45 pt from
/// where the first tap started, when the next tap comes more than 0.35 s after a lift, when a tap
/// is held too long, when a touch is cancelled, or when a click presses other pointer buttons than
/// ``buttonMaskRequired``.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture. Default 1.
  @exclusivity(unchecked) public var numberOfTapsRequired = 1
  /// How many fingers each tap takes. Default 1.
  @exclusivity(unchecked) public var numberOfTouchesRequired = 1
  /// The pointer buttons each tap must press, and no others (`buttonMaskRequired`, iOS 13.4):
  /// default ``Event/ButtonMask/primary``, so a right click is no tap; `.secondary` takes right
  /// clicks only. A finger's or a pencil's touch counts as the primary button (ResponderKit's
  /// reading of UIKit: a tap requiring `.secondary` ignores fingers). An empty mask is kept, as
  /// UIKit documents no exception for it: no click or finger matches it, so the tap fails each
  /// time, for the wrong buttons.
  @exclusivity(unchecked) public var buttonMaskRequired: Event.ButtonMask = .primary

  @exclusivity(unchecked) private var tapsCompleted = 0
  @exclusivity(unchecked) private var tapTouches: [Touch] = []
  @exclusivity(unchecked) private var mostTouchesThisTap = 0
  @exclusivity(unchecked) private var firstTapCentroid: CGPoint?
  @exclusivity(unchecked) private var tapStart: TimeInterval = 0
  @exclusivity(unchecked) private var lastLift: TimeInterval?
  /// The buttons pressed so far in the current tap.
  @exclusivity(unchecked) private var buttonsThisTap: Event.ButtonMask = []

  /// Recognizes taps.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if let lastLift, tapTouches.isEmpty {
      cancelTimers()
      let gap = event.timestamp - lastLift
      if gap > GestureConstants.maximumIntervalBetweenSuccessiveTaps {
        return fail(
          .tapTooLate(after: gap, allowed: GestureConstants.maximumIntervalBetweenSuccessiveTaps))
      }
    }
    if tapTouches.isEmpty {
      tapStart = event.timestamp
      scheduleTimer(after: GestureConstants.maximumTapDuration)
    } else if event.timestamp - tapStart > GestureConstants.multiTouchTapSeparation {
      return fail(
        .fingersNotTogether(
          after: event.timestamp - tapStart, allowed: GestureConstants.multiTouchTapSeparation))
    }
    guard noteButtons(of: event) else { return }
    for touch in trackedTouches where touches.contains(touch) { tapTouches.append(touch) }
    mostTouchesThisTap = max(mostTouchesThisTap, tapTouches.count)
    if tapTouches.count > numberOfTouchesRequired {
      return fail(.tooManyTouches(count: tapTouches.count, allowed: numberOfTouchesRequired))
    }
    if tapTouches.count == numberOfTouchesRequired { checkMovement(setsStart: true) }
  }

  /// Fails when the touches wander too far.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard noteButtons(of: event) else { return }
    checkMovement(setsStart: false)
  }

  /// Counts a tap when its last finger lifts; recognizes at the last tap.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    checkMovement(setsStart: false)
    guard machine.state == .possible else { return }
    tapTouches.removeAll { touches.contains($0) }
    guard tapTouches.isEmpty else { return }
    cancelTimers()
    if mostTouchesThisTap < numberOfTouchesRequired {
      return fail(.tooFewTouches(count: mostTouchesThisTap, required: numberOfTouchesRequired))
    }
    if buttonsThisTap != buttonMaskRequired {
      return fail(.wrongButtons(pressed: buttonsThisTap, required: buttonMaskRequired))
    }
    tapsCompleted += 1
    mostTouchesThisTap = 0
    buttonsThisTap = []
    if tapsCompleted >= numberOfTapsRequired {
      state = .ended
      return
    }
    lastLift = event.timestamp
    scheduleTimer(after: GestureConstants.maximumIntervalBetweenSuccessiveTaps + 1e-9)
  }

  /// A tap held too long, or no next tap in time, fails the gesture.
  override func timerDidFire() {
    guard machine.state == .possible else { return }
    if tapTouches.isEmpty {
      fail(.noNextTap(within: GestureConstants.maximumIntervalBetweenSuccessiveTaps))
    } else {
      fail(.heldTooLong(duration: now - tapStart, allowed: GestureConstants.maximumTapDuration))
    }
  }

  /// The centroid of the first tap (§9.1).
  open override func location(in view: View?) -> CGPoint {
    guard let firstTapCentroid else { return super.location(in: view) }
    return windowPoint(firstTapCentroid, in: view)
  }

  /// A tap cannot prevent a tap of as many fingers needing more taps, nor a long press of as many
  /// fingers needing at least as many taps, so a single tap does not kill a double tap (§8.5).
  open override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
    if let tap = preventedGestureRecognizer as? TapGestureRecognizer,
      tap.numberOfTouchesRequired == numberOfTouchesRequired,
      tap.numberOfTapsRequired > numberOfTapsRequired
    {
      return false
    }
    if let press = preventedGestureRecognizer as? LongPressGestureRecognizer,
      press.numberOfTouchesRequired == numberOfTouchesRequired,
      press.numberOfTapsRequired >= numberOfTapsRequired
    {
      return false
    }
    return super.canPrevent(preventedGestureRecognizer)
  }

  /// Forgets the taps so far.
  open override func reset() {
    super.reset()
    tapsCompleted = 0
    tapTouches.removeAll(keepingCapacity: true)
    mostTouchesThisTap = 0
    firstTapCentroid = nil
    lastLift = nil
    buttonsThisTap = []
  }

  /// Adds the buttons `event` presses to the tap's, and fails if one is not required: a pointer's
  /// event carries its buttons; an event without any (a finger's) presses the primary one.
  /// Returns whether the tap is still possible.
  private func noteButtons(of event: Event) -> Bool {
    buttonsThisTap.formUnion(event.buttonMask.isEmpty ? .primary : event.buttonMask)
    guard buttonMaskRequired.isSuperset(of: buttonsThisTap) else {
      fail(.wrongButtons(pressed: buttonsThisTap, required: buttonMaskRequired))
      return false
    }
    return true
  }

  private func checkMovement(setsStart: Bool) {
    guard machine.state == .possible, let centroid = Self.centroid(of: tapTouches) else { return }
    guard let start = firstTapCentroid else {
      if setsStart { firstTapCentroid = centroid }
      return
    }
    let distance = start.distance(to: centroid)
    if distance > GestureConstants.tapAllowableMovement {
      fail(.movedTooFar(distance: distance, allowed: GestureConstants.tapAllowableMovement))
    }
  }

  /// A press of one of ``GestureRecognizer/allowedPressTypes`` coming up is a tap, for a
  /// recognizer that wants one tap (a remote's or keyboard's select, as on tvOS).
  open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
    guard machine.state == .possible else { return }
    if numberOfTapsRequired == 1 { state = .ended } else { fail(.touchCancelled) }
  }
}
