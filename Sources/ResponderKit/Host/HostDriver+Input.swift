import Foundation

/// Platform readings, stamped with the platform's clock (Embedding §22.3).
extension HostDriver {
  /// The mouse moved to `location` (screen points).
  public func pointerMoved(to location: CGPoint, at platformTime: TimeInterval) throws(InputError) {
    try sendPendingFingers()
    let time = engineTime(at: platformTime)
    try application.send(pointer.moved(to: location, at: time))
  }

  /// A mouse button went down or came up at `location`. A press of a button already held, or a
  /// release of one not held (its press happened outside the window), changes nothing.
  public func pointerButton(
    _ button: Event.ButtonMask, isDown: Bool, at location: CGPoint,
    platformTime: TimeInterval
  ) throws(InputError) {
    try sendPendingFingers()
    let time = engineTime(at: platformTime)
    let sample =
      isDown
      ? pointer.pressed(button, at: location, timestamp: time)
      : pointer.released(button, at: location, timestamp: time)
    if let sample { try application.send(sample) }
  }

  /// The mouse left the window: hovering ends (a drag with a button held goes on).
  public func pointerExited(at platformTime: TimeInterval) throws(InputError) {
    try sendPendingFingers()
    pointer.exited()
    try application.sendPointerExit(timestamp: engineTime(at: platformTime))
  }

  /// A mouse wheel turned by `ticks` notches (positive `dy`: away from the user, showing what is
  /// above; positive `dx`: showing what is to the left) with the pointer at `location`. Each notch
  /// scrolls ``pointsPerWheelTick``.
  public func wheel(ticks: CGVector, at location: CGPoint, platformTime: TimeInterval)
    throws(InputError)
  {
    try sendPendingFingers()
    let delta = CGVector(dx: ticks.dx * pointsPerWheelTick, dy: ticks.dy * pointsPerWheelTick)
    try application.send(
      ScrollSample(
        location: location, delta: delta, type: .discrete, phase: .changed,
        timestamp: engineTime(at: platformTime)))
  }

  /// A key went down (or repeats) or came up; `keyCode` is its USB HID usage (SDL's scancodes and
  /// most platforms' key codes map to one). Throws the ``InputError`` of a fingers' frame gathered
  /// before it, or the key's ``KeyInputError``.
  public func key(
    _ keyCode: KeyboardHIDUsage, isDown: Bool, isRepeat: Bool = false,
    platformTime: TimeInterval
  ) throws {
    try sendPendingFingers()
    try application.send(
      KeySample(
        keyCode: keyCode, phase: isDown ? .down : .up, timestamp: engineTime(at: platformTime),
        modifierFlags: pointer.modifierFlags, isRepeat: isRepeat))
  }
}
