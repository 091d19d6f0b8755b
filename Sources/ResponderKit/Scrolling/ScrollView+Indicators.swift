import Foundation

extension ScrollView {
  /// How the safe area adjusts a scroll view's content inset: UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`, with its raw values.
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
    /// ``scrollableAxes``, except for a scroll view that is a navigation controller's content.
    case automatic = 0
    /// Adjusts on the axes the view scrolls along.
    case scrollableAxes = 1
    /// Never adjusts.
    case never = 2
    /// Always adjusts, on both axes.
    case always = 3
  }

  /// The look of the scroll indicators: UIKit's `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Hashable, Sendable, CaseIterable {
    /// Dark on light content, light on dark.
    case `default` = 0
    /// Black.
    case black = 1
    /// White.
    case white = 2
  }

  /// How dragging dismisses the keyboard: UIKit's `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Hashable, Sendable, CaseIterable {
    /// Dragging leaves the keyboard alone.
    case none = 0
    /// The keyboard goes when a drag begins.
    case onDrag = 1
    /// The keyboard follows the drag and can be pulled down.
    case interactive = 2
    /// As ``onDrag``, the input accessory view too.
    case onDragWithAccessory = 3
    /// As ``interactive``, the input accessory view too.
    case interactiveWithAccessory = 4
  }

  /// The content inset after the safe area's adjustment: ``contentInset`` itself, since the
  /// engine's safe-area insets are zero, its top grown by the height of a ``refreshControl`` that
  /// rests in view while refreshing (§20.1).
  public var adjustedContentInset: EdgeInsets {
    var inset = contentInset
    inset.top += refreshInset
    return inset
  }

  /// The insets of both indicators: setting it sets ``verticalScrollIndicatorInsets`` and
  /// ``horizontalScrollIndicatorInsets`` (UIKit deprecated it for them); reading it gives the
  /// vertical one.
  public var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Shows the indicators briefly. The engine draws nothing: it notes the time in
  /// ``indicatorsFlashedAt``.
  public func flashScrollIndicators() {
    indicatorsFlashedAt = window?.application?.clock.now
  }

  /// Zooms so that `rect`, in the zoom view's coordinates (the delegate's
  /// ``ScrollViewDelegate/viewForZooming(in:)``), fills the view as far as it can: the scale is
  /// the smaller of the two ratios of the view's size to the rectangle's, kept to the zoom range,
  /// and the content offset centres the rectangle, kept to the scrollable range. Without a zoom
  /// view, nothing happens. `animated` changes nothing: the move is immediate.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard delegate?.viewForZooming(in: self) != nil else { return }
    let rect = rect.standardized
    let size = bounds.size
    var scale = zoomScale
    if rect.width > 0, rect.height > 0 {
      scale = min(size.width / rect.width, size.height / rect.height)
    }
    scale = min(max(scale, minimumZoomScale), maximumZoomScale)
    setZoomScale(scale, animated: false)
    let offset = CGPoint(
      x: rect.midX * zoomScale - size.width / 2, y: rect.midY * zoomScale - size.height / 2)
    contentOffset = clamped(offset)
  }
}
