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

/// The messages a scroll view sends about scrolling and zooming, with UIKit's exact signatures
/// (`UIScrollViewDelegate`), so that a delegate method written for UIKit is the one called. Every
/// method has an empty default. `scrollViewShouldScrollToTop(_:)` and `scrollViewDidScrollToTop(_:)`
/// are never called: there is no status bar to tap.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// The user is about to drag.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The user lifted; `velocity` is in points per millisecond, and the delegate may change where
  /// the deceleration ends by writing `targetContentOffset.pointee`.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The user lifted; `decelerate` says whether the view keeps moving.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts decelerating after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animation started by `setContentOffset(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// The view to scale when zooming; `nil` (the default) turns zooming off.
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// Zooming of `view` is about to start.
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  /// Zooming of `view` ended at `scale`.
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
  /// Whether a scroll to the top may happen. Default `true`.
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// A scroll to the top ended.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// `nil`.
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  /// Does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
  ) {}
  /// `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
