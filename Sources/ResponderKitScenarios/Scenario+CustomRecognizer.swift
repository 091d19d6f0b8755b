import Foundation
import ResponderKit

extension Scenario {
  /// A custom recognizer (a `UIGestureRecognizer` subclass written by the app), described by what
  /// its `touches…` methods set `state` to: `type: custom` in a file.
  ///
  /// This covers the custom recognizers real questions are about: one that recognizes at
  /// touch-down (`touchesBegan: recognized`), one that begins at once and follows the finger
  /// (`began`, `changed`, `ended`), one that fails once the finger moves (`touchesMoved: {beyond:
  /// 10, state: failed}`), one that only watches (no state set). The engine's own state
  /// normalisation applies to what it sets (Gesture recognizers §8.2).
  public struct CustomRecognizer: Hashable, Sendable {
    /// The subclass's name, for the reader (`class:`); traces name the recognizer by its `name`.
    public var className: String?
    /// The state `touchesBegan(_:with:)` sets, or `nil` for none.
    public var onBegan: GestureRecognizer.State?
    /// The state `touchesMoved(_:with:)` sets, or `nil` for none.
    public var onMoved: GestureRecognizer.State?
    /// How far the first touch must have moved from where it went down, in points, before
    /// `touchesMoved` sets ``onMoved``; 0: at every move.
    public var movedBeyond: Double = 0
    /// The state `touchesEnded(_:with:)` sets, or `nil` for none.
    public var onEnded: GestureRecognizer.State?
    /// The state `touchesCancelled(_:with:)` sets, or `nil` for none.
    public var onCancelled: GestureRecognizer.State?

    /// Creates a description; every method sets nothing until told.
    public init() {}
  }
}
