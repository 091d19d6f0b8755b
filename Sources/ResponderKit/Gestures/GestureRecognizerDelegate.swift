/// The hooks through which an object can steer a recognizer (§8). Every method has a default
/// that matches UIKit's behaviour when the delegate does not implement it.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave `possible` for `began` or `ended`. Default `true`.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether the recognizer gets a touch that began; asked once, at touch-down. Default `true`.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// Whether the recognizer takes part in an event. Default `true`.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
  /// Whether the recognizer gets a press. Default `true`.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
  /// Whether both may recognize at once; either delegate saying yes allows it. Default `false`.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether the recognizer must wait for the other to fail. Default `false`.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether the other must wait for this recognizer to fail. Default `false`.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  /// `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool { true }
  /// `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: Event
  ) -> Bool { true }
  /// `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive press: Press
  ) -> Bool { true }
  /// `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
}
