import Foundation

/// A space points and rectangles can be converted between: UIKit's `UICoordinateSpace`. Views
/// conform (their bounds space), and so do a screen's ``Screen/coordinateSpace`` and
/// ``Screen/fixedCoordinateSpace`` (the space windows' frames are in).
///
/// The engine converts between its own spaces; a type of app code conforming to it cannot be
/// converted to or from, and stops with a message naming it.
@preconcurrency @MainActor
public protocol CoordinateSpace: AnyObject {
  /// The space's bounds.
  var bounds: CGRect { get }
  /// Converts `point` from this space to `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint
  /// Converts `point` from `coordinateSpace` to this space.
  func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint
  /// Converts `rect` from this space to `coordinateSpace`: the bounding box of its corners.
  func convert(_ rect: CGRect, to coordinateSpace: CoordinateSpace) -> CGRect
  /// Converts `rect` from `coordinateSpace` to this space: the bounding box of its corners.
  func convert(_ rect: CGRect, from coordinateSpace: CoordinateSpace) -> CGRect
}

/// The map from `space` to the screen's space.
///
/// - Complexity: O(*d*) in the depth of a view.
@MainActor
func transformToScreen(of space: CoordinateSpace) -> CGAffineTransform {
  if let view = space as? View { return view.transformToOuterSpace }
  if space is ScreenCoordinateSpace { return .identity }
  preconditionFailure(
    "CoordinateSpace: \(type(of: space)) is not a view or a screen's space; the engine converts "
      + "only between those")
}

/// The map from `source` to `target`.
@MainActor
func coordinateTransform(from source: CoordinateSpace, to target: CoordinateSpace)
  -> CGAffineTransform
{
  transformToScreen(of: source).concatenating(transformToScreen(of: target).inverted())
}

/// A screen's coordinate space: the space windows' frames are in, with the screen's bounds. The
/// engine does not rotate the interface, so the current and fixed spaces are the same.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: CoordinateSpace {
  /// The screen.
  unowned let screen: Screen

  init(screen: Screen) { self.screen = screen }

  /// The screen's bounds.
  var bounds: CGRect { screen.bounds }

  func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint {
    point.applying(coordinateTransform(from: self, to: coordinateSpace))
  }

  func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint {
    point.applying(coordinateTransform(from: coordinateSpace, to: self))
  }

  func convert(_ rect: CGRect, to coordinateSpace: CoordinateSpace) -> CGRect {
    rect.applying(coordinateTransform(from: self, to: coordinateSpace))
  }

  func convert(_ rect: CGRect, from coordinateSpace: CoordinateSpace) -> CGRect {
    rect.applying(coordinateTransform(from: coordinateSpace, to: self))
  }
}
