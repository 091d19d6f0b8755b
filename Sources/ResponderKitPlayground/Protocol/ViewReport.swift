import Foundation

/// A control or scroll view's state, as the engine changes it: a control's highlight and
/// tracking, a switch's value, a scroll view's content offset and motion.
struct ViewReport: Encodable, Sendable, Equatable {
  /// The view's id.
  var id: String
  /// The view's kind in the scenario file (`button`, `switch`, `list`, ...).
  var kind: String
  /// A control's `isHighlighted`.
  var highlighted: Bool?
  /// A control's `isTracking`.
  var tracking: Bool?
  /// A switch's `isOn`.
  var on: Bool?
  /// A scroll view's `contentOffset`.
  var contentOffset: StateMessage.Point?
  /// A scroll view's `isDragging`.
  var dragging: Bool?
  /// A scroll view's `isDecelerating`.
  var decelerating: Bool?
}
