import Foundation

/// A control with a decrement half on the left and an increment half on the right: UIKit's
/// `UIStepper` (§11.7).
///
/// A touch-down on a half steps the value once at once; held, the half repeats the step on the
/// engine's clock, after ``autorepeatDelay`` and then every ``autorepeatInterval``, speeding up
/// the longer it is held (``repeatInterval(after:)``), until the finger lifts, leaves the half or
/// the value reaches the end of its range. A half that cannot move (the value at its end, without
/// ``wraps``) is disabled: a touch on it does nothing. A continuous stepper (the default) sends
/// `valueChanged` with every step; one that is not sends it once, when the finger lifts.
@preconcurrency @MainActor
open class Stepper: Control {
  /// The halves of a stepper.
  enum Half {
    case decrement, increment
  }

  @exclusivity(unchecked) private var storedValue: Double = 0 {
    didSet { DisplayList.noteChange() }
  }
  @exclusivity(unchecked) private var storedMinimum: Double = 0
  @exclusivity(unchecked) private var storedMaximum: Double = 100
  @exclusivity(unchecked) private var storedStep: Double = 1
  /// The half the tracked touch went down on.
  @exclusivity(unchecked) var pressedHalf: Half?
  /// The value when the tracked touch went down, to tell whether a non-continuous stepper changed.
  @exclusivity(unchecked) var valueAtTouchDown: Double = 0
  /// The pending autorepeat step on the clock.
  @exclusivity(unchecked) var autorepeatTimer: EventClock.TimerID?
  /// How many steps the current hold has repeated, which sets how fast the next one comes.
  @exclusivity(unchecked) var autorepeatCount = 0

  /// The value, between ``minimumValue`` and ``maximumValue``; default 0. Setting it clamps it to
  /// the range and sends no event.
  open var value: Double {
    get { storedValue }
    set {
      storedValue = min(
        max(newValue.isNaN ? storedMinimum : newValue, storedMinimum), storedMaximum)
    }
  }

  /// The lowest value; default 0. Setting it above ``maximumValue`` sets both to it, as UIKit
  /// does; the value is clamped to the new range.
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      storedMinimum = newValue
      if storedMaximum < newValue { storedMaximum = newValue }
      value = storedValue
    }
  }

  /// The highest value; default 100. Setting it below ``minimumValue`` sets both to it, as UIKit
  /// does; the value is clamped to the new range.
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      storedMaximum = newValue
      if storedMinimum > newValue { storedMinimum = newValue }
      value = storedValue
    }
  }

  /// How much one step changes the value; default 1. It must be greater than 0.
  open var stepValue: Double {
    get { storedStep }
    set {
      precondition(
        newValue > 0,
        uncaughtException(
          "NSInvalidArgumentException",
          "A stepper's stepValue must be greater than 0, not \(newValue)"))
      storedStep = newValue
    }
  }

  /// Whether stepping past one end of the range goes on from the other; default `false`.
  @exclusivity(unchecked) open var wraps = false
  /// Whether holding a half repeats its step; default `true`.
  @exclusivity(unchecked) open var autorepeat = true
  /// Whether `valueChanged` goes with every step (`true`, the default) or once, at touch-up.
  @exclusivity(unchecked) open var isContinuous = true

  /// UIKit's fixed stepper size since iOS 13, 94 by 32 (<doc:Choices>).
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

  /// 94 by 32, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// A stepper hugs its fixed size at 750, as UIKit's does (Auto Layout §21.4).
  override var defaultContentHuggingPriority: LayoutPriority { .defaultHigh }

  // MARK: Tracking

  /// Tracks a touch that goes down on a half that can move; a touch on a disabled half (or
  /// outside both) is ignored.
  open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    guard let half = half(at: touch.location(in: self)), canStep(half) else { return false }
    pressedHalf = half
    valueAtTouchDown = storedValue
    return true
  }

  /// Steps once after the control's `touchDown`, then starts the autorepeat.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    let wasTracking = isTracking
    super.touchesBegan(touches, with: event)
    guard !wasTracking, isTracking, let half = pressedHalf else { return }
    step(half)
    autorepeatCount = 0
    if autorepeat { scheduleAutorepeat(after: Self.autorepeatDelay) }
  }

  /// Stops the autorepeat for good once the finger leaves the half it pressed.
  open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    if let pressed = pressedHalf, half(at: touch.location(in: self)) != pressed {
      stopAutorepeat()
    }
    return true
  }

  /// Stops the autorepeat; a stepper that is not continuous sends its one `valueChanged` if the
  /// value changed during the touch.
  open override func endTracking(_ touch: Touch?, with event: Event?) {
    finishTracking()
  }

  /// As ``endTracking(_:with:)``: the steps taken stay (§11.7 choice).
  open override func cancelTracking(with event: Event?) {
    finishTracking()
  }

  /// A stepper wins a one-finger single tap over tap recognizers on its ancestors (§11.4:
  /// Apple's "Attaching gesture recognizers to UIKit controls").
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !(isEnabled && isSingleTap(gestureRecognizer) && gestureRecognizer.view !== self)
  }
}
