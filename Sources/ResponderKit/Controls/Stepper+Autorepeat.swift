import Foundation

extension Stepper {
  /// UIKit's stepper size, in points: a stepper laid out at its intrinsic size is this big
  /// (§11.7).
  nonisolated public static let intrinsicSize = CGSize(width: 94, height: 32)
  /// How long a half must be held before its step repeats, in seconds (§11.7 choice: UIKit's
  /// timing is not documented; half a second is the usual key-repeat delay).
  nonisolated public static let autorepeatDelay: TimeInterval = 0.5
  /// The time before the first repeated step after the delay, in seconds (§11.7 choice: ten
  /// steps a second, AppKit's documented stepper rate).
  nonisolated public static let autorepeatInterval: TimeInterval = 0.1
  /// The factor each repeated step applies to the time before the next (§11.7 choice: Apple
  /// documents that the stepper's "rate of change depends on how long the user continues
  /// pressing", not the curve; the engine shortens each interval by 5 %).
  nonisolated public static let autorepeatAcceleration: Double = 0.95
  /// The shortest time between repeated steps, in seconds (§11.7 choice: fifty steps a second,
  /// reached about 2.1 s into a hold).
  nonisolated public static let minimumAutorepeatInterval: TimeInterval = 0.02

  /// The time after the `count`-th repeated step of a hold before the next, in seconds: the held
  /// stepper speeds up from ``autorepeatInterval`` by ``autorepeatAcceleration`` per step down
  /// to ``minimumAutorepeatInterval``. `count` 0 is the time from the first repeat to the second.
  /// - Complexity: O(1).
  nonisolated public static func repeatInterval(after count: Int) -> TimeInterval {
    let interval = autorepeatInterval * pow(autorepeatAcceleration, Double(max(count, 0)))
    return max(interval, minimumAutorepeatInterval)
  }

  /// The rectangle of the decrement half: the left half of the bounds. An engine addition for
  /// tests and pictures.
  public var decrementRect: CGRect {
    CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
  }

  /// The rectangle of the increment half: the right half of the bounds.
  public var incrementRect: CGRect {
    CGRect(x: bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
  }

  /// Whether the decrement half can step: the value is above the minimum, or the stepper wraps.
  /// A half that cannot is drawn disabled and ignores touches.
  public var isDecrementEnabled: Bool { canStep(.decrement) }
  /// Whether the increment half can step: the value is below the maximum, or the stepper wraps.
  public var isIncrementEnabled: Bool { canStep(.increment) }

  /// The half under `point` (in the stepper's coordinates), or `nil` outside the bounds.
  func half(at point: CGPoint) -> Half? {
    guard bounds.contains(point) else { return nil }
    return point.x < bounds.midX ? .decrement : .increment
  }

  func canStep(_ half: Half) -> Bool {
    guard !wraps else { return maximumValue > minimumValue }
    return half == .increment ? value < maximumValue : value > minimumValue
  }

  /// Steps the value once, wrapping at the ends when ``wraps`` is set; a continuous stepper sends
  /// `valueChanged`. An end reached stops the autorepeat.
  func step(_ half: Half) {
    guard canStep(half) else { return stopAutorepeat() }
    let old = value
    if half == .increment {
      value = wraps && old >= maximumValue ? minimumValue : old + stepValue
    } else {
      value = wraps && old <= minimumValue ? maximumValue : old - stepValue
    }
    if value != old, isContinuous { sendActions(for: .valueChanged) }
  }

  func scheduleAutorepeat(after delay: TimeInterval) {
    guard let clock = window?.application?.clock else { return }
    // The clock holds the stepper until the step fires or is cancelled: no weak reference.
    autorepeatTimer = clock.schedule(after: delay) { self.autorepeatDidFire() }
  }

  func stopAutorepeat() {
    guard let timer = autorepeatTimer else { return }
    autorepeatTimer = nil
    window?.application?.clock.cancel(timer)
  }

  func finishTracking() {
    stopAutorepeat()
    pressedHalf = nil
    if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    valueAtTouchDown = value
  }

  private func autorepeatDidFire() {
    autorepeatTimer = nil
    guard isTracking, let half = pressedHalf, let application = window?.application else { return }
    application.tracer?.record(.timerFired(at: application.clock.now, owner: traceName))
    step(half)
    guard canStep(half) else { return }
    let interval = Self.repeatInterval(after: autorepeatCount)
    autorepeatCount += 1
    scheduleAutorepeat(after: interval)
  }
}
