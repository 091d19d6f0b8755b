/// The event-handling methods of ``Responder``, as named in traces.
public enum ResponderMethod: String, Hashable, Sendable, Codable, CaseIterable {
  /// `touchesBegan(_:with:)`.
  case touchesBegan
  /// `touchesMoved(_:with:)`.
  case touchesMoved
  /// `touchesEnded(_:with:)`.
  case touchesEnded
  /// `touchesCancelled(_:with:)`.
  case touchesCancelled
  /// `pressesBegan(_:with:)`.
  case pressesBegan
  /// `pressesChanged(_:with:)`.
  case pressesChanged
  /// `pressesEnded(_:with:)`.
  case pressesEnded
  /// `pressesCancelled(_:with:)`.
  case pressesCancelled
  /// `motionBegan(_:with:)`.
  case motionBegan
  /// `motionEnded(_:with:)`.
  case motionEnded
  /// `motionCancelled(_:with:)`.
  case motionCancelled
  /// `remoteControlReceived(with:)`.
  case remoteControlReceived

  /// The touch method that delivers a touch in `phase`, or `nil` for phases never delivered.
  static func delivering(_ phase: Touch.Phase) -> ResponderMethod? {
    switch phase {
    case .began: .touchesBegan
    case .moved: .touchesMoved
    case .ended: .touchesEnded
    case .cancelled: .touchesCancelled
    default: nil
    }
  }
}
