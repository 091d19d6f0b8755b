import Foundation

/// Insets from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// No insets.
  public static let zero = EdgeInsets()
}

/// How quickly a scroll view slows down after a fling: the share of velocity kept per millisecond
/// (§10).
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The velocity kept per millisecond.
  public var rawValue: CGFloat
  /// Creates a rate.
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// The default rate, 0.998.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// The paging rate, 0.99.
  public static let fast = DecelerationRate(rawValue: 0.99)
}

/// The messages a scroll view sends about scrolling and zooming. Every method has an empty default.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The user is about to drag.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The user lifted; `velocity` is in points per millisecond, and the delegate may change where
  /// the deceleration ends.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint)
  /// The user lifted; `decelerate` says whether the view keeps moving.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// The view to scale when zooming; `nil` (the default) turns zooming off.
  func viewForZooming(in scrollView: ScrollView) -> View?
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// `nil`.
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
}
